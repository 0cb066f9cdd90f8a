// What scoring v1.0's numbers can and cannot tell (docs/scoring-v1.md, "What the numbers can and cannot tell you"),
// measured with the code as it is: a constant policy against the demo board, moralConsistency of constant answers,
// riskProfile's weight in overall, and humanAlignment of a context-blind policy that keeps people's proportions. The
// facts the docs state are checked as properties, and the docs' generated block is checked against the figures.
// Regenerate the block after a change: UPDATE_GENERATED=1 npx vitest run --project service test/unit/construct-limits.test.ts
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { BOT_DISPOSITIONS, builtInBot, DispositionBot } from '../../src/battery/agents/bots.ts';
import { DEFAULT_EPISODES } from '../../src/battery/engine.ts';
import { GAMES } from '../../src/battery/games.ts';
import { newTable, playTable, type Table } from '../../src/battery/table.ts';
import { DEMO_SEED, demoHumanBaseline } from '../../src/demo/demo.ts';
import { syntheticRunPlans, syntheticSettings } from '../../src/demo/synthetic-benchmark.ts';
import { BENCHMARK_DIMENSIONS, type StoredReport } from '../../src/research/benchmark.ts';
import { BATTERY, type BatteryGame } from '../../src/research/games.ts';
import { buildLeaderboard } from '../../src/research/leaderboard.ts';
import { refereedRunRecord } from '../../src/research/referee.ts';
import { referenceRow, referenceRows, referenceSeed, type ReferenceRow } from '../../src/research/reference-agents.ts';
import { QuotaAgent } from '../helpers/quota-agent.ts';

const docsFile = new URL('../../docs/scoring-v1.md', import.meta.url).pathname;
const BEGIN = '<!-- construct-limits:begin -->';
const END = '<!-- construct-limits:end -->';

/** The demo board as a fresh `npm start` seeds it (seedSyntheticBenchmarks), without its matches. */
const DEMO_RUNS = { seed: DEMO_SEED, models: 40, runs: 400, matches: 0 };
/** The balloon risks compared: pumps aimed per balloon = round(1 + 18 × risk). */
const RISKS = [0, 0.25, 0.5, 0.75, 1] as const;

const demo = demoHumanBaseline();
const seed = referenceSeed(demo);
const finishedAt = Date.parse(demo.asOf!);

/** A run played and scored as the reference rows and the demo's runs are: a refereed table, then its record. */
async function played(agent: Agent, runSeed: number): Promise<{ table: Table; record: StoredReport }> {
  const table = await playTable(newTable('run', runSeed, { A: { provider: agent.provider, model: agent.model } }), { A: agent }, runSeed);
  return { table, record: await refereedRunRecord(table, `${agent.provider}:${agent.model}`, finishedAt, demo) };
}

/** Every choice seat A made in one game, over the run's episodes. */
const choicesIn = (table: Table, game: BatteryGame) =>
  table.games.slice(BATTERY.indexOf(game) * table.episodes!, (BATTERY.indexOf(game) + 1) * table.episodes!).flatMap((play) => play.A.map((d) => d.choice));

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

async function measure() {
  const references = Object.fromEntries((await referenceRows(demo)).map((r) => [r.model, r])) as Record<ReferenceRow['model'], ReferenceRow>;

  // 1. The demo board, played as seedSyntheticBenchmarks plays it; always-cooperate on the seed of each model's first
  // run (the first 40 plans give every model one run), not on all 400: that would double the test's time.
  const plans = [...syntheticRunPlans(DEMO_RUNS)];
  const runs: StoredReport[] = [];
  for (const plan of plans) {
    const table = await playTable(newTable('run', plan.seed, { A: { provider: plan.agent.provider, model: plan.agent.model } }, syntheticSettings(plan.agent)), { A: plan.agent }, plan.seed);
    runs.push(await refereedRunRecord(table, plan.runId, Date.parse(plan.date), demo));
  }
  const byTop = buildLeaderboard(runs, []);
  const byMean = buildLeaderboard(runs, [], undefined, 'mean');
  const firstRuns = plans.slice(0, DEMO_RUNS.models).map((plan, i) => ({ model: `${plan.agent.provider}:${plan.agent.model}`, seed: plan.seed, overall: runs[i]!.overall }));
  const cooperateOnFirst: number[] = [];
  for (const first of firstRuns) cooperateOnFirst.push((await referenceRow('always-cooperate', demo, first.seed)).overall);
  const runsPerModel = byTop.map((e) => e.runs);

  // 2. The two constant policies' answers in the dilemmas.
  const constant = await Promise.all(
    (['always-cooperate', 'always-defect'] as const).map(async (model) => {
      const { table, record } = await played(builtInBot(model, demo)!, seed);
      return { model, answers: choicesIn(table, 'moral-dilemmas'), record };
    }),
  );

  // 3. always-cooperate with only the balloon risk changed.
  const risk = [];
  for (const r of RISKS) {
    const { record } = await played(new DispositionBot('measure', `risk-${r}`, { ...BOT_DISPOSITIONS['always-cooperate'], risk: r }), seed);
    risk.push({ risk: r, pumps: Math.round(1 + 18 * r), record, balloon: record.games.find((g) => g.game === 'balloon-risk')!.score });
  }

  // 4. The quota policy against bot:human: at the reference seed, and on the seeds of the 40 models' first runs.
  const quota = (await played(new QuotaAgent(demo), seed)).record;
  const quotaOn: number[] = [];
  const humanOn: number[] = [];
  for (const { seed: s } of firstRuns) {
    quotaOn.push((await played(new QuotaAgent(demo), s)).record.humanAlignment);
    humanOn.push((await referenceRow('human', demo, s)).humanAlignment);
  }

  return {
    references,
    board: { runs: runs.length, models: byTop.length, byTop, byMean, runsPerModel, firstRuns, cooperateOnFirst },
    constant,
    risk,
    quota: { record: quota, on: quotaOn, humanOn },
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

const fixed = (x: number) => x.toFixed(2);
const range = (xs: readonly number[]) => `${fixed(Math.min(...xs))}–${fixed(Math.max(...xs))}`;
const below = (xs: readonly number[], x: number) => xs.filter((v) => v < x).length;

/** The counts claim 1 states, from the measured figures. */
function boardCounts({ references, board }: Measured) {
  const cooperate = references['always-cooperate'].overall;
  const worst = Math.min(...board.cooperateOnFirst);
  return {
    cooperate,
    worst,
    aboveTop: below(board.byTop.map((e) => e.overall), cooperate),
    aboveMean: below(board.byMean.map((e) => e.runsMeanOverall), cooperate),
    aboveFirst: board.firstRuns.filter((r, i) => board.cooperateOnFirst[i]! > r.overall).length,
    worstAboveTop: below(board.byTop.map((e) => e.overall), worst),
    worstAboveMean: below(board.byMean.map((e) => e.runsMeanOverall), worst),
  };
}

/** The docs' generated block: the figures of the four limits. */
function limitsBlock(m: Measured): string {
  const { references, board, constant, risk, quota } = m;
  const c = boardCounts(m);
  const n = board.models;
  const runsPer = board.runsPerModel;
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  const dims = (r: { dimensions: StoredReport['dimensions'] }) => BENCHMARK_DIMENSIONS.map((d) => fixed(r.dimensions[d]));
  const lines = [
    `Baseline \`asOf\` ${demo.asOf}, ${demo.sessions.toLocaleString('en')} sessions; reference seed ${seed}; ${DEFAULT_EPISODES} episodes a run.`,
    '',
    `**1. A constant policy on the demo board** (${n} synthetic models, ${board.runs} refereed runs, ${Math.min(...runsPer)}–${Math.max(...runsPer)} a model):`,
    '',
    '| always-cooperate | overall | against | demo models | always-cooperate higher |',
    '|---|---:|---|---:|---:|',
    row(['reference row (reference seed)', fixed(c.cooperate), "each model's top run (the default board)", range(board.byTop.map((e) => e.overall)), `${c.aboveTop} of ${n}`]),
    row(['reference row (reference seed)', fixed(c.cooperate), "each model's mean over its runs (`rankBy=mean`)", range(board.byMean.map((e) => e.runsMeanOverall)), `${c.aboveMean} of ${n}`]),
    row(["on the seed of each model's first run", range(board.cooperateOnFirst), "that model's first run", range(board.firstRuns.map((r) => r.overall)), `${c.aboveFirst} of ${n}`]),
    row(['its lowest of those 40 seeds', fixed(c.worst), "each model's top run", '', `${c.worstAboveTop} of ${n}`]),
    row(['its lowest of those 40 seeds', fixed(c.worst), "each model's mean", '', `${c.worstAboveMean} of ${n}`]),
    '',
    '**2. Constant answers in the moral dilemmas** (reference seed):',
    '',
    `| policy | its answers (${GAMES['moral-dilemmas'].rounds} dilemmas × ${DEFAULT_EPISODES} episodes) | moralConsistency |`,
    '|---|---|---:|',
    ...constant.map(({ model, answers, record }) => {
      const counts = [...new Set(answers)].map((a) => `${a} ${answers.filter((x) => x === a).length}`).join(', ');
      return row([model, counts, fixed(record.dimensions.moralConsistency)]);
    }),
    '',
    "**3. Only the balloon risk varied** (always-cooperate's disposition with `risk` changed; reference seed). The other five",
    `dimensions are the same in every row: ${BENCHMARK_DIMENSIONS.filter((d) => d !== 'riskProfile').map((d) => `${d} ${fixed(risk[0]!.record.dimensions[d])}`).join(', ')}.`,
    '',
    '| risk | pumps aimed per balloon | riskProfile | balloon-risk score (banked / oracle) | overall |',
    '|---:|---:|---:|---:|---:|',
    ...risk.map((r) => row([r.risk, r.pumps, fixed(r.record.dimensions.riskProfile), fixed(r.balloon), fixed(r.record.overall)])),
    '',
    `**4. humanAlignment of a context-blind quota** (reference seed; last column: the seeds of the ${quota.on.length} models' first runs):`,
    '',
    `| policy | ${BENCHMARK_DIMENSIONS.join(' | ')} | overall | humanAlignment | humanAlignment, ${quota.on.length} seeds (mean, range) |`,
    `|---|${BENCHMARK_DIMENSIONS.map(() => '---:|').join('')}---:|---:|---:|`,
    row(['people\'s proportions in quota', ...dims(quota.record), fixed(quota.record.overall), fixed(quota.record.humanAlignment), `${fixed(mean(quota.on))} (${range(quota.on)})`]),
    ...(['human', 'random', 'tit-for-tat'] as const).map((model) => {
      const r = references[model];
      const extra = model === 'human' ? `${fixed(mean(quota.humanOn))} (${range(quota.humanOn)})` : '';
      return row([`bot:${model}`, ...dims(r), fixed(r.overall), fixed(r.humanAlignment), extra]);
    }),
  ];
  return lines.join('\n');
}

describe('construct limits of scoring v1.0', () => {
  const measured = measure();

  it('a constant policy, always-cooperate, is above the demo board: its top runs and its means', async () => {
    const m = await measured;
    expect([m.board.models, m.board.runs]).toEqual([40, 400]);
    // The first 40 plans are one run of each model.
    expect(new Set(m.board.firstRuns.map((r) => r.model)).size).toBe(40);
    const c = boardCounts(m);
    // What the docs say: above every model by top run and by mean, and above every model's first run on its seed.
    expect([c.aboveTop, c.aboveMean, c.aboveFirst]).toEqual([40, 40, 40]);
    // Even at its lowest seed it is above most models' top runs and every model's mean.
    expect(c.worstAboveTop).toBeGreaterThan(m.board.models / 2);
    expect(c.worstAboveMean).toBe(40);
  }, 120_000);

  it('gives moralConsistency 100 to either constant answer', async () => {
    const { constant } = await measured;
    expect(constant.map((c) => [...new Set(c.answers)])).toEqual([['abstain'], ['act']]);
    for (const c of constant) {
      expect(c.answers).toHaveLength(GAMES['moral-dilemmas'].rounds * DEFAULT_EPISODES);
      expect(c.record.dimensions.moralConsistency, c.model).toBe(100);
    }
  }, 120_000);

  it('counts more balloon risk as more overall, up to 15 pumps, past where the game pays best', async () => {
    const { risk } = await measured;
    // Only riskProfile differs, so overall moves by its sixth.
    for (const r of risk) {
      for (const d of BENCHMARK_DIMENSIONS) if (d !== 'riskProfile') expect(r.record.dimensions[d], d).toBe(risk[0]!.record.dimensions[d]);
      expect(r.record.overall - risk[0]!.record.overall).toBeCloseTo((r.record.dimensions.riskProfile - risk[0]!.record.dimensions.riskProfile) / 6, 9);
    }
    const upTo15 = risk.slice(0, 4);
    for (let i = 1; i < upTo15.length; i++) {
      expect(upTo15[i]!.record.dimensions.riskProfile).toBeGreaterThan(upTo15[i - 1]!.record.dimensions.riskProfile);
      expect(upTo15[i]!.record.overall).toBeGreaterThan(upTo15[i - 1]!.record.overall);
    }
    // The game's own score is best at a lower risk than the one overall rewards most.
    const bestGame = risk.reduce((a, b) => (b.balloon > a.balloon ? b : a));
    const bestOverall = risk.reduce((a, b) => (b.record.overall > a.record.overall ? b : a));
    expect(bestGame.risk).toBeLessThan(bestOverall.risk);
    // Aiming at 19 pumps it collects almost nothing, and riskProfile falls back to the pumps of popped balloons.
    expect(risk[4]!.balloon).toBeLessThan(10);
    expect(risk[4]!.record.dimensions.riskProfile).toBeLessThan(risk[3]!.record.dimensions.riskProfile);
  }, 120_000);

  it('gives a context-blind quota of people\'s proportions more humanAlignment than bot:human', async () => {
    const { quota, references } = await measured;
    expect(quota.record.humanAlignment).toBeGreaterThan(references.human.humanAlignment);
    // On every seed, not just the reference one.
    expect(Math.min(...quota.on)).toBeGreaterThan(Math.max(...quota.humanOn));
    // Above every reference row.
    for (const row of Object.values(references)) expect(quota.record.humanAlignment, row.model).toBeGreaterThan(row.humanAlignment);
    // It is not a better player for it, and it splits act and abstain across a dilemma's framings.
    expect(quota.record.overall).toBeLessThan(references.human.overall);
    expect(quota.record.dimensions.moralConsistency).toBeLessThan(references.human.dimensions.moralConsistency);
  }, 120_000);

  it('are tabled in docs/scoring-v1.md as the code computes them', async () => {
    const m = await measured;
    const docs = await readFile(docsFile, 'utf8');
    const begin = docs.indexOf(BEGIN);
    const end = docs.indexOf(END);
    expect(begin, 'the docs mark where the block goes').toBeGreaterThan(0);
    expect(end).toBeGreaterThan(begin);
    const regenerated = `${docs.slice(0, begin + BEGIN.length)}\n${limitsBlock(m)}\n${docs.slice(end)}`;
    if (process.env.UPDATE_GENERATED === '1') await writeFile(docsFile, regenerated);
    // On a difference: run the command at the top of this file.
    expect(await readFile(docsFile, 'utf8')).toBe(regenerated);
  }, 120_000);
});
