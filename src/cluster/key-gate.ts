// Cluster mode's tool-route gate: the key's grant and its sliding window in one Lua script, so one round trip per
// request where the grant lookup and the window would take two. The window is the limiter's own Lua function.
// Requests go to Redis together, as one script call: those of the next event-loop turn when the gate is idle, else all
// that arrived while the previous call was out. Redis runs a call atomically, so every window stays exact, and the
// per-call cost of the client and of the script is shared by its requests. Within a call, the requests of one key made
// in the same millisecond travel as one run (a count), decided in order by one window step: a busy key costs the
// client and the script little more than an idle one. On a Redis Cluster a call carries the runs of one hash slot (a
// key's record and window share its slot): the calls of a batch go out together, each to its slot's node.
import calculateSlot from 'cluster-key-slot';
import { Cluster } from 'ioredis';
import { keyWindowName } from '../limits/limiter.ts';
import { hitOf, SLIDING_WINDOW_LUA, type RedisSlidingWindowLimiter } from './limiter.ts';
import type { RedisClient } from './redis.ts';
import type { Admission, KeyGate } from '../control/key-gate.ts';
import { planNames, plans, RATE_WINDOW_MS, type Plan } from '../control/plans.ts';
import type { RedisControlStore } from './control-store.ts';
import type { KeyGrant } from '../control/store.ts';

/** The hourly limits of the plans with API access, as a Lua table (the plans are our own constants). */
const API_LIMITS = `{${planNames.filter((p) => plans[p].apiAccess).map((p) => `${p} = ${plans[p].hourlyLimit}`).join(', ')}}`;

/** Values each run adds to the reply: accountId, plan, limitOverride, limit, then sliding_window_run's two. */
const STRIDE = 6;

/** Requests per script call at most; a busier turn sends several calls. */
const MAX_BATCH = 256;

/** Key hashes whose Redis key names are kept (all are dropped when full: a cache of strings, not of grants). */
const RECENT_KEYS = 10_000;

// KEYS per run: the key's record, its window log. ARGV per run: now, count. Per run STRIDE values:
// accountId '' when no active key has that hash; limit -1 when its plan has no API access (nothing counted); otherwise
// the limit applied and sliding_window_run's {count before, oldest}. The plan is read from the key's own
// record (the control store copies it there), so a run touches its key's slot alone. The reply is every value joined
// by commas (none can hold one: ids, plan names, numbers): one string costs the client far less to read than nested
// arrays.
const admitScript = `${SLIDING_WINDOW_LUA}
local API_LIMITS = ${API_LIMITS}
local reply = {}
-- A key's grant, read once per call (a busy key's requests arrive together), as the reply's first values.
local grants = {}
local function grant_of(apiKey)
  if grants[apiKey] == nil then
    local key = redis.call('HMGET', apiKey, 'accountId', 'plan', 'limitOverride')
    if key[1] and key[2] then
      local override = key[3] or ''
      local limit = API_LIMITS[key[2]]
      if limit and override ~= '' then limit = tonumber(override) end
      grants[apiKey] = {limit = limit, head = key[1] .. ',' .. key[2] .. ',' .. override .. ',' .. (limit or -1) .. ','}
    else
      grants[apiKey] = false
    end
  end
  return grants[apiKey]
end
for i = 1, #KEYS / 2 do
  local grant = grant_of(KEYS[2 * i - 1])
  if not grant then
    reply[i] = ',,,-1,0,-1'
  elseif not grant.limit then
    reply[i] = grant.head .. '0,-1'
  else
    local before, oldest = sliding_window_run(KEYS[2 * i], ARGV[2 * i - 1], ${RATE_WINDOW_MS}, grant.limit, tonumber(ARGV[2 * i]))
    reply[i] = grant.head .. before .. ',' .. oldest
  end
end
return table.concat(reply, ',')`;

interface ScriptRunner {
  admitKeys(keyCount: number, ...keysThenArgs: Array<string | number>): Promise<string>;
}

type Settle = { resolve(admission: Admission | null): void; reject(error: unknown): void };

/** Requests of one key at one time, in arrival order. */
interface Run {
  keyHash: string;
  now: number;
  waiting: Settle[];
}

/** A key's Redis names, and the hash slot they share (0 on a single Redis, where one call takes any keys). */
interface KeyNames {
  grant: string;
  log: string;
  slot: number;
}

/** The requests of one script call: runs in arrival order, each key's newest run found by its hash. */
interface Batch {
  runs: Run[];
  size: number;
  newestRun: Map<string, Run>;
}

export class RedisKeyGate implements KeyGate {
  private readonly redis: RedisClient & ScriptRunner;
  private readonly clustered: boolean;
  /** Batches not sent yet; the last one takes new requests. */
  private queue: Batch[] = [];
  /**
   * Script calls are out: the next batches wait for their answers, growing meanwhile. When idle, a request goes out in
   * the next turn; under load, each call carries what arrived during the previous one, so calls grow, not multiply.
   */
  private sending = false;
  private readonly recentKeys = new Map<string, KeyNames>();

  constructor(
    redis: RedisClient,
    private readonly store: RedisControlStore,
    private readonly limiter: RedisSlidingWindowLimiter,
  ) {
    redis.defineCommand('admitKeys', { lua: admitScript }); // the key count is passed per call
    this.redis = redis as RedisClient & ScriptRunner;
    this.clustered = redis instanceof Cluster;
  }

  admit(keyHash: string): Promise<Admission | null> {
    return new Promise((resolve, reject) => {
      let batch = this.queue[this.queue.length - 1];
      if (batch === undefined || batch.size === MAX_BATCH) {
        batch = { runs: [], size: 0, newestRun: new Map() };
        this.queue.push(batch);
        if (!this.sending && this.queue.length === 1) setImmediate(this.sendQueued);
      }
      batch.size++;
      const now = this.limiter.clock();
      const newest = batch.newestRun.get(keyHash);
      if (newest !== undefined && newest.now === now) {
        newest.waiting.push({ resolve, reject });
      } else {
        const run: Run = { keyHash, now, waiting: [{ resolve, reject }] };
        batch.runs.push(run);
        batch.newestRun.set(keyHash, run);
      }
    });
  }

  private readonly sendQueued = (): void => {
    const batches = this.queue;
    this.queue = [];
    this.sending = batches.length > 0;
    if (this.sending) void Promise.all(batches.map((batch) => this.send(batch))).then(() => setImmediate(this.sendQueued));
  };

  /**
   * The batch's script calls (one, or one per hash slot on a Cluster), sent together; settles their requests, and
   * resolves (never rejects) once all are answered. A call that fails (Redis down, or silent until the command
   * timeout) fails the requests that queued meanwhile for the same Redis too (on a Cluster, for the same slot: other
   * masters go on serving): sent after it, each would wait out a timeout of its own, two in all.
   */
  private send(batch: Batch): Promise<void> {
    if (!this.clustered) return this.call(batch.runs);
    const bySlot = new Map<number, Run[]>();
    for (const run of batch.runs) {
      const slot = this.namesOf(run.keyHash).slot;
      const runs = bySlot.get(slot);
      if (runs) runs.push(run);
      else bySlot.set(slot, [run]);
    }
    return Promise.all([...bySlot.values()].map((runs) => this.call(runs))).then(() => undefined);
  }

  private call(runs: Run[]): Promise<void> {
    const keys: string[] = [];
    const args: Array<string | number> = [];
    for (const { keyHash, now, waiting } of runs) {
      const names = this.namesOf(keyHash);
      keys.push(names.grant, names.log);
      args.push(now, waiting.length);
    }
    return this.redis.admitKeys(keys.length, ...keys, ...args).then(
      (reply) => {
        const values = reply.split(',');
        runs.forEach((run, i) => settleRun(run, values, i * STRIDE));
      },
      (error: unknown) => {
        const slot = this.namesOf(runs[0]!.keyHash).slot;
        const failed = [...runs];
        for (const batch of this.queue) {
          const kept = batch.runs.filter((run) => !(this.namesOf(run.keyHash).slot === slot && failed.push(run)));
          if (kept.length === batch.runs.length) continue;
          batch.runs = kept;
          batch.size = kept.reduce((n, run) => n + run.waiting.length, 0);
          batch.newestRun = new Map(kept.map((run) => [run.keyHash, run]));
        }
        this.queue = this.queue.filter((batch) => batch.runs.length > 0);
        for (const run of failed) for (const waiting of run.waiting) waiting.reject(error);
      },
    );
  }

  /** A key hash's record and window names (and slot), kept for recent keys: a busy key would build them on every request. */
  private namesOf(keyHash: string): KeyNames {
    let names = this.recentKeys.get(keyHash);
    if (!names) {
      if (this.recentKeys.size >= RECENT_KEYS) this.recentKeys.clear();
      const grant = this.store.grantKeyOf(keyHash);
      names = { grant, log: this.limiter.logKey(keyWindowName(keyHash)), slot: this.clustered ? calculateSlot(grant) : 0 };
      this.recentKeys.set(keyHash, names);
    }
    return names;
  }
}

/** Each request of a run its admission: the first `admitted` were recorded, in order; the rest were refused. */
function settleRun({ keyHash, now, waiting }: Run, values: string[], at: number): void {
  const accountId = values[at]!;
  if (accountId === '') {
    for (const { resolve } of waiting) resolve(null);
    return;
  }
  const override = values[at + 2]!;
  const grant: KeyGrant = { keyHash, accountId, plan: values[at + 1] as Plan, limitOverride: override === '' ? null : Number(override) };
  const limit = Number(values[at + 3]);
  if (limit === -1) {
    for (const { resolve } of waiting) resolve({ grant, window: null });
    return;
  }
  const before = Number(values[at + 4]);
  const oldest = values[at + 5]!;
  const admitted = Math.max(0, Math.min(waiting.length, limit - before));
  const time = String(now);
  waiting.forEach(({ resolve }, j) => {
    const allowed = j < admitted;
    const count = allowed ? before + j + 1 : before + admitted;
    resolve({ grant, window: hitOf([allowed ? 1 : 0, count, oldest], { limit, windowMs: RATE_WINDOW_MS, now: time, entry: time }) });
  });
}
