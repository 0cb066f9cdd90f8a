// Accounts and cookie sessions: signup, login (argon2id, throttled), logout, plan changes; each one audited.
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { AuditLog } from '../audit.ts';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { SlidingWindowLimiter } from '../limits/limiter.ts';
import { hourlyLimitOf, type Plan } from './plans.ts';
import { newSessionToken, sha256Hex } from './secrets.ts';
import type { Account, ControlStore } from './store.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The hash runs on libuv's pool, off the event loop.
const argon2Options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export interface SignedIn {
  account: Account;
  /** The raw `sid` token for the cookie; only its SHA-256 is stored. */
  sessionToken: string;
  expiresAt: number;
}

export class AccountService {
  /** Compared against when the e-mail is unknown, so a login takes as long whether or not the account exists. */
  private readonly decoyHash = argon2.hash(randomUUID(), argon2Options);

  constructor(
    private readonly store: ControlStore,
    private readonly limiter: SlidingWindowLimiter,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async signup(email: string, password: string): Promise<SignedIn> {
    const account: Account = {
      id: randomUUID(),
      email: normaliseEmail(email),
      passwordHash: await argon2.hash(password, argon2Options),
      plan: 'free',
      limitOverride: null,
      createdAt: this.clock(),
    };
    if (!(await this.store.createAccount(account))) throw new ApiError('email_taken');
    const signedIn = await this.openSession(account);
    this.audit.record('signup', { accountId: account.id, email: account.email });
    return signedIn;
  }

  /**
   * Every attempt takes a place in the e-mail's failure window before its password is checked, and only a right
   * password gives it back: parallel guesses cannot get more than LOGIN_FAILURE_LIMIT passwords checked.
   */
  async login(email: string, password: string): Promise<SignedIn> {
    const normalised = normaliseEmail(email);
    const emailSha256 = sha256Hex(normalised);
    const throttleKey = `login:${emailSha256}`;
    const attempt = await this.limiter.hit(throttleKey, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
    if (!attempt.allowed) {
      const error = rateLimitError(attempt.resetAt, this.clock(), 'Too many failed logins for this account; wait and try again.');
      this.audit.record('login_throttled', { emailSha256, retryAfter: new Date(attempt.resetAt).toISOString() });
      throw error;
    }
    const account = await this.store.findAccountByEmail(normalised);
    const valid = await argon2.verify(account?.passwordHash ?? (await this.decoyHash), password);
    if (!account || !valid) {
      // The place stays taken: it is this failure's. What was typed for an unknown address is recorded only hashed.
      this.audit.record('login_failed', {
        emailSha256,
        ...(account ? { accountId: account.id, email: account.email, reason: 'wrong_password' } : { reason: 'unknown_email' }),
      });
      throw new ApiError('invalid_credentials');
    }
    await this.limiter.release(throttleKey, attempt.entry!);
    const signedIn = await this.openSession(account);
    this.audit.record('login_succeeded', { emailSha256, accountId: account.id, email: account.email });
    return signedIn;
  }

  async logout(sessionToken: string, account: Account): Promise<void> {
    await this.store.deleteSession(sha256Hex(sessionToken));
    this.audit.record('logout', { accountId: account.id, email: account.email });
  }

  /** The account behind a `sid` token, or null for a forged, expired or logged-out one. */
  async accountOfSession(sessionToken: string): Promise<Account | null> {
    const session = await this.store.findSession(sha256Hex(sessionToken), this.clock());
    return session ? this.store.findAccountById(session.accountId) : null;
  }

  async setPlan(email: string, plan: Plan, limitOverride: number | null): Promise<Account | null> {
    const account = await this.store.setPlan(normaliseEmail(email), plan, limitOverride);
    if (account) this.audit.record('plan_changed', { accountId: account.id, email: account.email, plan, limit: limitOverride });
    return account;
  }

  private async openSession(account: Account): Promise<SignedIn> {
    const sessionToken = newSessionToken();
    const expiresAt = this.clock() + SESSION_TTL_MS;
    await this.store.createSession({ tokenHash: sha256Hex(sessionToken), accountId: account.id, expiresAt });
    return { account, sessionToken, expiresAt };
  }
}

export const describeAccount = (account: Account) => ({
  email: account.email,
  plan: account.plan,
  hourlyLimit: hourlyLimitOf(account),
});

/** 429 with the reset moment in the body (`retryAfter`) and in whole seconds (`Retry-After`). */
export function rateLimitError(resetAt: number, now: number, message?: string, headers: Record<string, string> = {}): ApiError {
  return new ApiError(
    'rate_limit_exceeded',
    message,
    { retryAfter: new Date(resetAt).toISOString() },
    { ...headers, 'Retry-After': String(Math.max(1, Math.ceil((resetAt - now) / 1000))) },
  );
}
