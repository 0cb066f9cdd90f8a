// What a run costs, measured so that a busy machine cannot decide a test: CPU time (a process on the other core does
// not add to it, and time spent preempted is not counted), best of several runs, as a multiple of a reference workload
// measured just before it. Load that slows both alike cancels out of the ratio.
import { cpuUsage } from 'node:process';

/**
 * What a light tool's run may cost at most: 40× the reference, ~24 ms of CPU on our 2-core machine (the reference
 * ~0.6 ms), the 25 ms budget of the README. The costliest light run today is poisson-distribution at its limits, ~16×
 * (~10 ms); then csv-to-json and random-number-generator, ~11× (test/tools/light-speed.test.ts,
 * SHOW_LIGHT_COSTS=1 prints every run's figures). LIGHT_TOOL_MAX_COST lowers it to find the tools with little margin.
 */
export const LIGHT_TOOL_MAX_COST = Number(process.env.LIGHT_TOOL_MAX_COST ?? 40);

/** The cost every request with a full body already pays: parsing 1 MiB of JSON text. */
const referenceBody = JSON.stringify({ tool: 'word-counter', inputs: { text: 'The quick brown fox jumps over the lazy dog. '.repeat(23_000) } });
const reference = () => void JSON.parse(referenceBody);

/** CPU milliseconds of the cheapest of `runs` runs of `work`. */
export async function cpuMs(work: () => unknown, runs = 5): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const before = cpuUsage();
    await work();
    const spent = cpuUsage(before);
    best = Math.min(best, (spent.user + spent.system) / 1000);
  }
  return best;
}

export interface Cost {
  /** `ms` over `referenceMs` */
  ratio: number;
  ms: number;
  referenceMs: number;
}

/** `work`'s CPU time in units of the reference (parsing a 1 MiB body), and both in milliseconds. */
export async function relativeCost(work: () => unknown, runs = 5): Promise<Cost> {
  const referenceMs = await cpuMs(reference, runs);
  const ms = await cpuMs(work, runs);
  return { ratio: ms / referenceMs, ms, referenceMs };
}
