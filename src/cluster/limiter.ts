// Sliding log in a Redis sorted set, trimmed, checked and extended by one Lua script so the window is exact
// across any number of instances.
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from '../limits/limiter.ts';
import type { RedisClient } from './redis.ts';

/**
 * The sliding window as Lua functions, for this limiter's script and for scripts that count many requests in one call
 * (key-gate.ts). Within one script call a log is read (and trimmed) once; later requests on it are
 * decided from what was read, and their entries are written by one ZADD in `flush_windows`, which every script must
 * call before it returns. The log is read again whenever its oldest entry may have left the window, so every decision
 * is the one a fresh read would give.
 */
export const SLIDING_WINDOW_LUA = `
local windows = {}

local function write_window(key, state)
  if state.pending_n > 0 then
    redis.call('ZADD', key, unpack(state.pending, 1, state.pending_n))
    -- The log lives a window past its newest entry.
    redis.call('PEXPIRE', key, state.window)
    state.pending = {}
    state.pending_n = 0
  end
end

local function read_window(key, now, window)
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2]
  if oldest and tonumber(oldest) <= now - window then
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
    oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2]
  end
  local count = 0
  if oldest then count = redis.call('ZCARD', key) end
  return {count = count, oldest = oldest and tonumber(oldest), oldestText = oldest or '-1', now = now, window = window, pending = {}, pending_n = 0}
end

-- The log's state at now: read again when an entry may have left the window, the window differs, or the clock went back.
local function window_at(key, now, window)
  local state = windows[key]
  if state and (now < state.now or state.window ~= window or (state.oldest and state.oldest <= now - window)) then
    write_window(key, state)
    state = nil
  end
  if not state then
    state = read_window(key, now, window)
    windows[key] = state
  end
  state.now = now
  return state
end

local function record(state, now, member)
  state.pending[state.pending_n + 1] = now
  state.pending[state.pending_n + 2] = member
  state.pending_n = state.pending_n + 2
  state.count = state.count + 1
  if not state.oldest then
    state.oldest = now
    state.oldestText = string.format('%d', now)
  end
end

-- Returns allowed (1/0), the count after this request, and the oldest entry's time ('-1' for an empty window).
local function sliding_window(key, now, window, limit, member, recorded)
  local state = window_at(key, now, window)
  if state.count >= limit then return 0, state.count, state.oldestText end
  if recorded then record(state, now, member) end
  return 1, state.count, state.oldestText
end

-- n requests at one time, decided in order: as many as the window has room for are recorded, as members
-- member_prefix .. first, member_prefix .. first + 1, …. Returns the count before them, how many were admitted, and
-- the oldest entry's time after them.
local function sliding_window_run(key, now, window, limit, n, member_prefix, first)
  local state = window_at(key, now, window)
  local before = state.count
  local admitted = math.max(0, math.min(n, limit - before))
  for j = 0, admitted - 1 do record(state, now, member_prefix .. (first + j)) end
  return before, admitted, state.oldestText
end

local function flush_windows()
  for key, state in pairs(windows) do write_window(key, state) end
end
`;

// KEYS[1] the log; ARGV now, windowMs, limit, member, record (1/0).
const slidingWindowScript = `${SLIDING_WINDOW_LUA}
local reply = {sliding_window(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], ARGV[5] == '1')}
flush_windows()
return reply`;

/** sliding_window's three values: allowed (1/0), the count after the request, the oldest entry's time ('-1': none). */
export type WindowReply = [number, number, string];

export class RedisSlidingWindowLimiter implements SlidingWindowLimiter {
  // Members must be unique even for two requests in the same millisecond on different instances.
  private readonly instanceTag = randomBytes(6).toString('hex');
  private sequence = 0;

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

  async release(key: string, entry: string): Promise<void> {
    // One command, so atomic; a member trimmed out of the window (or of another key) is simply not there.
    await this.redis.zrem(this.logKey(key), entry);
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
    return `${this.prefix}rl:v2:{${key}}`;
  }

  /** Unique log members for `count` requests at `now`: prefix + first, prefix + (first + 1), … */
  members(now: number, count: number): { prefix: string; first: number } {
    const first = this.sequence;
    this.sequence += count;
    return { prefix: `${now}:${this.instanceTag}:`, first };
  }

  private async run(key: string, limit: number, windowMs: number, record: boolean): Promise<Hit> {
    const now = this.clock();
    const { prefix, first } = this.members(now, 1);
    const member = `${prefix}${first}`;
    const reply = (await (this.redis as unknown as ScriptRunner).slidingWindow(
      this.logKey(key),
      now,
      windowMs,
      limit,
      member,
      record ? '1' : '0',
    )) as WindowReply;
    return hitOf(reply, { limit, windowMs, now, member: record ? member : null });
  }
}

/** sliding_window's reply as a Hit; `member` is the one recorded if admitted (null for a peek). */
export function hitOf(
  [allowed, count, oldestRaw]: WindowReply,
  request: { limit: number; windowMs: number; now: number; member: string | null },
): Hit {
  const oldest = Number(oldestRaw);
  return {
    allowed: allowed === 1,
    limit: request.limit,
    remaining: Math.max(0, request.limit - count),
    used: count,
    resetAt: (oldest >= 0 ? oldest : request.now) + request.windowMs,
    entry: allowed === 1 ? request.member : null,
  };
}

interface ScriptRunner {
  slidingWindow(...args: Array<string | number>): Promise<unknown>;
}
