// Cluster mode's tool-route gate: the key's grant and its sliding window in one Lua script, so one round trip per
// request where the grant lookup and the window would take two. The window is the limiter's own Lua function.
import type { Redis } from 'ioredis';
import { keyWindowName } from '../limits/limiter.ts';
import { hitOf, SLIDING_WINDOW_LUA, type RedisSlidingWindowLimiter, type WindowReply } from '../limits/redis-limiter.ts';
import type { Admission, KeyGate } from './key-gate.ts';
import { planNames, plans, RATE_WINDOW_MS, type Plan } from './plans.ts';
import type { RedisControlStore } from './redis-store.ts';

/** The hourly limits of the plans with API access, as a Lua table (the plans are our own constants). */
const API_LIMITS = `{${planNames.filter((p) => plans[p].apiAccess).map((p) => `${p} = ${plans[p].hourlyLimit}`).join(', ')}}`;

// KEYS key hash, window log; ARGV account prefix, now, member. nil: no active key. {accountId, plan, limitOverride}: a
// plan without API access (nothing counted). Otherwise also the limit applied and sliding_window's reply.
const admitScript = `${SLIDING_WINDOW_LUA}
local API_LIMITS = ${API_LIMITS}
local accountId = redis.call('HGET', KEYS[1], 'accountId')
if not accountId then return false end
local account = redis.call('HMGET', ARGV[1] .. accountId, 'plan', 'limitOverride')
if not account[1] then return false end
local planLimit = API_LIMITS[account[1]]
if not planLimit then return {accountId, account[1], account[2]} end
local limit = planLimit
if account[2] and account[2] ~= '' then limit = tonumber(account[2]) end
local window = sliding_window(KEYS[2], tonumber(ARGV[2]), ${RATE_WINDOW_MS}, limit, ARGV[3], true)
return {accountId, account[1], account[2], limit, window[1], window[2], window[3]}`;

type AdmitReply = [string, Plan, string | null] | [string, Plan, string | null, number, ...WindowReply];

interface ScriptRunner {
  admitKey(apiKey: string, log: string, accountPrefix: string, now: number, member: string): Promise<AdmitReply | null>;
}

export class RedisKeyGate implements KeyGate {
  private readonly redis: Redis & ScriptRunner;

  constructor(
    redis: Redis,
    private readonly store: RedisControlStore,
    private readonly limiter: RedisSlidingWindowLimiter,
  ) {
    redis.defineCommand('admitKey', { numberOfKeys: 2, lua: admitScript });
    this.redis = redis as Redis & ScriptRunner;
  }

  async admit(keyHash: string): Promise<Admission | null> {
    const { apiKey, accountPrefix } = this.store.grantKeys(keyHash);
    const { now, member } = this.limiter.nextRequest();
    const log = this.limiter.logKey(keyWindowName(keyHash));
    const reply = await this.redis.admitKey(apiKey, log, accountPrefix, now, member);
    if (!reply) return null;
    const [accountId, plan, override] = reply;
    const grant = { keyHash, accountId, plan, limitOverride: override === null || override === '' ? null : Number(override) };
    if (reply.length === 3) return { grant, window: null };
    const [, , , limit, ...window] = reply;
    return { grant, window: hitOf(window, { limit, windowMs: RATE_WINDOW_MS, now, member }) };
  }
}
