// Memory under clients that never read: 1,000 connections that GET the biggest built asset uncompressed and leave it
// unread. uWS used to copy every unsent remainder (4.3 MB each: +2 GiB at 1,000 clients); written with tryEnd it keeps
// none, so the service's RSS stays near its start while others are served. (`npm run bench` runs 1,500.)
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtPages } from '../helpers/browser.ts';
import { rssMiB } from '../helpers/process-memory.ts';
import { nonReaders, sleep } from '../helpers/raw-http.ts';
import { startServiceProcess } from '../helpers/service-process.ts';
import { tempDir } from '../helpers/server.ts';

const CLIENTS = 1_000;
/** Loopback addresses they come from: the default cap of requests per address (256) holds for each. */
const ADDRESSES = 8;

let pages: Awaited<ReturnType<typeof builtPages>>;
let service: ReturnType<typeof startServiceProcess>;
let base: string;
let biggest: { path: string; bytes: number };

beforeAll(async () => {
  pages = await builtPages();
  const dir = path.join(pages.dir, 'assets');
  const sizes = await Promise.all((await readdir(dir)).filter((name) => !/\.(gz|br)$/.test(name)).map(async (name) => ({ path: `/assets/${name}`, bytes: (await stat(path.join(dir, name))).size })));
  biggest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
  service = startServiceProcess(await tempDir(), { WEB_DIR: pages.dir });
  base = await service.ready;
}, 180_000);
afterAll(async () => {
  await service?.stop();
  await pages?.remove();
});

it(`keeps RSS within +300 MiB while ${CLIENTS} clients leave the biggest asset unread, and serves others`, async () => {
  expect(biggest.bytes).toBeGreaterThan(1024 * 1024);
  const port = Number(new URL(base).port);
  // Warm: the first answers of each kind allocate what every later one reuses.
  await (await fetch(`${base}${biggest.path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
  await sleep(500); // RSS settles after the warm-up (nothing to poll for: a measurement's quiet moment)
  const before = rssMiB(service.pid);

  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(service.pid))), 50);
  const held = await nonReaders(port, biggest.path, CLIENTS, '127.0.6', ADDRESSES, { 'Accept-Encoding': 'identity' });
  await sleep(1_000); // they hold their answers unread a while (paused sockets show nothing to poll for)

  // Others are served meanwhile, the same asset included.
  const healthz = await fetch(`${base}/healthz`);
  expect(healthz.status).toBe(200);
  const asset = await fetch(`${base}${biggest.path}`, { headers: { 'accept-encoding': 'identity' } });
  expect((await asset.arrayBuffer()).byteLength).toBe(biggest.bytes);
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(service.pid));

  // Every one of them was taken in and is still waiting (none refused, none cut).
  expect(held.filter((connection) => connection.closed)).toEqual([]);
  for (const connection of held) connection.socket.destroy();
  await sleep(1_000); // for the logged "after" figure only
  const after = rssMiB(service.pid);
  console.log(`RSS with ${CLIENTS} non-reading clients of ${biggest.path} (${biggest.bytes} bytes): before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB, after ${after.toFixed(0)} MiB`);
  expect(peak - before).toBeLessThan(300);
  expect(service.hasExited()).toBe(false);
}, 120_000);
