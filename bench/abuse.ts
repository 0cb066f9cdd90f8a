// Abuse, measured: the service's memory under floods of unfinished request bodies and of clients that never read
// (and after them), and one account's heavy-tool latency while another account floods the worker pool with
// catastrophic regexes.
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService } from './http-tools.ts';
import { root } from './processes.ts';
import { nonReaders } from '../test/helpers/raw-http.ts';
import { rssMiB } from '../test/helpers/process-memory.ts';

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `connections` sockets, each sending the head of a POST to `path` declaring 1 MiB and then 1 MiB less one byte:
 * bodies that never finish. Samples the service's RSS while they hang, then closes them and lets it settle.
 */
async function flood(port: number, pid: number, pathname: string, headers: string, connections: number) {
  const before = rssMiB(pid);
  const head = `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${MiB}\r\n${headers}\r\n`;
  const unfinished = Buffer.alloc(MiB - 1, 'a');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  const sockets: net.Socket[] = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {});
      socket.once('data', (chunk) => {
        if (!chunk.toString('latin1').startsWith('HTTP/1.1 2')) refused++;
      });
      await new Promise<void>((resolve) => {
        socket.once('close', resolve);
        socket.write(head);
        socket.write(unfinished, () => resolve());
      });
    }),
  );
  await sleep(2_000); // the bodies hang; whatever the service keeps for them, it keeps now
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  for (const socket of sockets) socket.destroy();
  await sleep(5_000);
  return { before, peak, after: rssMiB(pid), refused };
}

/**
 * `connections` clients (over 8 loopback addresses) that GET the biggest built asset uncompressed and never read it:
 * the service's RSS before, at its peak and after they close, and a fresh client's /healthz time meanwhile.
 */
async function nonReadingClients(base: string, pid: number, connections: number) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/web/manifest.json'), 'utf8')) as { assets: string[] };
  const sizes = manifest.assets.map((asset) => ({ asset, bytes: statSync(path.join(root, 'dist/web', asset)).size }));
  const biggest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
  const url = `/assets/${path.posix.basename(biggest.asset)}`;
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
  const held = await nonReaders(Number(new URL(base).port), url, connections, '127.0.7', 8, { 'Accept-Encoding': 'identity' });
  await sleep(2_000);
  const started = performance.now();
  const healthz = (await fetch(`${base}/healthz`)).status;
  const healthzMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  const refused = held.filter((connection) => connection.closed).length;
  for (const connection of held) connection.socket.destroy();
  await sleep(5_000);
  return { url, bytes: biggest.bytes, before, peak, after: rssMiB(pid), refused, healthz, healthzMs };
}

/** Milliseconds of `count` runs of a quick heavy tool, one after another. */
async function latencies(base: string, key: string, count: number): Promise<number[]> {
  const times: number[] = [];
  const body = JSON.stringify({ tool: 'regex-tester', inputs: { pattern: 'b+', text: 'abbbc' } });
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/tools`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body,
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export async function benchAbuse(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'svc-bench-abuse-'));
  const { service, base, keys } = await startService(dataDir, { TOOL_THREADS: '2' }, 2);
  const [flooder, other] = keys as [string, string];
  const pid = service.process.pid!;
  const port = Number(new URL(base).port);
  try {
    console.log('\nFloods of unfinished bodies (1,000 connections, each declaring 1 MiB and sending all but its last byte)');
    const floods = [
      { route: 'POST /api/auth/login (public)', ...(await flood(port, pid, '/api/auth/login', '', 1_000)) },
      { route: 'POST /api/v1/tools (valid key)', ...(await flood(port, pid, '/api/v1/tools', `x-api-key: ${flooder}\r\n`, 1_000)) },
    ];
    console.table(
      floods.map((f) => ({
        route: f.route,
        'RSS before MiB': Math.round(f.before),
        'RSS peak MiB': Math.round(f.peak),
        'RSS 5 s after MiB': Math.round(f.after),
        'refused early': f.refused,
      })),
    );

    const readers = await nonReadingClients(base, pid, 1_500);
    console.log(`\n1,500 clients that GET ${readers.url} (${readers.bytes} bytes, Accept-Encoding: identity) and never read it`);
    console.table([
      {
        'RSS before MiB': Math.round(readers.before),
        'RSS peak MiB': Math.round(readers.peak),
        'RSS 5 s after MiB': Math.round(readers.after),
        'closed by the service': readers.refused,
        '/healthz meanwhile': `${readers.healthz} in ${readers.healthzMs.toFixed(1)} ms`,
      },
    ]);

    const quiet = await latencies(base, other, 30);
    let flooding = true;
    const catastrophic = JSON.stringify({ tool: 'regex-tester', inputs: { pattern: '(a+)+$', text: `${'a'.repeat(32)}!` } });
    const floodLoops = Array.from({ length: 8 }, async () => {
      while (flooding) {
        const response = await fetch(`${base}/api/v1/tools`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': flooder },
          body: catastrophic,
        });
        await response.arrayBuffer();
      }
    });
    await sleep(300);
    const flooded = await latencies(base, other, 30);
    flooding = false;
    await Promise.all(floodLoops);
    console.log("\nAnother account's heavy tool (regex-tester, 30 runs in a row) while one account keeps 8 catastrophic regexes running");
    console.table(
      [
        { while: 'pool idle', times: quiet },
        { while: '8 catastrophic regexes of another account', times: flooded },
      ].map(({ while: condition, times }) => ({
        while: condition,
        'p50 ms': Number(percentile(times, 50).toFixed(1)),
        'p99 ms': Number(percentile(times, 99).toFixed(1)),
        'max ms': Number(Math.max(...times).toFixed(1)),
      })),
    );
  } finally {
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
