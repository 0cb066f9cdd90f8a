// A process's resident memory, for tests and benches that watch the service under load from outside it.
import { readFileSync } from 'node:fs';

/** Resident memory of a process, in MiB, from /proc (Linux only). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}
