// Light tools on their heaviest inputs, in milliseconds: the figures behind test/tools/light-speed.test.ts, which
// checks the same runs as a multiple of parsing a 1 MiB body (never against a stopwatch). Each run in this process,
// best of 5, wall time and CPU time, against the README's 25 ms budget.
import { performance } from 'node:perf_hooks';
import { ToolRegistry } from '../src/tools/registry.ts';
import { relativeCost } from '../test/helpers/cost.ts';
import { heaviestInputs, runOnce } from '../test/helpers/light-tools.ts';

const BUDGET_MS = 25;
const SHOWN = 15;

async function wallMs(work: () => Promise<void>, runs = 5): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export async function benchLightTools(): Promise<void> {
  const registry = await ToolRegistry.open();
  const rows: Array<{ tool: string; input: string; 'wall ms': number; 'cpu ms': number; '× reference': number }> = [];
  for (const tool of registry.list().filter((t) => !t.definition.heavy)) {
    for (const [what, inputs] of heaviestInputs(tool)) {
      if (!tool.validate(structuredClone(inputs))) continue;
      const run = () => runOnce(tool, inputs);
      await run(); // the first run imports the tool's module
      const cost = await relativeCost(run);
      const wall = await wallMs(run);
      rows.push({ tool: tool.definition.slug, input: what.slice(0, 50), 'wall ms': round(wall), 'cpu ms': round(cost.ms), '× reference': round(cost.ratio) });
    }
  }
  rows.sort((a, b) => b['wall ms'] - a['wall ms']);
  const over = rows.filter((row) => row['wall ms'] >= BUDGET_MS).length;
  console.log(`\nLight tools on their heaviest inputs (${rows.length} runs; best of 5; the ${SHOWN} slowest): ${over} at or over ${BUDGET_MS} ms`);
  console.table(rows.slice(0, SHOWN));
}

const round = (n: number) => Number(n.toFixed(2));
