// Cluster mode's Redis connections, all made here so that they fail alike: a request that needs Redis while it is away
// answers 503 not_ready within about a second instead of waiting out ioredis's reconnects (7–15 s before issue 26).
// REDIS_URL names one Redis or any node of a Redis Cluster: which one is asked once, at connect, and the stores see
// one client type for both. Every script declares the keys it touches, and the keys of one command share a hash tag
// (layout-upgrade.ts), so each command runs on the one node that holds its slot.
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../log.ts';

/** One Redis or a Redis Cluster: the commands the stores send are the same on both. */
export type RedisClient = Redis | Cluster;

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
  override quit(): Promise<'OK'> {
    return quitOrDrop(this, () => super.quit());
  }
}

/** The same for a Redis Cluster: QUIT goes to every node, and one that is down would fail it. */
class FailFastCluster extends Cluster {
  override quit(): Promise<'OK'> {
    return quitOrDrop(this, () => super.quit());
  }
}

async function quitOrDrop(client: { status: string; disconnect(): void }, quit: () => Promise<'OK'>): Promise<'OK'> {
  if (client.status === 'ready') {
    try {
      return await quit();
    } catch {
      // Dropped below.
    }
  }
  client.disconnect();
  return 'OK';
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
export async function connectRedis(url: string, log: Logger): Promise<RedisClient> {
  const redis = new FailFastRedis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself; without a listener it would print each failed attempt to the console.
  redis.on('error', (error: unknown) => log.warn('redis connection error (reconnecting)', { error }));
  await redis.connect();
  await assertVersion(redis);
  if (!(await isClusterNode(redis))) return redis;
  // A node of a Redis Cluster: the cluster client learns the others from it (CLUSTER SLOTS) and follows failovers.
  const { host, port, username, password, tls, connectionName } = redis.options;
  redis.disconnect();
  const cluster = new FailFastCluster([{ host, port }], {
    lazyConnect: true,
    enableOfflineQueue: false,
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    slotsRefreshTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A dead master is replaced by its replica after cluster-node-timeout and an election, and nothing redirects the
    // client to the new one while the old one is silent: the slot map is asked for every second (measured: calls are
    // served again 80–160 ms after the promotion; without it, not within a minute).
    slotsRefreshInterval: 1_000,
    redisOptions: { username, password, tls, connectionName, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 },
  });
  cluster.on('error', (error: unknown) => log.warn('redis cluster error (reconnecting)', { error }));
  await cluster.connect();
  return cluster;
}

/** The oldest Redis the scripts run on: a window pops several entries in one LPOP/RPOP (limiter.ts), new in 6.2. */
export const OLDEST_REDIS = [6, 2];

async function assertVersion(redis: Redis): Promise<void> {
  const version = /^redis_version:(\d+)\.(\d+)/m.exec(await redis.info('server'));
  const [major, minor] = [Number(version?.[1]), Number(version?.[2])];
  if (major < OLDEST_REDIS[0]! || (major === OLDEST_REDIS[0] && minor < OLDEST_REDIS[1]!)) {
    redis.disconnect();
    throw new Error(`Redis ${major}.${minor} is too old: cluster mode needs Redis ${OLDEST_REDIS.join('.')} or later`);
  }
}

/** Whether a connected Redis is a node of a Redis Cluster (`cluster_enabled:1`). */
async function isClusterNode(redis: Redis): Promise<boolean> {
  return /^cluster_enabled:1/m.test(await redis.info('cluster'));
}

/**
 * A connection of its own for a background task of `redis` (the loader's blocking stream reads, pub/sub subscribers,
 * bulk transfers of benchmark records): no request waits on it, so it keeps ioredis's offline queue (a command waits
 * for the connection, through two reconnects at most) and has no command timeout (a blocking XREADGROUP waits longer
 * than any timeout would allow).
 */
export function backgroundConnection<C extends RedisClient>(redis: C, options: RedisOptions = {}): C {
  const background = { commandTimeout: undefined, maxRetriesPerRequest: 2, ...options };
  if (redis instanceof Cluster) {
    const { lazyConnect, ...perNode } = background;
    return redis.duplicate(undefined, { enableOfflineQueue: true, lazyConnect, redisOptions: { ...redis.options.redisOptions, ...perNode } }) as C;
  }
  return redis.duplicate({ enableOfflineQueue: true, ...background }) as C;
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
export async function followChannel(redis: RedisClient, channel: string, follower: ChannelFollower, options: RedisOptions = {}): Promise<RedisClient> {
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
