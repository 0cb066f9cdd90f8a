// One buyer's flood against another buyer's reads (issue 38): 1,000 whole-page JSON exports from one research key,
// sent at once over raw sockets from 4 loopback addresses and abandoned after 0.5 s, while another buyer reads one
// profile at a time. Reports the victim's read times (p50/p99/max) and the service's RSS before and at its peak, in
// embedded and cluster mode, on 5,000 demo sessions.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startResearchService } from './research.ts';
import { rssMiB } from '../test/helpers/process-memory.ts';
import { dropRedisPrefix } from '../test/helpers/server.ts';

const FLOOD = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function floodOnce(cluster: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-flood-'));
  const redisPrefix = `bench:${process.pid}:flood:`;
  const clusterEnv = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', REDIS_PREFIX: redisPrefix, SNAPSHOT_DIR: path.join(dataDir, 'shared') };
  const { service, base, adminCall } = await startResearchService(dataDir, { DEMO_DATA: 'true', ...(cluster ? clusterEnv : {}) });
  const pid = service.process.pid!;
  try {
    const flooder = (await adminCall('research-key/create', { buyer: 'flooder' })).key as string;
    const victim = { 'x-research-key': (await adminCall('research-key/create', { buyer: 'victim' })).key as string };
    const port = Number(new URL(base).port);
    const read = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/research/profiles?limit=1`, { headers: victim });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the victim's read answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await read(); // warm
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push(await read());
    const rssBefore = rssMiB(pid);

    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
    const statuses = new Map<string, number>();
    const sockets = Array.from({ length: FLOOD }, (_, i) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: `127.0.0.${(i % 4) + 2}` });
      socket.on('error', () => {});
      socket.once('data', (chunk) => {
        const status = chunk.toString('latin1', 9, 12);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      socket.write(`GET /api/research/export?format=json&limit=5000 HTTP/1.1\r\nHost: 127.0.0.1\r\nx-research-key: ${flooder}\r\n\r\n`);
      return socket;
    });
    const during: number[] = [];
    const until = performance.now() + 500;
    while (performance.now() < until) during.push(await read());
    for (const socket of sockets) socket.destroy();
    for (let i = 0; i < 30; i++) during.push(await read());
    clearInterval(sampler);
    await sleep(1_000);
    const ms = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    console.log(`\nResearch flood (${cluster ? 'cluster' : 'embedded'}): ${FLOOD} exports from one key over 4 addresses, abandoned after 0.5 s`);
    console.log(`  flood answers before it was abandoned: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'}`);
    console.log(`  victim's one-row read, quiet: ${ms(quiet)}`);
    console.log(`  victim's one-row read during the flood and after (${during.length} reads): ${ms(during)}`);
    console.log(`  RSS: ${rssBefore.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at the peak (+${(peak - rssBefore).toFixed(0)}), ${rssMiB(pid).toFixed(0)} MiB 1 s after`);
  } finally {
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (cluster) await dropRedisPrefix(redisPrefix);
  }
}

export async function benchResearchFlood(): Promise<void> {
  await floodOnce(false);
  await floodOnce(true);
}
