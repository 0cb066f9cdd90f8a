// A light tool runs inline on the event loop, so it must stay cheap on the largest input its schema allows: every
// string at its maxLength (the 1 MiB body bounds the rest), every integer at its maximum. Anything dearer belongs in
// the worker pool (heavy: true). No stopwatch: a run's cost is its CPU time, best of five, as a multiple of parsing a
// 1 MiB JSON body measured beside it (test/helpers/cost.ts), so a busy machine slows both and the ratio stands.
// `npm run bench` (BENCH_ONLY=light) gives the same runs in milliseconds.
import { describe, expect, it } from 'vitest';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';
import { LIGHT_TOOL_MAX_COST, relativeCost, type Cost } from '../helpers/cost.ts';
import { heaviestInputs, runOnce, worstInputs } from '../helpers/light-tools.ts';

const registry = await ToolRegistry.open();

/** The run's cost relative to parsing a full body; inputs the schema refuses cost nothing. */
async function costOf(tool: CompiledTool, inputs: Record<string, unknown>): Promise<Cost> {
  if (!tool.validate(structuredClone(inputs))) return { ratio: 0, ms: 0, referenceMs: 0 };
  await runOnce(tool, inputs); // the first run imports the tool's module
  return relativeCost(() => runOnce(tool, inputs));
}

const show = (cost: Cost) =>
  `${cost.ratio.toFixed(1)}× the reference (${cost.ms.toFixed(1)} ms of CPU against ${cost.referenceMs.toFixed(2)} ms)`;

describe('light tools on their largest input', () => {
  const light = registry.list().filter((tool) => !tool.definition.heavy);
  it.each(light.map((tool) => [tool.definition.slug, tool] as const))('%s stays cheap', async (slug, tool) => {
    for (const [what, inputs] of worstInputs(tool)) expect(tool.validate(structuredClone(inputs)), what).toBe(true);
    for (const [what, inputs] of heaviestInputs(tool)) {
      const cost = await costOf(tool, inputs);
      if (process.env.SHOW_LIGHT_COSTS) console.log(`COST ${cost.ratio.toFixed(2)} ${cost.ms.toFixed(2)} ${cost.referenceMs.toFixed(3)} ${slug} ${what.slice(0, 60)}`);
      expect(cost.ratio, `${what}: ${show(cost)}`).toBeLessThan(LIGHT_TOOL_MAX_COST);
    }
  });
});
