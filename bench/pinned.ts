// Measuring the server, not the load generator (issue 41, item 5): on two cores a generator in the bench's own Node
// process takes a core's worth of time per request, so a throughput ratio at saturation measured it as much as the
// server. Here the server under test runs pinned to one core (`taskset`, every thread of it: uWS, the worker pool,
// DuckDB's) and Debian's `wrk`, a C load generator, to the other; the server's CPU time per call is read from
// /proc/<pid>/stat around the load, so it counts the server's every thread and nothing else.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs } from './processes.ts';

/** The core the server under test runs on, and the one wrk runs on. */
export const SERVER_CPU = '1';
export const LOAD_CPU = '0';

/** Why the pinned measurement cannot run here (no wrk, no taskset, one core), or null when it can. */
export function pinnedUnavailable(): string | null {
  if (availableParallelism() < 2) return 'one core: the server and the load generator need one each';
  for (const tool of ['taskset', 'wrk']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      return `${tool} is not installed (Debian: apt-get install ${tool === 'wrk' ? 'wrk' : 'util-linux'})`;
    }
  }
  return null;
}

/**
 * Moves this process (every thread) to the load core, where its own work (provisioning, a fixed-rate autocannon) stays
 * off the server's; answers the function that puts it back as it was.
 */
export function pinThisProcessToLoadCore(): () => void {
  const before = execFileSync('taskset', ['-p', String(process.pid)], { encoding: 'utf8' }).trim().split(' ').at(-1)!;
  execFileSync('taskset', ['-a', '-p', '-c', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
  return () => execFileSync('taskset', ['-a', '-p', before, String(process.pid)], { stdio: 'ignore' });
}

/** wrk's latency figure (`123.45us`, `1.23ms`, `1.02s`) in ms. */
const latencyMs = (match: RegExpMatchArray | null): number =>
  match === null ? Number.NaN : Number(match[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[match[2]!]!;

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  /** answers other than 2xx/3xx */
  non2xx: number;
  /** socket errors: connect, read, write, timeout */
  errors: number;
  /** the server's CPU time per request over the run, µs, all threads */
  cpuMicrosPerCall: number;
  /** of that, its main thread's */
  mainThreadMicrosPerCall: number;
  /** wrk's 99th latency percentile */
  p99Ms: number;
}

/**
 * `wrk` on LOAD_CPU against `url` for `seconds`: POSTs of `body`, each request with the next of `keys` in turn as
 * `x-api-key` (none when `keys` is empty), so the requests in flight carry different keys. `serverPid` is read for its
 * CPU time before and after.
 */
export async function wrkLoad(options: { url: string; keys: readonly string[]; body: string; seconds: number; connections: number; serverPid: number }): Promise<WrkResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'svc-bench-wrk-'));
  try {
    const script = path.join(dir, 'keys.lua');
    // One thread; every request the next key. The keys are svc_ + base64url: nothing to escape in a Lua string.
    await writeFile(
      script,
      [
        `local keys = {${options.keys.map((k) => `"${k}"`).join(',')}}`,
        `local body = ${JSON.stringify(options.body)}`,
        'local n = 0',
        'request = function()',
        '  n = n + 1',
        '  local headers = {["content-type"] = "application/json"}',
        '  if #keys > 0 then headers["x-api-key"] = keys[(n % #keys) + 1] end',
        '  return wrk.format("POST", nil, headers, body)',
        'end',
      ].join('\n'),
    );
    const [before, mainBefore] = [cpuMs(options.serverPid), cpuMs(options.serverPid, true)];
    const output = await new Promise<string>((resolve, reject) => {
      const args = ['-c', LOAD_CPU, 'wrk', '-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '-s', script, options.url];
      const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
    });
    const [used, mainUsed] = [cpuMs(options.serverPid) - before, cpuMs(options.serverPid, true) - mainBefore];
    const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);
    const requests = number(/(\d+) requests in/);
    const errors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)?.slice(1).reduce((s, x) => s + Number(x), 0) ?? 0;
    return {
      requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
      requests,
      non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
      errors,
      cpuMicrosPerCall: requests > 0 ? (used * 1000) / requests : Number.NaN,
      mainThreadMicrosPerCall: requests > 0 ? (mainUsed * 1000) / requests : Number.NaN,
      p99Ms: latencyMs(output.match(/^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
