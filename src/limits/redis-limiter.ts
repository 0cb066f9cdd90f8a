// Sliding log in a Redis sorted set, trimmed, checked and extended by one Lua script so the window is exact
// across any number of instances.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock.ts';
import type { Hit, SlidingWindowLimiter, WindowState } from './limiter.ts';

// KEYS[1] the log; ARGV now, windowMs, limit, member, record (1/0).
// Returns {allowed, count, oldest} where oldest is -1 for an empty window.
const slidingWindowScript = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < limit then
  allowed = 1
  if ARGV[5] == '1' then
    redis.call('ZADD', KEYS[1], now, ARGV[4])
    count = count + 1
  end
end
if count > 0 then redis.call('PEXPIRE', KEYS[1], window) end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if oldest[2] then return {allowed, count, oldest[2]} end
return {allowed, count, '-1'}
`;

type ScriptReply = [number, number, string];

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

  private logKey(key: string): string {
    return `${this.prefix}rl:v1:${key}`;
  }

  private async run(key: string, limit: number, windowMs: number, record: boolean): Promise<Hit> {
    const now = this.clock();
    const member = `${now}:${this.instanceTag}:${this.sequence++}`;
    const [allowed, count, oldestRaw] = (await (this.redis as unknown as ScriptRunner).slidingWindow(
      this.logKey(key),
      now,
      windowMs,
      limit,
      member,
      record ? '1' : '0',
    )) as ScriptReply;
    const oldest = Number(oldestRaw);
    return {
      allowed: allowed === 1,
      limit,
      remaining: Math.max(0, limit - count),
      used: count,
      resetAt: (oldest >= 0 ? oldest : now) + windowMs,
      entry: record && allowed === 1 ? member : null,
    };
  }
}

interface ScriptRunner {
  slidingWindow(...args: Array<string | number>): Promise<unknown>;
}
