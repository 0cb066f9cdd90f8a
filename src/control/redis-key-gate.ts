// Cluster mode's tool-route gate: the key's grant and its sliding window in one Lua script, so one round trip per
// request where the grant lookup and the window would take two. The window is the limiter's own Lua function.
// Requests that arrive in the same event-loop turn go to Redis together, as one script call over all their keys: Redis
// runs them in arrival order and atomically, so every window stays exact, and the per-call cost of the client and of
// the script is paid once per turn instead of once per request.
import type { Redis } from 'ioredis';
import { keyWindowName } from '../limits/limiter.ts';
import { hitOf, SLIDING_WINDOW_LUA, type RedisSlidingWindowLimiter } from '../limits/redis-limiter.ts';
import type { Admission, KeyGate } from './key-gate.ts';
import { planNames, plans, RATE_WINDOW_MS, type Plan } from './plans.ts';
import type { RedisControlStore } from './redis-store.ts';

/** The hourly limits of the plans with API access, as a Lua table (the plans are our own constants). */
const API_LIMITS = `{${planNames.filter((p) => plans[p].apiAccess).map((p) => `${p} = ${plans[p].hourlyLimit}`).join(', ')}}`;

/** Values each request adds to the reply: accountId, plan, limitOverride, limit, then sliding_window's three. */
const STRIDE = 7;

/** Requests per script call at most; a busier turn sends several. */
const MAX_BATCH = 256;

/** Key hashes whose Redis key names are kept (all are dropped when full: a cache of strings, not of grants). */
const RECENT_KEYS = 10_000;

// KEYS per request: key hash, window log. ARGV: account prefix, then per request: now, member. Per request STRIDE
// values: accountId '' when no active key has that hash; limit -1 when its plan has no API access (nothing counted);
// otherwise the limit applied and sliding_window's {allowed, count, oldest}. The reply is every value joined by commas
// (none can hold one: ids, plan names, numbers): one string costs the client far less to read than nested arrays.
const admitScript = `${SLIDING_WINDOW_LUA}
local API_LIMITS = ${API_LIMITS}
local reply = {}
-- A key's grant, read once per call (a busy key's requests arrive together), as the reply's first values.
local grants = {}
local function grant_of(apiKey)
  if grants[apiKey] == nil then
    local accountId = redis.call('HGET', apiKey, 'accountId')
    local account = accountId and redis.call('HMGET', ARGV[1] .. accountId, 'plan', 'limitOverride') or {}
    if account[1] then
      local override = account[2] or ''
      local limit = API_LIMITS[account[1]]
      if limit and override ~= '' then limit = tonumber(override) end
      grants[apiKey] = {limit = limit, head = accountId .. ',' .. account[1] .. ',' .. override .. ','}
    else
      grants[apiKey] = false
    end
  end
  return grants[apiKey]
end
for i = 1, #KEYS / 2 do
  local grant = grant_of(KEYS[2 * i - 1])
  if not grant then
    reply[i] = ',,,-1,0,0,-1'
  elseif not grant.limit then
    reply[i] = grant.head .. '-1,0,0,-1'
  else
    local allowed, count, oldest = sliding_window(KEYS[2 * i], tonumber(ARGV[2 * i]), ${RATE_WINDOW_MS}, grant.limit, ARGV[2 * i + 1], true)
    reply[i] = grant.head .. grant.limit .. ',' .. allowed .. ',' .. count .. ',' .. oldest
  end
end
flush_windows()
return table.concat(reply, ',')`;

interface ScriptRunner {
  admitKeys(keyCount: number, ...keysThenArgs: Array<string | number>): Promise<string>;
}

interface PendingAdmission {
  keyHash: string;
  now: number;
  member: string;
  settle: { resolve(admission: Admission | null): void; reject(error: unknown): void };
}

export class RedisKeyGate implements KeyGate {
  private readonly redis: Redis & ScriptRunner;
  private pending: PendingAdmission[] = [];
  private readonly recentKeys = new Map<string, readonly [string, string]>();

  constructor(
    redis: Redis,
    private readonly store: RedisControlStore,
    private readonly limiter: RedisSlidingWindowLimiter,
  ) {
    redis.defineCommand('admitKeys', { lua: admitScript }); // the key count is passed per call
    this.redis = redis as Redis & ScriptRunner;
  }

  admit(keyHash: string): Promise<Admission | null> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      const { now, member } = this.limiter.nextRequest();
      this.pending.push({ keyHash, now, member, settle: { resolve, reject } });
    });
  }

  /** Sends up to MAX_BATCH pending admissions as one script call; the rest go in the next turn. */
  private flush(): void {
    const batch = this.pending.splice(0, MAX_BATCH);
    if (this.pending.length > 0) setImmediate(() => this.flush());
    if (batch.length === 0) return;
    const keys: string[] = [];
    const args: Array<string | number> = [this.store.accountKeyPrefix];
    for (const { keyHash, now, member } of batch) {
      keys.push(...this.redisKeysOf(keyHash));
      args.push(now, member);
    }
    this.redis.admitKeys(keys.length, ...keys, ...args).then(
      (reply) => {
        const values = reply.split(',');
        batch.forEach((request, i) => request.settle.resolve(admissionOf(request, values, i * STRIDE)));
      },
      (error: unknown) => batch.forEach((request) => request.settle.reject(error)),
    );
  }

  /** A key hash's grant and window log keys, kept for recent keys: a busy key would build them on every request. */
  private redisKeysOf(keyHash: string): readonly [string, string] {
    let keys = this.recentKeys.get(keyHash);
    if (!keys) {
      if (this.recentKeys.size >= RECENT_KEYS) this.recentKeys.clear();
      keys = [this.store.grantKeyOf(keyHash), this.limiter.logKey(keyWindowName(keyHash))];
      this.recentKeys.set(keyHash, keys);
    }
    return keys;
  }
}

function admissionOf({ keyHash, now, member }: PendingAdmission, values: string[], at: number): Admission | null {
  const [accountId, plan, override, limit, allowed, count, oldest] = values.slice(at, at + STRIDE) as [string, Plan, string, string, string, string, string];
  if (accountId === '') return null;
  const grant = { keyHash, accountId, plan, limitOverride: override === '' ? null : Number(override) };
  if (limit === '-1') return { grant, window: null };
  return { grant, window: hitOf([Number(allowed), Number(count), oldest], { limit: Number(limit), windowMs: RATE_WINDOW_MS, now, member }) };
}
