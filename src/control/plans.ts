// Plans and what they grant. Billing is out of scope: plans change only through the admin CLI.

export const planNames = ['free', 'pro', 'business'] as const;
export type Plan = (typeof planNames)[number];

export const plans: Record<Plan, { apiAccess: boolean; hourlyLimit: number }> = {
  free: { apiAccess: false, hourlyLimit: 0 },
  pro: { apiAccess: true, hourlyLimit: 100 },
  business: { apiAccess: true, hourlyLimit: 1000 },
};

export const MAX_ACTIVE_KEYS = 5;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export const isPlan = (value: string): value is Plan => (planNames as readonly string[]).includes(value);

/** The hourly limit of an account: its contract override (`set-plan --limit`) or its plan's. */
export function hourlyLimitOf(account: { plan: Plan; limitOverride: number | null }): number {
  if (!plans[account.plan].apiAccess) return 0;
  return account.limitOverride ?? plans[account.plan].hourlyLimit;
}
