// Vitest's global set-up: one local Redis Cluster (3 masters, 3 replicas) for the whole run, so that every store
// contract and the cluster HTTP tests run against a single Redis and a Redis Cluster alike. Tests that kill nodes
// start a cluster of their own (redis-cluster.ts).
import type { TestProject } from 'vitest/node';
import { startRedisCluster } from './redis-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** REDIS_URL of the run's shared Redis Cluster (any one node's). */
    redisClusterUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startRedisCluster();
  project.provide('redisClusterUrl', cluster.url);
  return () => cluster.stop();
}
