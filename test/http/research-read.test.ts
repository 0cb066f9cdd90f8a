// The research read endpoints (SEED "Area B", SPEC §4): keys, paging and parameters, signals, exports in three formats,
// scenarios, the public sample, per-buyer pseudonyms and what must never leave, rate limits, and the OpenAPI document.
// The data is the demo seed (600 sessions, seed 1), regenerated here with the same generator to know every expected value.
import { tableFromIPC } from 'apache-arrow';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIMENSIONS, GAME_IDS } from '../../src/research/games.ts';
import type { TelemetrySession } from '../../src/research/telemetry.ts';
import { syntheticSessions } from '../../src/demo/synthetic.ts';
import { call, type Answer } from '../helpers/client.ts';
import { adminOf, createResearchKey, getBytes, mean, seedDemo, type Admin } from '../helpers/research.ts';
import { manualClock, startTestServer, type TestServer } from '../helpers/server.ts';
import type { ExportRow } from '../../warehouse/export-formats.ts';
import type { SignalRecord } from '../../warehouse/warehouse.ts';

/** Rows as the API returns them (the service's own row types). */
type Profile = ExportRow;
type Signal = SignalRecord;

const PROFILE_KEYS = ['sessionGroup', 'gameName', 'gamesPlayed', 'totalDecisions', 'avgResponseTimeMs', 'ocean', 'confidence', 'date'];
const SIGNAL_KEYS = ['sessionId', 'round', 'choice', 'responseTimeMs', 'signalValue', 'bigFiveSnapshot', 'date'];
const CSV_HEADER = 'sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date';
const DEMOGRAPHIC_KEYS = ['ageGroup', 'gender', 'region', 'playerType', 'strategyExperience'];
const DEMOGRAPHIC_VALUES = /north-america|latin-america|middle-east|oceania|non-binary|undisclosed|competitive|experienced|18-24|25-34|35-44|45-54|55-64|65\+/;
const INTERNAL_ID = /syn-\d+-\d+/;

// ---- The data, as the generator made it ---------------------------------------------------------------------------

const SEED = 1;
const SESSIONS: TelemetrySession[] = [...syntheticSessions({ seed: SEED, sessions: 600 })];
const dayOf = (s: TelemetrySession) => s.startedAt.slice(0, 10);
const PROFILED = SESSIONS.filter((s) => s.endgame);
const expectedProfiles = (minGames: number) => PROFILED.filter((s) => s.endgame!.gamesPlayed >= minGames);

/** What identifies a profile row by value alone (ids differ per buyer). */
const contentKey = (p: Pick<Profile, 'date' | 'gameName' | 'gamesPlayed' | 'ocean' | 'confidence'>) =>
  [p.date, p.gameName, p.gamesPlayed, p.ocean.O, p.ocean.C, p.ocean.E, p.ocean.A, p.ocean.N, p.confidence].join('|');
const BY_CONTENT = new Map(
  PROFILED.map((s) => [
    contentKey({ date: dayOf(s), gameName: s.game, gamesPlayed: s.endgame!.gamesPlayed, ocean: s.endgame!.ocean, confidence: s.endgame!.confidence }),
    s,
  ]),
);

/** The generated session behind a profile row, checked field by field. */
function sessionOf(row: Profile): TelemetrySession {
  const session = BY_CONTENT.get(contentKey(row));
  expect(session, `no generated session has the values of ${JSON.stringify(row)}`).toBeDefined();
  expect(row.totalDecisions).toBe(session!.turns.length);
  expect(row.avgResponseTimeMs).toBeCloseTo(mean(session!.turns.map((t) => t.responseTimeMs)), 6);
  return session!;
}

// ---- Servers --------------------------------------------------------------------------------------------------------

let server: TestServer;
let admin: Admin;
/** Two keys of buyer A, one of buyer B. */
let keyA: string;
let keyA2: string;
let keyB: string;
let revokedKey: string;
const seen: Array<{ url: string; text: string }> = [];

/** A second server on a manual clock, for the rate limits and the export/scenario defaults on more data. */
const clock = manualClock();
let limited: TestServer;
let limitedAdmin: Admin;

beforeAll(async () => {
  const env = { INGEST_INTERVAL_S: '86400' };
  [server, limited] = await Promise.all([startTestServer({ env }), startTestServer({ env, clock })]);
  [admin, limitedAdmin] = await Promise.all([adminOf(server.config.dataDir), adminOf(limited.config.dataDir)]);
  const [progress, bigProgress] = await Promise.all([seedDemo(admin, 600, SEED), seedDemo(limitedAdmin, 6_000, 2)]);
  expect(progress.at(-1)).toEqual({ accepted: 600, loaded: 600, total: 600 });
  expect(bigProgress.at(-1)).toEqual({ accepted: 6_000, loaded: 6_000, total: 6_000 });
  keyA = (await createResearchKey(admin, 'buyer-a')).key;
  keyA2 = (await createResearchKey(admin, 'buyer-a')).key;
  keyB = (await createResearchKey(admin, 'buyer-b')).key;
  const revoked = await createResearchKey(admin, 'buyer-c');
  revokedKey = revoked.key;
  expect((await admin.post('/admin/research-key/revoke', { hash: revoked.hash })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.close(), limited?.close()]);
});

/** GET on the main server, with buyer A's key unless told otherwise; every body is kept for the privacy scan. */
async function get<T = any>(url: string, key: string | null = keyA): Promise<Answer<T>> {
  const answer = await call<T>(server.base, 'GET', url, { headers: key === null ? {} : { 'x-research-key': key } });
  // Request ids are random UUIDs, which can spell "18-24" across a dash: they are the service's, not data.
  seen.push({ url, text: answer.text.replace(/"requestId":"[^"]*"/g, '') });
  return answer;
}

async function getArrow(url: string, key = keyA) {
  const answer = await getBytes(server.base, url, { 'x-research-key': key });
  seen.push({ url, text: Buffer.from(answer.bytes).toString('latin1') });
  return answer;
}

/** Every profile with at least `minGames` games, as buyer `key` sees them (one export call). */
async function exported(minGames: number, key = keyA): Promise<Profile[]> {
  const answer = await get(`/api/research/export?min_games=${minGames}`, key);
  expect(answer.status).toBe(200);
  return answer.body.profiles;
}

/** internal session id → the buyer's pseudonym, for every profiled session. */
async function pseudonyms(key: string): Promise<Map<string, string>> {
  return new Map((await exported(1, key)).map((row) => [sessionOf(row).sessionId, row.sessionGroup]));
}

/** Every signal row of a game and dimension, page by page. */
async function allSignals(game: string, dimension: string, key = keyA): Promise<Signal[]> {
  const rows: Signal[] = [];
  for (let offset = 0; ; offset += 1000) {
    const answer = await get(`/api/research/signals?game=${game}&dimension=${dimension}&limit=1000&offset=${offset}`, key);
    expect(answer.status).toBe(200);
    rows.push(...answer.body.signals);
    if (rows.length >= answer.body.total || answer.body.count === 0) return rows;
  }
}

function expectParameterError(answer: Answer, path: string) {
  expect([answer.status, answer.body.error], answer.text).toEqual([400, 'invalid_parameter']);
  expect(answer.body.details).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
}

/** JSON has no -0: what the generator wrote as -0 comes back as 0. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const today = () => new Date().toISOString().slice(0, 10);

// ---- Access ---------------------------------------------------------------------------------------------------------

const KEYED = [
  '/api/research/profiles',
  '/api/research/signals?game=chicken&dimension=aggression',
  '/api/research/export',
  '/api/research/export?format=csv',
  '/api/research/scenarios',
];

describe('research keys', () => {
  it.each(KEYED)('%s needs a key: 401 missing_research_key', async (url) => {
    const answer = await get(url, null);
    expect([answer.status, answer.body.error]).toEqual([401, 'missing_research_key']);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it.each(KEYED)('%s refuses a malformed, unknown or revoked key: 401 invalid_research_key', async (url) => {
    for (const key of ['rk_nothex', `rk_${'0'.repeat(31)}`, `rk_${'F'.repeat(32)}`, `rk_${'0'.repeat(32)}`, `svc_${'0'.repeat(32)}`, revokedKey]) {
      const answer = await get(url, key);
      expect([answer.status, answer.body.error], key).toEqual([401, 'invalid_research_key']);
    }
    expect((await get(url)).status).toBe(200);
  });

  it('serves overview, sample, compliance summary and docs without a key', async () => {
    const overview = await get('/api/research/overview', null);
    expect(overview.status).toBe(200);
    const games = [...new Set(SESSIONS.map((s) => s.game))].sort();
    const days = SESSIONS.map(dayOf).sort();
    expect(overview.body).toMatchObject({
      totalSessions: 600,
      totalProfiles: PROFILED.length,
      totalDecisions: SESSIONS.reduce((n, s) => n + s.turns.length, 0),
      gamesCovered: games.length,
      dateRange: { from: days[0], to: days.at(-1) },
    });
    expect(overview.body.sampleSizeByGame).toEqual(
      games.map((game) => {
        const of = SESSIONS.filter((s) => s.game === game);
        return { game, sessions: of.length, totalTurns: of.reduce((n, s) => n + s.turns.length, 0) };
      }),
    );
    expect(overview.body.dataset).toMatchObject({ synthetic: true, neverCollected: expect.any(Array), legalBasis: expect.stringContaining('6(1)(a)') });

    const sample = await get('/api/research/sample', null);
    expect([sample.status, sample.body.count]).toEqual([200, 50]);

    const summary = await get('/api/research/compliance/summary', null);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ totalSessions: 600, totalProfiles: PROFILED.length, dimensionsMeasured: [...DIMENSIONS] });
    expect(summary.body.endpoints.public).toEqual(
      expect.arrayContaining(['GET /api/research/overview', 'GET /api/research/sample', 'GET /api/research/compliance/summary', 'GET /api/research/docs']),
    );
    expect(summary.body.endpoints.authenticated).toEqual(
      expect.arrayContaining(['GET /api/research/profiles', 'GET /api/research/signals', 'GET /api/research/export', 'GET /api/research/scenarios']),
    );
    expect(summary.body.regulatory.legalBasis).toBe('GDPR Art. 6(1)(a)');

    const docs = await call(server.base, 'GET', '/api/research/docs');
    expect([docs.status, docs.body.openapi]).toEqual([200, '3.1.0']);
  });
});

// ---- Profiles -------------------------------------------------------------------------------------------------------

describe('profiles', () => {
  it('defaults to 50 rows of profiles with at least 3 games, with count, total and X-Total-Count', async () => {
    const answer = await get<{ count: number; total: number; profiles: Profile[] }>('/api/research/profiles');
    expect(answer.status).toBe(200);
    const total = expectedProfiles(3).length;
    expect(answer.body.count).toBe(50);
    expect(answer.body.total).toBe(total);
    expect(answer.headers.get('x-total-count')).toBe(String(total));
    expect(answer.body.profiles).toHaveLength(50);
    for (const row of answer.body.profiles) {
      expect(Object.keys(row).sort()).toEqual([...PROFILE_KEYS].sort());
      expect(row.sessionGroup).toMatch(/^[0-9a-f]{64}$/);
      expect(row.gamesPlayed).toBeGreaterThanOrEqual(3);
      const session = sessionOf(row);
      expect(row.date).toBe(dayOf(session));
      expect(row.gameName).toBe(session.game);
    }
  });

  it('pages through every matching profile in date order, without overlap, and the export holds the same list', async () => {
    const total = expectedProfiles(3).length;
    const all: Profile[] = [];
    for (let offset = 0; offset < total + 500; offset += 100) {
      const page = await get(`/api/research/profiles?limit=100&offset=${offset}`);
      expect(page.body.total).toBe(total);
      expect(page.body.count).toBe(Math.max(0, Math.min(100, total - offset)));
      all.push(...page.body.profiles);
      if (page.body.count === 0) break;
    }
    expect(all).toHaveLength(total);
    expect(new Set(all.map((p) => p.sessionGroup)).size).toBe(total);
    const dates = all.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(all.map((p) => sessionOf(p).sessionId))).toEqual(new Set(expectedProfiles(3).map((s) => s.sessionId)));
    expect(await exported(3)).toEqual(all);

    // Page 2 continues page 1 exactly.
    const [one, two] = await Promise.all([get('/api/research/profiles?limit=37'), get('/api/research/profiles?limit=37&offset=37')]);
    expect([...one.body.profiles, ...two.body.profiles]).toEqual(all.slice(0, 74));
    // Past the end: empty, same total.
    const past = await get(`/api/research/profiles?offset=${total + 10}`);
    expect(past.body).toEqual({ count: 0, total, profiles: [] });
    expect(past.headers.get('x-total-count')).toBe(String(total));
    // The same page twice is the same page.
    expect((await get('/api/research/profiles?limit=37')).body).toEqual(one.body);
  });

  it('narrows with min_games, every row having at least that many games', async () => {
    for (const minGames of [1, 2, 5, 10, 40, 41]) {
      const answer = await get(`/api/research/profiles?min_games=${minGames}&limit=500`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(expectedProfiles(minGames).length);
      expect(answer.body.count).toBe(Math.min(500, expectedProfiles(minGames).length));
      for (const row of answer.body.profiles) expect(row.gamesPlayed).toBeGreaterThanOrEqual(minGames);
    }
    expect(expectedProfiles(1).length).toBeGreaterThan(expectedProfiles(3).length);
    expect(expectedProfiles(10).length).toBeGreaterThan(0);
  });

  it.each([
    ['limit=0', '/limit'],
    ['limit=501', '/limit'],
    ['limit=-1', '/limit'],
    ['limit=abc', '/limit'],
    ['limit=2.5', '/limit'],
    ['limit=', '/limit'],
    ['limit=5&limit=6', '/limit'],
    ['foo=1', '/foo'],
    ['LIMIT=5', '/LIMIT'],
    ['offset=-5', '/offset'],
    ['offset=1e10', '/offset'],
    ['min_games=0', '/min_games'],
    ['min_games=three', '/min_games'],
    ['limit=1;DROP TABLE profiles', '/limit'],
    ['offset=0%20OR%201=1', '/offset'],
  ])('refuses %s with 400 invalid_parameter', async (query, path) => {
    expectParameterError(await get(`/api/research/profiles?${query}`), path);
  });

  // Ajv's coercion alone would turn these into ±Infinity, which passes integer, minimum and maximum checks.
  for (const [query, path] of [
    ['/api/research/profiles?limit=1e309', '/limit'],
    ['/api/research/profiles?limit=Infinity', '/limit'],
    ['/api/research/profiles?limit=-1e309', '/limit'],
    ['/api/research/profiles?offset=-Infinity', '/offset'],
    ['/api/research/profiles?min_games=-1e309', '/min_games'],
    ['/api/research/export?limit=1e309', '/limit'],
    ['/api/research/export?offset=1e309', '/offset'],
    ['/api/research/signals?game=chicken&dimension=aggression&limit=1e309', '/limit'],
    ['/api/research/scenarios?limit=1e309', '/limit'],
  ] as const) {
    it(`refuses the non-finite number in ${query} with 400 invalid_parameter`, async () => {
      expectParameterError(await get(query), path);
    });
  }

  it('accepts the largest limit, 500', async () => {
    const answer = await get('/api/research/profiles?limit=500&min_games=1');
    expect([answer.status, answer.body.count]).toEqual([200, 500]);
  });
});

// ---- Signals --------------------------------------------------------------------------------------------------------

describe('signals', () => {
  it('needs game and dimension', async () => {
    expectParameterError(await get('/api/research/signals?dimension=aggression'), '/game');
    expectParameterError(await get('/api/research/signals?game=chicken'), '/dimension');
    const neither = await get('/api/research/signals');
    expectParameterError(neither, '/game');
    expectParameterError(neither, '/dimension');
  });

  it('refuses an unknown game with 400 unknown_game listing the valid ids', async () => {
    for (const game of ['poker', 'trust game', 'trust-game-2']) {
      const answer = await get(`/api/research/signals?game=${encodeURIComponent(game)}&dimension=aggression`);
      expect([answer.status, answer.body.error]).toEqual([400, 'unknown_game']);
      for (const id of GAME_IDS) expect(answer.body.message).toContain(id);
    }
  });

  it.each(['courage', 'Aggression', 'risk-tolerance', ''])('refuses the dimension %j with 400 invalid_parameter', async (dimension) => {
    expectParameterError(await get(`/api/research/signals?game=chicken&dimension=${dimension}`), '/dimension');
  });

  it('matches the game case-insensitively and returns the turns of that game, in order, with the exact values', async () => {
    const answer = await get('/api/research/signals?game=Trust-Game&dimension=trust_propensity');
    expect(answer.status).toBe(200);
    expect(answer.body.game).toBe('trust-game');
    expect(answer.body.dimension).toBe('trust_propensity');
    const sessions = SESSIONS.filter((s) => s.game === 'trust-game');
    const total = sessions.reduce((n, s) => n + s.turns.length, 0);
    expect(answer.body.total).toBe(total);
    expect(answer.headers.get('x-total-count')).toBe(String(total));
    expect(answer.body.count).toBe(Math.min(100, total)); // default limit 100
    expect(total).toBeGreaterThan(100);

    const rows = await allSignals('TRUST-GAME', 'trust_propensity');
    expect(rows).toHaveLength(total);
    expect(rows.slice(0, 100)).toEqual(answer.body.signals);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...SIGNAL_KEYS].sort());
    // Ordered by date, then session, then round: each session one block of rounds 1..n.
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    const blocks: Signal[][] = [];
    for (const row of rows) {
      if (blocks.at(-1)?.[0]!.sessionId === row.sessionId) blocks.at(-1)!.push(row);
      else blocks.push([row]);
    }
    expect(blocks).toHaveLength(sessions.length);
    for (const block of blocks) expect(block.map((r) => r.round)).toEqual(block.map((_, i) => i + 1));

    // Every profiled session's turns, under the same id as its profile, with the values the app sent.
    const ids = await pseudonyms(keyA);
    const byId = new Map(blocks.map((b) => [b[0]!.sessionId, b]));
    const profiled = sessions.filter((s) => s.endgame);
    expect(profiled.length).toBeGreaterThan(10);
    for (const session of profiled) {
      const block = byId.get(ids.get(session.sessionId)!);
      expect(block, session.sessionId).toBeDefined();
      expect(block).toEqual(
        plain(session.turns.map((t) => ({
          sessionId: ids.get(session.sessionId),
          round: t.round,
          choice: t.choice,
          responseTimeMs: t.responseTimeMs,
          signalValue: t.signals.trust_propensity,
          bigFiveSnapshot: t.bigFive,
          date: dayOf(session),
        }))),
      );
    }
  });

  it('allows limit up to 1000, and pages with offset', async () => {
    const big = await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=1000');
    expect(big.status).toBe(200);
    const total = SESSIONS.filter((s) => s.game === 'prisoners-dilemma').reduce((n, s) => n + s.turns.length, 0);
    expect(total).toBeGreaterThan(1000);
    expect([big.body.count, big.body.total]).toEqual([1000, total]);
    const rest = await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=1000&offset=1000');
    expect(rest.body.count).toBe(total - 1000);
    const page = await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=10&offset=995');
    expect(page.body.signals).toEqual([...big.body.signals.slice(995), ...rest.body.signals.slice(0, 5)]);
    expectParameterError(await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=1001'), '/limit');
    expectParameterError(await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&limit=0'), '/limit');
    expectParameterError(await get('/api/research/signals?game=prisoners-dilemma&dimension=aggression&offset=-1'), '/offset');
  });
});

// ---- Export ---------------------------------------------------------------------------------------------------------

/** A CSV/Arrow record back in the profile row's shape. */
const fromFlat = (r: Record<string, any>): Profile => ({
  sessionGroup: r.sessionGroup,
  gameName: r.gameName,
  gamesPlayed: r.gamesPlayed,
  totalDecisions: r.totalDecisions,
  avgResponseTimeMs: r.avgResponseTimeMs,
  ocean: { O: r.O, C: r.C, E: r.E, A: r.A, N: r.N },
  confidence: r.confidence,
  date: r.date,
});
const NUMERIC = new Set(['gamesPlayed', 'totalDecisions', 'avgResponseTimeMs', 'O', 'C', 'E', 'A', 'N', 'confidence']);

function expectAttachment(headers: Headers, ext: string, days = [today()]) {
  const disposition = headers.get('content-disposition');
  expect(days.map((d) => `attachment; filename="research-profiles-${d}.${ext}"`)).toContain(disposition);
}

describe('export', () => {
  const query = 'limit=120&offset=30&min_games=2';
  let reference: { count: number; total: number; profiles: Profile[] };
  beforeAll(async () => {
    reference = (await get(`/api/research/profiles?${query}`)).body;
    expect(reference.count).toBe(120);
  });

  it('json: {count, offset, profiles} equal to /profiles with the same parameters', async () => {
    const before = today();
    const answer = await get(`/api/research/export?format=json&${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expectAttachment(answer.headers, 'json', [before, today()]);
    expect(answer.headers.get('x-total-count')).toBe(String(reference.total));
    expect(answer.body).toEqual({ count: 120, offset: 30, profiles: reference.profiles });
  });

  it('json by default, with every matching profile (default limit above the data)', async () => {
    const answer = await get('/api/research/export');
    expect(answer.status).toBe(200);
    expectAttachment(answer.headers, 'json', [today()]);
    expect(answer.body.count).toBe(expectedProfiles(3).length);
    expect(answer.body.offset).toBe(0);
    expect(answer.headers.get('x-total-count')).toBe(String(expectedProfiles(3).length));
  });

  it('csv: the documented header, then the same rows as plain values', async () => {
    const answer = await get(`/api/research/export?format=csv&${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expectAttachment(answer.headers, 'csv', [today()]);
    expect(answer.headers.get('x-total-count')).toBe(String(reference.total));
    expect(answer.text.split('\n')[0]).toBe(CSV_HEADER);
    const parsed = Papa.parse<Record<string, unknown>>(answer.text, {
      header: true,
      skipEmptyLines: true,
      dynamicTyping: (field) => NUMERIC.has(String(field)),
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(CSV_HEADER.split(','));
    expect(parsed.data.map(fromFlat)).toEqual(reference.profiles);
    // Negative OCEAN values are written as plain numbers, not guarded text.
    expect(answer.text).toMatch(/,-\d/);
    expect(answer.text).not.toContain("'-");
  });

  it('arrow: an IPC stream with the same rows', async () => {
    const answer = await getArrow(`/api/research/export?format=arrow&${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apache.arrow.stream');
    expectAttachment(answer.headers, 'arrow', [today()]);
    expect(answer.headers.get('x-total-count')).toBe(String(reference.total));
    const table = tableFromIPC(answer.bytes);
    expect(table.schema.fields.map((f) => f.name)).toEqual(CSV_HEADER.split(','));
    expect(table.numRows).toBe(120);
    expect(table.toArray().map((row) => fromFlat(row.toJSON()))).toEqual(reference.profiles);
  });

  it('an empty page is still a valid file in every format', async () => {
    const past = `offset=${expectedProfiles(3).length}`;
    expect((await get(`/api/research/export?${past}`)).body).toEqual({ count: 0, offset: expectedProfiles(3).length, profiles: [] });
    expect((await get(`/api/research/export?format=csv&${past}`)).text).toBe(`${CSV_HEADER}\n`);
    expect(tableFromIPC((await getArrow(`/api/research/export?format=arrow&${past}`)).bytes).numRows).toBe(0);
  });

  it('refuses limit 5001, an unknown format and unknown parameters', async () => {
    expectParameterError(await get('/api/research/export?limit=5001'), '/limit');
    expectParameterError(await get('/api/research/export?format=xml'), '/format');
    expectParameterError(await get('/api/research/export?format=JSON'), '/format');
    expectParameterError(await get('/api/research/export?gzip=1'), '/gzip');
    expect((await get('/api/research/export?limit=5000')).status).toBe(200);
  });
});

// ---- Scenarios ------------------------------------------------------------------------------------------------------

describe('scenarios', () => {
  const customs = SESSIONS.filter((s) => s.gameContext === 'custom-scenario');
  const summary = [...new Set(customs.map((s) => s.scenarioId!))].sort().map((scenarioId) => ({
    scenarioId,
    sessions: customs.filter((s) => s.scenarioId === scenarioId).length,
  }));

  it('lists custom-scenario sessions and a summary of sessions per scenario', async () => {
    expect(customs.length).toBeGreaterThan(20);
    const answer = await get('/api/research/scenarios');
    expect(answer.status).toBe(200);
    expect(answer.body.scenarios).toEqual(summary);
    expect(answer.body.total).toBe(customs.length);
    expect(answer.headers.get('x-total-count')).toBe(String(customs.length));
    expect(answer.body.count).toBe(Math.min(50, customs.length));
    expect(answer.body.sessions).toHaveLength(answer.body.count);
    const small = await get('/api/research/scenarios?limit=10');
    expect([small.body.count, small.body.total]).toEqual([10, customs.length]);
    expect(small.body.sessions).toEqual(answer.body.sessions.slice(0, 10));
    const next = await get('/api/research/scenarios?limit=10&offset=10');
    expect(next.body.sessions).toEqual(answer.body.sessions.slice(10, 20));
  });

  it('filters by scenarioId, each row matching its session', async () => {
    const ids = await pseudonyms(keyA);
    for (const { scenarioId, sessions } of summary) {
      const answer = await get(`/api/research/scenarios?scenarioId=${scenarioId}`);
      expect([answer.status, answer.body.count, answer.body.total]).toEqual([200, sessions, sessions]);
      const expected = customs.filter((s) => s.scenarioId === scenarioId);
      for (const row of answer.body.sessions) {
        expect(Object.keys(row).sort()).toEqual(['date', 'scenarioId', 'sessionGroup', 'totalRounds']);
        expect(row.scenarioId).toBe(scenarioId);
        expect(row.sessionGroup).toMatch(/^[0-9a-f]{64}$/);
      }
      // Profiled sessions are found under the same id as in /profiles, with their rounds and date.
      for (const session of expected.filter((s) => s.endgame)) {
        expect(answer.body.sessions).toContainEqual({
          sessionGroup: ids.get(session.sessionId),
          scenarioId,
          totalRounds: session.turns.length,
          date: dayOf(session),
        });
      }
      expect(answer.body.scenarios).toEqual(summary);
    }
  });

  it('treats SQL in scenarioId as a plain string that matches nothing, and the data stays intact', async () => {
    for (const scenarioId of ["' OR 1=1 --", "heist-split' OR '1'='1", "'; DROP TABLE sessions; --"]) {
      const answer = await get(`/api/research/scenarios?scenarioId=${encodeURIComponent(scenarioId)}`);
      expect([answer.status, answer.body.count, answer.body.total, answer.body.sessions]).toEqual([200, 0, 0, []]);
    }
    expectParameterError(await get('/api/research/scenarios?limit=1;DROP TABLE sessions'), '/limit');
    expect((await get('/api/research/scenarios')).body.scenarios).toEqual(summary);
    expect((await get('/api/research/profiles?min_games=1&limit=1')).body.total).toBe(PROFILED.length);
    expect((await get('/api/research/overview', null)).body.totalSessions).toBe(600);
  });

  it('refuses limit 501 and a scenarioId over 64 characters', async () => {
    expectParameterError(await get('/api/research/scenarios?limit=501'), '/limit');
    expectParameterError(await get(`/api/research/scenarios?scenarioId=${'x'.repeat(65)}`), '/scenarioId');
  });
});

// ---- Privacy --------------------------------------------------------------------------------------------------------

describe('pseudonyms and privacy', () => {
  it('gives two buyers different ids for the same rows, and one buyer the same ids on every call and key', async () => {
    const [a, b, a2, again] = await Promise.all([
      get('/api/research/profiles?limit=100', keyA),
      get('/api/research/profiles?limit=100', keyB),
      get('/api/research/profiles?limit=100', keyA2),
      get('/api/research/profiles?limit=100', keyA),
    ]);
    const strip = (rows: Profile[]) => rows.map(({ sessionGroup: _, ...rest }) => rest);
    expect(strip(b.body.profiles)).toEqual(strip(a.body.profiles)); // same rows, same order
    a.body.profiles.forEach((row: Profile, i: number) => expect(b.body.profiles[i].sessionGroup).not.toBe(row.sessionGroup));
    expect(again.body).toEqual(a.body);
    expect(a2.body).toEqual(a.body); // another key of the same buyer

    const [idsA, idsB] = await Promise.all([pseudonyms(keyA), pseudonyms(keyB)]);
    expect(idsA.size).toBe(PROFILED.length);
    const setA = new Set(idsA.values());
    expect([...idsB.values()].filter((id) => setA.has(id))).toEqual([]);
    expect(new Set(idsB.values()).size).toBe(PROFILED.length);
  });

  it("keeps a session's id the same across profiles, export, signals and scenarios for one buyer", async () => {
    for (const key of [keyA, keyB]) {
      const ids = await pseudonyms(key); // from the export
      const page = await get<{ profiles: Profile[] }>('/api/research/profiles?min_games=1&limit=500', key);
      for (const row of page.body.profiles) expect(ids.get(sessionOf(row).sessionId)).toBe(row.sessionGroup);

      const session = PROFILED.find((s) => s.game === 'stag-hunt')!;
      const signals = await allSignals('stag-hunt', 'risk_tolerance', key);
      const sessionRows = signals.filter((s) => s.sessionId === ids.get(session.sessionId));
      expect(sessionRows.map((r) => r.choice)).toEqual(session.turns.map((t) => t.choice));

      const custom = PROFILED.find((s) => s.scenarioId)!;
      const scenario = await get(`/api/research/scenarios?scenarioId=${custom.scenarioId}&limit=500`, key);
      expect(scenario.body.sessions.map((s: { sessionGroup: string }) => s.sessionGroup)).toContain(ids.get(custom.sessionId));
    }
  });

  it("samples at most 50 profiles with ≥ 3 games, under ids that are no buyer's, the same on every call of the day", async () => {
    const [idsA, idsB] = await Promise.all([pseudonyms(keyA), pseudonyms(keyB)]);
    const buyers = new Set([...idsA.values(), ...idsB.values()]);
    const sampled = new Set<string>();
    const answers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await get<{ count: number; profiles: Profile[] }>('/api/research/sample', null);
      answers.push(answer.text);
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBe(answer.body.profiles.length);
      expect(answer.body.count).toBeLessThanOrEqual(50);
      expect(answer.body.count).toBe(50); // 400-odd profiles qualify
      for (const row of answer.body.profiles) {
        expect(Object.keys(row).sort()).toEqual([...PROFILE_KEYS].sort());
        expect(row.gamesPlayed).toBeGreaterThanOrEqual(3);
        const session = sessionOf(row);
        expect(row.sessionGroup).toMatch(/^[0-9a-f]{64}$/);
        expect(buyers.has(row.sessionGroup)).toBe(false);
        expect(row.sessionGroup).not.toBe(idsA.get(session.sessionId));
        sampled.add(session.sessionId);
      }
      expect(new Set(answer.body.profiles.map((p) => p.sessionGroup)).size).toBe(answer.body.count);
    }
    // SPEC §4: one draw a day (test/http/research-sample.test.ts checks many callers, restarts and the next day).
    expect(answers[1]).toBe(answers[0]);
    expect(sampled.size).toBe(50);
  });

  it('never shows an internal session id or a demographic value in any research response', async () => {
    // Everything fetched in this file so far, plus one more call of every kind.
    await Promise.all([
      get('/api/research/profiles?min_games=1&limit=500'),
      get('/api/research/profiles?min_games=1&limit=500&offset=500'),
      get('/api/research/export?min_games=1&format=csv'),
      getArrow('/api/research/export?min_games=1&format=arrow'),
      get('/api/research/scenarios?limit=500'),
      get('/api/research/sample', null),
      get('/api/research/overview', null),
      get('/api/research/compliance/summary', null),
      ...GAME_IDS.map((game) => get(`/api/research/signals?game=${game}&dimension=moral_flexibility&limit=1000`)),
    ]);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter(({ text }) => INTERNAL_ID.test(text)).map(({ url }) => url)).toEqual([]);
    expect(seen.filter(({ text }) => DEMOGRAPHIC_VALUES.test(text)).map(({ url }) => url)).toEqual([]);
    // Row-level bodies carry no demographic key at all.
    const rowBodies = seen.filter(({ url }) => /\/(profiles|signals|scenarios|sample|export)/.test(url));
    for (const { url, text } of rowBodies) {
      for (const key of DEMOGRAPHIC_KEYS) expect(text.includes(`"${key}"`) || text.includes(`,${key},`), `${key} in ${url}`).toBe(false);
    }
    // And the generated sessions did have demographics to leak.
    expect(SESSIONS.filter((s) => s.demographics?.region === 'north-america').length).toBeGreaterThan(10);
  });
});

// ---- More data: the export and scenario defaults ----------------------------------------------------------------------

describe('defaults on a larger dataset (6,000 sessions)', () => {
  it('export sends at most 5,000 rows by default, with X-Total-Count of all, dated by the service clock', async () => {
    const { key } = await createResearchKey(limitedAdmin, 'bulk buyer');
    const answer = await call(limited.base, 'GET', '/api/research/export?min_games=1', { headers: { 'x-research-key': key } });
    expect(answer.status).toBe(200);
    const total = Number(answer.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(5_000);
    expect([answer.body.count, answer.body.profiles.length, answer.body.offset]).toEqual([5_000, 5_000, 0]);
    const day = new Date(clock()).toISOString().slice(0, 10);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="research-profiles-${day}.json"`);
    const rest = await call(limited.base, 'GET', '/api/research/export?min_games=1&offset=5000&format=csv', { headers: { 'x-research-key': key } });
    expect(rest.text.trimEnd().split('\n')).toHaveLength(1 + total - 5_000);

    const scenarios = await call(limited.base, 'GET', '/api/research/scenarios', { headers: { 'x-research-key': key } });
    expect(scenarios.body.total).toBeGreaterThan(50);
    expect(scenarios.body.count).toBe(50);
  });

  it('never sends more than 5,000 rows, whatever the limit says', async () => {
    const { key } = await createResearchKey(limitedAdmin, 'greedy buyer');
    const answer = await call(limited.base, 'GET', '/api/research/export?min_games=1&limit=1e309', { headers: { 'x-research-key': key } });
    expect(answer.status === 400 || answer.body.count <= 5_000).toBe(true);
  });
});

// ---- Rate limits ----------------------------------------------------------------------------------------------------

describe('rate limits (manual clock)', () => {
  it('allows 120 public requests a minute per address, then 429 with Retry-After until the window moves', async () => {
    const urls = ['/api/research/overview', '/api/research/sample', '/api/research/compliance/summary'];
    for (let i = 0; i < 120; i += 40) {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, j) => call(limited.base, 'GET', urls[(i + j) % 3]!)));
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    }
    const refused = await call(limited.base, 'GET', '/api/research/overview');
    expect([refused.status, refused.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.retryAfter).toBe(new Date(clock() + 60_000).toISOString());
    expect((await call(limited.base, 'GET', '/api/research/compliance/summary')).status).toBe(429);

    clock.advance(59_000);
    const later = await call(limited.base, 'GET', '/api/research/sample');
    expect([later.status, later.headers.get('retry-after')]).toEqual([429, '1']);
    clock.advance(1_000);
    expect((await call(limited.base, 'GET', '/api/research/overview')).status).toBe(200);
  });

  it('allows 1,000 requests an hour per research key, then 429 with Retry-After; other keys keep their own window', async () => {
    const { key } = await createResearchKey(limitedAdmin, 'busy buyer');
    const { key: sibling } = await createResearchKey(limitedAdmin, 'busy buyer');
    const headers = { 'x-research-key': key };
    for (let i = 0; i < 1_000; i += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(limited.base, 'GET', '/api/research/profiles?limit=1', { headers })));
      const statuses = answers.map((a) => a.status);
      expect(statuses, `batch at ${i}`).toEqual(Array(50).fill(200));
    }
    const refused = await call(limited.base, 'GET', '/api/research/profiles?limit=1', { headers });
    expect([refused.status, refused.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body.retryAfter).toBe(new Date(clock() + 3_600_000).toISOString());
    // The limit is per key, on every endpoint of the key.
    expect((await call(limited.base, 'GET', '/api/research/scenarios', { headers })).status).toBe(429);
    expect((await call(limited.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': sibling } })).status).toBe(200);

    clock.advance(3_600_000);
    expect((await call(limited.base, 'GET', '/api/research/profiles?limit=1', { headers })).status).toBe(200);
  });
});

// ---- OpenAPI --------------------------------------------------------------------------------------------------------

describe('OpenAPI document', () => {
  it('lists every research path with its query parameters', async () => {
    const { body: doc } = await call(server.base, 'GET', '/api/research/docs');
    const research = Object.keys(doc.paths).filter((p) => p.startsWith('/api/research/'));
    // Other research paths may exist (more of SEED's are being added); these must be there.
    expect(research).toEqual(
      expect.arrayContaining([
        '/api/research/overview',
        '/api/research/sample',
        '/api/research/profiles',
        '/api/research/signals',
        '/api/research/export',
        '/api/research/scenarios',
        '/api/research/ingest',
        '/api/research/ingest/sessions/{sessionId}',
        '/api/research/compliance/summary',
        '/api/research/docs',
      ]),
    );
    const params = (path: string) =>
      Object.fromEntries(
        (doc.paths[path].get.parameters ?? []).map((p: any) => [p.name, { in: p.in, required: p.required, ...p.schema }]),
      );
    expect(params('/api/research/profiles')).toMatchObject({
      min_games: { in: 'query', required: false, type: 'integer', minimum: 1, default: 3 },
      limit: { in: 'query', required: false, type: 'integer', minimum: 1, maximum: 500, default: 50 },
      offset: { in: 'query', required: false, type: 'integer', minimum: 0, default: 0 },
    });
    expect(Object.keys(params('/api/research/profiles')).sort()).toEqual(['limit', 'min_games', 'offset']);
    expect(params('/api/research/signals')).toMatchObject({
      game: { in: 'query', required: true, type: 'string' },
      dimension: { in: 'query', required: true, enum: [...DIMENSIONS] },
      limit: { maximum: 1000, default: 100 },
      offset: { minimum: 0 },
    });
    expect(Object.keys(params('/api/research/signals')).sort()).toEqual(['dimension', 'game', 'limit', 'offset']);
    expect(params('/api/research/export')).toMatchObject({
      format: { enum: ['json', 'csv', 'arrow'], default: 'json' },
      min_games: { default: 3 },
      limit: { maximum: 5000, default: 5000 },
      offset: { minimum: 0 },
    });
    expect(Object.keys(params('/api/research/export')).sort()).toEqual(['format', 'limit', 'min_games', 'offset']);
    expect(params('/api/research/scenarios')).toMatchObject({
      scenarioId: { required: false, type: 'string' },
      limit: { maximum: 500, default: 50 },
      offset: { minimum: 0 },
    });
    expect(Object.keys(params('/api/research/scenarios')).sort()).toEqual(['limit', 'offset', 'scenarioId']);
    for (const path of ['/api/research/overview', '/api/research/sample', '/api/research/compliance/summary']) {
      expect(doc.paths[path].get.parameters).toBeUndefined();
      expect(doc.paths[path].get.security).toEqual([]);
      expect(Object.keys(doc.paths[path].get.responses)).toEqual(expect.arrayContaining(['200', '429']));
    }
    for (const path of ['/api/research/profiles', '/api/research/signals', '/api/research/export', '/api/research/scenarios']) {
      expect(doc.paths[path].get.security).toEqual([{ researchKey: [] }]);
      expect(Object.keys(doc.paths[path].get.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    }
    expect(doc.paths['/api/research/ingest/sessions/{sessionId}'].delete.parameters).toEqual([
      { name: 'sessionId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(doc.components.securitySchemes.researchKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-research-key' });
  });
});
