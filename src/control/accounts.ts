// Accounts and cookie sessions: signup, login (argon2id, throttled), logout, plan changes; each one audited.
import { randomUUID } from 'node:crypto';
import type { AuditLog } from '../audit.ts';
import type { Clock } from '../clock.ts';
import { DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS, DEFAULT_SIGNUPS_PER_ADDRESS, type Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import type { Hit, SlidingWindowLimiter } from '../limits/limiter.ts';
import { PasswordHasher } from './password-hasher.ts';
import { hourlyLimitOf, type Plan } from './plans.ts';
import { newSessionToken, sha256Hex } from './secrets.ts';
import type { Account, ControlStore } from './store.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_ADDRESS_WINDOW_MS = 10 * 60 * 1000;
const SIGNUP_ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/** How many password hashes one client address may ask for (Config's LOGIN_ATTEMPTS_PER_ADDRESS, SIGNUPS_PER_ADDRESS). */
export type AddressLimits = Pick<Config, 'loginAttemptsPerAddress' | 'signupsPerAddress'>;

const defaultAddressLimits: AddressLimits = {
  loginAttemptsPerAddress: DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS,
  signupsPerAddress: DEFAULT_SIGNUPS_PER_ADDRESS,
};

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export interface SignedIn {
  account: Account;
  /** The raw `sid` token for the cookie; only its SHA-256 is stored. */
  sessionToken: string;
  expiresAt: number;
}

export class AccountService {
  /** Compared against when the e-mail is unknown, so a login takes as long whether or not the account exists. */
  private decoyHash: Promise<string> | null = null;

  /**
   * @param limits per client address, checked before any hash is computed
   * @param hasher every argon2 hash and verification of the service goes through it
   */
  constructor(
    private readonly store: ControlStore,
    private readonly limiter: SlidingWindowLimiter,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly limits: AddressLimits = defaultAddressLimits,
    private readonly hasher = new PasswordHasher(),
  ) {
    // Made now, so that the first login for an unknown e-mail takes no longer than the next ones.
    this.decoy().catch(() => {});
  }

  /** `clientAddress` is only a limiter key: it is never stored, logged or audited. */
  async signup(email: string, password: string, clientAddress: string): Promise<SignedIn> {
    const addressKey = `signup-ip:${clientAddress}`;
    const attempt = await this.limiter.hit(addressKey, this.limits.signupsPerAddress, SIGNUP_ADDRESS_WINDOW_MS);
    if (!attempt.allowed) {
      throw rateLimitError(attempt.resetAt, this.clock(), 'Too many signups from this network; wait and try again.');
    }
    const passwordHash = await this.givingBackIfBusy(() => this.hasher.hash(password, clientAddress), [[addressKey, attempt, SIGNUP_ADDRESS_WINDOW_MS]]);
    const account: Account = {
      id: randomUUID(),
      email: normaliseEmail(email),
      passwordHash,
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
   * Every attempt takes a place in its client address's window (any outcome: each costs a hash), then one in the
   * e-mail's failure window, before its password is checked; only a right password gives the e-mail's place back:
   * parallel guesses cannot get more than LOGIN_FAILURE_LIMIT passwords checked. An attempt refused (429, or 503 when
   * too many hashes wait) takes no place. `clientAddress` is only a limiter key: never stored, logged or audited.
   */
  async login(email: string, password: string, clientAddress: string): Promise<SignedIn> {
    const normalised = normaliseEmail(email);
    const emailSha256 = sha256Hex(normalised);
    const addressKey = `login-ip:${clientAddress}`;
    const fromAddress = await this.limiter.hit(addressKey, this.limits.loginAttemptsPerAddress, LOGIN_ADDRESS_WINDOW_MS);
    if (!fromAddress.allowed) {
      throw rateLimitError(fromAddress.resetAt, this.clock(), 'Too many logins from this network; wait and try again.');
    }
    const throttleKey = `login:${emailSha256}`;
    const attempt = await this.limiter.hit(throttleKey, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
    if (!attempt.allowed) {
      await this.limiter.release(addressKey, fromAddress.entry!, LOGIN_ADDRESS_WINDOW_MS);
      const error = rateLimitError(attempt.resetAt, this.clock(), 'Too many failed logins for this account; wait and try again.');
      this.audit.record('login_throttled', { emailSha256, retryAfter: new Date(attempt.resetAt).toISOString() });
      throw error;
    }
    const account = await this.store.findAccountByEmail(normalised);
    const valid = await this.givingBackIfBusy(
      async () => this.hasher.verify(account?.passwordHash ?? (await this.decoy()), password, clientAddress),
      [[addressKey, fromAddress, LOGIN_ADDRESS_WINDOW_MS], [throttleKey, attempt, LOGIN_FAILURE_WINDOW_MS]],
    );
    if (!account || !valid) {
      // The place stays taken: it is this failure's. What was typed for an unknown address is recorded only hashed.
      this.audit.record('login_failed', {
        emailSha256,
        ...(account ? { accountId: account.id, email: account.email, reason: 'wrong_password' } : { reason: 'unknown_email' }),
      });
      throw new ApiError('invalid_credentials');
    }
    await this.limiter.release(throttleKey, attempt.entry!, LOGIN_FAILURE_WINDOW_MS);
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

  /** A hash the hasher refused (503) checked no password: the limiter places taken for it are given back. */
  private async givingBackIfBusy<T>(hashing: () => Promise<T>, places: Array<[key: string, hit: Hit, windowMs: number]>): Promise<T> {
    try {
      return await hashing();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'service_busy') {
        await Promise.all(places.map(([key, hit, windowMs]) => this.limiter.release(key, hit.entry!, windowMs)));
      }
      throw error;
    }
  }

  /** Made through the hasher like any hash; made again if the hasher refused it. */
  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash(randomUUID()).catch((error: unknown) => {
      this.decoyHash = null;
      throw error;
    });
    return this.decoyHash;
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
