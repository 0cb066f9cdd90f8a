// The control store: accounts, sessions and API keys, behind one interface with a DuckDB and a Redis implementation.
import type { Plan } from './plans.ts';

export interface Account {
  id: string;
  /** Normalised: trimmed and lowercased. */
  email: string;
  passwordHash: string;
  plan: Plan;
  /** Hourly limit set by `admin set-plan --limit`; null means the plan's own. */
  limitOverride: number | null;
  createdAt: number;
}

export interface SessionRecord {
  tokenHash: string;
  accountId: string;
  expiresAt: number;
}

export interface ApiKeyRecord {
  hash: string;
  accountId: string;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** What the tool route needs to know about a key, looked up on every call. */
export interface KeyGrant {
  keyHash: string;
  accountId: string;
  plan: Plan;
  limitOverride: number | null;
}

export interface ControlStore {
  /** False when the e-mail address is taken. */
  createAccount(account: Account): Promise<boolean>;
  findAccountByEmail(email: string): Promise<Account | null>;
  findAccountById(id: string): Promise<Account | null>;
  /** Null when no account has that e-mail address. */
  setPlan(email: string, plan: Plan, limitOverride: number | null): Promise<Account | null>;

  createSession(session: SessionRecord): Promise<void>;
  /** The session, if it exists and has not expired at `now`. */
  findSession(tokenHash: string, now: number): Promise<SessionRecord | null>;
  deleteSession(tokenHash: string): Promise<void>;

  /** Adds the key unless the account already holds `maxActive` active keys (then false); atomic. */
  addApiKey(key: ApiKeyRecord, maxActive: number): Promise<boolean>;
  /** Active keys of the account, newest first. */
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** False when the account has no active key with that hash. */
  revokeApiKey(accountId: string, hash: string): Promise<boolean>;
  /** The hot path: the grant of an active key, or null. A revocation or plan change is visible at once. */
  findKeyGrant(hash: string): Promise<KeyGrant | null>;
  /** Records that a key was used; may be written in batches (listings still show it at once). */
  noteKeyUse(hash: string, at: number): void;

  /** One round trip to the store (a readiness check); rejects when it is unreachable. */
  ping(): Promise<void>;

  close(): Promise<void>;
}
