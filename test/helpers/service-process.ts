// The service and its CLI as child processes, started the way an operator starts them (`node --import tsx
// src/main.ts`): for tests of what only a real process shows (kill -9, file modes, the process umask).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Embedded mode, any free port, no demo data and no scheduled load (tests load with `ingest run`). */
export const serviceEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  ADMIN_LISTENER: 'true',
  REDIS_URL: '',
  INGEST_INTERVAL_S: '86400',
  ...extra,
});

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Services still running when a test file ends (a test failed before it stopped them). */
const running = new Set<ChildProcess>();
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

export function startServiceProcess(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env: serviceEnv(dataDir, env) });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal, stderr });
    }),
  );
  /** The base URL, once the service says it is ready. */
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /Service ready at (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    void exited.then((exit) =>
      reject(new Error(`the service exited (${exit.code ?? exit.signal}) before it was ready: ${exit.stderr}`)),
    );
  });
  ready.catch(() => {}); // a start the test kills early is never ready
  let exitedYet = false;
  void exited.then(() => (exitedYet = true));
  return {
    pid: child.pid!,
    hasExited: () => exitedYet,
    /** everything it wrote so far, stdout then stderr (its logs) */
    output: () => `${stdout}\n${stderr}`,
    ready,
    exited,
    /** kill -9; resolves once it is gone, and fails if it had already exited on its own. */
    async kill(): Promise<void> {
      child.kill('SIGKILL');
      const exit = await exited;
      expect(exit.signal, `it exited on its own: ${exit.stderr}`).toBe('SIGKILL');
    },
    /** A graceful stop (SIGTERM), as an operator or a supervisor does. */
    async stop(): Promise<Exit> {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** `node --import tsx src/cli/main.ts … --json` on `dataDir`: the last stdout line, parsed. */
export async function cliProcess(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<any> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args, '--json'], {
    cwd: root,
    env: serviceEnv(dataDir, env),
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
