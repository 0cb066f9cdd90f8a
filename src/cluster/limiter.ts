// Sliding log in a Redis list, trimmed, checked and extended by one Lua script so the window is exact across any number
// of instances.
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from '../limits/limiter.ts';
import type { RedisClient } from './redis.ts';

/**
 * The sliding window as Lua functions, for this limiter's script and for scripts that count many requests in one call
 * (key-gate.ts). A window's log is a list of its entries' times (ms, as text), newest first. Entries are pushed in time
 * order, so the oldest is the tail: a request reads the tail (and pops what left the window), pushes its own time at the
 * head, and the push answers the count. Each step is O(1), where a sorted set paid O(log n), a member string per entry
 * and a separate count.
 *
 * The order is the instances' clocks' order: an entry made by an instance whose clock runs d ms behind another's may sit
 * nearer the head than a later one, and then leaves the window up to d ms late (the window counts it a little longer,
 * never admits more).
 */
export const SLIDING_WINDOW_LUA = `
-- A log lives two windows past the moment its oldest entry became the oldest: set then (at its first entry, and when
-- the oldest left). An entry pushed later is newer than a window ago (or the oldest would have left), so the log
-- outlives every entry's window with no expiry written per request.

-- Pops the entries at or before now - window from the log's tail; returns the oldest left (as text), or nil.
local function trim_window(log, now, window)
  while true do
    local tail = redis.call('LRANGE', log, -16, -1)
    local gone = 0
    while gone < #tail and tonumber(tail[#tail - gone]) <= now - window do gone = gone + 1 end
    if gone > 0 then redis.call('RPOP', log, gone) end
    if gone < #tail then
      redis.call('PEXPIRE', log, 2 * window)
      return tail[#tail - gone]
    end
    if #tail < 16 then return nil end
  end
end

-- n requests at now (ms, as text; n = 0 only looks), decided in order: as many as the window has room for are
-- recorded, max(0, min(n, limit - before)). Returns the count before them and the oldest entry's time after them
-- ('-1' for none).
local function sliding_window_run(log, now_text, window, limit, n)
  local oldest = redis.call('LINDEX', log, -1)
  if oldest and tonumber(oldest) <= tonumber(now_text) - window then oldest = trim_window(log, tonumber(now_text), window) end
  if n == 0 then
    if not oldest then return 0, '-1' end
    return redis.call('LLEN', log), oldest
  end
  local after
  if n == 1 then
    after = redis.call('LPUSH', log, now_text)
  else
    local times = {}
    for j = 1, n do times[j] = now_text end
    after = redis.call('LPUSH', log, unpack(times))
  end
  -- Pushing first reads the count for free; what does not fit is taken back (the newest, at the head).
  local refused = math.min(n, math.max(0, after - limit))
  if refused > 0 then redis.call('LPOP', log, refused) end
  if oldest or refused == n then return after - n, oldest or '-1' end
  redis.call('PEXPIRE', log, 2 * window)
  return 0, now_text
end
`;

// KEYS[1] the log; ARGV now, windowMs, limit, record (1/0). Replies a WindowReply (a look answers whether a request
// would be admitted).
const slidingWindowScript = `${SLIDING_WINDOW_LUA}
local limit = tonumber(ARGV[3])
local before, oldest = sliding_window_run(KEYS[1], ARGV[1], tonumber(ARGV[2]), limit, tonumber(ARGV[4]))
if before >= limit then return {0, before, oldest} end
return {1, before + tonumber(ARGV[4]), oldest}`;

export class RedisSlidingWindowLimiter implements SlidingWindowLimiter {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    readonly clock: Clock = systemClock,
  ) {
    redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: slidingWindowScript });
  }

  hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    return this.run(key, limit, windowMs, true);
  }

  async release(key: string, entry: string, windowMs: number): Promise<void> {
    // An entry is its time: any entry of that time is the same to the count. One trimmed already is simply not there.
    // The oldest entry may be the one released, so the log's life starts again (SLIDING_WINDOW_LUA).
    await this.redis.multi().lrem(this.logKey(key), 1, entry).pexpire(this.logKey(key), 2 * windowMs).exec();
  }

  peek(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return this.run(key, limit, windowMs, false);
  }

  async close(): Promise<void> {}

  /**
   * The Redis key of a window's log. The window's name is its hash tag: an API key's window shares a slot with the
   * key's record (control-store.ts), so the tool route's script touches one slot of a Redis Cluster.
   */
  logKey(key: string): string {
    return `${this.prefix}rl:v3:{${key}}`;
  }

  private async run(key: string, limit: number, windowMs: number, record: boolean): Promise<Hit> {
    const now = String(this.clock());
    const reply = (await (this.redis as unknown as ScriptRunner).slidingWindow(this.logKey(key), now, windowMs, limit, record ? 1 : 0)) as WindowReply;
    return hitOf(reply, { limit, windowMs, now, entry: record ? now : null });
  }
}

/** A window's answer: allowed (1/0), the count after the request, the oldest entry's time ('-1': none). */
export type WindowReply = [number, number, string];

/**
 * A window's answer as a Hit. `entry` is what the request recorded if admitted (its time, as the script got it; null for
 * a look).
 */
export function hitOf([allowed, count, oldestRaw]: WindowReply, request: { limit: number; windowMs: number; now: string; entry: string | null }): Hit {
  const oldest = Number(oldestRaw);
  return {
    allowed: allowed === 1,
    limit: request.limit,
    remaining: Math.max(0, request.limit - count),
    used: count,
    resetAt: (oldest >= 0 ? oldest : Number(request.now)) + request.windowMs,
    entry: allowed === 1 ? request.entry : null,
  };
}

interface ScriptRunner {
  slidingWindow(...args: Array<string | number>): Promise<unknown>;
}
