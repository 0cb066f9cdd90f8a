// tinybench of the battery engine: a whole battery run per bot (issue 13's target: under 2 s), the server's re-scoring
// of a report, and a whole match with its verification.
import { Bench } from 'tinybench';
import { checkMatch, checkReport } from '../src/research/benchmark.ts';
import { BOT_NAMES, builtInBot } from '../src/battery/agents/bots.ts';
import { acceptMatch, playMatch } from '../src/battery/match.ts';
import { rescoreReport } from '../src/battery/rescore.ts';
import { runBattery } from '../src/battery/run.ts';
import { demoHumanBaseline } from '../src/demo/demo.ts';

export async function benchBattery(): Promise<void> {
  const baseline = demoHumanBaseline();
  const bench = new Bench({ time: 1_000 });
  let seed = 0;
  for (const name of BOT_NAMES) {
    bench.add(`battery run, bot:${name} (10 games, 115 decisions)`, async () => {
      await runBattery({ agent: builtInBot(name, baseline)!, seed: seed++, baseline });
    });
  }
  const { report } = await runBattery({ agent: builtInBot('random', baseline)!, seed: 1, baseline });
  bench.add('server re-scoring of one report (replay + scoring)', async () => {
    await rescoreReport(checkReport({ report }), baseline);
  });
  const [a, b] = [builtInBot('tit-for-tat', baseline)!, builtInBot('random', baseline)!];
  bench.add('match, 10 games, two bots', async () => {
    await playMatch({ a, b, seed: seed++ });
  });
  const { record } = await playMatch({ a, b, seed: 1 });
  bench.add('server verification of one match', async () => {
    await acceptMatch(checkMatch(record));
  });
  await bench.run();
  console.log('\nBattery engine (tinybench; target: a whole battery for one bot < 2 s)');
  console.table(
    bench.tasks.map((task) => {
      const result = task.result as { throughput?: { mean: number }; latency?: { mean: number; p99?: number } } | undefined;
      return {
        task: task.name,
        'mean ms': Number((result?.latency?.mean ?? 0).toFixed(2)),
        'p99 ms': Number((result?.latency?.p99 ?? 0).toFixed(2)),
        'ops/s': Math.round(result?.throughput?.mean ?? 0),
      };
    }),
  );
}
