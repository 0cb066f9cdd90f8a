// Child processes for the bench: each server gets its own process (and so its own core share) apart from the load generator.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface Child {
  process: ChildProcess;
  /** The first stdout line matching `ready`. */
  ready: Promise<string>;
  stop(): Promise<void>;
}

export function startChild(script: string, env: Record<string, string> = {}, ready = /^(\d+)$/m, nodeFlags: string[] = []): Child {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, path.join(root, script)], {
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
