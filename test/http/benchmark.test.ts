// The LLM benchmark and head-to-head endpoints (issues 6 and 13): report and match validation, the server's replay
// and re-scoring of submitted runs and matches, storing and reading them, keys, the leaderboard's ranking, intervals
// and head-to-head enrichment, the matrix, the results filter, and concurrent submits. SPEC §6 "Trust", "Who played":
// only refereed runs rank first and only refereed matches two buyers relayed (or provider-verified ones) move the public
// numbers; such records come from the operator's import (`verification: "refereed"`, `relay: "two-buyers"`), which
// takes hand-made match results as given, so the matrix gets exactly the results a test chooses.
// Valid reports are real battery runs of the built-in bots (test/helpers/benchmark.ts): the numbers the server must
// store are the ones the client computed when it played them, against the same (empty) human baseline; where a test
// needs a number the scoring does not fix, it is derived from those apart from the service (the means and t intervals
// of a model's runs by SciPy, test/reference/mean_interval.py). The leaderboard's reference rows: reference-agents.test.ts.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { BATTERY, isValidChoice, type GameId } from '../../src/research/games.ts';
import { MAX_SEED, type BenchmarkReport } from '../../src/research/benchmark.ts';
import {
  botReport,
  clone,
  DIMENSION_KEYS,
  dimensionsAround,
  makeMatch,
  makeReport,
  makeVerifiedMatch,
  meanOfDimensions,
  ocean,
  POOL,
  precompute,
  reportGame,
  SERVER_BASELINE,
  serverScores,
  type Bot,
  type Match,
  type Report,
  type Winner,
  V1_ROUNDS,
} from '../helpers/benchmark.ts';
import { call, type Answer } from '../helpers/client.ts';
import { settledRatings } from '../helpers/ratings.ts';
import { adminOf, createResearchKey, type Admin } from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const SUBMIT_RUN = '/api/research/benchmark/submit';
const LEADERBOARD = '/api/research/benchmark/leaderboard';
const HUMAN_BASELINE = '/api/research/benchmark/human-baseline';
const SUBMIT_MATCH = '/api/research/head-to-head/submit';
const MATRIX = '/api/research/head-to-head/matrix';
const RESULTS = '/api/research/head-to-head/results';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const execFileAsync = promisify(execFile);

/** A model's runs as the leaderboard summarises them: how many, and SciPy's mean and 95 % t interval of their overalls. */
interface RunsSummary {
  runs: number;
  mean: number;
  ci95: [number, number] | null;
}

/** Each sample's mean and t interval, computed apart from the service by SciPy (test/reference/mean_interval.py). */
async function scipySummaries(samples: ReadonlyArray<readonly number[]>): Promise<RunsSummary[]> {
  const { stdout } = await execFileAsync('python3', [new URL('../reference/mean_interval.py', import.meta.url).pathname, JSON.stringify(samples)]);
  return (JSON.parse(stdout) as Array<Omit<RunsSummary, 'runs'>>).map((s, i) => ({ runs: samples[i]!.length, ...s }));
}

const ENTRY_KEYS = [
  'rank',
  'runId',
  'provider',
  'model',
  'overall',
  'verification',
  'invalidReplies',
  'episodes',
  'dimensionsCi95',
  'runsMeanOverall',
  'runsCi95',
  'rating',
  'ratingCi95',
  'ratingProvisional',
  'dimensions',
  'humanAlignment',
  'ocean',
  'runs',
  'abandoned',
  'abandonedOften',
  'tieGroup',
  'date',
  'headToHead',
  'bestAgainst',
  'worstAgainst',
  'signature',
].sort();

/** What the server stores for a submitted report it re-scored to the report's own numbers (no fallback moves). */
const storedAs = (report: Report, runId = report.runId) => ({
  ...report,
  runId,
  overall: expect.closeTo(meanOfDimensions(report.dimensions), 9),
  rescored: false,
  verification: 'self-reported',
  invalidReplies: 0,
  ranked: true,
});
/** What the server stores for an unverified match: the record as sent. */
const unverified = (match: Match) => ({ ...match, verification: 'unverified', verified: false });
/** A run as the operator's import takes it, vouched for as refereed. */
const refereed = <T extends object>(record: T) => ({ ...record, verification: 'refereed' });
/** A match as the operator's import takes it, vouched for as refereed with its seats relayed by two buyers: it counts. */
const counted = <T extends object>(record: T) => ({ ...record, verification: 'refereed', relay: 'two-buyers' });

/** Imports records through the admin listener; the answer's counts of stored runs and matches. */
async function imported(bench: Bench, runs: unknown[], matches: unknown[]): Promise<{ runs: number; matches: number }> {
  const answer = await bench.importRecords(runs, matches);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The server's standing fields of a run submitted without fallback moves, as a submit answers them. */
const SELF_REPORTED = { verification: 'self-reported', invalidReplies: 0, ranked: true };

// ---- One server per describe block -----------------------------------------------------------------------------------

interface Bench {
  server: TestServer;
  admin: Admin;
  /** A fresh research key (1,000 requests an hour each). */
  newKey(): Promise<string>;
  key: string;
  submitRun(body: unknown, key?: string | null): Promise<Answer>;
  submitMatch(body: unknown, key?: string | null): Promise<Answer>;
  /** POST /admin/benchmark/import: records vouched for by the operator (each may carry `verification`). */
  importRecords(runs: unknown[], matches: unknown[]): Promise<Answer>;
  raw(url: string, body: string, key?: string | null): Promise<Answer>;
  get(url: string, key?: string | null): Promise<Answer>;
}

/** Starts a fresh server for the enclosing describe block; the returned object is filled in by beforeAll. */
function useBench(): Bench {
  const bench = {} as Bench;
  beforeAll(async () => {
    const server = await startTestServer({ env: { INGEST_INTERVAL_S: '86400' } });
    const admin = await adminOf(server.config.dataDir);
    const headers = (key: string | null | undefined): Record<string, string> => (key === null ? {} : { 'x-research-key': key ?? bench.key });
    Object.assign(bench, {
      server,
      admin,
      newKey: async () => (await createResearchKey(admin, `bench-${Math.random().toString(36).slice(2)}`)).key,
      submitRun: (json: unknown, key?: string | null) => call(server.base, 'POST', SUBMIT_RUN, { json, headers: headers(key) }),
      submitMatch: (json: unknown, key?: string | null) => call(server.base, 'POST', SUBMIT_MATCH, { json, headers: headers(key) }),
      importRecords: (runs: unknown[], matches: unknown[]) => admin.post('/admin/benchmark/import', { runs, matches }),
      raw: (url: string, body: string, key?: string | null) =>
        call(server.base, 'POST', url, { body, headers: { 'content-type': 'application/json', ...headers(key) } }),
      get: (url: string, key?: string | null) => call(server.base, 'GET', url, { headers: headers(key) }),
    });
    bench.key = await bench.newKey();
  }, 120_000);
  afterAll(async () => {
    await bench.server?.close();
  });
  return bench;
}

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding?: string; vary?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary as string | undefined,
          }),
        );
      })
      .on('error', reject);
  });
}

function expectError(answer: Answer, status: number, error: string) {
  expect({ status: answer.status, error: answer.body?.error }, answer.text.slice(0, 800)).toEqual({ status, error });
  expect(typeof answer.body.message).toBe('string');
}

/** 400 with `code`, and a detail at one of `paths` (one path where the contract fixes it; alternatives where it does not). */
function expectDetail(answer: Answer, code: string, paths: string | string[]) {
  expectError(answer, 400, code);
  const details = answer.body.details as Array<{ path: string; message: string }>;
  expect(Array.isArray(details), answer.text).toBe(true);
  expect(details.length).toBeGreaterThan(0);
  for (const detail of details) expect(detail).toEqual({ path: expect.any(String), message: expect.any(String) });
  const wanted = Array.isArray(paths) ? paths : [paths];
  const got = details.map((d) => d.path);
  expect(
    got.some((p) => wanted.includes(p)),
    `expected a detail at ${wanted.join(' or ')}, got ${JSON.stringify(got)}`,
  ).toBe(true);
}

async function submitted(answer: Promise<Answer>, status = 201): Promise<Answer> {
  const done = await answer;
  expect(done.status, done.text).toBe(status);
  return done;
}

/** The matrix answer's two properties of the contract (the exact key set is checked once, on its own). */
const grid = (body: { models: unknown; matrix: unknown }) => ({ models: body.models, matrix: body.matrix });

/** What a leaderboard entry of a model without any match carries. */
const NO_MATCHES = {
  headToHead: { wins: 0, losses: 0, draws: 0, winRate: null },
  bestAgainst: null,
  worstAgainst: null,
  rating: null,
  ratingCi95: null,
  ratingProvisional: false,
};

/** The published 2-decimal rounding of a number the reference computes unrounded. */
const published = (x: number) => expect.closeTo(x, 2);

/**
 * A leaderboard entry built from the run it should show, its model's runs (null: this run alone) and its matches.
 * `overall` and `dimensionsCi95` are the run's own; `runsMeanOverall` and `runsCi95` are of all the model's runs.
 */
function entryOf(rank: number, report: Report, summary: RunsSummary | null = null, h2h: object = NO_MATCHES, verification = 'self-reported') {
  const overall = meanOfDimensions(report.dimensions);
  const { runs, mean, ci95 } = summary ?? { runs: 1, mean: overall, ci95: null };
  return {
    rank,
    runId: report.runId,
    provider: report.provider,
    model: report.model,
    overall: expect.closeTo(overall, 9),
    verification,
    invalidReplies: 0,
    episodes: report.episodes ?? 1,
    dimensionsCi95: report.dimensionsCi95 ?? null,
    runsMeanOverall: published(mean),
    runsCi95: ci95 === null ? null : [published(ci95[0]), published(ci95[1])],
    dimensions: report.dimensions,
    humanAlignment: report.humanAlignment,
    ocean: report.ocean,
    runs,
    abandoned: 0,
    abandonedOften: false,
    // Its value is the interval rule's (test/unit/leaderboard.test.ts).
    tieGroup: expect.any(Number),
    date: report.date,
    signature: expect.any(String),
    ...h2h,
  };
}

function expectSentence(signature: unknown) {
  expect(typeof signature).toBe('string');
  const text = signature as string;
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text).toBe(text.trim());
  expect(text).not.toMatch(/[\r\n]/);
  expect(text).toMatch(/[.!]$/);
  // One sentence: no sentence end followed by the start of another.
  expect(text).not.toMatch(/[.!?]\s+[A-Z]/);
}

/** A pooled run's overall (the test's own mean of the client-computed dimensions). */
const overallOf = (bot: Bot, seed: number) => serverScores(bot, seed).overall;

// ---- The builders ------------------------------------------------------------------------------------------------------

describe('the builders', () => {
  it('make a report with each battery game once, the rounds v1.0 fixes, and one allowed choice per round', () => {
    const report = makeReport();
    expect(report.games.map((g) => g.game)).toEqual([...BATTERY]);
    expect(BATTERY).toHaveLength(10);
    expect(Number.isInteger(report.seed)).toBe(true);
    for (const game of report.games) {
      expect(game.rounds, game.game).toBe(V1_ROUNDS[game.game]);
      expect(game.decisions.map((d) => d.round)).toEqual(Array.from({ length: game.rounds }, (_, i) => i + 1));
      for (const decision of game.decisions) expect(isValidChoice(game.game, decision.choice), `${game.game} ${decision.choice}`).toBe(true);
    }
  });

  it('make reports the replay re-scores to their own numbers, with distinct overalls across the pool', async () => {
    for (const { bot, seed } of POOL) {
      const { differences, report } = await rescoreReport(makeReport({ bot, seed }) as BenchmarkReport, SERVER_BASELINE);
      expect(differences, `${bot}@${seed}`).toEqual([]);
      expect(report.overall).toBeCloseTo(overallOf(bot, seed), 9);
    }
    expect(new Set(POOL.map((p) => p.overall.toFixed(6))).size).toBe(POOL.length);
    // Anchors the dispositions fix whatever the seed: cooperation is all or nothing, humanAlignment 0 without people.
    expect(serverScores('always-cooperate', 1).dimensions.cooperation).toBe(100);
    expect(serverScores('always-defect', 1).dimensions.cooperation).toBe(0);
    expect(serverScores('random', 2).humanAlignment).toBe(0);
  });

  it('make a match whose win counts agree with its games', () => {
    const match = makeMatch('a:x', 'b:y', ['A', 'A', 'B', 'draw']);
    expect([match.winsA, match.winsB, match.draws]).toEqual([2, 1, 1]);
    expect(match.games.map((g) => g.winner)).toEqual(['A', 'A', 'B', 'draw']);
  });

  it('make a verified match with every game and both sides’ decisions', async () => {
    const match = await makeVerifiedMatch('a:x', 'b:y', { seed: 3 });
    expect(match.seed).toBe(3);
    expect(match.games.map((g) => g.game)).toEqual([...BATTERY]);
    for (const g of match.games) expect([g.decisionsA?.length ?? 0, g.decisionsB?.length ?? 0].every((n) => n > 0), g.game).toBe(true);
    expect(match.winsA + match.winsB + match.draws).toBe(10);
  });
});

// ---- Validation, storing, reading, keys --------------------------------------------------------------------------------

describe('benchmark runs: validation, storage and keys', () => {
  const bench = useBench();

  const NEVER = 'never-stored';
  const base = () => ({ report: makeReport({ runId: NEVER }) }) as { report: any } & Record<string, any>;
  const swapGame = (r: any, index: number, game: GameId) => (r.games[index] = reportGame(game));

  const reportRows: Array<[string, (body: any) => object | void, string | string[]]> = [
    ['missing scoringVersion', (b) => void delete b.report.scoringVersion, '/report/scoringVersion'],
    ['scoringVersion "2.0"', (b) => void (b.report.scoringVersion = '2.0'), '/report/scoringVersion'],
    ['scoringVersion 1 (a number)', (b) => void (b.report.scoringVersion = 1), '/report/scoringVersion'],
    ['provider with a space', (b) => void (b.report.provider = 'open ai'), '/report/provider'],
    ['empty provider', (b) => void (b.report.provider = ''), '/report/provider'],
    ['model of 101 characters', (b) => void (b.report.model = 'm'.repeat(101)), '/report/model'],
    ['runId with a space', (b) => void (b.report.runId = 'run 1'), '/report/runId'],
    ['missing seed', (b) => void delete b.report.seed, '/report/seed'],
    ['seed -1', (b) => void (b.report.seed = -1), '/report/seed'],
    ['seed 1.5', (b) => void (b.report.seed = 1.5), '/report/seed'],
    ['seed MAX_SEED + 1', (b) => void (b.report.seed = MAX_SEED + 1), '/report/seed'],
    ["seed '1' (a string)", (b) => void (b.report.seed = '1'), '/report/seed'],
    ['a dimension of 100.5', (b) => void (b.report.dimensions.cooperation = 100.5), '/report/dimensions/cooperation'],
    ['a dimension of -1', (b) => void (b.report.dimensions.pressureResponse = -1), '/report/dimensions/pressureResponse'],
    ['a dimension missing', (b) => void delete b.report.dimensions.strategicHorizon, '/report/dimensions/strategicHorizon'],
    ['an unknown dimension', (b) => void (b.report.dimensions.charisma = 50), '/report/dimensions/charisma'],
    ['humanAlignment missing', (b) => void delete b.report.humanAlignment, '/report/humanAlignment'],
    ['humanAlignment 101', (b) => void (b.report.humanAlignment = 101), '/report/humanAlignment'],
    ['an ocean key missing', (b) => void delete b.report.ocean.N, '/report/ocean/N'],
    ['an ocean value of 10.5', (b) => void (b.report.ocean.O = 10.5), '/report/ocean/O'],
    ['a battery game missing (9 games)', (b) => void b.report.games.splice(6, 1), ['/report/games']],
    [
      'a game twice (10 entries, one duplicated)',
      (b) => void (b.report.games[9] = clone(b.report.games[0])),
      ['/report/games', '/report/games/9', '/report/games/9/game'],
    ],
    ["a non-battery game ('chicken')", (b) => void swapGame(b.report, 4, 'chicken'), '/report/games/4/game'],
    ['rounds 0', (b) => void (b.report.games[2].rounds = 0), '/report/games/2/rounds'],
    ['rounds 1001', (b) => void (b.report.games[2].rounds = 1001), '/report/games/2/rounds'],
    ['rounds 2.5', (b) => void (b.report.games[2].rounds = 2.5), '/report/games/2/rounds'],
    ['score 101', (b) => void (b.report.games[1].score = 101), '/report/games/1/score'],
    ["'cooperate' in balloon-risk", (b) => void (b.report.games[4].decisions[0].choice = 'cooperate'), '/report/games/4/decisions/0/choice'],
    ["'contribute:11' in public-goods", (b) => void (b.report.games[1].decisions[1].choice = 'contribute:11'), '/report/games/1/decisions/1/choice'],
    ['a decision round > rounds', (b) => void (b.report.games[0].decisions[9].round = 11), '/report/games/0/decisions/9/round'],
    ['a decision round 0', (b) => void (b.report.games[3].decisions[0].round = 0), '/report/games/3/decisions/0/round'],
    ['no decisions', (b) => void (b.report.games[5].decisions = []), '/report/games/5/decisions'],
    ['an unknown property of the report', (b) => void (b.report.favouriteColour = 'blue'), '/report/favouriteColour'],
    ['an unknown property of a game', (b) => void (b.report.games[0].notes = 'x'), '/report/games/0/notes'],
    // Its own runId: the row stands alone if the wrapper were not closed.
    ['an unknown property of the body', (b) => void ((b.extra = 1), (b.report.runId = 'body-extra')), '/extra'],
    ["the runId 'leaderboard' (its GET address is the leaderboard's)", (b) => void (b.report.runId = 'leaderboard'), '/report/runId'],
    [
      'settings with 51 properties',
      (b) => void (b.report.settings = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]))),
      '/report/settings',
    ],
    ['settings over 10,000 characters as JSON', (b) => void (b.report.settings = { blob: 'x'.repeat(10_000) }), '/report/settings'],
    ['settings nested 17 deep', (b) => void (b.report.settings = { deep: JSON.parse(`${'['.repeat(16)}${']'.repeat(16)}`) }), '/report/settings'],
    ["date '2026-02-30'", (b) => void (b.report.date = '2026-02-30'), '/report/date'],
    ["date '2026-1-5'", (b) => void (b.report.date = '2026-1-5'), '/report/date'],
    ['a body without report', (b) => ({ notReport: b.report }), '/report'],
    ['report not an object', () => ({ report: 'yes' }), '/report'],
  ];

  it.each(reportRows)('400 invalid_report for %s, with details', async (_label, mutate, paths) => {
    const body = base();
    const replaced = mutate(body);
    expectDetail(await bench.submitRun(replaced ?? body), 'invalid_report', paths);
  });

  // Well-formed reports whose decisions the replay refuses (tit-for-tat at seed 1: the default report).
  const replayRows: Array<[string, (report: any) => void, string]> = [
    // prisoners-dilemma has 10 rounds; the decisions stop at 9 so only the replay can tell.
    ['rounds 9 for prisoners-dilemma (9 decisions)', (r) => void ((r.games[0].rounds = 9), r.games[0].decisions.pop()), '/report/games/0/rounds'],
    ['rounds 11 for prisoners-dilemma', (r) => void (r.games[0].rounds = 11), '/report/games/0/rounds'],
    ['rounds 10 for beauty-contest (it has 5)', (r) => void (r.games[5].rounds = 10), '/report/games/5/rounds'],
    // The counterpart invests 4–7 in round 2, so the trustee holds at most 21.
    ['return:30 in trust-game round 2, more than the trustee received', (r) => void (r.games[3].decisions[1].choice = 'return:30'), '/report/games/3/decisions/1/choice'],
    ['return:0 where an investment is due (trust-game round 1)', (r) => void (r.games[3].decisions[0].choice = 'return:0'), '/report/games/3/decisions/0/choice'],
    ['the decisions of centipede truncated to 2', (r) => void r.games[6].decisions.splice(2), '/report/games/6/decisions'],
    ['a round decided twice (stag-hunt round 1 repeated)', (r) => void r.games[2].decisions.splice(1, 0, clone(r.games[2].decisions[0])), '/report/games/2/decisions'],
    ['a round skipped (public-goods round 4 missing)', (r) => void r.games[1].decisions.splice(3, 1), '/report/games/1/decisions'],
  ];

  it.each(replayRows)('400 invalid_report when the replay refuses %s', async (_label, mutate, path) => {
    const body = base();
    mutate(body.report);
    expectDetail(await bench.submitRun(body), 'invalid_report', path);
  });

  it('reports every game the replay refuses, each under its own path', async () => {
    const body = base();
    body.report.games[0].rounds = 11;
    body.report.games[3].decisions[1].choice = 'return:30';
    body.report.games[6].decisions.splice(2);
    const answer = await bench.submitRun(body);
    expectError(answer, 400, 'invalid_report');
    const paths = (answer.body.details as Array<{ path: string }>).map((d) => d.path);
    expect(paths).toEqual(['/report/games/0/rounds', '/report/games/3/decisions/1/choice', '/report/games/6/decisions']);
  });

  it('400 invalid_json for a body that is not JSON', async () => {
    for (const text of ['{"report": {', "{'report': {}}", '{"report": NaN}', 'report']) {
      expectError(await bench.raw(SUBMIT_RUN, text), 400, 'invalid_json');
    }
  });

  it('stored none of the refused reports', async () => {
    expectError(await bench.get(`/api/research/benchmark/${NEVER}`), 404, 'run_not_found');
  });

  it('refuses settings nested deeper than JSON.stringify can go (it was a 500) with 400 invalid_report, before serialising them', async () => {
    const text = JSON.stringify({ report: { ...makeReport(), settings: { deep: 'DEEP' } } }).replace('"DEEP"', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    const refused = await bench.raw(SUBMIT_RUN, text);
    expect([refused.status, refused.body.error, refused.body.details]).toEqual([400, 'invalid_report', [{ path: '/report/settings', message: 'must nest at most 16 levels deep' }]]);
  });

  it('scores against an empty human baseline (the warehouse has no sessions): what the expected numbers assume', async () => {
    const answer = await bench.get(HUMAN_BASELINE, null);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ asOf: SERVER_BASELINE.asOf, sessions: SERVER_BASELINE.sessions, games: {} });
    expect(SERVER_BASELINE).toMatchObject({ asOf: null, sessions: 0 });
  });

  it('accepts the battery in any order, model and runId of 100 characters, 50 settings, and the seed range edges', async () => {
    const report = makeReport({
      runId: `r${'.'.repeat(98)}z`,
      model: 'M'.repeat(100),
      settings: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, { deep: [i, null, 'x'] }])),
    });
    report.games.reverse();
    const answer = await submitted(bench.submitRun({ report }));
    expect(answer.body).toEqual({ runId: report.runId, overall: expect.closeTo(meanOfDimensions(report.dimensions), 9), rescored: false, differences: [], ...SELF_REPORTED });
    const stored = await bench.get(`/api/research/benchmark/${report.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(storedAs(report));
    expect(stored.body.games.map((g: { game: string }) => g.game)).toEqual([...BATTERY].reverse());

    for (const seed of [0, 2 ** 32 - 1]) {
      const edge = { ...(await botReport('random', seed)), runId: `seed-${seed}`, provider: 'edge', model: `seed-${seed}` };
      const edgeAnswer = await submitted(bench.submitRun({ report: edge }));
      expect(edgeAnswer.body).toMatchObject({ runId: `seed-${seed}`, rescored: false, differences: [] });
      expect((await bench.get(`/api/research/benchmark/seed-${seed}`)).body).toEqual(storedAs(edge));
    }
  });

  it('stores a run: 201 {runId, overall, rescored, differences, verification, invalidReplies, ranked}, overall the mean of the six dimensions, a submitted overall ignored', async () => {
    const report = makeReport({
      runId: 'openai:gpt-4o.run-1',
      bot: 'always-defect',
      seed: 2,
      settings: { temperature: 0.7, maxTokens: 512, system: 'none', tools: ['calculator'], nested: { a: null, b: [1, 2] } },
    });
    const d = serverScores('always-defect', 2).dimensions;
    const expectedOverall = (d.cooperation + d.deceptionCalibration + d.moralConsistency + d.riskProfile + d.strategicHorizon + d.pressureResponse) / 6;
    const answer = await submitted(bench.submitRun({ report: { ...report, overall: 99 } }));
    expect(answer.body).toEqual({ runId: 'openai:gpt-4o.run-1', overall: expect.closeTo(expectedOverall, 9), rescored: false, differences: [], ...SELF_REPORTED });
    expect(Object.keys(answer.body).sort()).toEqual(['differences', 'invalidReplies', 'overall', 'ranked', 'rescored', 'runId', 'verification']);

    const stored = await bench.get('/api/research/benchmark/openai:gpt-4o.run-1');
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(storedAs(report));
    expect(Object.keys(report)).toContain('invalidReplies');
    expect(Object.keys(stored.body).sort()).toEqual([...Object.keys(report), 'overall', 'rescored', 'verification', 'ranked'].sort());
    expect(stored.body.overall).not.toBe(99);
  });

  it('corrects submitted numbers that differ from its replay, keeps them under `submitted`, and ranks by its own', async () => {
    const server = serverScores('tit-for-tat', 8);
    const claimed = makeReport({
      seed: 8,
      runId: 'claims-too-much',
      provider: 'claims',
      model: 'inflated',
      dimensions: {
        ...server.dimensions,
        cooperation: server.dimensions.cooperation - 10,
        // Within the published precision (2 decimals): the same number.
        riskProfile: server.dimensions.riskProfile + 0.004,
      },
      humanAlignment: 64.5,
      ocean: { ...server.ocean, A: -server.ocean.A },
    });
    claimed.games[0]!.score = server.gameScores[0]! + 1;
    claimed.baseline = { asOf: '2026-01-01', sessions: 5 };
    expect(server.ocean.A).not.toBe(0);

    const answer = await submitted(bench.submitRun({ report: claimed }));
    expect(answer.body).toMatchObject({ runId: 'claims-too-much', overall: expect.closeTo(server.overall, 9), rescored: true });
    expect(answer.body.differences).toHaveLength(5);
    expect(answer.body.differences).toEqual(
      expect.arrayContaining([
        { path: '/games/0/score', submitted: server.gameScores[0]! + 1, server: server.gameScores[0] },
        { path: '/dimensions/cooperation', submitted: server.dimensions.cooperation - 10, server: server.dimensions.cooperation },
        { path: '/humanAlignment', submitted: 64.5, server: 0 },
        { path: '/ocean/A', submitted: -server.ocean.A, server: server.ocean.A },
        { path: '/baseline', submitted: { asOf: '2026-01-01', sessions: 5 }, server: { asOf: null, sessions: 0 } },
      ]),
    );

    const stored = (await bench.get('/api/research/benchmark/claims-too-much')).body;
    expect(stored).toEqual({
      ...claimed,
      games: claimed.games.map((g, i) => ({ ...g, score: server.gameScores[i] })),
      dimensions: server.dimensions,
      humanAlignment: server.humanAlignment,
      ocean: server.ocean,
      baseline: { asOf: null, sessions: 0 },
      overall: expect.closeTo(server.overall, 9),
      rescored: true,
      ...SELF_REPORTED,
      submitted: {
        dimensions: claimed.dimensions,
        humanAlignment: 64.5,
        ocean: claimed.ocean,
        gameScores: claimed.games.map((g) => g.score),
        baseline: { asOf: '2026-01-01', sessions: 5 },
      },
    });

    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.find((e: any) => e.provider === 'claims')).toMatchObject({
      overall: expect.closeTo(server.overall, 9),
      dimensions: server.dimensions,
      humanAlignment: 0,
      ocean: server.ocean,
    });
  });

  it('corrects claimed numbers at the range edges too', async () => {
    const report = makeReport({ runId: 'edges', provider: 'edges', model: 'claimed', bot: 'random', seed: 4 });
    report.dimensions = { ...report.dimensions, cooperation: 0, riskProfile: 100 };
    report.ocean = ocean(-10, 10, 0, -10, 10);
    report.humanAlignment = 100;
    const answer = await submitted(bench.submitRun({ report }));
    expect(answer.body.rescored).toBe(true);
    const stored = (await bench.get('/api/research/benchmark/edges')).body;
    expect(stored).toMatchObject({ dimensions: serverScores('random', 4).dimensions, ocean: serverScores('random', 4).ocean, humanAlignment: 0 });
    expect(stored.submitted).toMatchObject({ dimensions: report.dimensions, ocean: report.ocean, humanAlignment: 100 });
  });

  it('404 run_not_found for an unknown runId', async () => {
    for (const id of ['no-such-run', 'openai:gpt-4o.run-2', 'OPENAI:GPT-4O.RUN-1']) {
      expectError(await bench.get(`/api/research/benchmark/${id}`), 404, 'run_not_found');
    }
  });

  it('409 run_exists for a second submit with the same runId, leaving the first untouched', async () => {
    const first = makeReport({ runId: 'dup-run', bot: 'always-cooperate', seed: 5 });
    await submitted(bench.submitRun({ report: first }));
    const second = makeReport({ runId: 'dup-run', bot: 'random', seed: 5, provider: 'other', model: 'model' });
    expectError(await bench.submitRun({ report: second }), 409, 'run_exists');
    const stored = await bench.get('/api/research/benchmark/dup-run');
    expect(stored.body).toEqual(storedAs(first));
  });

  it('assigns a UUID runId when the report has none', async () => {
    const report = makeReport({ provider: 'anthropic', model: 'claude-3.5', bot: 'random', seed: 6 });
    const one = await submitted(bench.submitRun({ report }));
    const two = await submitted(bench.submitRun({ report: makeReport({ provider: 'anthropic', model: 'claude-3.5', bot: 'random', seed: 7 }) }));
    expect(one.body.runId).toMatch(UUID);
    expect(two.body.runId).toMatch(UUID);
    expect(one.body.runId).not.toBe(two.body.runId);
    expect(one.body.overall).toBeCloseTo(overallOf('random', 6), 9);
    const stored = await bench.get(`/api/research/benchmark/${one.body.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(storedAs(report, one.body.runId));
  });

  describe('keys', () => {
    let revokedKey: string;
    beforeAll(async () => {
      const revoked = await createResearchKey(bench.admin, 'revoked lab');
      revokedKey = revoked.key;
      const answer = await bench.admin.post('/admin/research-key/revoke', { hash: revoked.hash });
      expect(answer.status).toBe(200);
    });

    const keyed: Array<[string, (b: Bench, key: string | null) => Promise<Answer>]> = [
      ['POST benchmark/submit', (b, key) => b.submitRun({ report: makeReport({ runId: 'key-test' }) }, key)],
      ['POST head-to-head/submit', (b, key) => b.submitMatch(makeMatch('a:x', 'b:y', ['A'], { matchId: 'key-test' }), key)],
      ['GET benchmark/:runId', (b, key) => b.get('/api/research/benchmark/openai:gpt-4o.run-1', key)],
      ['GET benchmark/:runId (unknown run)', (b, key) => b.get('/api/research/benchmark/no-such-run', key)],
      ['GET head-to-head/results', (b, key) => b.get(RESULTS, key)],
    ];

    it.each(keyed)('%s: 401 missing_research_key without a key', async (_label, send) => {
      expectError(await send(bench, null), 401, 'missing_research_key');
    });

    it.each(keyed)('%s: 401 invalid_research_key for a malformed, unknown or revoked key', async (_label, send) => {
      for (const key of ['rk_nothex', `rk_${'0'.repeat(32)}`, `svc_${'0'.repeat(32)}`, revokedKey]) {
        expectError(await send(bench, key), 401, 'invalid_research_key');
      }
    });

    it('checks the key before reading the body', async () => {
      expectError(await bench.raw(SUBMIT_RUN, '{not json', null), 401, 'missing_research_key');
      expectError(await bench.raw(SUBMIT_MATCH, '{not json', 'rk_nothex'), 401, 'invalid_research_key');
    });

    it('nothing was stored by the refused submits', async () => {
      expectError(await bench.get('/api/research/benchmark/key-test'), 404, 'run_not_found');
      const results = await bench.get(RESULTS);
      expect(results.status).toBe(200);
      expect(results.body.results.map((r: Match) => r.matchId)).not.toContain('key-test');
    });

    it('serves the leaderboard and the matrix without a key', async () => {
      const leaderboard = await bench.get(LEADERBOARD, null);
      expect(leaderboard.status, leaderboard.text).toBe(200);
      expect(leaderboard.body.scoringVersion).toBe('1.0');
      expect(Array.isArray(leaderboard.body.entries)).toBe(true);
      const matrix = await bench.get(MATRIX, null);
      expect(matrix.status, matrix.text).toBe(200);
      expect(matrix.body).toMatchObject({ models: expect.any(Array), matrix: expect.any(Array) });
      // A key changes nothing.
      expect((await bench.get(LEADERBOARD)).body).toEqual(leaderboard.body);
    });

    it('sends leaderboard and matrix gzipped to clients that accept it, and plain to the others', async () => {
      for (const url of [LEADERBOARD, MATRIX]) {
        const plain = await rawGet(`${bench.server.base}${url}`, {});
        const zipped = await rawGet(`${bench.server.base}${url}`, { 'accept-encoding': 'gzip, deflate' });
        expect([plain.encoding, zipped.encoding, zipped.vary]).toEqual([undefined, 'gzip', 'Accept-Encoding']);
        expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
        expect((await rawGet(`${bench.server.base}${url}`, { 'accept-encoding': 'gzip;q=0' })).encoding).toBeUndefined();
      }
    });

    it('answers with the top-level properties of the contract, plus whether the data is demo data', async () => {
      const leaderboard = (await bench.get(LEADERBOARD, null)).body;
      const matrix = (await bench.get(MATRIX, null)).body;
      expect(Object.keys(leaderboard).sort()).toEqual(['entries', 'rankBy', 'references', 'scoringVersion', 'synthetic']);
      expect(Object.keys(matrix).sort()).toEqual(['matrix', 'models', 'synthetic']);
      expect([leaderboard.synthetic, matrix.synthetic]).toEqual([false, false]);
    });
  });
});

// ---- Match validation and storage ---------------------------------------------------------------------------------------

describe('head-to-head matches: validation and storage', () => {
  const bench = useBench();

  const NEVER = 'never-stored-match';
  const base = (): any => makeMatch('openai:gpt-4o', 'anthropic:claude-3.5', ['A', 'B', 'draw'], { matchId: NEVER });

  const matchRows: Array<[string, (m: any) => unknown, string | string[]]> = [
    ['playerA === playerB', (m) => (m.playerB = m.playerA), ['/playerB', '/playerA']],
    ["a player without ':'", (m) => (m.playerA = 'openai-gpt-4o'), '/playerA'],
    ['a player with a space', (m) => (m.playerB = 'anthropic:claude 3'), '/playerB'],
    ['a player with an empty model', (m) => (m.playerB = 'anthropic:'), '/playerB'],
    ['matchId with a space', (m) => (m.matchId = 'match 1'), '/matchId'],
    ['winsA not the count of A winners (sum still right)', (m) => ((m.winsA = 2), (m.winsB = 0)), '/winsA'],
    ['winsA + winsB + draws ≠ games.length', (m) => (m.draws = 2), ['/draws', '/games']],
    ['winsA negative', (m) => (m.winsA = -1), '/winsA'],
    ['draws 0.5', (m) => (m.draws = 0.5), '/draws'],
    ['21 findings', (m) => (m.findings = Array.from({ length: 21 }, (_, i) => `Finding ${i}.`)), '/findings'],
    ['a finding of 501 characters', (m) => (m.findings = ['f'.repeat(501)]), '/findings/0'],
    ['an empty finding', (m) => (m.findings = ['ok', '']), '/findings/1'],
    ['empty games', (m) => ((m.games = []), (m.winsA = m.winsB = m.draws = 0)), '/games'],
    ['101 games', (m) => ((m.games = Array.from({ length: 101 }, () => m.games[2])), (m.winsA = m.winsB = 0), (m.draws = 101)), '/games'],
    ["winner 'C'", (m) => (m.games[1].winner = 'C'), '/games/1/winner'],
    ["a non-battery game ('chicken')", (m) => (m.games[0].game = 'chicken'), '/games/0/game'],
    ['a game score of 101', (m) => (m.games[0].scoreB = 101), '/games/0/scoreB'],
    ['cooperationRateA 1.5', (m) => (m.cooperationRateA = 1.5), '/cooperationRateA'],
    ['a game cooperationRateB -0.1', (m) => (m.games[2].cooperationRateB = -0.1), '/games/2/cooperationRateB'],
    ['an ocean value of -11', (m) => (m.oceanB.E = -11), '/oceanB/E'],
    ["timestamp 'yesterday'", (m) => (m.timestamp = 'yesterday'), '/timestamp'],
    ['timestamp missing', (m) => delete m.timestamp, '/timestamp'],
    ['an unknown property', (m) => (m.venue = 'arena'), '/venue'],
    ['an unknown property of a game', (m) => (m.games[0].notes = 'x'), '/games/0/notes'],
    ['decisions without a seed', (m) => ((m.games[0].decisionsA = [{ round: 1, choice: 'cooperate' }]), (m.games[0].decisionsB = [])), '/seed'],
    ['a seed with games lacking decisions', (m) => (m.seed = 1), '/games/0'],
    ['seed -1', (m) => (m.seed = -1), '/seed'],
  ];

  it.each(matchRows)('400 invalid_match for %s, with details', async (_label, mutate, paths) => {
    const match = base();
    mutate(match);
    expectDetail(await bench.submitMatch(match), 'invalid_match', paths);
  });

  // Verified records (always-cooperate against always-defect, seed 1, all ten games) whose decisions the replay refuses.
  const replayRows: Array<[string, (m: any) => void, string]> = [
    ["'maybe' in prisoners-dilemma", (m) => void (m.games[0].decisionsA[0].choice = 'maybe'), '/games/0/decisionsA'],
    ["side B's stag-hunt decisions truncated", (m) => void m.games[2].decisionsB.splice(3), '/games/2/decisionsB'],
    ['an extra decision after the last round (balloon-risk, a one-player game)', (m) => void m.games[4].decisionsA.push({ round: 30, choice: 'pump' }), '/games/4/decisionsA'],
    ['the same game twice', (m) => void ((m.games[1] = clone(m.games[0])), recount(m)), '/games/1/game'],
  ];

  it.each(replayRows)('400 invalid_match when the replay refuses %s', async (_label, mutate, path) => {
    const match: any = await makeVerifiedMatch('openai:gpt-4o', 'anthropic:claude-3.5', { matchId: NEVER });
    mutate(match);
    expectDetail(await bench.submitMatch(match), 'invalid_match', path);
  });

  it('400 invalid_json for a body that is not JSON', async () => {
    for (const text of ['{"playerA": ', "{'playerA': 'a:b'}", '[', 'match']) {
      expectError(await bench.raw(SUBMIT_MATCH, text), 400, 'invalid_json');
    }
  });

  it('stored none of the refused matches', async () => {
    const results = await bench.get(RESULTS);
    expect(results.body).toEqual({ count: 0, results: [] });
    expect(grid((await bench.get(MATRIX, null)).body)).toEqual({ models: [], matrix: [] });
  });

  it('stores an unverified match as sent: 201 {matchId, verification: unverified, verified: false}; 409 match_exists for the same matchId; a UUID when none is given', async () => {
    const match = makeMatch('openai:gpt-4o', 'anthropic:claude-3.5', ['A', 'B', 'draw'], { matchId: 'm-1' });
    match.findings = ['f'.repeat(500), ...Array.from({ length: 19 }, (_, i) => `Finding ${i}.`)];
    delete match.games[0]!.cooperationRateA;
    delete match.games[0]!.cooperationRateB;
    const answer = await submitted(bench.submitMatch(match));
    expect(answer.body).toEqual({ matchId: 'm-1', verification: 'unverified', verified: false, rescored: false, differences: [] });

    const again = makeMatch('google:gemini', 'anthropic:claude-3.5', ['B'], { matchId: 'm-1' });
    expectError(await bench.submitMatch(again), 409, 'match_exists');

    const anonymous = makeMatch('google:gemini', 'anthropic:claude-3.5', ['B']);
    const assigned = await submitted(bench.submitMatch(anonymous));
    expect(assigned.body.matchId).toMatch(UUID);

    const results = await bench.get(RESULTS);
    expect(results.body.count).toBe(2);
    const byId = new Map(results.body.results.map((r: Match) => [r.matchId, r]));
    expect(byId.get('m-1')).toEqual(unverified(match));
    expect(byId.get(assigned.body.matchId)).toEqual(unverified({ ...anonymous, matchId: assigned.body.matchId }));
  });

  it('replays a match with its seed and decisions: replayed, stored with its own results', async () => {
    const match = await makeVerifiedMatch('lab:coop', 'lab:defect', { matchId: 'v-1', seed: 2 });
    const answer = await submitted(bench.submitMatch(match));
    expect(answer.body).toEqual({ matchId: 'v-1', verification: 'replayed', verified: true, rescored: false, differences: [] });
    const stored = (await bench.get(`${RESULTS}?playerA=lab:coop&playerB=lab:defect`)).body;
    expect(stored).toEqual({ count: 1, results: [{ ...match, verification: 'replayed', verified: true, rescored: false }] });
    // Always-defect never loses prisoners-dilemma to always-cooperate.
    expect(match.games[0]).toMatchObject({ game: 'prisoners-dilemma', winner: 'B', cooperationRateA: 1, cooperationRateB: 0 });
  });

  it('corrects a verified match whose claimed results differ, and keeps the claims under `submitted`', async () => {
    const played = await makeVerifiedMatch('lab:coop', 'lab:defect', { matchId: 'v-2', seed: 3 });
    const claimed = clone(played);
    // Claim side A won prisoners-dilemma (B did), with the scores swapped and the totals made to add up.
    const pd = claimed.games[0]!;
    expect(pd.winner).toBe('B');
    [pd.winner, pd.scoreA, pd.scoreB] = ['A', pd.scoreB, pd.scoreA];
    claimed.winsA += 1;
    claimed.winsB -= 1;
    const answer = await submitted(bench.submitMatch(claimed));
    expect(answer.body).toMatchObject({ matchId: 'v-2', verification: 'replayed', verified: true, rescored: true });
    expect(answer.body.differences).toEqual(
      expect.arrayContaining([
        { path: '/games/0/winner', submitted: 'A', server: 'B' },
        { path: '/games/0/scoreA', submitted: played.games[0]!.scoreB, server: played.games[0]!.scoreA },
        { path: '/winsA', submitted: played.winsA + 1, server: played.winsA },
        { path: '/winsB', submitted: played.winsB - 1, server: played.winsB },
      ]),
    );
    const [stored] = (await bench.get(`${RESULTS}?playerA=lab:coop&limit=1000`)).body.results.filter((r: Match) => r.matchId === 'v-2');
    expect(stored).toMatchObject({ verification: 'replayed', verified: true, rescored: true, winsA: played.winsA, winsB: played.winsB, games: played.games });
    expect(stored.submitted).toMatchObject({ winsA: played.winsA + 1, winsB: played.winsB - 1 });
    expect(stored.submitted.games[0]).toEqual({ game: 'prisoners-dilemma', winner: 'A', scoreA: played.games[0]!.scoreB, scoreB: played.games[0]!.scoreA });
  });
});

/** Win counts made to agree with the games' winners again, after a test changed the games. */
function recount(m: Match): void {
  m.winsA = m.games.filter((g) => g.winner === 'A').length;
  m.winsB = m.games.filter((g) => g.winner === 'B').length;
  m.draws = m.games.filter((g) => g.winner === 'draw').length;
}

// ---- Leaderboard ranking ---------------------------------------------------------------------------------------------

/**
 * Runs at eight levels of overall, best first. A level holds distinct plays (the server refuses a second copy of one
 * play) whose overalls are exactly equal, found by scoring the bots over seeds 1–300; the checks below pin both.
 */
const LEVELS = {
  top: [['tit-for-tat', 1]],
  second: [['tit-for-tat', 108], ['tit-for-tat', 220]],
  third: [['always-cooperate', 3], ['always-cooperate', 292]],
  fourth: [['always-defect', 123], ['always-defect', 246], ['random', 144]],
  fifth: [['always-defect', 2]],
  sixth: [['always-defect', 13]],
  seventh: [['always-defect', 102], ['always-defect', 168]],
  last: [['random', 226], ['random', 284]],
} as const satisfies Record<string, ReadonlyArray<readonly [Bot, number]>>;
type Level = keyof typeof LEVELS;
await precompute(Object.values(LEVELS).flat());

describe('leaderboard ranking', () => {
  const bench = useBench();
  const play = ([bot, seed]: readonly [Bot, number]) => overallOf(bot, seed);
  const level = (l: Level) => play(LEVELS[l][0]);
  /** A report of level `l`: its `copy`-th play (each play of a level is another, of the same overall). */
  const run = (runId: string, provider: string, model: string, l: Level, date: string, copy = 0) => {
    const [bot, seed] = LEVELS[l][copy]!;
    return makeReport({ runId, provider, model, date, bot, seed });
  };

  // openai/gpt-4o: three runs; the best two tie on overall, the earlier date wins.
  const oa1 = run('oa-1', 'openai', 'gpt-4o', 'sixth', '2026-01-10');
  const oa2 = run('oa-2', 'openai', 'gpt-4o', 'second', '2026-01-12');
  const oa3 = run('oa-3', 'openai', 'gpt-4o', 'second', '2026-01-11', 1);
  // anthropic/claude: two runs, the better one shown.
  const an1 = run('an-1', 'anthropic', 'claude', 'third', '2026-01-08');
  const an2 = run('an-2', 'anthropic', 'claude', 'fifth', '2026-01-02');
  // mistral ties anthropic on overall with a later date.
  const ms1 = run('ms-1', 'mistral', 'large', 'third', '2026-01-09', 1);
  // google/gemini: two runs tied on overall and date, the smaller runId shown; it also ties deepseek, whose runId is larger.
  const ggB = run('g-b', 'google', 'gemini', 'fourth', '2026-01-05');
  const ggA = run('g-a', 'google', 'gemini', 'fourth', '2026-01-05', 1);
  const ds = run('h-1', 'deepseek', 'chat', 'fourth', '2026-01-05', 2);
  // xai and meta tie on overall and date: 'a-run' < 'z-run' although 'meta' < 'xai'.
  const meta = run('z-run', 'meta', 'llama', 'seventh', '2026-01-01');
  const xai = run('a-run', 'xai', 'grok', 'seventh', '2026-01-01', 1);
  // Same provider, another model: its own entry.
  const mini = run('om', 'openai', 'gpt-4o-mini', 'last', '2026-01-01');

  beforeAll(async () => {
    // Submitted in an order unrelated to the ranking.
    for (const report of [meta, oa1, ggB, an2, mini, oa2, ds, xai, an1, ggA, oa3, ms1]) {
      const answer = await submitted(bench.submitRun({ report }));
      expect(answer.body.rescored).toBe(false);
    }
  });

  it('uses levels of distinct plays whose server-computed overalls tie exactly within a level and are strictly ordered across levels', () => {
    const levels = (Object.keys(LEVELS) as Level[]).map(level);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `level ${i}`).toBeLessThan(levels[i - 1]!);
    for (const plays of Object.values(LEVELS)) {
      for (const p of plays) expect(play(p), p.join('@')).toBe(play(plays[0]));
    }
  });

  it('shows one entry per (provider, model): its best run, ranked by overall, then earlier date, then smaller runId', async () => {
    const answer = await bench.get(LEADERBOARD, null);
    expect(answer.status).toBe(200);
    expect(answer.body.scoringVersion).toBe('1.0');
    const entries = answer.body.entries;
    expect(entries.map((e: any) => e.runId)).toEqual(['oa-3', 'an-1', 'ms-1', 'g-a', 'h-1', 'a-run', 'z-run', 'om']);
    const [openai, anthropic, google] = await scipySummaries([
      [level('sixth'), level('second'), level('second')],
      [level('third'), level('fifth')],
      [level('fourth'), level('fourth')],
    ]);
    expect(entries).toEqual([
      entryOf(1, oa3, openai),
      entryOf(2, an1, anthropic),
      entryOf(3, ms1),
      // Two runs of one overall: an interval of no width.
      entryOf(4, ggA, google),
      entryOf(5, ds),
      entryOf(6, xai),
      entryOf(7, meta),
      entryOf(8, mini),
    ]);
    expect(entries[3].runsCi95[0]).toBe(entries[3].runsCi95[1]);
    expect(entries[0].runsCi95[0]).toBeLessThan(entries[0].runsCi95[1]);
    // The top run is the best of its model's runs, so above their mean: the interval of the mean need not hold it.
    expect(entries[0].overall).toBeGreaterThan(entries[0].runsMeanOverall);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expectSentence(entry.signature);
    }
  });

  it('is recomputed after each submit', async () => {
    await submitted(bench.submitRun({ report: run('an-3', 'anthropic', 'claude', 'top', '2026-01-20') }));
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.map((e: any) => [e.rank, e.runId, e.runs])).toEqual([
      [1, 'an-3', 3],
      [2, 'oa-3', 3],
      [3, 'ms-1', 1],
      [4, 'g-a', 2],
      [5, 'h-1', 1],
      [6, 'a-run', 1],
      [7, 'z-run', 1],
      [8, 'om', 1],
    ]);
    const [anthropic] = await scipySummaries([[level('top'), level('third'), level('fifth')]]);
    expect(entries[0]).toMatchObject({ runsMeanOverall: published(anthropic!.mean), runsCi95: anthropic!.ci95!.map(published) });
  });

  it('ranks a run by the server’s overall, not by the numbers it claims', async () => {
    // A play of the lowest level, claiming the dimensions of a near-perfect run.
    const [bot, seed] = LEVELS.last[1];
    const claims = makeReport({ runId: 'claims-100', provider: 'bold', model: 'claims', bot, seed, dimensions: dimensionsAround(90) });
    const answer = await submitted(bench.submitRun({ report: claims }));
    expect(answer.body).toMatchObject({ rescored: true, overall: expect.closeTo(level('last'), 9) });
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    const at = entries.findIndex((e: any) => e.provider === 'bold');
    expect(entries[at]).toMatchObject({ overall: expect.closeTo(level('last'), 9), dimensions: serverScores(bot, seed).dimensions });
    // It ties 'om' (another play of the same overall) on overall and date; its runId is larger, so it comes last.
    expect(entries.map((e: any) => e.runId).slice(-2)).toEqual(['om', 'claims-100']);
  });
});

// ---- Leaderboard enrichment and the matrix --------------------------------------------------------------------------

describe('head-to-head enrichment and the matrix', () => {
  const bench = useBench();
  const run = (provider: string, model: string, bot: Bot, seed: number) => makeReport({ runId: `run-${provider}`, provider, model, bot, seed });

  // Five decreasing overalls (checked below); d and e have different strongest OCEAN traits.
  const a = run('a', 'x', 'tit-for-tat', 1);
  const b = run('b', 'y', 'always-cooperate', 2);
  const c = run('c', 'z', 'random', 1);
  // Runs but no matches.
  const d = run('d', 'w', 'always-defect', 4);
  const e = run('e', 'v', 'random', 7);

  beforeAll(async () => {
    for (const report of [a, b, c, d, e]) await submitted(bench.submitRun({ report }));
    const matches = [
      makeMatch('a:x', 'b:y', ['A', 'A', 'B', 'draw'], { matchId: 'm1' }),
      makeMatch('b:y', 'a:x', ['A', 'draw'], { matchId: 'm2' }),
      makeMatch('a:x', 'c:z', ['B', 'B', 'B'], { matchId: 'm3' }),
    ];
    expect(await imported(bench, [], matches.map(counted))).toEqual({ runs: 0, matches: 3 });
  });

  it('uses runs of strictly decreasing overall', () => {
    const overalls = [a, b, c, d, e].map((r) => meanOfDimensions(r.dimensions));
    for (let i = 1; i < overalls.length; i++) expect(overalls[i]!).toBeLessThan(overalls[i - 1]!);
  });

  it('sums every match of a model, from its side, into headToHead, bestAgainst and worstAgainst', async () => {
    // The leaderboard never waits for ratings: once the ratings endpoint has them (polled: it answers at once), the
    // leaderboard carries them.
    await settledRatings(bench.server.base);
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    // None has met 3 opponents, so none is rated yet (provisional: test/http/battery.test.ts rates four bots that all
    // met, and test/unit/rated-core.test.ts the rule).
    const rated = { rating: null, ratingCi95: null, ratingProvisional: true };
    expect(entries).toEqual([
      // a:x — m1: 2 W, 1 L, 1 D; m2 (seat B): 0 W, 1 L, 1 D; m3: 0 W, 3 L.
      entryOf(1, a, null, {
        headToHead: { wins: 2, losses: 5, draws: 2, winRate: expect.closeTo(2 / 9, 12) },
        bestAgainst: { opponent: 'b:y', winRate: expect.closeTo(2 / 6, 12) },
        worstAgainst: { opponent: 'c:z', winRate: 0 },
        ...rated,
      }),
      // b:y — m1 (seat B): 1 W, 2 L, 1 D; m2: 1 W, 1 D.
      entryOf(2, b, null, {
        headToHead: { wins: 2, losses: 2, draws: 2, winRate: expect.closeTo(2 / 6, 12) },
        bestAgainst: { opponent: 'a:x', winRate: expect.closeTo(2 / 6, 12) },
        worstAgainst: { opponent: 'a:x', winRate: expect.closeTo(2 / 6, 12) },
        ...rated,
      }),
      // c:z — m3 (seat B): 3 W.
      entryOf(3, c, null, {
        headToHead: { wins: 3, losses: 0, draws: 0, winRate: 1 },
        bestAgainst: { opponent: 'a:x', winRate: 1 },
        worstAgainst: { opponent: 'a:x', winRate: 1 },
        ...rated,
      }),
      entryOf(4, d),
      entryOf(5, e),
    ]);
  });

  it('gives the matrix from the row model’s side, null on the diagonal and for models that never met', async () => {
    const answer = await bench.get(MATRIX, null);
    expect(answer.status).toBe(200);
    expect(grid(answer.body)).toEqual({
      models: ['a:x', 'b:y', 'c:z'],
      matrix: [
        [null, { wins: 2, losses: 2, draws: 2 }, { wins: 0, losses: 3, draws: 0 }],
        [{ wins: 2, losses: 2, draws: 2 }, null, null],
        [{ wins: 3, losses: 0, draws: 0 }, null, null],
      ],
    });
  });

  it('writes each signature as one deterministic sentence that depends on the OCEAN vector', async () => {
    const [first, second] = [(await bench.get(LEADERBOARD, null)).body.entries, (await bench.get(LEADERBOARD, null)).body.entries];
    expect(second.map((x: any) => x.signature)).toEqual(first.map((x: any) => x.signature));
    for (const entry of first) expectSentence(entry.signature);
    // d:w and e:v: the same (empty) record, different OCEAN vectors.
    const byModel = new Map(first.map((x: any) => [`${x.provider}:${x.model}`, x.signature]));
    expect(byModel.get('d:w')).not.toBe(byModel.get('e:v'));
    expect(new Set(byModel.values()).size).toBe(5);
  });

  it('is recomputed after a refereed match is stored', async () => {
    expect(await imported(bench, [], [counted(makeMatch('e:v', 'd:w', ['B', 'B', 'draw'], { matchId: 'm4' }))])).toEqual({ runs: 0, matches: 1 });
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    const of = (model: string) => entries.find((x: any) => `${x.provider}:${x.model}` === model);
    expect(of('d:w')).toMatchObject({
      headToHead: { wins: 2, losses: 0, draws: 1, winRate: expect.closeTo(2 / 3, 12) },
      bestAgainst: { opponent: 'e:v', winRate: expect.closeTo(2 / 3, 12) },
      worstAgainst: { opponent: 'e:v', winRate: expect.closeTo(2 / 3, 12) },
    });
    expect(of('e:v')).toMatchObject({
      headToHead: { wins: 0, losses: 2, draws: 1, winRate: 0 },
      bestAgainst: { opponent: 'd:w', winRate: 0 },
      worstAgainst: { opponent: 'd:w', winRate: 0 },
    });
    expect(of('a:x').headToHead).toEqual({ wins: 2, losses: 5, draws: 2, winRate: expect.closeTo(2 / 9, 12) });
    const matrix = (await bench.get(MATRIX, null)).body;
    expect(matrix.models).toEqual(['a:x', 'b:y', 'c:z', 'd:w', 'e:v']);
    expect(matrix.matrix).toEqual([
      [null, { wins: 2, losses: 2, draws: 2 }, { wins: 0, losses: 3, draws: 0 }, null, null],
      [{ wins: 2, losses: 2, draws: 2 }, null, null, null, null],
      [{ wins: 3, losses: 0, draws: 0 }, null, null, null, null],
      [null, null, null, null, { wins: 2, losses: 0, draws: 1 }],
      [null, null, null, { wins: 0, losses: 2, draws: 1 }, null],
    ]);
  });
});

/** A rating interval: null, or two finite numbers in order. */
function isIntervalOrNull(value: unknown): boolean {
  if (value === null) return true;
  return Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === 'number' && Number.isFinite(x)) && value[0] <= value[1];
}

describe('bestAgainst / worstAgainst ties', () => {
  const bench = useBench();

  beforeAll(async () => {
    for (const [model, bot, seed] of [['hub1', 'tit-for-tat', 1], ['hub2', 'always-defect', 1], ['hub3', 'random', 3]] as const) {
      await submitted(bench.submitRun({ report: makeReport({ runId: model, provider: 't', model, bot, seed }) }));
    }
    const matches: Array<[string, string, Winner[]]> = [
      // hub1: o1 1/2 over 2 games, o2 2/4 over 4 games (hub1 in seat B), o3 0/1.
      ['t:hub1', 't:o1', ['A', 'B']],
      ['t:o2', 't:hub1', ['A', 'B', 'A', 'B']],
      ['t:hub1', 't:o3', ['B']],
      // hub2: q1 and q2 each 1/2 over 2 games (q1 with hub2 in seat B), q3 1/1.
      ['t:hub2', 't:q2', ['A', 'B']],
      ['t:q1', 't:hub2', ['A', 'B']],
      ['t:hub2', 't:q3', ['A']],
      // hub3: r1 0/1, r2 0/2 (hub3 in seat B), r3 1/1.
      ['t:hub3', 't:r1', ['B']],
      ['t:r2', 't:hub3', ['A', 'A']],
      ['t:hub3', 't:r3', ['A']],
    ];
    const records = matches.map(([playerA, playerB, winners], i) => counted(makeMatch(playerA, playerB, winners, { matchId: `t-${i}` })));
    expect(await imported(bench, [], records)).toEqual({ runs: 0, matches: matches.length });
  });

  it('breaks equal win rates by more games against the opponent, then by opponent name', async () => {
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.map((x: any) => [x.rank, x.model])).toEqual([
      [1, 'hub1'],
      [2, 'hub2'],
      [3, 'hub3'],
    ]);
    // hub1: 3 W, 4 L; best: o1 and o2 tie at 1/2, o2 has more games (although 't:o1' < 't:o2').
    expect(entries[0]).toMatchObject({
      headToHead: { wins: 3, losses: 4, draws: 0, winRate: expect.closeTo(3 / 7, 12) },
      bestAgainst: { opponent: 't:o2', winRate: 0.5 },
      worstAgainst: { opponent: 't:o3', winRate: 0 },
    });
    // hub2: 3 W, 2 L; worst: q1 and q2 tie at 1/2 over 2 games each, so the name decides.
    expect(entries[1]).toMatchObject({
      headToHead: { wins: 3, losses: 2, draws: 0, winRate: 0.6 },
      bestAgainst: { opponent: 't:q3', winRate: 1 },
      worstAgainst: { opponent: 't:q1', winRate: 0.5 },
    });
    // hub3: 1 W, 3 L; worst: r1 and r2 tie at 0, r2 has more games (although 't:r1' < 't:r2').
    expect(entries[2]).toMatchObject({
      headToHead: { wins: 1, losses: 3, draws: 0, winRate: 0.25 },
      bestAgainst: { opponent: 't:r3', winRate: 1 },
      worstAgainst: { opponent: 't:r2', winRate: 0 },
    });
  });

  it('lists every model of any match in the matrix, sorted, runs or not', async () => {
    const matrix = (await bench.get(MATRIX, null)).body;
    expect(matrix.models).toEqual(['t:hub1', 't:hub2', 't:hub3', 't:o1', 't:o2', 't:o3', 't:q1', 't:q2', 't:q3', 't:r1', 't:r2', 't:r3']);
    expect(matrix.matrix).toHaveLength(12);
    for (const [i, row] of matrix.matrix.entries()) {
      expect(row).toHaveLength(12);
      expect(row[i]).toBeNull();
    }
    // hub1 row against o2 (met with hub1 in seat B), and o2's row against hub1.
    expect(matrix.matrix[0][4]).toEqual({ wins: 2, losses: 2, draws: 0 });
    expect(matrix.matrix[4][0]).toEqual({ wins: 2, losses: 2, draws: 0 });
    expect(matrix.matrix[0][5]).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(matrix.matrix[5][0]).toEqual({ wins: 1, losses: 0, draws: 0 });
    expect(matrix.matrix[10][2]).toEqual({ wins: 2, losses: 0, draws: 0 });
    expect(matrix.matrix[2][10]).toEqual({ wins: 0, losses: 2, draws: 0 });
    expect(matrix.matrix[0][1]).toBeNull(); // hub1 and hub2 never met
  });
});

// ---- Trust: only refereed evidence moves the public numbers (SPEC §6) ------------------------------------------------

describe('only refereed evidence moves the public numbers', () => {
  const bench = useBench();
  const report = (runId: string, player: string, bot: Bot, seed: number, extra: Partial<Report> = {}) => {
    const [provider, model] = player.split(':') as [string, string];
    return { ...makeReport({ runId, provider, model, bot, seed }), ...extra };
  };
  /** The first `n` decisions of a report marked as fallback moves. */
  const withFallbacks = (r: Report, n: number): Report => {
    let left = n;
    for (const g of r.games) for (const d of g.decisions) if (left-- > 0) d.fallback = true;
    return r;
  };
  const decisionsOf = (r: Report) => r.games.reduce((n, g) => n + g.decisions.length, 0);
  /** Everything a visitor sees that matches could move: the ratings (once they cover every match), the leaderboard and the matrix. */
  const publicNumbers = async () => {
    const ratings = (await settledRatings(bench.server.base)).body;
    return { ratings, leaderboard: (await bench.get(LEADERBOARD, null)).body, matrix: (await bench.get(MATRIX, null)).body };
  };

  const refLow = report('ref-low', 'ref:low', 'always-defect', 1);
  const refMid = report('ref-mid', 'ref:mid', 'random', 1);
  const bothRef = [report('both-r1', 'both:m', 'always-cooperate', 1), report('both-r2', 'both:m', 'random', 2)];
  const bothSelf = [report('both-s1', 'both:m', 'tit-for-tat', 7), report('both-s2', 'both:m', 'tit-for-tat', 3)];
  // The highest overall of all, and claiming more: still below every refereed entry.
  const selfHigh = report('self-high', 'self:high', 'tit-for-tat', 1, { dimensions: dimensionsAround(90) });

  beforeAll(async () => {
    expect(await imported(bench, [refLow, refMid, ...bothRef].map(refereed), [])).toEqual({ runs: 4, matches: 0 });
    for (const r of [...bothSelf, selfHigh]) expect((await submitted(bench.submitRun({ report: r }))).body).toMatchObject(SELF_REPORTED);
  });

  it('ranks every refereed entry above every self-reported one, and takes a model’s top run, runs and interval from its refereed runs', async () => {
    const overall = (r: Report) => meanOfDimensions(r.dimensions);
    expect(overall(bothSelf[0]!)).toBeGreaterThan(overall(bothRef[0]!));
    expect(overallOf('tit-for-tat', 1)).toBeGreaterThan(Math.max(...[refLow, refMid, ...bothRef].map(overall)));
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.map((e: any) => [e.rank, e.runId, e.verification, e.invalidReplies, e.runs])).toEqual([
      [1, 'both-r1', 'refereed', 0, 2],
      [2, 'ref-mid', 'refereed', 0, 1],
      [3, 'ref-low', 'refereed', 0, 1],
      [4, 'self-high', 'self-reported', 0, 1],
    ]);
    // The interval is over the two refereed runs alone: the self-reported copies neither move nor narrow it.
    const [refereedRuns] = await scipySummaries([bothRef.map(overall)]);
    expect(entries[0]).toMatchObject({ runsMeanOverall: published(refereedRuns!.mean), runsCi95: refereedRuns!.ci95!.map(published) });
    expect(entries[3]).toMatchObject({ overall: expect.closeTo(overallOf('tit-for-tat', 1), 9), dimensions: serverScores('tit-for-tat', 1).dimensions });
    // Every run is stored and readable with its verification.
    expect((await bench.get('/api/research/benchmark/both-r1')).body).toMatchObject({ verification: 'refereed', invalidReplies: 0, ranked: true });
    expect((await bench.get('/api/research/benchmark/both-s1')).body).toMatchObject(SELF_REPORTED);
  });

  it('counts refereed matches two buyers relayed only: unverified, replayed and one-buyer records change neither the matrix, the ratings nor any leaderboard field', async () => {
    const results = [
      makeMatch('ref:mid', 'ref:low', ['A', 'B', 'A'], { matchId: 'r-1' }),
      makeMatch('ref:low', 'both:m', ['A', 'B'], { matchId: 'r-2' }),
      makeMatch('both:m', 'ref:mid', ['A', 'draw', 'B'], { matchId: 'r-3' }),
    ];
    expect(await imported(bench, [], results.map(counted))).toEqual({ runs: 0, matches: 3 });
    const before = await publicNumbers();
    expect(before.matrix.models).toEqual(['both:m', 'ref:low', 'ref:mid']);
    expect(before.ratings.models.length).toBe(3);

    // Lopsided results between the same models, and with models the matrix never saw: submitted and imported.
    const unverifiedOne = await submitted(bench.submitMatch(makeMatch('ref:low', 'ref:mid', ['A', 'A', 'A', 'A'], { matchId: 'u-1' })));
    expect(unverifiedOne.body).toMatchObject({ verification: 'unverified', verified: false });
    await submitted(bench.submitMatch(makeMatch('new:one', 'self:high', ['A', 'A'], { matchId: 'u-2' })));
    const replayedOne = await submitted(bench.submitMatch(await makeVerifiedMatch('ref:low', 'both:m', { seed: 4, matchId: 'p-1' })));
    expect(replayedOne.body).toMatchObject({ verification: 'replayed', verified: true });
    expect(
      await imported(bench, [], [
        { ...(await makeVerifiedMatch('ref:mid', 'self:high', { seed: 5, matchId: 'p-2' })), verification: 'replayed' },
        { ...makeMatch('ref:low', 'ref:mid', ['A', 'A'], { matchId: 'u-3' }), verification: 'unverified' },
        makeMatch('ref:low', 'both:m', ['A'], { matchId: 'u-4' }),
        // Refereed, but one buyer relayed both seats (SPEC §6, "Who played"): it could have thrown one.
        { ...makeMatch('ref:low', 'ref:mid', ['A', 'A', 'A'], { matchId: 'o-1' }), verification: 'refereed', relay: 'one-buyer' },
        { ...makeMatch('ref:low', 'new:two', ['A', 'A', 'A'], { matchId: 'o-2' }), verification: 'refereed', relay: 'one-buyer' },
        // Refereed before seats could be split: one buyer relayed it then.
        { ...makeMatch('ref:low', 'ref:mid', ['A', 'A'], { matchId: 'o-3' }), verification: 'refereed' },
      ]),
    ).toEqual({ runs: 0, matches: 6 });
    expect(await publicNumbers()).toEqual(before);

    // Listed, each with its verification.
    const listed = (await bench.get(`${RESULTS}?limit=1000`)).body.results as Array<{ matchId: string; verification: string; verified: boolean; relay?: string }>;
    expect(Object.fromEntries(listed.map((m) => [m.matchId, [m.verification, m.verified, m.relay]]))).toEqual({
      'r-1': ['refereed', true, 'two-buyers'],
      'r-2': ['refereed', true, 'two-buyers'],
      'r-3': ['refereed', true, 'two-buyers'],
      'o-1': ['refereed', true, 'one-buyer'],
      'o-2': ['refereed', true, 'one-buyer'],
      'o-3': ['refereed', true, undefined],
      'u-1': ['unverified', false, undefined],
      'u-2': ['unverified', false, undefined],
      'u-3': ['unverified', false, undefined],
      'u-4': ['unverified', false, undefined],
      'p-1': ['replayed', true, undefined],
      'p-2': ['replayed', true, undefined],
    });

    // A refereed match moves all three.
    expect(await imported(bench, [], [counted(makeMatch('ref:low', 'ref:mid', ['A', 'A'], { matchId: 'r-4' }))])).toEqual({ runs: 0, matches: 1 });
    const after = await publicNumbers();
    const low = (board: any) => board.entries.find((e: any) => e.runId === 'ref-low');
    // ref:low — r-1 (seat B): 1 W, 2 L; r-2: 1 W, 1 L; r-4: 2 W.
    expect(low(after.leaderboard).headToHead).toEqual({ wins: 4, losses: 3, draws: 0, winRate: expect.closeTo(4 / 7, 12) });
    expect(low(before.leaderboard).headToHead).toEqual({ wins: 2, losses: 3, draws: 0, winRate: 0.4 });
    expect(after.matrix.matrix[1][2]).toEqual({ wins: 3, losses: 2, draws: 0 });
    expect(after.ratings).not.toEqual(before.ratings);
    // Recomputed from the refereed matches alone: no model of an unverified or replayed match comes in.
    expect(after.matrix.models).toEqual(['both:m', 'ref:low', 'ref:mid']);
    expect(after.ratings.models.map((m: { model: string }) => m.model).sort()).toEqual(['both:m', 'ref:low', 'ref:mid']);
    // Three models that met only each other are provisional (3 rated opponents needed): listed, their games counted.
    const lowRating = (ratings: any) => ratings.models.find((m: { model: string }) => m.model === 'ref:low');
    expect(lowRating(before.ratings)).toEqual({ model: 'ref:low', rating: null, ci95: null, games: 5, provisional: true, opponents: 2 });
    expect(lowRating(after.ratings)).toEqual({ model: 'ref:low', rating: null, ci95: null, games: 7, provisional: true, opponents: 2 });
  });

  it('refuses a copy of a stored run, whatever its runId, names, date and settings: 409 duplicate_run naming it', async () => {
    const board = (await bench.get(LEADERBOARD, null)).body;
    const copy = { ...selfHigh, runId: 'copy-1', provider: 'copy', model: 'cat', date: '2026-02-02', settings: { temperature: 0 } };
    const answer = await bench.submitRun({ report: copy });
    expectError(answer, 409, 'duplicate_run');
    expect(answer.body.details).toEqual([{ path: '/report', message: expect.any(String), runId: 'self-high' }]);
    // A copy of a refereed run, without a runId: refused the same way.
    const { runId: _none, ...refCopy } = { ...refLow, provider: 'copy', model: 'dog' };
    const again = await bench.submitRun({ report: refCopy });
    expectError(again, 409, 'duplicate_run');
    expect(again.body.details[0].runId).toBe('ref-low');
    expectError(await bench.get('/api/research/benchmark/copy-1'), 404, 'run_not_found');
    expect((await bench.get(LEADERBOARD, null)).body).toEqual(board);
    // The same runId is answered as before: run_exists.
    expectError(await bench.submitRun({ report: { ...selfHigh } }), 409, 'run_exists');
  });

  it('refuses a copy of a stored match with renamed players: 409 duplicate_match naming it', async () => {
    const match = await makeVerifiedMatch('lab:a', 'lab:b', { seed: 6, matchId: 'orig' });
    await submitted(bench.submitMatch(match));
    const renamed = { ...match, matchId: 'renamed', playerA: 'other:x', playerB: 'other:y', timestamp: '2026-02-01T00:00:00Z' };
    const answer = await bench.submitMatch(renamed);
    expectError(answer, 409, 'duplicate_match');
    expect(answer.body.details).toEqual([{ path: '/games', message: expect.any(String), matchId: 'orig' }]);
    const { matchId: _id, ...anonymous } = renamed;
    expect((await bench.submitMatch(anonymous)).body.details[0].matchId).toBe('orig');
    expect((await bench.get(`${RESULTS}?playerA=other:x`)).body).toEqual({ count: 0, results: [] });
    // Without transcripts there is no play to compare: an equal record is stored again.
    const bare = makeMatch('lab:a', 'lab:b', ['A']);
    await submitted(bench.submitMatch(bare));
    await submitted(bench.submitMatch(bare));
  });

  it('stores a run with more than 10 % fallback moves as ranked: false and never lists it; shows invalidReplies', async () => {
    const limit = Math.floor(decisionsOf(refLow) / 10);
    expect(decisionsOf(refLow)).toBe(115);
    const many = withFallbacks(report('fb-many', 'fb:many', 'random', 4), limit + 1);
    const few = withFallbacks(report('fb-few', 'fb:few', 'random', 5), limit);
    // No flags, but the client's own count says 40 replies were invalid.
    const claimed = report('fb-claimed', 'fb:claimed', 'random', 6, { invalidReplies: 40 });
    expect((await submitted(bench.submitRun({ report: many }))).body).toMatchObject({ verification: 'self-reported', invalidReplies: limit + 1, ranked: false });
    expect((await submitted(bench.submitRun({ report: few }))).body).toMatchObject({ verification: 'self-reported', invalidReplies: limit, ranked: true });
    expect((await submitted(bench.submitRun({ report: claimed }))).body).toMatchObject({ invalidReplies: 40, ranked: false });
    // Refereed: a model whose only refereed run is unranked shows its self-reported one.
    const mixedRef = withFallbacks(report('fb-mixed-ref', 'fb:mixed', 'tit-for-tat', 2), limit + 1);
    expect(await imported(bench, [refereed(mixedRef)], [])).toEqual({ runs: 1, matches: 0 });
    await submitted(bench.submitRun({ report: report('fb-mixed-self', 'fb:mixed', 'always-defect', 3) }));

    const stored = (await bench.get('/api/research/benchmark/fb-many')).body;
    expect(stored).toMatchObject({ verification: 'self-reported', invalidReplies: limit + 1, ranked: false });
    expect(stored.games[0].decisions[0]).toEqual({ ...many.games[0]!.decisions[0], fallback: true });
    expect((await bench.get('/api/research/benchmark/fb-mixed-ref')).body).toMatchObject({ verification: 'refereed', invalidReplies: limit + 1, ranked: false });
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    const fb = entries.filter((e: any) => e.provider === 'fb').map((e: any) => [e.model, e.runId, e.verification, e.invalidReplies, e.runs]);
    expect(fb).toEqual([
      ['few', 'fb-few', 'self-reported', limit, 1],
      ['mixed', 'fb-mixed-self', 'self-reported', 0, 1],
    ]);
  });

  it('imports records with the verification (and relay) the operator vouches for; a replayed match needs its transcript', async () => {
    const run = report('imp-default', 'imp:default', 'always-defect', 4);
    const withTranscript = await makeVerifiedMatch('imp:a', 'imp:b', { seed: 7, matchId: 'imp-replayed' });
    const bare = makeMatch('imp:a', 'imp:b', ['A'], { matchId: 'imp-bare' });
    const vouched = counted(makeMatch('imp:a', 'imp:c', ['B'], { matchId: 'imp-ref' }));
    const oneBuyer = { ...makeMatch('imp:a', 'imp:e', ['B'], { matchId: 'imp-one' }), verification: 'refereed', relay: 'one-buyer' };
    const byProvider = { ...makeMatch('imp:a', 'imp:f', ['A'], { matchId: 'imp-provider' }), verification: 'provider-verified' };
    expect(await imported(bench, [run], [withTranscript, bare, vouched, oneBuyer, byProvider])).toEqual({ runs: 1, matches: 5 });
    expect((await bench.get('/api/research/benchmark/imp-default')).body).toMatchObject(SELF_REPORTED);
    const listed = (await bench.get(`${RESULTS}?playerA=imp:a`)).body.results as Array<{ matchId: string; verification: string; relay?: string }>;
    expect(Object.fromEntries(listed.map((m) => [m.matchId, [m.verification, m.relay]]))).toEqual({
      'imp-replayed': ['replayed', undefined],
      'imp-bare': ['unverified', undefined],
      'imp-ref': ['refereed', 'two-buyers'],
      'imp-one': ['refereed', 'one-buyer'],
      'imp-provider': ['provider-verified', undefined],
    });
    // Provider-verified matches always count; refereed ones only when two buyers relayed them.
    const { models } = (await bench.get(MATRIX, null)).body;
    expect(['imp:c', 'imp:e', 'imp:f'].map((m) => models.includes(m))).toEqual([true, false, true]);

    const refusals: Array<[unknown[], unknown[], string, string]> = [
      [[], [{ ...makeMatch('imp:a', 'imp:d', ['A'], { matchId: 'never-1' }), verification: 'replayed' }], 'invalid_match', '/seed'],
      [[], [{ ...makeMatch('imp:a', 'imp:d', ['A'], { matchId: 'never-2' }), verification: 'trusted' }], 'invalid_match', '/verification'],
      [[], [{ ...makeMatch('imp:a', 'imp:d', ['A'], { matchId: 'never-4' }), verification: 'unverified', relay: 'two-buyers' }], 'invalid_match', '/relay'],
      [[], [{ ...makeMatch('imp:a', 'imp:d', ['A'], { matchId: 'never-5' }), verification: 'refereed', relay: 'three-buyers' }], 'invalid_match', '/relay'],
      [[{ ...report('never-3', 'imp:never', 'always-defect', 5), verification: 'replayed' }], [], 'invalid_report', '/report/verification'],
    ];
    for (const [runs, matches, code, path] of refusals) expectDetail(await bench.importRecords(runs, matches), code, path);
    expect((await bench.get(`${RESULTS}?playerA=imp:d`)).body.count).toBe(0);
    expectError(await bench.get('/api/research/benchmark/never-3'), 404, 'run_not_found');
  });
});

// ---- Results -----------------------------------------------------------------------------------------------------------

describe('head-to-head results', () => {
  const bench = useBench();
  const at = (day: string) => `2026-01-${day}T10:00:00Z`;
  const r1 = makeMatch('p:a', 'p:b', ['A'], { matchId: 'r1', timestamp: at('01') });
  const r2 = makeMatch('p:b', 'p:a', ['B', 'draw'], { matchId: 'r2', timestamp: at('03') });
  const r3 = makeMatch('p:a', 'p:c', ['A', 'A'], { matchId: 'r3', timestamp: at('02') });
  const r4 = makeMatch('p:c', 'p:b', ['draw'], { matchId: 'r4', timestamp: at('05') });
  const r5 = makeMatch('p:c', 'p:a', ['B'], { matchId: 'r5', timestamp: at('03') }); // same time as r2: matchId decides
  const ids = (answer: Answer) => answer.body.results.map((r: Match) => r.matchId);

  beforeAll(async () => {
    for (const match of [r3, r1, r5, r4, r2]) await submitted(bench.submitMatch(match));
  });

  it('lists every match newest first (timestamp desc, then matchId asc), as stored', async () => {
    const answer = await bench.get(RESULTS);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 5, results: [r4, r2, r5, r3, r1].map(unverified) });
  });

  it('filters by one player: every match involving it, in either seat', async () => {
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a`))).toEqual(['r2', 'r5', 'r3', 'r1']);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:c`))).toEqual(['r4', 'r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?playerB=p:c`))).toEqual(['r4', 'r5', 'r3']);
    expect((await bench.get(`${RESULTS}?playerA=p:nobody`)).body).toEqual({ count: 0, results: [] });
  });

  it('filters by two players: the matches between them in either seat, the same list both ways round', async () => {
    const ab = await bench.get(`${RESULTS}?playerA=p:a&playerB=p:b`);
    expect(ab.body).toEqual({ count: 2, results: [r2, r1].map(unverified) });
    expect((await bench.get(`${RESULTS}?playerA=p:b&playerB=p:a`)).body).toEqual(ab.body);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:c&playerB=p:a`))).toEqual(['r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a&playerB=p:c`))).toEqual(['r5', 'r3']);
    expect((await bench.get(`${RESULTS}?playerA=p:b&playerB=p:nobody`)).body).toEqual({ count: 0, results: [] });
  });

  it('honours limit, after filtering', async () => {
    expect(await bench.get(`${RESULTS}?limit=2`).then((x) => x.body)).toEqual({ count: 2, results: [r4, r2].map(unverified) });
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a&limit=3`))).toEqual(['r2', 'r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?limit=1000`))).toEqual(['r4', 'r2', 'r5', 'r3', 'r1']);
  });

  it.each(['limit=0', 'limit=1001', 'limit=abc'])('refuses %s with 400', async (query) => {
    const answer = await bench.get(`${RESULTS}?${query}`);
    expect(answer.status, answer.text).toBe(400);
  });
});

// ---- Concurrency -------------------------------------------------------------------------------------------------------

/** Plays beyond the pool: the store refuses a second copy of a play, so a test that needs 50 more uses these. */
const MORE_PLAYS = Array.from({ length: 51 }, (_, i) => ['random', 14 + i] as const);
await precompute(MORE_PLAYS);

describe('concurrent submits', () => {
  const bench = useBench();
  const N = 50;

  it('stores 50 simultaneous distinct runs, each retrievable', async () => {
    const key = await bench.newKey();
    const reports = Array.from({ length: N }, (_, i) => makeReport({ runId: `c-${i}`, provider: 'conc', model: `m${i}`, bot: POOL[i]!.bot, seed: POOL[i]!.seed }));
    const answers = await Promise.all(reports.map((report) => bench.submitRun({ report }, key)));
    expect(answers.map((x) => x.status)).toEqual(Array(N).fill(201));
    expect(answers.map((x) => x.body.runId)).toEqual(reports.map((r) => r.runId));
    expect(answers.map((x) => x.body.overall)).toEqual(POOL.slice(0, N).map((p) => expect.closeTo(p.overall, 9)));
    const stored = await Promise.all(reports.map((r) => bench.get(`/api/research/benchmark/${r.runId}`, key)));
    for (const [i, answer] of stored.entries()) expect(answer.body).toEqual(storedAs(reports[i]!));
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    // The pool is sorted best first, so the leaderboard lists them in submit order.
    expect(entries.filter((x: any) => x.provider === 'conc').map((x: any) => x.runId)).toEqual(reports.map((r) => r.runId));
  });

  it('stores exactly one of 50 simultaneous submits of the same runId: one 201, 49 × 409 run_exists', async () => {
    const key = await bench.newKey();
    // Each submit is another play (none stored yet): the stored one is recognisable.
    const reports = Array.from({ length: N }, (_, i) => makeReport({ runId: 'same-run', provider: 'same', model: 'one', bot: MORE_PLAYS[i]![0], seed: MORE_PLAYS[i]![1] }));
    const answers = await Promise.all(reports.map((report) => bench.submitRun({ report }, key)));
    const created = answers.flatMap((x, i) => (x.status === 201 ? [i] : []));
    expect(created).toHaveLength(1);
    for (const answer of answers) if (answer.status !== 201) expectError(answer, 409, 'run_exists');
    const stored = await bench.get('/api/research/benchmark/same-run', key);
    expect(stored.body).toEqual(storedAs(reports[created[0]!]!));
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.filter((x: any) => x.provider === 'same')).toEqual([expect.objectContaining({ runId: 'same-run', runs: 1, runsCi95: null })]);
  });

  it('stores 50 simultaneous distinct matches', async () => {
    const key = await bench.newKey();
    const matches = Array.from({ length: N }, (_, i) => makeMatch('x:hub', `y:q${i}`, ['A'], { matchId: `cm-${i}` }));
    const answers = await Promise.all(matches.map((m) => bench.submitMatch(m, key)));
    expect(answers.map((x) => x.status)).toEqual(Array(N).fill(201));
    const listed = await bench.get(`${RESULTS}?playerA=x:hub&limit=1000`, key);
    expect(listed.body.count).toBe(N);
    expect(new Set(listed.body.results.map((r: Match) => r.matchId))).toEqual(new Set(matches.map((m) => m.matchId)));
  });

  it('stores exactly one of 50 simultaneous submits of the same matchId: one 201, 49 × 409 match_exists', async () => {
    const key = await bench.newKey();
    // Submit i has i % 7 + 1 games, all won by A: the stored one is recognisable.
    const matches = Array.from({ length: N }, (_, i) =>
      makeMatch('same:a', 'same:b', Array<Winner>(i % 7 + 1).fill('A'), { matchId: 'same-match', timestamp: `2026-01-15T12:00:${String(i).padStart(2, '0')}Z` }),
    );
    const answers = await Promise.all(matches.map((m) => bench.submitMatch(m, key)));
    const created = answers.flatMap((x, i) => (x.status === 201 ? [i] : []));
    expect(created).toHaveLength(1);
    for (const answer of answers) if (answer.status !== 201) expectError(answer, 409, 'match_exists');
    const winner = matches[created[0]!]!;
    const listed = await bench.get(`${RESULTS}?playerA=same:a&playerB=same:b`, key);
    expect(listed.body).toEqual({ count: 1, results: [unverified(winner)] });
    // Unverified: listed, never in the matrix.
    expect((await bench.get(MATRIX, null)).body.models).not.toContain('same:a');
  });

  it('stores exactly one of 50 simultaneous submits of one play under other runIds and names: one 201, 49 × 409 duplicate_run naming it', async () => {
    const key = await bench.newKey();
    const [bot, seed] = MORE_PLAYS[N]!;
    const reports = Array.from({ length: N }, (_, i) => makeReport({ runId: `copy-${i}`, provider: 'copies', model: `m${i}`, bot, seed }));
    const answers = await Promise.all(reports.map((report) => bench.submitRun({ report }, key)));
    const created = answers.flatMap((x, i) => (x.status === 201 ? [i] : []));
    expect(created).toHaveLength(1);
    const runId = `copy-${created[0]}`;
    for (const answer of answers) {
      if (answer.status === 201) continue;
      expectError(answer, 409, 'duplicate_run');
      expect(answer.body.details).toEqual([{ path: '/report', message: expect.any(String), runId }]);
    }
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.filter((x: any) => x.provider === 'copies')).toEqual([expect.objectContaining({ runId, runs: 1 })]);
  });
});

// Keep the dimension list in step with the contract.
it('the six dimensions of the contract', () => {
  expect([...DIMENSION_KEYS]).toEqual(['cooperation', 'deceptionCalibration', 'moralConsistency', 'riskProfile', 'strategicHorizon', 'pressureResponse']);
});
