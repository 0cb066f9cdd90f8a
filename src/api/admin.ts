// Routes of the admin listener (127.0.0.1, token from DATA_DIR/admin.json): what the CLI does while the service runs.
import { describeAccount, type AccountService } from '../control/accounts.ts';
import { planNames, type Plan } from '../control/plans.ts';
import { ApiError } from '../errors.ts';
import { defineRoute, type RouteSpec } from './route.ts';

export interface SetPlanRequest {
  email: string;
  plan: Plan;
  /** Overrides the plan's hourly limit; null restores it. */
  limit: number | null;
}

export const setPlanSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    plan: { type: 'string', enum: planNames },
    limit: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000_000, default: null },
  },
  required: ['email', 'plan'],
  additionalProperties: false,
};

/** Shared by the admin listener and the CLI's direct path, so both behave the same. */
export async function setPlan(accounts: AccountService, request: SetPlanRequest) {
  const account = await accounts.setPlan(request.email, request.plan, request.limit);
  if (!account) throw new ApiError('account_not_found', `No account has the e-mail address ${request.email}.`);
  return describeAccount(account);
}

export function adminRoutes(accounts: AccountService): RouteSpec[] {
  return [
    defineRoute<SetPlanRequest>({
      method: 'POST',
      path: '/admin/set-plan',
      tag: 'admin',
      summary: "Change an account's plan and optional hourly limit",
      auth: 'admin',
      body: { schema: setPlanSchema },
      responses: { 200: { description: 'The account as it is now.' } },
      errors: ['unauthenticated', 'account_not_found', 'invalid_body', 'invalid_json'],
      async handle({ body }) {
        return { status: 200, data: await setPlan(accounts, body) };
      },
    }),
  ];
}
