// Sliding log in one Redis string per window, trimmed, checked and extended by one Lua script so the window is exact
// across any number of instances.
import { randomInt } from 'node:crypto';
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from '../limits/limiter.ts';
import type { RedisClient } from './redis.ts';

/**
 * The sliding window as Lua functions, for this limiter's scripts and for scripts that count many requests in one call
 * (key-gate.ts). A window's log is one string of 10-byte entries, oldest first: the request's time (ms, 6 bytes
 * big-endian) and a tag (4 bytes) that tells the entries of one millisecond apart for `release`. The log holds every
 * admitted request still in the window, so the count is exact; entries that have left it are cut off the front (found
 * by binary search). A string costs Redis two commands per call (GET, SET) where a sorted set took four to six, and
 * about a tenth of the memory. Within one script call a log is read once; its requests are decided from what was
 * read, and it is written back once, by `flush_windows`, which every script must call before it returns.
 */
export const SLIDING_WINDOW_LUA = `
local ENTRY = 10
local windows = {}

local function time_at(log, i)
  return (struct.unpack('>I6', log, i * ENTRY + 1))
end

-- The 0-based index of the first entry later than cutoff.
local function first_after(log, cutoff)
  local lo, hi = 0, #log / ENTRY
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if time_at(log, mid) <= cutoff then lo = mid + 1 else hi = mid end
  end
  return lo
end

local function fold(state)
  if state.n > 0 then
    state.log = state.log .. table.concat(state.tail, '', 1, state.n)
    state.tail = {}
    state.n = 0
  end
end

local function oldest_of(state)
  if #state.log > 0 then return time_at(state.log, 0) end
  if state.n > 0 then return (struct.unpack('>I6', state.tail[1], 1)) end
  return nil
end

-- The log's state at now, the entries that have left the window cut off: read from Redis once per call.
local function window_at(key, now, window)
  local state = windows[key]
  if not state then
    local log = redis.call('GET', key) or ''
    state = {log = log, tail = {}, n = 0, count = #log / ENTRY, changed = false}
    state.last = state.count > 0 and time_at(log, state.count - 1) or -1
    windows[key] = state
  end
  state.window = window
  local oldest = oldest_of(state)
  if oldest and oldest <= now - window then
    fold(state)
    local gone = first_after(state.log, now - window)
    state.log = string.sub(state.log, gone * ENTRY + 1)
    state.count = state.count - gone
    state.changed = true
  end
  return state
end

local function record(state, now, tag)
  local entry = struct.pack('>I6I4', now, tag)
  if now >= state.last then
    state.n = state.n + 1
    state.tail[state.n] = entry
    state.last = now
  else
    -- An instance whose clock is behind: the entry goes where its time belongs.
    fold(state)
    local at = first_after(state.log, now) * ENTRY
    state.log = string.sub(state.log, 1, at) .. entry .. string.sub(state.log, at + 1)
  end
  state.count = state.count + 1
  state.changed = true
end

local function oldest_text(state)
  local oldest = oldest_of(state)
  return oldest and string.format('%d', oldest) or '-1'
end

-- Returns allowed (1/0), the count after this request, and the oldest entry's time ('-1' for an empty window).
local function sliding_window(key, now, window, limit, tag, recorded)
  local state = window_at(key, now, window)
  if state.count >= limit then return 0, state.count, oldest_text(state) end
  if recorded then record(state, now, tag) end
  return 1, state.count, oldest_text(state)
end

-- n requests at one time, decided in order: as many as the window has room for are recorded, tagged first,
-- first + 1, … (mod 2^32). Returns the count before them, how many were admitted, and the oldest entry's time after.
local function sliding_window_run(key, now, window, limit, n, first)
  local state = window_at(key, now, window)
  local before = state.count
  local admitted = math.max(0, math.min(n, limit - before))
  for j = 0, admitted - 1 do record(state, now, (first + j) % 4294967296) end
  return before, admitted, oldest_text(state)
end

local function flush_windows()
  for key, state in pairs(windows) do
    if state.changed then
      fold(state)
      -- The log lives a window past its newest entry.
      if #state.log == 0 then redis.call('DEL', key) else redis.call('SET', key, state.log, 'PX', state.window) end
    end
  end
end
`;

// KEYS[1] the log; ARGV now, windowMs, limit, tag, record (1/0).
const slidingWindowScript = `${SLIDING_WINDOW_LUA}
local reply = {sliding_window(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5] == '1')}
flush_windows()
return reply`;

// KEYS[1] the log; ARGV the entry's time and tag. Removes that one entry if the log still holds it.
const releaseScript = `${SLIDING_WINDOW_LUA}
local log = redis.call('GET', KEYS[1])
if not log then return 0 end
local time = tonumber(ARGV[1])
local entry = struct.pack('>I6I4', time, tonumber(ARGV[2]))
for i = first_after(log, time - 1), #log / ENTRY - 1 do
  if time_at(log, i) ~= time then break end
  if string.sub(log, i * ENTRY + 1, (i + 1) * ENTRY) == entry then
    log = string.sub(log, 1, i * ENTRY) .. string.sub(log, (i + 1) * ENTRY + 1)
    if #log == 0 then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], log, 'KEEPTTL') end
    return 1
  end
end
return 0`;

/** sliding_window's three values: allowed (1/0), the count after the request, the oldest entry's time ('-1': none). */
export type WindowReply = [number, number, string];

export class RedisSlidingWindowLimiter implements SlidingWindowLimiter {
  // Entry tags: a count from a random start, so that two instances' requests of one millisecond seldom share a tag
  // (when they do, releasing either removes one of two equal entries: the count is the same).
  private nextTag = randomInt(2 ** 32);

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    readonly clock: Clock = systemClock,
  ) {
    redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: slidingWindowScript });
    redis.defineCommand('releaseEntry', { numberOfKeys: 1, lua: releaseScript });
  }

  hit(key: string, limit: number, windowMs: number): Promise<Hit> {
    return this.run(key, limit, windowMs, true);
  }

  async release(key: string, entry: string): Promise<void> {
    // An entry cut out of the window (or of another key) is simply not there.
    const [time, tag] = entry.split('-');
    await (this.redis as unknown as ScriptRunner).releaseEntry(this.logKey(key), time!, tag!);
  }

  peek(key: string, limit: number, windowMs: number): Promise<WindowState> {
    return this.run(key, limit, windowMs, false);
  }

  async close(): Promise<void> {}

  /**
   * The Redis key of a window's log. The window's name is its hash tag: an API key's window shares a slot with the
   * key's record (control-store.ts), so the tool route's script touches one slot.
   */
  logKey(key: string): string {
    return `${this.prefix}rl:v2:{${key}}`;
  }

  /** Tags for `count` entries: first, first + 1, … (mod 2^32). */
  tags(count: number): number {
    const first = this.nextTag;
    this.nextTag = (first + count) % 2 ** 32;
    return first;
  }

  private async run(key: string, limit: number, windowMs: number, record: boolean): Promise<Hit> {
    const now = this.clock();
    const tag = this.tags(1);
    const reply = (await (this.redis as unknown as ScriptRunner).slidingWindow(this.logKey(key), now, windowMs, limit, tag, record ? '1' : '0')) as WindowReply;
    return hitOf(reply, { limit, windowMs, now, entry: record ? entryName(now, tag) : null });
  }
}

/** The name `release` takes for the entry recorded at `now` under `tag`. */
export const entryName = (now: number, tag: number) => `${now}-${tag}`;

/** sliding_window's reply as a Hit; `member` is the one recorded if admitted (null for a peek). */
export function hitOf(
  [allowed, count, oldestRaw]: WindowReply,
  request: { limit: number; windowMs: number; now: number; entry: string | null },
): Hit {
  const oldest = Number(oldestRaw);
  return {
    allowed: allowed === 1,
    limit: request.limit,
    remaining: Math.max(0, request.limit - count),
    used: count,
    resetAt: (oldest >= 0 ? oldest : request.now) + request.windowMs,
    entry: allowed === 1 ? request.entry : null,
  };
}

interface ScriptRunner {
  slidingWindow(...args: Array<string | number>): Promise<unknown>;
  releaseEntry(key: string, time: string, tag: string): Promise<number>;
}
