// Heavy tools in the worker pool: bcrypt-hash throughput over HTTP with TOOL_THREADS=1 and =2, same machine, same run.
// The load comes from two accounts at once: the pool shares threads fairly between accounts (one account alone may
// hold only one of two threads), so one account could not show what a second thread adds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, startService, type LoadResult } from './http-tools.ts';

const body = JSON.stringify({ tool: 'bcrypt-hash', inputs: { text: 'correct horse battery staple', rounds: 10 } });

export async function benchHeavyTools(seconds: number): Promise<void> {
  const results: Array<LoadResult & { threads: number }> = [];
  for (const threads of [1, 2]) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-heavy-'));
    const { service, base, keys } = await startService(dataDir, { TOOL_THREADS: String(threads) }, 2);
    try {
      const name = `bcrypt-hash (rounds 10), ${threads} thread(s)`;
      const both = await Promise.all(keys.map((key) => load(name, `${base}/api/v1/tools`, { 'x-api-key': key }, seconds, 4, body)));
      results.push({
        name,
        requestsPerSecond: both[0]!.requestsPerSecond + both[1]!.requestsPerSecond,
        p99Ms: Math.max(both[0]!.p99Ms, both[1]!.p99Ms),
        non2xx: both[0]!.non2xx + both[1]!.non2xx,
        errors: both[0]!.errors + both[1]!.errors,
        threads,
      });
    } finally {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nHeavy tool through the worker pool: autocannon, 2 accounts × 4 connections, ${seconds} s each`);
  console.table(results.map((r) => ({ run: r.name, 'req/s': Number(r.requestsPerSecond.toFixed(1)), 'p99 ms': r.p99Ms, non2xx: r.non2xx })));
  const perSecond = (threads: number) => results.find((r) => r.threads === threads)!.requestsPerSecond;
  console.log(`bcrypt-hash, 2 threads / 1 thread = ${(perSecond(2) / perSecond(1)).toFixed(2)}`);
}
