// What a model gains on the board by playing more than it shows (issue 40, item 1): best-of-N (run N tables, let the
// board list the best) and abandonment (open 5 tables, play each to its last decision, finish only the one going best;
// the referee's sweep stores the other four as abandoned runs, their last decision played with the fallback move).
// Every run is a refereed table played in-process with a built-in bot at the default episodes, scored against the
// demo's human baseline, and the model's board entry is buildLeaderboard's, in both orders: `overall` (the top run, the
// seed's order) and `mean` (the mean over all runs, abandoned ones included). A gain is the entry's number minus the
// policy's expected overall (the mean of EXPECTED_RUNS runs on other seeds), averaged over TRIALS trials.
import { performance } from 'node:perf_hooks';
import type { Agent } from '../src/battery/agents/agent.ts';
import { builtInBot } from '../src/battery/agents/bots.ts';
import { episodeSeed } from '../src/battery/engine.ts';
import { GAMES } from '../src/battery/games.ts';
import type { HumanBaseline } from '../src/battery/scoring.ts';
import { newTable, TablePlay } from '../src/battery/table.ts';
import { demoHumanBaseline } from '../src/demo/demo.ts';
import type { StoredReport } from '../src/research/benchmark.ts';
import { buildLeaderboard } from '../src/research/leaderboard.ts';
import { refereedRunRecord } from '../src/research/referee.ts';
import { mean } from '../src/research/statistics.ts';

const POLICIES = ['random', 'tit-for-tat'] as const;
const TRIALS = 12;
const BEST_OF = [5, 20] as const;
const ABANDON_OF = 5;
const EXPECTED_RUNS = 120;
const FINISHED_AT = Date.UTC(2026, 10, 1);

/** Plays `table` with `agent` until `stopBefore` decisions of seat A are left (0: to its end). */
async function playUntil(play: TablePlay, agent: Agent, agentSeed: number, stopBefore = 0): Promise<void> {
  const total = (play.table.episodes ?? 1) * Object.values(GAMES).reduce((sum, game) => sum + game.rounds, 0);
  for (let due = play.due(); due.length > 0 && play.decidedBy('A') < total - stopBefore; due = play.due()) {
    const { seat, game, episode, round, ask } = due[0]!;
    const generator = play.table.generator ?? 1;
    const decision = await agent.decide({ game, rules: GAMES[game].rules, round, episode, ask, seed: episodeSeed(agentSeed, episode, generator), generator });
    play.apply(seat, decision.choice, decision.fallback);
  }
}

/** A refereed run of `agent` on `seed`, stored as the referee stores one. */
async function run(agent: Agent, seed: number, baseline: HumanBaseline, state?: 'abandoned'): Promise<StoredReport> {
  const play = TablePlay.of(newTable('run', seed, { A: { provider: agent.provider, model: agent.model } }));
  await playUntil(play, agent, seed);
  const record = await refereedRunRecord(play.table, `run-${seed}${state ? '-abandoned' : ''}`, FINISHED_AT, baseline);
  return state ? { ...record, state, ranked: false } : record;
}

/**
 * Five tables played to their last decision: the one whose finished run scores best is finished (the abandoner's
 * estimate made exact, the most it could know), the other four swept as the referee does (fallback for what is due).
 */
async function abandoning(agent: Agent, seeds: number[], baseline: HumanBaseline): Promise<StoredReport[]> {
  const finished: StoredReport[] = [];
  const abandoned: StoredReport[] = [];
  for (const seed of seeds) {
    const play = TablePlay.of(newTable('run', seed, { A: { provider: agent.provider, model: agent.model } }));
    await playUntil(play, agent, seed, 1);
    const left = TablePlay.of(play.table);
    left.playOutWithFallback();
    await playUntil(play, agent, seed);
    finished.push(await refereedRunRecord(play.table, `run-${seed}`, FINISHED_AT, baseline));
    abandoned.push({ ...(await refereedRunRecord(left.table, `run-${seed}-abandoned`, FINISHED_AT, baseline)), state: 'abandoned', ranked: false });
  }
  const best = finished.reduce((b, r, i) => (r.overall > finished[b]!.overall ? i : b), 0);
  return [finished[best]!, ...abandoned.filter((_, i) => i !== best)];
}

/** The model's entry in both orders: what the default board lists (its top run) and what ?rankBy=mean ranks by. */
const entryOf = (runs: StoredReport[]) => {
  const [byOverall] = buildLeaderboard(runs, [], undefined, 'overall');
  const [byMean] = buildLeaderboard(runs, [], undefined, 'mean');
  return { overall: byOverall!.overall, mean: byMean!.runsMeanOverall, runs: byMean!.runs, abandoned: byMean!.abandoned };
};

export async function benchEvidence(): Promise<void> {
  const baseline = demoHumanBaseline(1_000);
  const started = performance.now();
  const rows = [];
  for (const policy of POLICIES) {
    const bot = builtInBot(policy, baseline)!;
    const agent: Agent = { provider: 'lab', model: policy, decide: (turn) => bot.decide(turn), settings: () => bot.settings() };
    // Seeds: the expectation's first, then each trial's own; no run is used twice.
    let nextSeed = 1_000_003;
    const seeds = (n: number) => Array.from({ length: n }, () => nextSeed++);
    const expected = mean(await Promise.all(seeds(EXPECTED_RUNS).map((seed) => run(agent, seed, baseline).then((r) => r.overall))));
    const strategies: Array<{ name: string; runs: () => Promise<StoredReport[]> }> = [
      { name: 'one run', runs: async () => [await run(agent, seeds(1)[0]!, baseline)] },
      ...BEST_OF.map((n) => ({ name: `best of ${n}`, runs: () => Promise.all(seeds(n).map((seed) => run(agent, seed, baseline))) })),
      { name: `open ${ABANDON_OF}, finish the best`, runs: () => abandoning(agent, seeds(ABANDON_OF), baseline) },
    ];
    for (const { name, runs } of strategies) {
      const entries: Array<ReturnType<typeof entryOf>> = [];
      for (let t = 0; t < TRIALS; t++) entries.push(entryOf(await runs()));
      const gain = (pick: (e: (typeof entries)[number]) => number) => (mean(entries.map(pick)) - expected).toFixed(2);
      rows.push({
        policy: `bot:${policy} (expected overall ${expected.toFixed(2)})`,
        strategy: name,
        'runs / abandoned on the entry': `${entries[0]!.runs} / ${entries[0]!.abandoned}`,
        'gain, default board (top run)': gain((e) => e.overall),
        'gain, ?rankBy=mean': gain((e) => e.mean),
      });
    }
  }
  console.log(`\nBest-of-N and abandonment: mean gain over ${TRIALS} trials against the policy's expected overall (${EXPECTED_RUNS} runs), refereed tables at the default episodes`);
  console.table(rows);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
