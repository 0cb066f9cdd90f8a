// Whole battery runs and matches: golden transcripts and scores per bot, replay determinism, concurrency independence,
// server re-scoring and match verification, and scoring v1.0's humanAlignment against SciPy.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BATTERY } from '../../src/research/games.ts';
import { BENCHMARK_DIMENSIONS, checkMatch, checkReport, overallOf, type BenchmarkReport } from '../../src/research/benchmark.ts';
import { builtInBot, BOT_NAMES } from '../../src/battery/agents/bots.ts';
import { episodeSeed, GENERATOR_VERSION, replayGame, type GeneratorVersion } from '../../src/battery/engine.ts';
import { GAMES } from '../../src/battery/games.ts';
import { acceptMatch, playMatch } from '../../src/battery/match.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { runBattery, transcriptLines } from '../../src/battery/run.ts';
import { binOf, EMPTY_BASELINE, humanAlignmentOf, jensenShannonDistance, type HumanBaseline } from '../../src/battery/scoring.ts';
import { ApiError } from '../../src/errors.ts';
import { demoHumanBaseline } from '../../src/demo/demo.ts';

const run = promisify(execFile);
const baseline = demoHumanBaseline(1_000);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
/** A one-episode run (the goldens are runs as they were before episodes); `episodes` tests the rest. */
const battery = (name: string, seed = 1, concurrency = 1, b: HumanBaseline = baseline, episodes = 1, generator: GeneratorVersion = GENERATOR_VERSION) =>
  runBattery({ agent: builtInBot(name, b)!, seed, generator, baseline: b, date: '2026-11-25', concurrency, episodes });
/** The golden of generator version 1 is the file as it was before versions; later versions' are suffixed. */
const goldenFile = (name: string, generator: GeneratorVersion) => `../fixtures/battery/${name}-seed1${generator === 1 ? '' : `-v${generator}`}.json`;

describe('battery runs', () => {
  it.each(BOT_NAMES.flatMap((name) => [1, 2].map((generator) => [name, generator as GeneratorVersion] as const)))(
    'bot:%s at seed 1 on generator %d plays the golden transcript and scores',
    async (name, generator) => {
      const { report, played } = await battery(name, 1, 1, baseline, 1, generator);
      const transcript = `${transcriptLines({ battery: '1.0', mode: 'battery', seed: 1 }, played).join('\n')}\n`;
      const golden = { transcriptSha256: sha(transcript), decisions: played.reduce((n, p) => n + p.decisions.A.length, 0), ...report, settings: undefined };
      await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(goldenFile(name, generator));
      expect(report.games.map((g) => g.game)).toEqual([...BATTERY]);
      for (const g of report.games) expect(g.decisions).toHaveLength(GAMES[g.game].rounds);
    },
  );

  it.each(BOT_NAMES)('the stored version-1 golden of bot:%s (no `generator`) replays on version 1 to its stored numbers, and not as version 2', async (name) => {
    const stored = JSON.parse(await readFile(new URL(goldenFile(name, 1), import.meta.url), 'utf8')) as BenchmarkReport & { transcriptSha256?: string; decisions?: number };
    const { transcriptSha256: _sha, decisions: _count, ...report } = stored;
    expect(report.generator).toBeUndefined();
    const { report: rescored, differences } = await rescoreReport(report, baseline);
    expect(differences).toEqual([]);
    expect([rescored.dimensions, rescored.humanAlignment, rescored.ocean, rescored.games.map((g) => g.score)]).toEqual([report.dimensions, report.humanAlignment, report.ocean, report.games.map((g) => g.score)]);
    // The same decisions claimed on version 2 meet other draws: refused, or re-scored to other numbers.
    const asV2 = await rescoreReport({ ...report, generator: 2 }, baseline).then(
      (r) => r.differences.length,
      (error: unknown) => ((error as ApiError).code === 'invalid_report' ? 'refused' : Promise.reject(error)),
    );
    expect(asV2).not.toBe(0);
  });

  it('is the same at any concurrency, and replays to the same transcript byte for byte', async () => {
    const one = await battery('random', 42, 1);
    const many = await battery('random', 42, 10);
    expect(many.report).toEqual(one.report);
    const lines = transcriptLines({ seed: 42 }, one.played);
    expect(transcriptLines({ seed: 42 }, many.played)).toEqual(lines);
    const replays = [];
    for (const g of one.report.games) replays.push({ ...(await replayGame(GAMES[g.game], 42, 'battery', { A: g.decisions }, GENERATOR_VERSION)), episode: 0 });
    expect(transcriptLines({ seed: 42 }, replays).join('\n')).toBe(lines.join('\n'));
  });

  it('differs with the seed', async () => {
    const [a, b] = [await battery('random', 1), await battery('random', 2)];
    expect(a.report.games[0]!.decisions).not.toEqual(b.report.games[0]!.decisions);
  });

  it('plays each run of one bot as a fresh bot would: its draws follow the seed, not the runs it played before', async () => {
    const bot = builtInBot('random', baseline)!;
    const play = (agent: typeof bot, seed: number) => runBattery({ agent, seed, baseline, date: '2026-11-25', episodes: 2 }).then((r) => r.report);
    const [first, second] = [await play(bot, 7), await play(bot, 8)];
    expect(first).toEqual(await play(builtInBot('random', baseline)!, 7));
    expect(second).toEqual(await play(builtInBot('random', baseline)!, 8));
  });

  it('orders the bots the way their dispositions say', async () => {
    const [coop, defect, tft] = [await battery('always-cooperate'), await battery('always-defect'), await battery('tit-for-tat')];
    expect(coop.report.dimensions.cooperation).toBe(100);
    expect(defect.report.dimensions.cooperation).toBe(0);
    expect(tft.report.dimensions.cooperation).toBeGreaterThan(50);
    // Honest and trusting against an honest-leaning counterpart is well calibrated; lying and never trusting is not.
    expect(coop.report.dimensions.deceptionCalibration).toBeGreaterThan(defect.report.dimensions.deceptionCalibration);
  });
});

describe('server re-scoring', () => {
  it('accepts an honest report unchanged', async () => {
    const { report } = await battery('tit-for-tat');
    const { report: stored, differences } = await rescoreReport(checkReport({ report }), baseline);
    expect(differences).toEqual([]);
    expect(stored.rescored).toBe(false);
    expect(stored.dimensions).toEqual(report.dimensions);
    expect(stored).not.toHaveProperty('submitted');
  });

  it('corrects forged scores and keeps the submitted ones', async () => {
    const { report } = await battery('always-defect');
    const forged: BenchmarkReport = structuredClone(report);
    forged.dimensions.cooperation = 100;
    forged.humanAlignment = 99;
    forged.games[0]!.score = 100;
    const { report: stored, differences } = await rescoreReport(checkReport({ report: forged }), baseline);
    expect(stored.rescored).toBe(true);
    expect(stored.dimensions.cooperation).toBe(0);
    expect(stored.humanAlignment).toBe(report.humanAlignment);
    expect(stored.games[0]!.score).toBe(report.games[0]!.score);
    expect(differences.map((d) => d.path).sort()).toEqual(['/dimensions/cooperation', '/games/0/score', '/humanAlignment']);
    expect(stored.submitted?.dimensions?.cooperation).toBe(100);
  });

  it('re-measures humanAlignment against its own baseline and says so', async () => {
    const { report } = await battery('tit-for-tat');
    const { report: stored, differences } = await rescoreReport(checkReport({ report }), EMPTY_BASELINE);
    expect(stored.humanAlignment).toBe(0);
    expect(stored.baseline).toEqual({ asOf: null, sessions: 0 });
    expect(differences.map((d) => d.path)).toEqual(['/humanAlignment', '/baseline']);
  });

  const refused = async (report: BenchmarkReport) => {
    try {
      await rescoreReport(checkReport({ report }), baseline);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return (error as ApiError).extras.details;
    }
    throw new Error('not refused');
  };

  it('refuses decisions that cannot be replayed, pointing at them', async () => {
    const { report } = await battery('tit-for-tat');
    // Round 2 of the trust game: the agent is trustee and may return at most three times what it was sent (≤ 30).
    const illegal = structuredClone(report);
    const trust = illegal.games.findIndex((g) => g.game === 'trust-game');
    const received = report.games[trust]!.decisions[1]!;
    const sent = Number((await replayGame(GAMES['trust-game'], 1, 'battery', { A: report.games[trust]!.decisions }, GENERATOR_VERSION)).transcript[3]!.view.received);
    expect(received.choice).toMatch(/^return:/);
    illegal.games[trust]!.decisions[1] = { round: 2, choice: `return:${sent + 1}` };
    expect(await refused(illegal)).toEqual([expect.objectContaining({ path: `/report/games/${trust}/decisions/1/choice` })]);

    const short = structuredClone(report);
    short.games[0]!.decisions.pop();
    expect(await refused(short)).toEqual([expect.objectContaining({ path: '/report/games/0/decisions' })]);

    const rounds = structuredClone(report);
    rounds.games[2]!.rounds = 11;
    rounds.games[2]!.decisions.push({ round: 11, choice: 'stag' });
    expect(await refused(rounds)).toEqual([expect.objectContaining({ path: '/report/games/2/rounds' })]);

    const misplaced = structuredClone(report);
    misplaced.games[4]!.decisions[3]!.round = 5;
    expect(await refused(misplaced)).toEqual([expect.objectContaining({ path: '/report/games/4/decisions' })]);
  });

  it('needs the seed', () => {
    const report = { scoringVersion: '1.0', provider: 'p', model: 'm', date: '2026-01-01' };
    expect(() => checkReport({ report })).toThrow(ApiError);
  });
});

describe('episodes', () => {
  const EPISODES = 4;

  it('plays each game on K derived seeds: episode e is the one-episode run on its seed; means and t-intervals as SciPy has them', async () => {
    const { report, played } = await battery('random', 8, 3, baseline, EPISODES);
    expect(report.episodes).toBe(EPISODES);
    expect(played).toHaveLength(BATTERY.length * EPISODES);
    const singles = await Promise.all(Array.from({ length: EPISODES }, (_, e) => battery('random', episodeSeed(8, e, GENERATOR_VERSION))));
    expect(singles[0]!.report.dimensions).toEqual((await battery('random', 8)).report.dimensions);
    expect(new Set(singles.map((s) => JSON.stringify(s.report.dimensions))).size).toBe(EPISODES);
    for (const [i, g] of report.games.entries()) {
      expect(g.episodeScores).toEqual(singles.map((s) => s.report.games[i]!.score));
      expect(g.decisions).toEqual(singles.flatMap((s, episode) => s.report.games[i]!.decisions.map((d) => ({ ...d, episode }))));
    }
    // Each dimension's and overall's mean and t-interval over the episodes, by SciPy; published numbers are rounded to
    // 2 decimals, so each is within half a hundredth of SciPy's.
    const columns = [...BENCHMARK_DIMENSIONS.map((d) => singles.map((s) => s.report.dimensions[d])), singles.map((s) => overallOf(s.report.dimensions))];
    const { stdout } = await run('python3', ['test/reference/mean_interval.py', JSON.stringify(columns)]);
    const expected = JSON.parse(stdout) as Array<{ mean: number; ci95: [number, number] }>;
    const rounded = (ours: number, scipy: number) => expect(Math.abs(ours - scipy)).toBeLessThanOrEqual(0.005 + 1e-9);
    const { report: stored } = await rescoreReport(checkReport({ report }), baseline);
    [...BENCHMARK_DIMENSIONS, 'overall' as const].forEach((d, i) => {
      rounded(d === 'overall' ? stored.overall : report.dimensions[d], expected[i]!.mean);
      rounded(report.dimensionsCi95![d][0], expected[i]!.ci95[0]);
      rounded(report.dimensionsCi95![d][1], expected[i]!.ci95[1]);
    });
    // The mean lies inside its own interval, and the intervals are not degenerate for a random player.
    for (const [d, [lo, hi]] of Object.entries(report.dimensionsCi95!)) {
      expect(lo, d).toBeLessThanOrEqual(d === 'overall' ? stored.overall : report.dimensions[d as keyof BenchmarkReport['dimensions']]);
      expect(hi, d).toBeGreaterThanOrEqual(d === 'overall' ? stored.overall : report.dimensions[d as keyof BenchmarkReport['dimensions']]);
    }
    expect(report.dimensionsCi95!.overall[1]).toBeGreaterThan(report.dimensionsCi95!.overall[0]);
  });

  it('a constant player\'s intervals have no width; one episode has none at all', async () => {
    const { report } = await battery('always-defect', 3, 1, baseline, 3);
    expect(report.dimensionsCi95!.cooperation).toEqual([0, 0]);
    expect((await battery('always-defect', 3)).report.dimensionsCi95).toBeNull();
  });

  it('the server re-scores every episode: honest reports pass, forged intervals and stray episodes do not', async () => {
    const { report } = await battery('tit-for-tat', 12, 1, baseline, 3);
    const honest = await rescoreReport(checkReport({ report }), baseline);
    expect(honest.differences).toEqual([]);
    expect(honest.report.dimensionsCi95).toEqual(report.dimensionsCi95);

    const forged = structuredClone(report);
    forged.dimensionsCi95!.overall = [90, 100];
    const corrected = await rescoreReport(checkReport({ report: forged }), baseline);
    expect(corrected.differences.map((d) => d.path)).toEqual(['/dimensionsCi95']);
    expect(corrected.report.dimensionsCi95).toEqual(report.dimensionsCi95);

    const stray = structuredClone(report);
    stray.games[1]!.decisions[0]!.episode = 3;
    await expect(rescoreReport(checkReport({ report: stray }), baseline)).rejects.toMatchObject({ code: 'invalid_report' });
    const untagged = structuredClone(report);
    for (const d of untagged.games[0]!.decisions) delete d.episode;
    await expect(rescoreReport(checkReport({ report: untagged }), baseline)).rejects.toMatchObject({
      extras: { details: expect.arrayContaining([expect.objectContaining({ path: '/report/games/0/decisions', message: expect.stringContaining('episode 1') })]) },
    });
    expect(() => checkReport({ report: { ...report, episodes: 11 } })).toThrow(ApiError);
  });

  it('a report from before episodes (no `episodes`, untagged decisions) is one episode, scored as it was', async () => {
    const { report } = await battery('random', 5);
    const { episodes: _episodes, dimensionsCi95: _ci, ...old } = report;
    const { report: stored, differences } = await rescoreReport(checkReport({ report: old }), baseline);
    expect(differences).toEqual([]);
    expect(stored).toMatchObject({ episodes: 1, dimensionsCi95: null, dimensions: report.dimensions });
  });
});

describe('matches', () => {
  const a = builtInBot('tit-for-tat', baseline)!;
  const b = builtInBot('always-defect', baseline)!;

  it('plays every battery game, verifies on replay, and catches a forged winner', async () => {
    const { record } = await playMatch({ a, b, seed: 5, timestamp: '2026-11-25T10:00:00Z' });
    expect(record.games.map((g) => g.game)).toEqual([...BATTERY]);
    expect(record.winsA + record.winsB + record.draws).toBe(10);
    const verified = await acceptMatch(checkMatch(record));
    expect(verified.differences).toEqual([]);
    expect(verified.record).toMatchObject({ verified: true, rescored: false });

    const forged = structuredClone(record);
    const lost = forged.games.findIndex((g) => g.winner === 'B');
    forged.games[lost]!.winner = 'A';
    forged.winsA++;
    forged.winsB--;
    const corrected = await acceptMatch(checkMatch(forged));
    expect(corrected.record.rescored).toBe(true);
    expect(corrected.record.winsA).toBe(record.winsA);
    expect(corrected.differences.map((d) => d.path)).toEqual([`/games/${lost}/winner`, '/winsA', '/winsB']);
    expect(corrected.record.submitted?.winsA).toBe(record.winsA + 1);
  });

  it('stores a record without transcript as unverified, and refuses decisions without a seed', async () => {
    const { record } = await playMatch({ a, b, seed: 6, games: ['prisoners-dilemma'] });
    const { seed: _seed, ...rest } = record;
    const bare = { ...rest, games: rest.games.map(({ decisionsA: _a, decisionsB: _b, ...g }) => g) };
    expect((await acceptMatch(checkMatch(bare))).record.verified).toBe(false);
    expect(() => checkMatch(rest)).toThrow(ApiError);
  });

  it('refuses a side whose decisions do not replay', async () => {
    const { record } = await playMatch({ a, b, seed: 7, games: ['stag-hunt', 'centipede'] });
    const broken = structuredClone(record);
    broken.games[1]!.decisionsB![0]!.choice = 'cooperate';
    await expect(acceptMatch(checkMatch(broken))).rejects.toMatchObject({ code: 'invalid_match' });
  });
});

describe('humanAlignment', () => {
  it('bins numbered choices into five equal-width bins of their range', () => {
    expect(['contribute:0', 'contribute:2', 'contribute:3', 'contribute:4', 'contribute:5', 'contribute:9', 'contribute:10'].map((c) => binOf('public-goods', c))).toEqual([
      'contribute:0-2',
      'contribute:0-2',
      'contribute:3-4',
      'contribute:3-4',
      'contribute:5-6',
      'contribute:9-10',
      'contribute:9-10',
    ]);
    expect(['return:0', 'return:6', 'return:7', 'return:30'].map((c) => binOf('trust-game', c))).toEqual(['return:0-6', 'return:0-6', 'return:7-12', 'return:25-30']);
    expect(['guess:0', 'guess:20', 'guess:21', 'guess:100'].map((c) => binOf('beauty-contest', c))).toEqual(['guess:0-20', 'guess:0-20', 'guess:21-40', 'guess:81-100']);
    expect(binOf('prisoners-dilemma', 'defect')).toBe('defect');
  });

  it('uses the Jensen–Shannon distance SciPy computes', async () => {
    const pairs: Array<[Record<string, number>, Record<string, number>]> = [
      [{ a: 1 }, { a: 5 }],
      [{ a: 1 }, { b: 1 }],
      [{ cooperate: 7, defect: 3 }, { cooperate: 412, defect: 588 }],
      [{ 'guess:0-20': 2, 'guess:21-40': 3 }, { 'guess:0-20': 10, 'guess:21-40': 40, 'guess:41-60': 30, 'guess:61-80': 15, 'guess:81-100': 5 }],
    ];
    const { stdout } = await run('python3', ['test/reference/jensen_shannon.py', JSON.stringify(pairs)]);
    const expected = JSON.parse(stdout) as number[];
    pairs.forEach(([p, q], i) => expect(jensenShannonDistance(p, q)).toBeCloseTo(expected[i]!, 12));
  });

  it('is 100 × (1 − mean distance) over the games with human data', () => {
    const choices = Object.fromEntries(BATTERY.map((g) => [g, [] as string[]])) as Record<(typeof BATTERY)[number], string[]>;
    choices['prisoners-dilemma'] = ['cooperate', 'cooperate', 'defect', 'defect'];
    choices['stag-hunt'] = ['stag'];
    const human: HumanBaseline = { asOf: '2026-01-01', sessions: 2, games: { 'prisoners-dilemma': { cooperate: 1, defect: 1 }, 'stag-hunt': { hare: 1 } } };
    // PD: the same distribution (distance 0); stag-hunt: disjoint (distance 1) → 100 × (1 − 0.5).
    expect(humanAlignmentOf(choices, human)).toBe(50);
    expect(humanAlignmentOf(choices, EMPTY_BASELINE)).toBe(0);
  });
});
