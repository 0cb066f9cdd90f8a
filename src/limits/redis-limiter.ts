// Sliding log in a Redis sorted set, trimmed, checked and extended by one Lua script so the window is exact
// across any number of instances.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from './limiter.ts';

/**
 * The sliding window as a Lua function, for this limiter's script and for scripts that count a request beside other
 * work in the same round trip (control/redis-key-gate.ts). Returns {allowed, count, oldest}; oldest is -1 for an empty
 * window.
 */
export const SLIDING_WINDOW_LUA = `
local function sliding_window(key, now, window, limit, member, record)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  local allowed = 0
  if count < limit then
    allowed = 1
    if record then
      redis.call('ZADD', key, now, member)
      count = count + 1
    end
  end
  if count > 0 then redis.call('PEXPIRE', key, window) end
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  if oldest[2] then return {allowed, count, oldest[2]} end
  return {allowed, count, '-1'}
end
`;

// KEYS[1] the log; ARGV now, windowMs, limit, member, record (1/0).
const slidingWindowScript = `${SLIDING_WINDOW_LUA}
return sliding_window(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], ARGV[5] == '1')`;

/** What sliding_window returns. */
export type WindowReply = [number, number, string];

export class RedisSlidingWindowLimiter implements SlidingWindowLimiter {
  // Members must be unique even for two requests in the same millisecond on different instances.
  private readonly instanceTag = randomBytes(6).toString('hex');
  private sequence = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock = systemClock,
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

  /** The Redis key of a window's log. */
  logKey(key: string): string {
    return `${this.prefix}rl:v1:${key}`;
  }

  /** The time and a unique log member for a request now. */
  nextRequest(): { now: number; member: string } {
    const now = this.clock();
    return { now, member: `${now}:${this.instanceTag}:${this.sequence++}` };
  }

  private async run(key: string, limit: number, windowMs: number, record: boolean): Promise<Hit> {
    const { now, member } = this.nextRequest();
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
