// Telemetry ingest (SPEC §5): the ingest key, what a batch must be to be accepted, that a refused batch stores nothing,
// the inbox → warehouse load, idempotent re-sends, withdrawal of consent, and a fuzz of hostile bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetrySession } from '../../src/research/telemetry.ts';
import { syntheticSessions } from '../../src/demo/synthetic.ts';
import { call, type Answer } from '../helpers/client.ts';
import {
  adminOf,
  createIngestKey,
  createResearchKey,
  makeSession,
  mean,
  runIngest,
  type Admin,
} from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import type { ExportRow } from '../../warehouse/export-formats.ts';

let server: TestServer;
let admin: Admin;
let ingestKey: string;
let researchKey: string;

beforeAll(async () => {
  // No scheduled load during the run: every load here is an explicit `admin ingest run`.
  server = await startTestServer({ env: { INGEST_INTERVAL_S: '86400' } });
  admin = await adminOf(server.config.dataDir);
  ingestKey = (await createIngestKey(admin, 'desktop-app 1.0')).key;
  researchKey = (await createResearchKey(admin, 'ingest-test lab')).key;
});
afterAll(() => server?.close());

const INGEST = '/api/research/ingest';
const ingest = (json: unknown, headers: Record<string, string> = {}) =>
  call(server.base, 'POST', INGEST, { json, headers: { 'x-ingest-key': ingestKey, ...headers } });
const ingestRaw = (body: string | Buffer, headers: Record<string, string> = {}) =>
  call(server.base, 'POST', INGEST, { body, headers: { 'x-ingest-key': ingestKey, 'content-type': 'application/json', ...headers } });
const withdraw = (sessionId: string, key: string | null = ingestKey) =>
  call(server.base, 'DELETE', `${INGEST}/sessions/${encodeURIComponent(sessionId)}`, { headers: key === null ? {} : { 'x-ingest-key': key } });
const research = (url: string) => call(server.base, 'GET', url, { headers: { 'x-research-key': researchKey } });

/** A profile as the API returns it. */
type Profile = ExportRow;

/** Every profile (any gamesPlayed) and the number of profiles, in one export call. */
async function allProfiles(): Promise<{ total: number; profiles: Profile[] }> {
  const answer = await research('/api/research/export?format=json&min_games=1');
  expect(answer.status).toBe(200);
  return { total: Number(answer.headers.get('x-total-count')), profiles: answer.body.profiles };
}

async function signalsOf(game: string, dimension = 'aggression') {
  const answer = await research(`/api/research/signals?game=${game}&dimension=${dimension}&limit=1000`);
  expect(answer.status).toBe(200);
  return answer.body as { total: number; count: number; signals: Array<Record<string, any>> };
}

/** Every answer of the ingest route carries the error envelope when it refuses. */
function expectError(answer: Answer, status: number, error: string) {
  expect({ status: answer.status, error: answer.body?.error }, answer.text.slice(0, 500)).toEqual({ status, error });
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof answer.body.message).toBe('string');
  expect(typeof answer.body.requestId).toBe('string');
}

const detailPaths = (answer: Answer): string[] => (answer.body.details ?? []).map((d: { path: string }) => d.path);

/** The totals a stored session would move: profiles (export), sessions and decisions (overview). */
async function totals() {
  const overview = await call(server.base, 'GET', '/api/research/overview');
  expect(overview.status).toBe(200);
  return { profiles: (await allProfiles()).total, sessions: overview.body.totalSessions, decisions: overview.body.totalDecisions };
}

/** Proof that a refusal stored nothing: the load finds no file in the inbox, and no total moved. */
async function expectNothingStored(before: Awaited<ReturnType<typeof totals>>) {
  expect(await runIngest(admin)).toEqual({ files: 0, sessions: 0, turns: 0, profiles: 0 });
  expect(await totals()).toEqual(before);
}

describe('ingest key', () => {
  it('is required on upload and on withdrawal: 401 missing_ingest_key', async () => {
    expectError(await call(server.base, 'POST', INGEST, { json: { sessions: [makeSession('k-1')] } }), 401, 'missing_ingest_key');
    expectError(await withdraw('k-1', null), 401, 'missing_ingest_key');
  });

  it('is checked before the body: no key and malformed JSON is still 401', async () => {
    const answer = await call(server.base, 'POST', INGEST, { body: '{nope', headers: { 'content-type': 'application/json' } });
    expectError(answer, 401, 'missing_ingest_key');
  });

  it.each([
    ['malformed', 'ik_not-a-key'],
    ['too short', 'ik_0123456789abcdef'],
    ['upper-case hex', `ik_${'A'.repeat(32)}`],
    ['unknown', `ik_${'0'.repeat(32)}`],
    ['a research key', 'rk_0123456789abcdef0123456789abcdef'],
  ])('refuses a %s key with 401 invalid_ingest_key', async (_label, key) => {
    expectError(await ingest({ sessions: [makeSession('k-2')] }, { 'x-ingest-key': key }), 401, 'invalid_ingest_key');
    expectError(await withdraw('k-2', key), 401, 'invalid_ingest_key');
  });

  it('refuses a revoked key at once, while other keys keep working', async () => {
    const { key, hash } = await createIngestKey(admin, 'desktop-app 0.9 (recalled)');
    const before = await withdraw('never-sent', key);
    expect([before.status, before.body]).toEqual([200, { deleted: 0 }]);

    const revoked = await admin.post('/admin/ingest-key/revoke', { hash });
    expect([revoked.status, revoked.body]).toEqual([200, { revoked: hash }]);
    expectError(await withdraw('never-sent', key), 401, 'invalid_ingest_key');
    expectError(await ingest({ sessions: [makeSession('k-3')] }, { 'x-ingest-key': key }), 401, 'invalid_ingest_key');
    expect((await withdraw('never-sent')).status).toBe(200);

    const again = await admin.post('/admin/ingest-key/revoke', { hash });
    expect([again.status, again.body.error]).toEqual([404, 'key_not_found']);
  });
});

describe('a valid batch', () => {
  const standard = makeSession('happy-standard', {
    game: 'sealed-bid-auction',
    choices: ['bid:10', 'bid:55', 'bid:100'],
    startedAt: '2024-05-01T10:15:00Z',
    demographics: { ageGroup: '25-34', region: 'north-america', gender: 'non-binary' },
    endgame: { gamesPlayed: 7, confidence: 0.81 },
    tag: 11,
  });
  const custom = makeSession('happy-custom', {
    game: 'negotiation',
    choices: ['offer:40', 'offer:55', 'accept'],
    gameContext: 'custom-scenario',
    scenarioId: 'itest-scenario',
    startedAt: '2024-05-02',
    endgame: { gamesPlayed: 3 },
    tag: 12,
  });
  const bare = makeSession('happy-no-endgame', {
    game: 'sealed-bid-auction',
    choices: ['bid:0'],
    startedAt: '2024-05-03T08:00:00.000+02:00',
    endgame: null,
    tag: 13,
  });

  it('is accepted (202), waits in the inbox, and is visible everywhere after the load', async () => {
    const overview0 = (await call(server.base, 'GET', '/api/research/overview')).body; // fills the 60 s cache
    const profiles0 = await allProfiles();
    const signals0 = await signalsOf('sealed-bid-auction');

    const accepted = await ingest({ sessions: [standard, custom, bare] });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ accepted: 3, batchId: expect.any(String) });
    expect(accepted.body.batchId.length).toBeGreaterThan(0);

    // Not visible before the load.
    const waiting = await allProfiles();
    expect(waiting.total).toBe(profiles0.total);
    expect(waiting.profiles.filter((p) => p.date.startsWith('2024-05-0'))).toEqual([]);
    expect((await signalsOf('sealed-bid-auction')).total).toBe(signals0.total);
    expect((await research('/api/research/scenarios?scenarioId=itest-scenario')).body).toMatchObject({ count: 0, total: 0 });

    expect(await runIngest(admin)).toEqual({ files: 1, sessions: 3, turns: 7, profiles: 2 });

    // Overview: cached, but the load drops the cache.
    const overview1 = (await call(server.base, 'GET', '/api/research/overview')).body;
    expect(overview1.totalSessions).toBe(overview0.totalSessions + 3);
    expect(overview1.totalProfiles).toBe(overview0.totalProfiles + 2);
    expect(overview1.totalDecisions).toBe(overview0.totalDecisions + 7);
    const bySealed = (o: any) => o.sampleSizeByGame.find((g: any) => g.game === 'sealed-bid-auction') ?? { sessions: 0, totalTurns: 0 };
    expect(bySealed(overview1)).toEqual({
      game: 'sealed-bid-auction',
      sessions: bySealed(overview0).sessions + 2,
      totalTurns: bySealed(overview0).totalTurns + 4,
    });

    // Profiles: one row per session with an endgame; only the calendar date of startedAt is kept.
    const after = await allProfiles();
    expect(after.total).toBe(profiles0.total + 2);
    const [row] = after.profiles.filter((p) => p.date === '2024-05-01');
    expect(after.profiles.filter((p) => p.date === '2024-05-01')).toHaveLength(1);
    expect(row).toEqual({
      sessionGroup: expect.stringMatching(/^[0-9a-f]{64}$/),
      gameName: 'sealed-bid-auction',
      gamesPlayed: 7,
      totalDecisions: 3,
      avgResponseTimeMs: mean(standard.turns.map((t) => t.responseTimeMs)),
      ocean: standard.endgame!.ocean,
      confidence: 0.81,
      date: '2024-05-01',
    });
    const customRow = after.profiles.find((p) => p.date === '2024-05-02')!;
    expect(customRow).toMatchObject({ gameName: 'negotiation', gamesPlayed: 3, totalDecisions: 3 });
    expect(after.profiles.filter((p) => p.date === '2024-05-03')).toEqual([]); // no endgame, no profile
    // min_games 3 (the default) leaves neither out; min_games 8 leaves both out.
    const defaults = await research('/api/research/profiles?limit=500');
    expect(defaults.body.profiles.map((p: Profile) => p.date)).toEqual(expect.arrayContaining(['2024-05-01', '2024-05-02']));
    const eight = await research('/api/research/profiles?limit=500&min_games=8');
    expect(eight.body.profiles.map((p: Profile) => p.date)).not.toContain('2024-05-01');

    // Signals of the game: the turns of both sealed-bid sessions, under the same pseudonym as the profile.
    const signals = await signalsOf('sealed-bid-auction');
    expect(signals.total).toBe(signals0.total + 4);
    const ours = signals.signals.filter((s) => s.date === '2024-05-01');
    expect(ours).toEqual(
      standard.turns.map((t) => ({
        sessionId: row!.sessionGroup,
        round: t.round,
        choice: t.choice,
        responseTimeMs: t.responseTimeMs,
        signalValue: t.signals.aggression,
        bigFiveSnapshot: t.bigFive,
        date: '2024-05-01',
      })),
    );
    const bareTurns = signals.signals.filter((s) => s.date === '2024-05-03');
    expect(bareTurns.map((s) => [s.round, s.choice])).toEqual([[1, 'bid:0']]);
    expect(bareTurns[0]!.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(bareTurns[0]!.sessionId).not.toBe(row!.sessionGroup);
    const negotiation = await signalsOf('Negotiation', 'decisiveness');
    expect(negotiation.signals.filter((s) => s.date === '2024-05-02').map((s) => [s.sessionId, s.choice, s.signalValue])).toEqual(
      custom.turns.map((t) => [customRow.sessionGroup, t.choice, t.signals.decisiveness]),
    );

    // Scenarios: the custom-scenario session, under the same pseudonym again.
    const scenarios = await research('/api/research/scenarios?scenarioId=itest-scenario');
    expect(scenarios.status).toBe(200);
    expect(scenarios.body.count).toBe(1);
    expect(scenarios.body.total).toBe(1);
    expect(scenarios.headers.get('x-total-count')).toBe('1');
    expect(scenarios.body.sessions).toEqual([{ sessionGroup: customRow.sessionGroup, scenarioId: 'itest-scenario', totalRounds: 3, date: '2024-05-02' }]);
    expect(scenarios.body.scenarios).toContainEqual({ scenarioId: 'itest-scenario', sessions: 1 });

    // Nothing internal or demographic leaves.
    for (const text of [JSON.stringify(after), JSON.stringify(signals), scenarios.text]) {
      expect(text).not.toMatch(/happy-(standard|custom|no-endgame)/);
      expect(text).not.toMatch(/north-america|non-binary|25-34/);
    }
  });

  it('accepts a body between 1 MiB and 5 MiB: the ingest route has its own 5 MiB cap', async () => {
    const sessions: TelemetrySession[] = [];
    let size = 0;
    for (const s of syntheticSessions({ seed: 77, sessions: 5_000, endDate: '2025-12-31' })) {
      sessions.push(s);
      size += JSON.stringify(s).length + 1;
      if (size > 2.5 * 1024 * 1024) break;
    }
    const body = JSON.stringify({ sessions });
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * 1024 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(5 * 1024 * 1024);

    // The same body is over the service-wide 1 MiB cap on any other JSON route.
    expectError(await call(server.base, 'POST', '/api/auth/signup', { body, headers: { 'content-type': 'application/json' } }), 413, 'payload_too_large');

    const before = await allProfiles();
    const accepted = await ingestRaw(body);
    expect([accepted.status, accepted.body.accepted]).toEqual([202, sessions.length]);
    const loaded = await runIngest(admin);
    expect(loaded).toEqual({
      files: 1,
      sessions: sessions.length,
      turns: sessions.reduce((n, s) => n + s.turns.length, 0),
      profiles: sessions.filter((s) => s.endgame).length,
    });
    expect((await allProfiles()).total).toBe(before.total + sessions.filter((s) => s.endgame).length);
  });
});

describe('refused whole, nothing stored', () => {
  let before: Awaited<ReturnType<typeof totals>>;
  beforeAll(async () => {
    await runIngest(admin);
    before = await totals();
    expect(before.sessions).toBeGreaterThan(0);
  });

  const good = (id: string, tag = 20) => makeSession(id, { startedAt: '2024-07-01', tag });

  it('400 consent_required when one session of the batch lacks consent: true', async () => {
    const { consent: _, ...withoutConsent } = good('c-2');
    const cases: unknown[] = [
      [good('c-1'), { ...good('c-2'), consent: false }],
      [good('c-1'), withoutConsent],
      [good('c-1'), { ...good('c-2'), consent: 'true' }],
      [good('c-1'), { ...good('c-2'), consent: 1 }],
    ];
    for (const sessions of cases) {
      const answer = await ingest({ sessions });
      expectError(answer, 400, 'consent_required');
      expect(answer.body.details).toEqual([{ path: '/sessions/1/consent', message: expect.any(String) }]);
    }
    // Every session lacking it is listed.
    const several = await ingest({ sessions: [{ ...good('c-3'), consent: false }, good('c-4'), { ...good('c-5'), consent: null }] });
    expect(detailPaths(several)).toEqual(['/sessions/0/consent', '/sessions/2/consent']);
    await expectNothingStored(before);
  });

  it('400 forbidden_field for a never-collected field at any depth, in any letter case', async () => {
    const withPrompt = good('f-3');
    (withPrompt.turns[1] as any).Prompt = 'what would you do?';
    const answer = await ingest({
      email: 'player@example.com',
      sessions: [good('f-1'), { ...good('f-2'), demographics: { region: 'europe', ipAddress: '203.0.113.7' } }, withPrompt],
    });
    expectError(answer, 400, 'forbidden_field');
    expect(detailPaths(answer).sort()).toEqual(['/email', '/sessions/1/demographics/ipAddress', '/sessions/2/turns/1/Prompt'].sort());

    const single: Array<[string, (s: any) => void, string]> = [
      ['EMAIL', (s) => (s.EMAIL = 'x'), '/sessions/0/EMAIL'],
      ['name', (s) => (s.endgame.name = 'Alice'), '/sessions/0/endgame/name'],
      ['ip', (s) => (s.turns[0].signals.ip = '10.0.0.1'), '/sessions/0/turns/0/signals/ip'],
      ['apiKey', (s) => (s.endgame.proxies.ApiKey = 'sk-123'), '/sessions/0/endgame/proxies/ApiKey'],
      ['chat', (s) => (s.turns[0].bigFive.chat = []), '/sessions/0/turns/0/bigFive/chat'],
      ['messages', (s) => (s.messages = [{ role: 'user', content: 'hi' }]), '/sessions/0/messages'],
    ];
    for (const [, mutate, path] of single) {
      const session = good('f-4');
      mutate(session);
      const refused = await ingest({ sessions: [session] });
      expectError(refused, 400, 'forbidden_field');
      expect(detailPaths(refused)).toEqual([path]);
    }
    // A forbidden field inside an array of arrays, and a key needing JSON-Pointer escaping around it.
    const nested = await ingest({ sessions: [good('f-5')], 'a/b~c': [[{ deeper: { Email: 'x' } }]] });
    expectError(nested, 400, 'forbidden_field');
    expect(detailPaths(nested)).toEqual(['/a~1b~0c/0/0/deeper/Email']);
    // Forbidden fields are checked before consent.
    expectError(await ingest({ sessions: [{ ...good('f-6'), consent: false, email: 'x' }] }), 400, 'forbidden_field');
    await expectNothingStored(before);
  });

  const invalid: Array<[string, (s: any) => TelemetrySession[] | void, string]> = [
    ['confidence 1.5', (s) => void (s.endgame.confidence = 1.5), '/sessions/1/endgame/confidence'],
    ['confidence -0.01', (s) => void (s.endgame.confidence = -0.01), '/sessions/1/endgame/confidence'],
    ['responseTimeMs 0', (s) => void (s.turns[0].responseTimeMs = 0), '/sessions/1/turns/0/responseTimeMs'],
    ['responseTimeMs 600000', (s) => void (s.turns[1].responseTimeMs = 600_000), '/sessions/1/turns/1/responseTimeMs'],
    ['signal -0.1', (s) => void (s.turns[0].signals.loss_aversion = -0.1), '/sessions/1/turns/0/signals/loss_aversion'],
    ['signal 1.01', (s) => void (s.turns[0].signals.decisiveness = 1.01), '/sessions/1/turns/0/signals/decisiveness'],
    ['OCEAN 11 in the endgame', (s) => void (s.endgame.ocean.O = 11), '/sessions/1/endgame/ocean/O'],
    ['OCEAN -11 in a turn', (s) => void (s.turns[1].bigFive.N = -11), '/sessions/1/turns/1/bigFive/N'],
    ['a proxy of 2', (s) => void (s.endgame.proxies.moralConsistency = 2), '/sessions/1/endgame/proxies/moralConsistency'],
    ['round 0', (s) => void (s.turns[0].round = 0), '/sessions/1/turns/0/round'],
    ['gamesPlayed 2.5', (s) => void (s.endgame.gamesPlayed = 2.5), '/sessions/1/endgame/gamesPlayed'],
    ['unknown game', (s) => void (s.game = 'poker'), '/sessions/1/game'],
    [
      "'cooperate' in balloon-risk",
      (s) => void Object.assign(s, { game: 'balloon-risk', turns: s.turns.map((t: any, i: number) => ({ ...t, choice: i ? 'pump' : 'cooperate' })) }),
      '/sessions/1/turns/0/choice',
    ],
    [
      "'contribute:11' in public-goods",
      (s) => void Object.assign(s, { game: 'public-goods', turns: s.turns.map((t: any, i: number) => ({ ...t, choice: i ? 'contribute:10' : 'contribute:11' })) }),
      '/sessions/1/turns/0/choice',
    ],
    ["'contribute:07' (leading zero)", (s) => void Object.assign(s, { game: 'public-goods', turns: [{ ...s.turns[0], choice: 'contribute:07' }] }), '/sessions/1/turns/0/choice'],
    ['custom-scenario without scenarioId', (s) => void (s.gameContext = 'custom-scenario'), '/sessions/1/scenarioId'],
    ['scenarioId on a standard session', (s) => void (s.scenarioId = 'heist-split'), '/sessions/1/scenarioId'],
    ['impossible date 2026-02-30', (s) => void (s.startedAt = '2026-02-30'), '/sessions/1/startedAt'],
    ['date not ISO', (s) => void (s.startedAt = '03/01/2024'), '/sessions/1/startedAt'],
    ['date in the future', (s) => void (s.startedAt = new Date(Date.now() + 3 * 86_400_000).toISOString()), '/sessions/1/startedAt'],
    ['duplicate sessionId', (s) => [good('dup-x', 21), { ...s, sessionId: 'dup-x' }], '/sessions/1/sessionId'],
    ['extra unknown property', (s) => void (s.favouriteColour = 'blue'), '/sessions/1/favouriteColour'],
    ['extra property in a turn', (s) => void (s.turns[0].mood = 'happy'), '/sessions/1/turns/0/mood'],
    ['unknown demographic value', (s) => void (s.demographics = { region: 'atlantis' }), '/sessions/1/demographics/region'],
    ['no turns', (s) => void (s.turns = []), '/sessions/1/turns'],
    ['sessionId with a space', (s) => void (s.sessionId = 'a b'), '/sessions/1/sessionId'],
  ];

  it.each(invalid)('400 invalid_session for %s, with details', async (_label, mutate, path) => {
    const session = good('bad-1', 22) as any;
    session.turns = [0, 1].map((i) => ({ ...session.turns[0], round: i + 1, choice: i ? 'swerve' : 'straight' }));
    const replaced = mutate(session);
    // A real session first, to show the whole batch is refused.
    const sessions = replaced ?? [good('ok-before-bad', 23), session];
    const answer = await ingest({ sessions });
    expectError(answer, 400, 'invalid_session');
    expect(answer.body.details.length).toBeGreaterThan(0);
    expect(answer.body.details.length).toBeLessThanOrEqual(20);
    expect(detailPaths(answer)).toContain(path);
    for (const detail of answer.body.details) expect(detail).toEqual({ path: expect.any(String), message: expect.any(String) });
    await expectNothingStored(before);
  });

  it('names the allowed choices of the game when a choice is wrong', async () => {
    const session = makeSession('bad-choice', { game: 'balloon-risk', choices: ['pump', 'cooperate'] });
    const answer = await ingest({ sessions: [session] });
    expectError(answer, 400, 'invalid_session');
    expect(answer.body.details).toEqual([{ path: '/sessions/0/turns/1/choice', message: expect.stringContaining('pump, collect') }]);
  });

  it('refuses a body that is not JSON (400 invalid_json) or not sent as JSON (415)', async () => {
    for (const body of ['{"sessions": [', '{sessions: []}', "{'sessions': []}", '{"sessions": [NaN]}', '{"sessions":[]},', '']) {
      expectError(await ingestRaw(body), 400, 'invalid_json');
    }
    const valid = JSON.stringify({ sessions: [good('ct-1')] });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'multipart/form-data; boundary=x']) {
      expectError(await ingestRaw(valid, { 'content-type': type }), 415, 'unsupported_media_type');
    }
    const untyped = await call(server.base, 'POST', INGEST, { body: valid, headers: { 'x-ingest-key': ingestKey } });
    expect(untyped.status).toBe(415);
    await expectNothingStored(before);
  });

  it('refuses a body over 5 MiB with 413 payload_too_large', async () => {
    // Valid-looking JSON, just too big: a batch padded with whitespace to 5 MiB + 1 byte.
    const json = JSON.stringify({ sessions: [good('big-1')] });
    const padded = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    padded.write(json, 0);
    expectError(await ingestRaw(padded), 413, 'payload_too_large');
    // Exactly 5 MiB is still read (and is a valid batch).
    const exact = Buffer.alloc(5 * 1024 * 1024, 0x20);
    exact.write(JSON.stringify({ sessions: [makeSession('exactly-5mib', { startedAt: '2024-07-02', endgame: null })] }), 0);
    const accepted = await ingestRaw(exact);
    expect([accepted.status, accepted.body.accepted]).toEqual([202, 1]);
    expect(await withdraw('exactly-5mib')).toMatchObject({ status: 200, body: { deleted: 1 } });
    await expectNothingStored(before);
  });
});

describe('re-sent sessions replace the earlier copy', () => {
  it('keeps one profile per sessionId, with the newest values', async () => {
    const v1 = makeSession('idem-1', { startedAt: '2024-06-01', endgame: { confidence: 0.2, gamesPlayed: 5 }, tag: 30 });
    expect((await ingest({ sessions: [v1] })).status).toBe(202);
    await runIngest(admin);
    const first = await allProfiles();
    const [row1] = first.profiles.filter((p) => p.date === '2024-06-01');
    expect(row1).toMatchObject({ confidence: 0.2, gamesPlayed: 5, totalDecisions: 2 });

    const v2 = makeSession('idem-1', {
      startedAt: '2024-06-01',
      choices: ['swerve', 'swerve', 'straight'],
      endgame: { confidence: 0.8, gamesPlayed: 6 },
      tag: 31,
    });
    expect((await ingest({ sessions: [v2] })).status).toBe(202);
    expect(await runIngest(admin)).toMatchObject({ files: 1, sessions: 1, turns: 3, profiles: 1 });
    const second = await allProfiles();
    expect(second.total).toBe(first.total);
    const rows = second.profiles.filter((p) => p.date === '2024-06-01');
    expect(rows).toEqual([
      {
        sessionGroup: row1!.sessionGroup, // same session, same pseudonym
        gameName: 'chicken',
        gamesPlayed: 6,
        totalDecisions: 3,
        avgResponseTimeMs: mean(v2.turns.map((t) => t.responseTimeMs)),
        ocean: v2.endgame!.ocean,
        confidence: 0.8,
        date: '2024-06-01',
      },
    ]);
    const turns = (await signalsOf('chicken')).signals.filter((s) => s.sessionId === row1!.sessionGroup);
    expect(turns.map((s) => s.round)).toEqual([1, 2, 3]);
  });

  it('takes the newest of two copies waiting in the inbox together', async () => {
    const older = makeSession('idem-2', { startedAt: '2024-06-02', endgame: { confidence: 0.3 }, tag: 32 });
    const newer = makeSession('idem-2', { startedAt: '2024-06-02', endgame: { confidence: 0.9 }, tag: 33 });
    const before = await allProfiles();
    expect((await ingest({ sessions: [older] })).status).toBe(202);
    expect((await ingest({ sessions: [newer] })).status).toBe(202);
    expect(await runIngest(admin)).toMatchObject({ files: 2, sessions: 1, profiles: 1 });
    const after = await allProfiles();
    expect(after.total).toBe(before.total + 1);
    expect(after.profiles.filter((p) => p.date === '2024-06-02').map((p) => p.confidence)).toEqual([0.9]);
  });
});

describe('withdrawal of consent', () => {
  it('erases a loaded session from profiles, signals, scenarios and the totals', async () => {
    const a = makeSession('wd-a', {
      game: 'centipede',
      choices: ['pass', 'pass', 'take'],
      startedAt: '2024-08-01',
      demographics: { gender: 'female', playerType: 'casual' },
      tag: 40,
    });
    const b = makeSession('wd-b', {
      game: 'centipede',
      choices: ['take'],
      gameContext: 'custom-scenario',
      scenarioId: 'withdraw-scenario',
      startedAt: '2024-08-02',
      tag: 41,
    });
    expect((await ingest({ sessions: [a, b] })).status).toBe(202);
    await runIngest(admin);
    const before = await allProfiles();
    const groupA = before.profiles.find((p) => p.date === '2024-08-01')!.sessionGroup;
    const groupB = before.profiles.find((p) => p.date === '2024-08-02')!.sessionGroup;
    const signalsBefore = await signalsOf('centipede');
    expect(signalsBefore.signals.filter((s) => s.sessionId === groupA)).toHaveLength(3);
    expect((await research('/api/research/scenarios?scenarioId=withdraw-scenario')).body.total).toBe(1);
    const overviewBefore = (await call(server.base, 'GET', '/api/research/overview')).body;

    const erasedA = await withdraw('wd-a');
    expect(erasedA.status).toBe(200);
    expect(erasedA.body).toEqual({ deleted: expect.any(Number) });
    expect(erasedA.body.deleted).toBeGreaterThan(0);
    const erasedB = await withdraw('wd-b');
    expect(erasedB.body.deleted).toBeGreaterThan(0);

    const after = await allProfiles();
    expect(after.total).toBe(before.total - 2);
    expect(after.profiles.map((p) => p.sessionGroup)).not.toContain(groupA);
    expect(after.profiles.map((p) => p.sessionGroup)).not.toContain(groupB);
    const signalsAfter = await signalsOf('centipede');
    expect(signalsAfter.total).toBe(signalsBefore.total - 4);
    expect(signalsAfter.signals.filter((s) => s.sessionId === groupA || s.sessionId === groupB)).toEqual([]);
    const scenarios = await research('/api/research/scenarios?scenarioId=withdraw-scenario');
    expect(scenarios.body).toMatchObject({ count: 0, total: 0, sessions: [] });
    expect(scenarios.body.scenarios.map((s: { scenarioId: string }) => s.scenarioId)).not.toContain('withdraw-scenario');
    const overviewAfter = (await call(server.base, 'GET', '/api/research/overview')).body;
    expect(overviewAfter.totalSessions).toBe(overviewBefore.totalSessions - 2);
    expect(overviewAfter.totalDecisions).toBe(overviewBefore.totalDecisions - 4);

    // Erasure is idempotent.
    expect(await withdraw('wd-a')).toMatchObject({ status: 200, body: { deleted: 0 } });
  });

  it('erases a session still waiting in the inbox, leaving the rest of its batch', async () => {
    const gone = makeSession('wd-inbox', { startedAt: '2024-08-03', tag: 42 });
    const kept = makeSession('wd-kept', { startedAt: '2024-08-04', tag: 43 });
    const alone = makeSession('wd-alone', { startedAt: '2024-08-05', tag: 44 });
    expect((await ingest({ sessions: [gone, kept] })).status).toBe(202);
    expect((await ingest({ sessions: [alone] })).status).toBe(202);

    expect((await withdraw('wd-inbox')).body.deleted).toBeGreaterThan(0);
    expect((await withdraw('wd-alone')).body.deleted).toBeGreaterThan(0);
    expect(await runIngest(admin)).toMatchObject({ sessions: 1, profiles: 1 });
    const dates = (await allProfiles()).profiles.map((p) => p.date);
    expect(dates).toContain('2024-08-04');
    expect(dates).not.toContain('2024-08-03');
    expect(dates).not.toContain('2024-08-05');
  });

  it('answers 200 {deleted: 0} for an unknown session id', async () => {
    for (const id of ['never-seen', 'syn-1-000000001', "x' OR '1'='1", 'ünïcödé', 'a/b']) {
      const answer = await withdraw(id);
      expect([answer.status, answer.body], id).toEqual([200, { deleted: 0 }]);
    }
  });
});

describe('profiles with very many games played', () => {
  it('counts and pages min_games above 255 exactly', async () => {
    const sessions = [
      makeSession('many-260', { startedAt: '2024-01-01', endgame: { gamesPlayed: 260 }, tag: 50 }),
      makeSession('many-400', { startedAt: '2024-01-02', endgame: { gamesPlayed: 400 }, tag: 51 }),
    ];
    expect((await ingest({ sessions })).status).toBe(202);
    await runIngest(admin);
    const above300 = await research('/api/research/profiles?min_games=300&limit=1');
    expect(above300.status).toBe(200);
    expect(above300.body.profiles.map((p: Profile) => p.gamesPlayed)).toEqual([400]);
    expect(above300.body.total).toBe(1);
    const above400 = await research('/api/research/profiles?min_games=401');
    expect([above400.body.total, above400.body.count]).toEqual([0, 0]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Fuzz: hostile bodies, every one invalid; each must be a 4xx with the error envelope, and none may store anything.

/** A small seeded PRNG (mulberry32), so a failing case can be reproduced. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Kind = 'id' | 'string' | 'enum' | 'consent' | 'posInt' | 'rt' | 'unit' | 'z' | 'object' | 'demographics' | 'array';

/** Where a hostile value goes in a valid session, and what kind of value belongs there. */
const FIELDS: Array<[string, Kind]> = [
  ['sessionId', 'id'],
  ['consent', 'consent'],
  ['game', 'enum'],
  ['gameContext', 'enum'],
  ['scenarioId', 'string'], // on a standard session, any scenarioId is refused
  ['startedAt', 'string'],
  ['demographics', 'demographics'],
  ['demographics.region', 'enum'],
  ['turns', 'array'],
  ['turns.0', 'object'],
  ['turns.1.round', 'posInt'],
  ['turns.0.choice', 'string'],
  ['turns.0.responseTimeMs', 'rt'],
  ['turns.0.signals', 'object'],
  ['turns.1.signals.moral_flexibility', 'unit'],
  ['turns.0.bigFive', 'object'],
  ['turns.0.bigFive.E', 'z'],
  ['endgame', 'object'],
  ['endgame.gamesPlayed', 'posInt'],
  ['endgame.ocean', 'object'],
  ['endgame.ocean.A', 'z'],
  ['endgame.confidence', 'unit'],
  ['endgame.proxies', 'object'],
  ['endgame.proxies.riskTolerance', 'unit'],
];

const DEPTH = 10_000;
const HOSTILE: Array<[string, string]> = [
  ['null', 'null'],
  ['true', 'true'],
  ['string "1"', '"1"'],
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"-Infinity"'],
  ['"-0"', '"-0"'],
  ['-0', '-0'],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['1e999 (Infinity after parsing)', '1e999'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['array of arrays', '[[[]],[{}]]'],
  ['object with unknown keys', '{"a":{"b":{"c":[1,2,3]}}}'],
  ['__proto__ object', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ['deep arrays', '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  ['deep objects', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
  ['1 MiB string', `"${'x'.repeat(1024 * 1024)}"`],
  ['lone surrogate', '"\\ud800"'],
  ['reversed surrogates', '"\\udc00\\ud800abc"'],
  ['NUL and controls', '"\\u0000\\u0001\\u001f"'],
];

/** Whether `raw` would be a valid value for a field of `kind` (those combinations are left out: the fuzz sends only invalid bodies). */
function couldBeValid(kind: Kind, raw: string): boolean {
  if (kind === 'demographics') return raw === '{}';
  if (kind === 'consent') return raw === 'true';
  if (kind === 'id' && raw.startsWith('"')) return /^[A-Za-z0-9._:-]{1,128}$/.test(JSON.parse(raw));
  if (kind === 'unit' || kind === 'z') return raw === '-0';
  return false;
}

const MARK = '@@HOSTILE@@';

function placeAt(target: any, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = at[key];
  at[keys.at(-1)!] = value;
}

function hostileBodies(): Array<{ label: string; body: string | Buffer; contentType?: string }> {
  const random = prng(20_261_121);
  const bodies: Array<{ label: string; body: string | Buffer; contentType?: string }> = [];
  const valid = (id: string) =>
    makeSession(id, { startedAt: '2024-09-01', demographics: { region: 'europe', ageGroup: '35-44' }, tag: 60 });

  // Every hostile value in every field where it is surely invalid, in a batch with a valid session before or after it.
  for (const [field, kind] of FIELDS) {
    for (const [name, raw] of HOSTILE) {
      if (couldBeValid(kind, raw)) continue;
      const session = valid(`fz-${bodies.length}`) as any;
      placeAt(session, field, MARK);
      const other = valid(`fz-other-${bodies.length}`);
      const sessions = random() < 0.5 ? [session, other] : [other, session];
      bodies.push({ label: `${field} = ${name}`, body: JSON.stringify({ sessions }).replace(`"${MARK}"`, () => raw) });
    }
  }
  // Whole bodies that are not batches.
  const whole = [
    'null', '42', '-0', '1e308', '"sessions"', 'true', '[]', '[{"sessions":[]}]', '{}', '{"sessions":null}', '{"sessions":{}}',
    '{"sessions":"[]"}', '{"sessions":[]}', '{"sessions":[null]}', '{"sessions":[[]]}', '{"sessions":[1e308]}', '{"sessions":[-0]}',
    '{"sessions":[{}]}', '{"sessions":[{"consent":true}]}', '{"Sessions":[]}',
    '['.repeat(DEPTH) + ']'.repeat(DEPTH),
    '{"sessions":' + '['.repeat(DEPTH) + ']'.repeat(DEPTH) + '}',
    '{"a":'.repeat(DEPTH) + 'null' + '}'.repeat(DEPTH),
    `{"sessions":[${JSON.stringify(valid('fz-dup'))}],"sessions":[{"consent":false}]}`,
    `{"sessions":[${JSON.stringify(valid('fz-extra'))}],"extra":1}`,
    `{"sessions":[${JSON.stringify(valid('fz-x'))}],"\\ud800":1}`,
    `{"sessions":${JSON.stringify(Array.from({ length: 5_001 }, (_, i) => ({ ...valid(`fz-many-${i}`), turns: [] })))}}`,
  ];
  whole.forEach((body, i) => bodies.push({ label: `whole body #${i}: ${body.slice(0, 40)}`, body }));
  // Not JSON at all.
  const text = [
    '', ' ', '{', '}', '{"sessions":[NaN]}', '{"sessions":[Infinity]}', "{'sessions':[]}", '{"sessions":[],}', '\u0000',
    '{"sessions":[]} trailing', 'undefined', '{"sessions":[' + JSON.stringify(valid('fz-cut')).slice(0, 200), '\ufeff{"sessions":[]}',
    '{"a":"\\ud800', '{"a":"\\x41"}', '0x10', '.5', '01',
  ];
  text.forEach((body, i) => bodies.push({ label: `not JSON #${i}: ${JSON.stringify(body.slice(0, 40))}`, body }));
  bodies.push({ label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x73, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) });
  bodies.push({ label: 'UTF-16 body', body: Buffer.from(JSON.stringify({ sessions: [valid('fz-utf16')] }), 'utf16le') });
  // Forbidden keys at random depths of an otherwise valid batch.
  const forbidden = ['Name', 'EMAIL', 'ip', 'IpAddress', 'APIKEY', 'chat', 'Messages', 'pRoMpT'];
  for (let i = 0; i < 16; i++) {
    const session = valid(`fz-forbidden-${i}`) as any;
    const homes = [session, session.turns[0], session.turns[0].signals, session.turns[0].bigFive, session.endgame, session.endgame.ocean];
    homes[Math.floor(random() * homes.length)][forbidden[i % forbidden.length]!] = random() < 0.5 ? 'x' : { nested: [1] };
    bodies.push({ label: `forbidden ${forbidden[i % forbidden.length]} #${i}`, body: JSON.stringify({ sessions: [valid(`fz-ok-${i}`), session] }) });
  }
  // Valid JSON under the wrong content type.
  const validBatch = JSON.stringify({ sessions: [valid('fz-ct')] });
  for (const type of ['text/plain', 'application/xml', 'application/json-patch+json', 'application/x-ndjson', ' ']) {
    bodies.push({ label: `content-type ${JSON.stringify(type)}`, body: validBatch, contentType: type });
  }
  return bodies;
}

describe('fuzz', () => {
  it('answers every hostile body with a 4xx error envelope, never a 5xx, and stores nothing', async () => {
    await runIngest(admin);
    const before = await totals();
    const bodies = hostileBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(200);
    const allowed: Record<number, string[]> = {
      400: ['invalid_json', 'invalid_session', 'consent_required', 'forbidden_field'],
      413: ['payload_too_large'],
      415: ['unsupported_media_type'],
    };
    const problems: string[] = [];
    for (let i = 0; i < bodies.length; i += 8) {
      const answers = await Promise.all(
        bodies.slice(i, i + 8).map(({ body, contentType }) => ingestRaw(body, contentType ? { 'content-type': contentType } : {})),
      );
      answers.forEach((answer, j) => {
        const { label } = bodies[i + j]!;
        const envelope = answer.body && typeof answer.body.message === 'string' && typeof answer.body.requestId === 'string';
        if (!allowed[answer.status]?.includes(answer.body?.error) || !envelope) {
          problems.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      });
    }
    expect(problems).toEqual([]);
    await expectNothingStored(before);
    expect((await allProfiles()).profiles.map((p) => p.date)).not.toContain('2024-09-01');
  });
});
