// Child processes for the bench: each server gets its own process (and so its own core share) apart from the load generator.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface Child {
  process: ChildProcess;
  /** The first stdout line matching `ready`. */
  ready: Promise<string>;
  stop(): Promise<void>;
}

/** Starts `script` in its own Node process; with `cpu`, on that core alone (`taskset -c`: every thread of it). */
export function startChild(script: string, env: Record<string, string> = {}, ready = /^(\d+)$/m, nodeFlags: string[] = [], cpu?: string): Child {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const node = [...nodeFlags, ...loader, path.join(root, script)];
  const child = spawn(cpu === undefined ? process.execPath : 'taskset', cpu === undefined ? node : ['-c', cpu, process.execPath, ...node], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const readyPromise = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    process: child,
    ready: readyPromise,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function runCli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/cli/main.ts'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`admin ${args.join(' ')} failed: ${out}`))));
  });
}

/**
 * CPU time (user + system) a process has used, in ms, all its threads; with `mainThreadOnly`, its main thread's (where
 * the JavaScript runs; the rest is libuv, V8's helpers, DuckDB, the worker pool). From /proc, so Linux only.
 */
export function cpuMs(pid: number, mainThreadOnly = false): number {
  const fields = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in ticks of 1/100 s
}

/** What one Redis server has spent: CPU (its process, all threads; NaN when not on this machine) and time in commands. */
export interface RedisSpend {
  cpuMs: number;
  /**
   * INFO commandstats: µs inside scripts (EVAL, EVALSHA), the commands they call included, without the network. (The
   * called commands are counted again under their own names, so a sum over every command would count them twice.)
   */
  scriptMicros: number;
  /** INFO commandstats: script calls (EVAL, EVALSHA). */
  scriptCalls: number;
}

/** A Redis server to meter: its spend now, read again around a measurement. */
export interface RedisMeter {
  name: string;
  spend(): Promise<RedisSpend>;
}

/**
 * A meter for the Redis at `port` on `host`: CPU from /proc when the host is this machine (the pid from INFO server),
 * command time from INFO commandstats.
 */
export function redisMeter(name: string, host: string, port: number): RedisMeter {
  const local = host === '127.0.0.1' || host === 'localhost' || host === '::1';
  const info = (section: string) =>
    execFileSync('redis-cli', ['-h', host, '-p', String(port), 'INFO', section], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const pid = local ? Number(/^process_id:(\d+)/m.exec(info('server'))?.[1]) : Number.NaN;
  return {
    name,
    async spend() {
      const scripts = [...info('commandstats').matchAll(/^cmdstat_eval(?:sha)?:calls=(\d+),usec=(\d+)/gm)];
      const sum = (group: number) => scripts.reduce((total, m) => total + Number(m[group]), 0);
      return { cpuMs: Number.isNaN(pid) ? Number.NaN : cpuMs(pid), scriptMicros: sum(2), scriptCalls: sum(1) };
    },
  };
}

/** A meter for the Redis a URL names. */
export function redisMeterOf(name: string, url: string): RedisMeter {
  const { hostname, port } = new URL(url);
  return redisMeter(name, hostname, Number(port || 6379));
}

/** Each meter's spend per call over `run` (µs of CPU and of script time per call, `calls` from its result). */
export async function redisSpendPerCall<T>(meters: readonly RedisMeter[], run: () => Promise<T>, calls: (result: T) => number) {
  const before = await Promise.all(meters.map((m) => m.spend()));
  const result = await run();
  const after = await Promise.all(meters.map((m) => m.spend()));
  const n = calls(result);
  return {
    result,
    perCall: meters.map((m, i) => ({
      name: m.name,
      cpuMicros: ((after[i]!.cpuMs - before[i]!.cpuMs) * 1000) / n,
      scriptMicros: (after[i]!.scriptMicros - before[i]!.scriptMicros) / n,
      callsPerScript: n / (after[i]!.scriptCalls - before[i]!.scriptCalls),
    })),
  };
}
