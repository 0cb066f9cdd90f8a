// Heavy tools in the worker pool: bcrypt-hash throughput over HTTP with TOOL_THREADS=1 and =2, same machine, same run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, startService, type LoadResult } from './http-tools.ts';

const body = JSON.stringify({ tool: 'bcrypt-hash', inputs: { text: 'correct horse battery staple', rounds: 10 } });

export async function benchHeavyTools(seconds: number): Promise<void> {
  const results: Array<LoadResult & { threads: number }> = [];
  for (const threads of [1, 2]) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-heavy-'));
    const { service, base, key } = await startService(dataDir, { TOOL_THREADS: String(threads) });
    try {
      const result = await load(`bcrypt-hash (rounds 10), ${threads} thread(s)`, `${base}/api/v1/tools`, { 'x-api-key': key }, seconds, 8, body);
      results.push({ ...result, threads });
    } finally {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nHeavy tool through the worker pool: autocannon, 8 connections, ${seconds} s each`);
  console.table(results.map((r) => ({ run: r.name, 'req/s': Number(r.requestsPerSecond.toFixed(1)), 'p99 ms': r.p99Ms, non2xx: r.non2xx })));
  const perSecond = (threads: number) => results.find((r) => r.threads === threads)!.requestsPerSecond;
  console.log(`bcrypt-hash, 2 threads / 1 thread = ${(perSecond(2) / perSecond(1)).toFixed(2)}`);
}
