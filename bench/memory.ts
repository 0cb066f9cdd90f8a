// What an instance needs: the time from `node dist/src/main.js` on an existing DATA_DIR (with the demo data) to
// /readyz 200, and its resident memory idle and after 60 s of Business traffic (thousands of keys in turn).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssMiB } from '../test/helpers/process-memory.ts';
import { loadWithKeys, provisionKeys, startService } from './many-keys.ts';

/** Starts the service and polls /readyz; the milliseconds from spawn to its first 200, and the running service. */
async function startTimed(dataDir: string, env: Record<string, string>) {
  const started = performance.now();
  const service = startService(dataDir, env);
  const base = `http://127.0.0.1:${await service.ready}`;
  while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) await sleep(5);
  return { service, base, ms: performance.now() - started };
}

export async function benchMemory(connections: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-memory-'));
  const env = { DEMO_DATA: 'true' };
  try {
    // The first start generates the demo data; the starts measured find it there.
    await (await startTimed(dataDir, env)).service.stop();
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { service, ms } = await startTimed(dataDir, env);
      starts.push(ms);
      await service.stop();
    }
    const { service, base } = await startTimed(dataDir, env);
    try {
      const pid = service.process.pid!;
      await sleep(10_000);
      const idle = rssMiB(pid);
      // 3,000 keys: 60 s at full speed stays under each key's 1,000 an hour.
      const keys = await provisionKeys(base, dataDir, 600);
      const load = await loadWithKeys(`${base}/api/v1/tools`, keys, 60, connections, false);
      const loaded = rssMiB(pid);
      await sleep(10_000);
      const settled = rssMiB(pid);
      const sorted = [...starts].sort((a, b) => a - b);
      console.log(`\nStart-up and memory, embedded mode with the demo data (5,000 sessions, the synthetic benchmark runs)`);
      console.table([
        {
          'start → /readyz ms (median of 5)': Math.round(sorted[2]!),
          'fastest / slowest ms': `${Math.round(sorted[0]!)} / ${Math.round(sorted[4]!)}`,
          'RSS idle MiB': Math.round(idle),
          [`RSS after 60 s of ${keys.length} keys MiB`]: Math.round(loaded),
          'RSS 10 s later MiB': Math.round(settled),
          'req/s meanwhile': Math.round(load.requestsPerSecond),
          non2xx: load.non2xx,
        },
      ]);
    } finally {
      await service.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
