// The LLM benchmark and head-to-head endpoints (issue 6): report and match validation, storing and reading runs,
// keys, the leaderboard's ranking and head-to-head enrichment, the matrix, the results filter, and concurrent submits.
// Every expected number is written out by hand below, never recomputed with a second implementation.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTERY, isValidChoice, type GameId } from '../../src/research/games.ts';
import {
  clone,
  DIMENSION_KEYS,
  dimensionsAround,
  makeMatch,
  makeReport,
  ocean,
  reportGame,
  type Match,
  type Report,
  type Winner,
} from '../helpers/benchmark.ts';
import { call, type Answer } from '../helpers/client.ts';
import { adminOf, createResearchKey, type Admin } from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const SUBMIT_RUN = '/api/research/benchmark/submit';
const LEADERBOARD = '/api/research/benchmark/leaderboard';
const SUBMIT_MATCH = '/api/research/head-to-head/submit';
const MATRIX = '/api/research/head-to-head/matrix';
const RESULTS = '/api/research/head-to-head/results';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ENTRY_KEYS = [
  'rank',
  'runId',
  'provider',
  'model',
  'overall',
  'dimensions',
  'humanAlignment',
  'ocean',
  'runs',
  'date',
  'headToHead',
  'bestAgainst',
  'worstAgainst',
  'signature',
].sort();

// ---- One server per describe block -----------------------------------------------------------------------------------

interface Bench {
  server: TestServer;
  admin: Admin;
  /** A fresh research key (1,000 requests an hour each). */
  newKey(): Promise<string>;
  key: string;
  submitRun(body: unknown, key?: string | null): Promise<Answer>;
  submitMatch(body: unknown, key?: string | null): Promise<Answer>;
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
      raw: (url: string, body: string, key?: string | null) =>
        call(server.base, 'POST', url, { body, headers: { 'content-type': 'application/json', ...headers(key) } }),
      get: (url: string, key?: string | null) => call(server.base, 'GET', url, { headers: headers(key) }),
    });
    bench.key = await bench.newKey();
  }, 60_000);
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
const NO_MATCHES = { headToHead: { wins: 0, losses: 0, draws: 0, winRate: null }, bestAgainst: null, worstAgainst: null };

/** A leaderboard entry built from the run it should show; `overall` written out by hand. */
function entryOf(rank: number, report: Report, overall: number, runs: number, h2h: object = NO_MATCHES) {
  return {
    rank,
    runId: report.runId,
    provider: report.provider,
    model: report.model,
    overall,
    dimensions: report.dimensions,
    humanAlignment: report.humanAlignment,
    ocean: report.ocean,
    runs,
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

// ---- The builders ------------------------------------------------------------------------------------------------------

describe('the builders', () => {
  it('make a report with each battery game once and only choices the game allows', () => {
    const report = makeReport();
    expect(report.games.map((g) => g.game)).toEqual([...BATTERY]);
    expect(BATTERY).toHaveLength(10);
    for (const game of report.games) {
      expect(game.decisions).toHaveLength(game.rounds);
      for (const decision of game.decisions) {
        expect(isValidChoice(game.game, decision.choice), `${game.game} ${decision.choice}`).toBe(true);
        expect(decision.round).toBeGreaterThanOrEqual(1);
        expect(decision.round).toBeLessThanOrEqual(game.rounds);
      }
    }
  });

  it('make a match whose win counts agree with its games', () => {
    const match = makeMatch('a:x', 'b:y', ['A', 'A', 'B', 'draw']);
    expect([match.winsA, match.winsB, match.draws]).toEqual([2, 1, 1]);
    expect(match.games.map((g) => g.winner)).toEqual(['A', 'A', 'B', 'draw']);
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
    ['a decision round > rounds', (b) => void (b.report.games[0].decisions[2].round = 4), '/report/games/0/decisions/2/round'],
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

  it('400 invalid_json for a body that is not JSON', async () => {
    for (const text of ['{"report": {', "{'report': {}}", '{"report": NaN}', 'report']) {
      expectError(await bench.raw(SUBMIT_RUN, text), 400, 'invalid_json');
    }
  });

  it('stored none of the refused reports', async () => {
    expectError(await bench.get(`/api/research/benchmark/${NEVER}`), 404, 'run_not_found');
  });

  it('accepts the battery in any order, model and runId of 100 characters, 50 settings, and the range edges', async () => {
    const report = makeReport({
      runId: `r${'.'.repeat(98)}z`,
      model: 'M'.repeat(100),
      settings: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, { deep: [i, null, 'x'] }])),
    });
    report.games.reverse();
    report.games[0] = reportGame(report.games[0]!.game, 1000, 100);
    report.games[1] = reportGame(report.games[1]!.game, 1, 0);
    report.dimensions = { ...report.dimensions, cooperation: 0, riskProfile: 100 };
    report.ocean = ocean(-10, 10, 0, -10, 10);
    report.humanAlignment = 0;
    const answer = await submitted(bench.submitRun({ report }));
    expect(answer.body.runId).toBe(report.runId);
    const stored = await bench.get(`/api/research/benchmark/${report.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ...report, overall: expect.any(Number) });
  });

  it('stores a run: 201 {runId, overall}, overall the mean of the six dimensions, a submitted overall ignored', async () => {
    const dimensions = {
      cooperation: 72.5,
      deceptionCalibration: 40,
      moralConsistency: 88,
      riskProfile: 35.25,
      strategicHorizon: 60,
      pressureResponse: 51.1,
    };
    const report = makeReport({
      runId: 'openai:gpt-4o.run-1',
      dimensions,
      settings: { temperature: 0.7, maxTokens: 512, system: 'none', tools: ['calculator'], nested: { a: null, b: [1, 2] } },
    });
    const expectedOverall = (72.5 + 40 + 88 + 35.25 + 60 + 51.1) / 6; // 57.808333…
    const answer = await submitted(bench.submitRun({ report: { ...report, overall: 99 } }));
    expect(answer.body).toEqual({ runId: 'openai:gpt-4o.run-1', overall: expect.closeTo(expectedOverall, 9) });
    expect(Object.keys(answer.body).sort()).toEqual(['overall', 'runId']);

    const stored = await bench.get('/api/research/benchmark/openai:gpt-4o.run-1');
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ...report, runId: 'openai:gpt-4o.run-1', overall: expect.closeTo(expectedOverall, 9) });
    expect(Object.keys(stored.body).sort()).toEqual([...Object.keys(report), 'overall'].sort());
    expect(stored.body.overall).not.toBe(99);
  });

  it('404 run_not_found for an unknown runId', async () => {
    for (const id of ['no-such-run', 'openai:gpt-4o.run-2', 'OPENAI:GPT-4O.RUN-1']) {
      expectError(await bench.get(`/api/research/benchmark/${id}`), 404, 'run_not_found');
    }
  });

  it('409 run_exists for a second submit with the same runId, leaving the first untouched', async () => {
    const first = makeReport({ runId: 'dup-run', humanAlignment: 10 });
    await submitted(bench.submitRun({ report: first }));
    const second = makeReport({ runId: 'dup-run', humanAlignment: 90, provider: 'other', model: 'model' });
    expectError(await bench.submitRun({ report: second }), 409, 'run_exists');
    const stored = await bench.get('/api/research/benchmark/dup-run');
    expect(stored.body).toEqual({ ...first, overall: 50 });
  });

  it('assigns a UUID runId when the report has none', async () => {
    const report = makeReport({ provider: 'anthropic', model: 'claude-3.5' });
    const one = await submitted(bench.submitRun({ report }));
    const two = await submitted(bench.submitRun({ report }));
    expect(one.body.runId).toMatch(UUID);
    expect(two.body.runId).toMatch(UUID);
    expect(one.body.runId).not.toBe(two.body.runId);
    expect(one.body.overall).toBe(50);
    const stored = await bench.get(`/api/research/benchmark/${one.body.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ...report, runId: one.body.runId, overall: 50 });
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
      expect(Object.keys(leaderboard).sort()).toEqual(['entries', 'scoringVersion', 'synthetic']);
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
  ];

  it.each(matchRows)('400 invalid_match for %s, with details', async (_label, mutate, paths) => {
    const match = base();
    mutate(match);
    expectDetail(await bench.submitMatch(match), 'invalid_match', paths);
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

  it('stores a match: 201 {matchId}; 409 match_exists for the same matchId; a UUID when none is given', async () => {
    const match = makeMatch('openai:gpt-4o', 'anthropic:claude-3.5', ['A', 'B', 'draw'], { matchId: 'm-1' });
    match.findings = ['f'.repeat(500), ...Array.from({ length: 19 }, (_, i) => `Finding ${i}.`)];
    delete match.games[0]!.cooperationRateA;
    delete match.games[0]!.cooperationRateB;
    const answer = await submitted(bench.submitMatch(match));
    expect(answer.body).toEqual({ matchId: 'm-1' });

    const again = makeMatch('google:gemini', 'anthropic:claude-3.5', ['B'], { matchId: 'm-1' });
    expectError(await bench.submitMatch(again), 409, 'match_exists');

    const anonymous = makeMatch('google:gemini', 'anthropic:claude-3.5', ['B']);
    const assigned = await submitted(bench.submitMatch(anonymous));
    expect(assigned.body.matchId).toMatch(UUID);

    const results = await bench.get(RESULTS);
    expect(results.body.count).toBe(2);
    const byId = new Map(results.body.results.map((r: Match) => [r.matchId, r]));
    expect(byId.get('m-1')).toEqual(match);
    expect(byId.get(assigned.body.matchId)).toEqual({ ...anonymous, matchId: assigned.body.matchId });
  });
});

// ---- Leaderboard ranking ---------------------------------------------------------------------------------------------

describe('leaderboard ranking', () => {
  const bench = useBench();
  const run = (runId: string, provider: string, model: string, overall: number, date: string) =>
    makeReport({ runId, provider, model, date, dimensions: dimensionsAround(overall), humanAlignment: overall / 2 });

  // openai/gpt-4o: three runs; the best two tie on overall, the earlier date wins.
  const oa1 = run('oa-1', 'openai', 'gpt-4o', 50, '2026-01-10');
  const oa2 = run('oa-2', 'openai', 'gpt-4o', 70, '2026-01-12');
  const oa3 = run('oa-3', 'openai', 'gpt-4o', 70, '2026-01-11');
  // anthropic/claude: two runs, the better one shown.
  const an1 = run('an-1', 'anthropic', 'claude', 65, '2026-01-08');
  const an2 = run('an-2', 'anthropic', 'claude', 55, '2026-01-02');
  // mistral ties anthropic on overall with a later date.
  const ms1 = run('ms-1', 'mistral', 'large', 65, '2026-01-09');
  // google/gemini: two runs tied on overall and date, the smaller runId shown; it also ties deepseek, whose runId is larger.
  const ggB = run('g-b', 'google', 'gemini', 60, '2026-01-05');
  const ggA = run('g-a', 'google', 'gemini', 60, '2026-01-05');
  const ds = run('h-1', 'deepseek', 'chat', 60, '2026-01-05');
  // xai and meta tie on overall and date: 'a-run' < 'z-run' although 'meta' < 'xai'.
  const meta = run('z-run', 'meta', 'llama', 40, '2026-01-01');
  const xai = run('a-run', 'xai', 'grok', 40, '2026-01-01');
  // Same provider, another model: its own entry.
  const mini = run('om', 'openai', 'gpt-4o-mini', 30, '2026-01-01');

  beforeAll(async () => {
    // Submitted in an order unrelated to the ranking.
    for (const report of [meta, oa1, ggB, an2, mini, oa2, ds, xai, an1, ggA, oa3, ms1]) {
      await submitted(bench.submitRun({ report }));
    }
  });

  it('shows one entry per (provider, model): its best run, ranked by overall, then earlier date, then smaller runId', async () => {
    const answer = await bench.get(LEADERBOARD, null);
    expect(answer.status).toBe(200);
    expect(answer.body.scoringVersion).toBe('1.0');
    const entries = answer.body.entries;
    expect(entries.map((e: any) => e.runId)).toEqual(['oa-3', 'an-1', 'ms-1', 'g-a', 'h-1', 'a-run', 'z-run', 'om']);
    expect(entries).toEqual([
      entryOf(1, oa3, 70, 3),
      entryOf(2, an1, 65, 2),
      entryOf(3, ms1, 65, 1),
      entryOf(4, ggA, 60, 2),
      entryOf(5, ds, 60, 1),
      entryOf(6, xai, 40, 1),
      entryOf(7, meta, 40, 1),
      entryOf(8, mini, 30, 1),
    ]);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expectSentence(entry.signature);
    }
  });

  it('is recomputed after each submit', async () => {
    await submitted(bench.submitRun({ report: run('an-3', 'anthropic', 'claude', 75, '2026-01-20') }));
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
  });
});

// ---- Leaderboard enrichment and the matrix --------------------------------------------------------------------------

describe('head-to-head enrichment and the matrix', () => {
  const bench = useBench();
  const run = (provider: string, model: string, overall: number, o: ReturnType<typeof ocean>) =>
    makeReport({ runId: `run-${provider}`, provider, model, dimensions: dimensionsAround(overall), ocean: o });

  const a = run('a', 'x', 80, ocean(8, -6, 0.5, 0.25, -1));
  const b = run('b', 'y', 70, ocean(-1, 0.5, -7, 0, 6.5));
  const c = run('c', 'z', 60, ocean(0, 9, 1, -8, 0));
  // Runs but no matches; different OCEAN vectors with different strongest traits.
  const d = run('d', 'w', 50, ocean(0.5, 1, -9, 0.2, 7.5));
  const e = run('e', 'v', 40, ocean(-8, 0.3, 0.1, 9, -0.5));

  beforeAll(async () => {
    for (const report of [a, b, c, d, e]) await submitted(bench.submitRun({ report }));
    await submitted(bench.submitMatch(makeMatch('a:x', 'b:y', ['A', 'A', 'B', 'draw'], { matchId: 'm1' })));
    await submitted(bench.submitMatch(makeMatch('b:y', 'a:x', ['A', 'draw'], { matchId: 'm2' })));
    await submitted(bench.submitMatch(makeMatch('a:x', 'c:z', ['B', 'B', 'B'], { matchId: 'm3' })));
  });

  it('sums every match of a model, from its side, into headToHead, bestAgainst and worstAgainst', async () => {
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries).toEqual([
      // a:x — m1: 2 W, 1 L, 1 D; m2 (seat B): 0 W, 1 L, 1 D; m3: 0 W, 3 L.
      entryOf(1, a, 80, 1, {
        headToHead: { wins: 2, losses: 5, draws: 2, winRate: expect.closeTo(2 / 9, 12) },
        bestAgainst: { opponent: 'b:y', winRate: expect.closeTo(2 / 6, 12) },
        worstAgainst: { opponent: 'c:z', winRate: 0 },
      }),
      // b:y — m1 (seat B): 1 W, 2 L, 1 D; m2: 1 W, 1 D.
      entryOf(2, b, 70, 1, {
        headToHead: { wins: 2, losses: 2, draws: 2, winRate: expect.closeTo(2 / 6, 12) },
        bestAgainst: { opponent: 'a:x', winRate: expect.closeTo(2 / 6, 12) },
        worstAgainst: { opponent: 'a:x', winRate: expect.closeTo(2 / 6, 12) },
      }),
      // c:z — m3 (seat B): 3 W.
      entryOf(3, c, 60, 1, {
        headToHead: { wins: 3, losses: 0, draws: 0, winRate: 1 },
        bestAgainst: { opponent: 'a:x', winRate: 1 },
        worstAgainst: { opponent: 'a:x', winRate: 1 },
      }),
      entryOf(4, d, 50, 1),
      entryOf(5, e, 40, 1),
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

  it('is recomputed after a match is submitted', async () => {
    await submitted(bench.submitMatch(makeMatch('e:v', 'd:w', ['B', 'B', 'draw'], { matchId: 'm4' })));
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

describe('bestAgainst / worstAgainst ties', () => {
  const bench = useBench();

  beforeAll(async () => {
    for (const [model, overall] of [['hub1', 70], ['hub2', 60], ['hub3', 50]] as const) {
      await submitted(bench.submitRun({ report: makeReport({ runId: model, provider: 't', model, dimensions: dimensionsAround(overall) }) }));
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
    let i = 0;
    for (const [playerA, playerB, winners] of matches) {
      await submitted(bench.submitMatch(makeMatch(playerA, playerB, winners, { matchId: `t-${i++}` })));
    }
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
    expect(answer.body).toEqual({ count: 5, results: [r4, r2, r5, r3, r1] });
  });

  it('filters by one player: every match involving it, in either seat', async () => {
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a`))).toEqual(['r2', 'r5', 'r3', 'r1']);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:c`))).toEqual(['r4', 'r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?playerB=p:c`))).toEqual(['r4', 'r5', 'r3']);
    expect((await bench.get(`${RESULTS}?playerA=p:nobody`)).body).toEqual({ count: 0, results: [] });
  });

  it('filters by two players: the matches between them in either seat, the same list both ways round', async () => {
    const ab = await bench.get(`${RESULTS}?playerA=p:a&playerB=p:b`);
    expect(ab.body).toEqual({ count: 2, results: [r2, r1] });
    expect((await bench.get(`${RESULTS}?playerA=p:b&playerB=p:a`)).body).toEqual(ab.body);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:c&playerB=p:a`))).toEqual(['r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a&playerB=p:c`))).toEqual(['r5', 'r3']);
    expect((await bench.get(`${RESULTS}?playerA=p:b&playerB=p:nobody`)).body).toEqual({ count: 0, results: [] });
  });

  it('honours limit, after filtering', async () => {
    expect(await bench.get(`${RESULTS}?limit=2`).then((x) => x.body)).toEqual({ count: 2, results: [r4, r2] });
    expect(ids(await bench.get(`${RESULTS}?playerA=p:a&limit=3`))).toEqual(['r2', 'r5', 'r3']);
    expect(ids(await bench.get(`${RESULTS}?limit=1000`))).toEqual(['r4', 'r2', 'r5', 'r3', 'r1']);
  });

  it.each(['limit=0', 'limit=1001', 'limit=abc'])('refuses %s with 400', async (query) => {
    const answer = await bench.get(`${RESULTS}?${query}`);
    expect(answer.status, answer.text).toBe(400);
  });
});

// ---- Concurrency -------------------------------------------------------------------------------------------------------

describe('concurrent submits', () => {
  const bench = useBench();
  const N = 50;

  it('stores 50 simultaneous distinct runs, each retrievable', async () => {
    const key = await bench.newKey();
    const reports = Array.from({ length: N }, (_, i) =>
      makeReport({ runId: `c-${i}`, provider: 'conc', model: `m${i}`, dimensions: dimensionsAround(20 + i) }),
    );
    const answers = await Promise.all(reports.map((report) => bench.submitRun({ report }, key)));
    expect(answers.map((x) => x.status)).toEqual(Array(N).fill(201));
    expect(answers.map((x) => x.body.runId)).toEqual(reports.map((r) => r.runId));
    const stored = await Promise.all(reports.map((r) => bench.get(`/api/research/benchmark/${r.runId}`, key)));
    for (const [i, answer] of stored.entries()) expect(answer.body).toEqual({ ...reports[i], overall: 20 + i });
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.filter((x: any) => x.provider === 'conc')).toHaveLength(N);
  });

  it('stores exactly one of 50 simultaneous submits of the same runId: one 201, 49 × 409 run_exists', async () => {
    const key = await bench.newKey();
    const reports = Array.from({ length: N }, (_, i) => makeReport({ runId: 'same-run', provider: 'same', model: 'one', humanAlignment: i }));
    const answers = await Promise.all(reports.map((report) => bench.submitRun({ report }, key)));
    const created = answers.flatMap((x, i) => (x.status === 201 ? [i] : []));
    expect(created).toHaveLength(1);
    for (const answer of answers) if (answer.status !== 201) expectError(answer, 409, 'run_exists');
    const stored = await bench.get('/api/research/benchmark/same-run', key);
    expect(stored.body).toEqual({ ...reports[created[0]!], overall: 50 });
    const entries = (await bench.get(LEADERBOARD, null)).body.entries;
    expect(entries.filter((x: any) => x.provider === 'same')).toEqual([expect.objectContaining({ runId: 'same-run', runs: 1 })]);
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
    expect(listed.body).toEqual({ count: 1, results: [winner] });
    const matrix = (await bench.get(MATRIX, null)).body;
    const [ia, ib] = [matrix.models.indexOf('same:a'), matrix.models.indexOf('same:b')];
    expect(matrix.matrix[ia][ib]).toEqual({ wins: winner.games.length, losses: 0, draws: 0 });
    expect(matrix.matrix[ib][ia]).toEqual({ wins: 0, losses: winner.games.length, draws: 0 });
  });
});

// Keep the dimension list in step with the contract.
it('the six dimensions of the contract', () => {
  expect([...DIMENSION_KEYS]).toEqual(['cooperation', 'deceptionCalibration', 'moralConsistency', 'riskProfile', 'strategicHorizon', 'pressureResponse']);
});
