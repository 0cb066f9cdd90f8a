// API keys: issue (shown once), list, revoke, and the hot-path check of the tool route.
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { MAX_ACTIVE_KEYS, plans } from './plans.ts';
import { API_KEY_PATTERN, displayPrefix, newApiKey, sha256Hex } from './secrets.ts';
import type { Account, ApiKeyRecord, ControlStore, KeyGrant } from './store.ts';
import type { Hit } from '../limits/limiter.ts';
import type { KeyGate } from './key-gate.ts';

export const DEFAULT_KEY_NAME = 'Untitled key';

export class ApiKeyService {
  constructor(
    private readonly store: ControlStore,
    private readonly clock: Clock,
  ) {}

  async create(account: Account, name: string = DEFAULT_KEY_NAME): Promise<{ key: string; record: ApiKeyRecord }> {
    if (!plans[account.plan].apiAccess) throw new ApiError('plan_required');
    const key = newApiKey();
    const record: ApiKeyRecord = {
      hash: sha256Hex(key),
      accountId: account.id,
      name,
      prefix: displayPrefix(key),
      createdAt: this.clock(),
      lastUsedAt: null,
    };
    if (!(await this.store.addApiKey(record, MAX_ACTIVE_KEYS))) throw new ApiError('key_limit_reached');
    return { key, record };
  }

  list(account: Account): Promise<ApiKeyRecord[]> {
    return this.store.listApiKeys(account.id);
  }

  async revoke(account: Account, hash: string): Promise<void> {
    if (!(await this.store.revokeApiKey(account.id, hash))) throw new ApiError('key_not_found');
  }

  /** Checks a presented key in the documented order: present (401), well-formed and active (401), plan (403). */
  async authorise(presented: string | undefined): Promise<KeyGrant> {
    return this.granted(await this.store.findKeyGrant(hashOfPresented(presented)));
  }

  /** `authorise`, and one request counted against the key's hourly window (through the gate: one step in Redis). */
  async admit(presented: string | undefined, gate: KeyGate): Promise<{ grant: KeyGrant; window: Hit }> {
    const admitted = await gate.admit(hashOfPresented(presented));
    const grant = this.granted(admitted?.grant ?? null);
    // Granted: an active key on a plan with API access, which the gate always counts.
    return { grant, window: admitted!.window! };
  }

  private granted(grant: KeyGrant | null): KeyGrant {
    if (!grant) throw new ApiError('invalid_api_key');
    if (!plans[grant.plan].apiAccess) throw new ApiError('plan_required');
    this.store.noteKeyUse(grant.keyHash, this.clock());
    return grant;
  }
}

function hashOfPresented(presented: string | undefined): string {
  if (!presented) throw new ApiError('missing_api_key');
  if (!API_KEY_PATTERN.test(presented)) throw new ApiError('invalid_api_key');
  return sha256Hex(presented);
}
