// The Redis backends every store contract and cluster HTTP test runs against: REDIS_URL's Redis, and the run's Redis
// Cluster (started once by redis-cluster-setup.ts).
import { afterAll, inject } from 'vitest';
import { connectRedis, type RedisClient } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { REDIS_URL } from './server.ts';

/** The Redis backends every store contract runs against: REDIS_URL's Redis, and the run's Redis Cluster. */
export const redisBackends: Array<[string, () => string]> = [
  ['redis', () => REDIS_URL],
  ['redis cluster', () => inject('redisClusterUrl')],
];

const connections = new Map<string, Promise<RedisClient>>();

/** A connection as the service makes it (to a Redis, or to a Redis Cluster through any node), one per URL per test file. */
export function openRedis(url: string): Promise<RedisClient> {
  let redis = connections.get(url);
  if (!redis) {
    redis = connectRedis(url, createLogger('silent'));
    connections.set(url, redis);
    afterAll(async () => (await redis!).disconnect());
  }
  return redis;
}
