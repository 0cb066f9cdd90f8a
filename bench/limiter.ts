// tinybench micro-bench of the sliding-window limiter: memory and Redis implementations.
import { Redis } from 'ioredis';
import { Bench } from 'tinybench';
import { MemorySlidingWindowLimiter } from '../src/limits/memory-limiter.ts';
import { RedisSlidingWindowLimiter } from '../src/cluster/limiter.ts';

export async function benchLimiter(): Promise<void> {
  const HOUR = 3_600_000;
  const memory = new MemorySlidingWindowLimiter();
  const bench = new Bench({ time: 1_000 });
  let i = 0;
  bench.add('memory: hit, 1,000 keys, limit 1,000', () => {
    void memory.hit(`k${i++ % 1000}`, 1000, HOUR);
  });
  bench.add('memory: hit on a full window (refused)', () => {
    void memory.hit('full', 0, HOUR);
  });

  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  let redisLimiter: RedisSlidingWindowLimiter | null = null;
  try {
    await redis.connect();
    redisLimiter = new RedisSlidingWindowLimiter(redis, `bench:${process.pid}:`);
    const limiter = redisLimiter;
    let j = 0;
    bench.add('redis: hit (one Lua round trip)', async () => {
      await limiter.hit(`k${j++ % 1000}`, 1000, HOUR);
    });
    bench.add('redis: 50 concurrent hits', async () => {
      await Promise.all(Array.from({ length: 50 }, () => limiter.hit(`k${j++ % 1000}`, 1000, HOUR)));
    });
  } catch {
    console.log(`(Redis at ${redisUrl} not reachable: Redis limiter skipped)`);
  }

  await bench.run();
  console.log('\nLimiter micro-bench (tinybench)');
  console.table(
    bench.tasks.map((task) => {
      const result = task.result as { throughput?: { mean: number }; latency?: { mean: number; p99?: number } } | undefined;
      return {
        task: task.name,
        'ops/s': Math.round(result?.throughput?.mean ?? 0),
        'mean µs': Number(((result?.latency?.mean ?? 0) * 1000).toFixed(2)),
      };
    }),
  );
  await memory.close();
  if (redisLimiter) {
    const keys = await redis.keys(`bench:${process.pid}:*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
}
