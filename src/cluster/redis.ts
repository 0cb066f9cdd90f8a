// Cluster mode's Redis connections, all made here so that they fail alike: a request that needs Redis while it is away
// answers 503 not_ready within about a second instead of waiting out ioredis's reconnects (7–15 s before issue 26).
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../log.ts';

/**
 * The longest a command may go unanswered on a connection that requests use. A Redis that is down refuses at once
 * (no offline queue); this bounds one that is silent (a dropped network path, a stalled server). Transfers that can
 * take longer (the benchmark ledger read whole at start, an import of thousands of records) have a connection of
 * their own (benchmark-ledger.ts).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * QUIT waits for the answer of a connection that is up and goes straight to disconnect otherwise, or when it fails:
 * with the offline queue off, ioredis would reject it ("Stream isn't writeable") and keep reconnecting, and a silent
 * Redis would time it out, so a shutdown during an outage would fail half-way instead of exiting.
 */
class FailFastRedis extends Redis {
  override async quit(): Promise<'OK'> {
    if (this.status === 'ready') {
      try {
        return await super.quit();
      } catch {
        // Dropped below.
      }
    }
    this.disconnect();
    return 'OK';
  }
}

/**
 * The connection requests use (accounts, sessions, keys, windows, research keys, ingest appends, benchmark submits).
 * No offline queue: a command sent while the connection is down fails at once, which is why it connects before it is
 * returned (a command before the first connect would fail too). A command in flight when the connection drops waits
 * for one reconnect at most (`maxRetriesPerRequest`), and any command at most REDIS_COMMAND_TIMEOUT_MS.
 *
 * No auto-pipelining: with one script per tool call it cost ioredis about 30 % more CPU per command (31 against 22 µs
 * at 50 in flight), and the cluster tool route served 14,425 req/s without it against 11,271–12,558 with it.
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const redis = new FailFastRedis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself; without a listener it would print each failed attempt to the console.
  redis.on('error', (error: unknown) => log.warn('redis connection error (reconnecting)', { error }));
  await redis.connect();
  return redis;
}

/**
 * A connection of its own for a background task of `redis` (the loader's blocking stream reads, pub/sub subscribers,
 * bulk transfers of benchmark records): no request waits on it, so it keeps ioredis's offline queue (a command waits
 * for the connection, through two reconnects at most) and has no command timeout (a blocking XREADGROUP waits longer
 * than any timeout would allow).
 */
export function backgroundConnection(redis: Redis, options: RedisOptions = {}): Redis {
  return redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: 2, ...options });
}

/** What a channel's follower does with what arrives on it. */
export interface ChannelFollower {
  onMessage(message: string): void;
  /** After every resubscription: a catch-up on what was announced while the connection was down. */
  onResubscribed(): void;
  /** A connection error, or a resubscription that failed (the connection dropped again; its next 'ready' retries). */
  onError(error: unknown): void;
}

/**
 * Follows `channel` on a connection of its own, subscribed before this returns and again after every reconnect.
 * Resubscribed here rather than by ioredis: its own resubscribe leaves a rejection unhandled when the connection drops
 * again before Redis answers (an outage that flickers), and an unhandled rejection is a crash.
 */
export async function followChannel(redis: Redis, channel: string, follower: ChannelFollower, options: RedisOptions = {}): Promise<Redis> {
  const subscriber = backgroundConnection(redis, { ...options, autoResubscribe: false });
  subscriber.on('error', follower.onError);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) follower.onMessage(message);
  });
  let connections = 0;
  subscriber.on('ready', () => {
    // The first connection is subscribed below.
    if (connections++ > 0) subscriber.subscribe(channel).then(follower.onResubscribed, follower.onError);
  });
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    subscriber.disconnect();
    throw error;
  }
  return subscriber;
}
