// Cluster mode's server-run evaluations in Redis, so that any instance answers for one and continues it once paused:
// one hash per evaluation (version and record, compare-and-set by Lua), one list of its provider calls, and one hash
// per buyer of runner leases (evaluation id → `runner|until`), which counts the buyer's evaluations at once.
import type { RedisClient } from './redis.ts';
import type { CallRecord, ClaimResult, Evaluation, EvaluationStore, VersionedEvaluation } from '../research/evaluation-store.ts';

/** Evaluations and their calls are kept this long after their last change (the leaderboard's record is kept for good). */
export const EVALUATION_KEEP_MS = 90 * 24 * 3600_000;

// KEYS evaluation; ARGV version, record, keepMs.
const replaceEvaluation = {
  numberOfKeys: 1,
  lua: `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', tonumber(ARGV[1]) + 1, 'record', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`,
};

// KEYS the owner's leases; ARGV id, runner, until, now, maxActive. Leases past their time are dropped before counting.
const claimEvaluation = {
  numberOfKeys: 1,
  lua: `
local now = tonumber(ARGV[4])
local held = redis.call('HGETALL', KEYS[1])
local active = 0
for i = 1, #held, 2 do
  local runner, untilAt = string.match(held[i + 1], '^(.*)|(%d+)$')
  if tonumber(untilAt) <= now then
    redis.call('HDEL', KEYS[1], held[i])
  elseif held[i] == ARGV[1] then
    if runner ~= ARGV[2] then return 'held' end
  else
    active = active + 1
  end
end
if active >= tonumber(ARGV[5]) then return 'limit' end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. '|' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], 86400000)
return 'claimed'`,
};

// KEYS the owner's leases; ARGV id, runner, until ('' releases).
const renewEvaluation = {
  numberOfKeys: 1,
  lua: `
local value = redis.call('HGET', KEYS[1], ARGV[1])
if not value or string.match(value, '^(.*)|') ~= ARGV[2] then return 0 end
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. '|' .. ARGV[3]) end
return 1`,
};

interface EvaluationScripts {
  replaceEvaluation(key: string, version: number, record: string, keepMs: number): Promise<number>;
  claimEvaluation(leases: string, id: string, runner: string, until: number, now: number, maxActive: number): Promise<ClaimResult>;
  renewEvaluation(leases: string, id: string, runner: string, until: number | ''): Promise<number>;
}

export class RedisEvaluationStore implements EvaluationStore {
  private readonly redis: RedisClient & EvaluationScripts;

  constructor(
    redis: RedisClient,
    private readonly prefix: string,
  ) {
    redis.defineCommand('replaceEvaluation', replaceEvaluation);
    redis.defineCommand('claimEvaluation', claimEvaluation);
    redis.defineCommand('renewEvaluation', renewEvaluation);
    this.redis = redis as RedisClient & EvaluationScripts;
  }

  // Each idea's keys under one hash tag: an evaluation's record and calls share a slot, as do a buyer's leases.
  private recordKey = (id: string) => `${this.prefix}evaluation:v1:{${id}}`;
  private callsKey = (id: string) => `${this.prefix}evaluation:v1:{${id}}:calls`;
  private leasesKey = (owner: string) => `${this.prefix}evaluation:v1:leases:{${owner}}`;
  /** Which buyer's leases hold an evaluation's runner: runnerOf knows the id alone. */
  private ownerKey = (id: string) => `${this.prefix}evaluation:v1:{${id}}:owner`;

  async create(evaluation: Evaluation): Promise<void> {
    await this.redis
      .multi()
      .hset(this.recordKey(evaluation.id), 'v', 1, 'record', JSON.stringify(evaluation))
      .pexpire(this.recordKey(evaluation.id), EVALUATION_KEEP_MS)
      .set(this.ownerKey(evaluation.id), evaluation.owner, 'PX', EVALUATION_KEEP_MS)
      .exec();
  }

  async get(id: string): Promise<VersionedEvaluation | null> {
    const [version, record] = await this.redis.hmget(this.recordKey(id), 'v', 'record');
    return version && record ? { evaluation: JSON.parse(record) as Evaluation, version: Number(version) } : null;
  }

  async replace(evaluation: Evaluation, version: number): Promise<boolean> {
    return (await this.redis.replaceEvaluation(this.recordKey(evaluation.id), version, JSON.stringify(evaluation), EVALUATION_KEEP_MS)) === 1;
  }

  claim(id: string, owner: string, runner: string, until: number, now: number, maxActive: number): Promise<ClaimResult> {
    return this.redis.claimEvaluation(this.leasesKey(owner), id, runner, until, now, maxActive);
  }

  async renew(id: string, owner: string, runner: string, until: number): Promise<boolean> {
    return (await this.redis.renewEvaluation(this.leasesKey(owner), id, runner, until)) === 1;
  }

  async release(id: string, owner: string, runner: string): Promise<void> {
    await this.redis.renewEvaluation(this.leasesKey(owner), id, runner, '');
  }

  async runnerOf(id: string, now: number): Promise<string | null> {
    const owner = await this.redis.get(this.ownerKey(id));
    if (!owner) return null;
    const value = await this.redis.hget(this.leasesKey(owner), id);
    const match = value ? /^(.*)\|(\d+)$/.exec(value) : null;
    return match && Number(match[2]) > now ? match[1]! : null;
  }

  async appendCalls(id: string, calls: readonly CallRecord[]): Promise<void> {
    if (calls.length === 0) return;
    await this.redis
      .multi()
      .rpush(this.callsKey(id), ...calls.map((call) => JSON.stringify(call)))
      .pexpire(this.callsKey(id), EVALUATION_KEEP_MS)
      .exec();
  }

  async calls(id: string): Promise<CallRecord[]> {
    return (await this.redis.lrange(this.callsKey(id), 0, -1)).map((value) => JSON.parse(value) as CallRecord);
  }

  async close(): Promise<void> {
    // The connection belongs to the app.
  }
}
