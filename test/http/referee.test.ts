// Refereed runs and matches (issue 27, SPEC §6 "Trust"): a client relays its agents' choices one decision at a time;
// the server draws the seed, keeps it secret until the end, refuses illegal choices without recording them, and
// stores the record as refereed. Checked over HTTP as a buyer's client would: bots play, the stored report is
// replayed by the engine here, and the bots' numbers are recomputed locally on the revealed seed. Who played (issue 39,
// SPEC §6 "Who played"): a match's seat B may be left to another buyer; only a match two buyers relayed counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { DEFAULT_EPISODES, episodeSeed, GENERATOR_VERSION } from '../../src/battery/engine.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import type { PublicStep } from '../../src/battery/table.ts';
import { playMatch } from '../../src/battery/match.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import { runBattery } from '../../src/battery/run.ts';
import type { HumanBaseline } from '../../src/battery/scoring.ts';
import type { BenchmarkReport } from '../../src/research/benchmark.ts';
import { call, type Answer } from '../helpers/client.ts';
import { AGENT_SEED, decide, get, keyed, MATCHES, openInvited, playRun, post, relayMatch, RUNS } from '../helpers/referee.ts';
import { settledRatings } from '../helpers/ratings.ts';
import { adminOf, createResearchKey, eventually, type Admin } from '../helpers/research.ts';
import { dropRedisPrefix, manualClock, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

const IDLE_S = 900;
const OPEN_PER_BUYER = 2;
const PER_DAY = 12;
/** Above the ~1,100 decisions of the hourly-window test, so that test measures the research key's window alone. */
const TABLE_REQUESTS = 1_300;

type Step = PublicStep;

/**
 * The agent drawing from AGENT_SEED (per episode) whatever seed it is given: played locally on the revealed game seed,
 * it decides as it did.
 */
const ownDraws = (agent: Agent): Agent => ({
  provider: agent.provider,
  model: agent.model,
  decide: (turn) => agent.decide({ ...turn, seed: episodeSeed(AGENT_SEED, turn.episode, GENERATOR_VERSION), generator: GENERATOR_VERSION }),
  settings: () => agent.settings(),
});

/** `agent` playing under another name (`provider:model`). */
const named = (agent: Agent, player: string): Agent => {
  const [provider, model] = player.split(':') as [string, string];
  return { provider, model, decide: (turn) => agent.decide(turn), settings: () => agent.settings() };
};

/** Every field of a stored refereed match: who relayed it is `relay`, never the buyers themselves. */
const RECORD_KEYS = [
  'cooperationRateA',
  'cooperationRateB',
  'draws',
  'findings',
  'games',
  'generator',
  'matchId',
  'oceanA',
  'oceanB',
  'playerA',
  'playerB',
  'relay',
  'rescored',
  'seed',
  'timestamp',
  'verification',
  'verified',
  'winsA',
  'winsB',
];

let server: TestServer;
let admin: Admin;
let baseline: HumanBaseline;
const clock = manualClock(Date.now());
let buyers = 0;
const newBuyerKey = async () => (await createResearchKey(admin, `referee-buyer-${++buyers}`)).key;
const bot = (name: string) => builtInBot(name, baseline)!;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: {
      REFEREE_OPEN_PER_BUYER: String(OPEN_PER_BUYER),
      REFEREE_TABLES_PER_DAY: String(PER_DAY),
      REFEREE_IDLE_S: String(IDLE_S),
      REFEREE_REQUESTS_PER_10_MIN: String(TABLE_REQUESTS),
    },
  });
  admin = await adminOf(server.config.dataDir);
  baseline = (await call(server.base, 'GET', '/api/research/benchmark/human-baseline')).body as HumanBaseline;
}, 120_000);
afterAll(async () => server?.close());

describe('refereed runs', () => {
  it('a bot plays a run over HTTP: the seed stays secret until the end, and the stored report is refereed and replays to its numbers', async () => {
    const key = await newBuyerKey();
    const { answers, runId } = await playRun([server.base], key, bot('tit-for-tat'));
    const steps = answers.slice(0, -1);
    expect(steps.length).toBeGreaterThan(100);
    for (const open of steps) {
      expect(open.body.state).toBe('open');
      expect(open.text).not.toMatch(/"seed"/);
      expect(Object.keys(open.body.step).sort()).toEqual(['choices', 'episode', 'episodes', 'game', 'prompt', 'round', 'rounds', 'rules', 'seat', 'step', 'view']);
      expect(open.body.step.episodes).toBe(DEFAULT_EPISODES);
    }
    const done = answers.at(-1)!.body;
    expect(done).toMatchObject({ runId, state: 'complete', ranked: true, invalidReplies: 0 });
    expect(Number.isInteger(done.seed)).toBe(true);

    const stored = (await get(server.base, key, `/api/research/benchmark/${runId}`)).body as BenchmarkReport & Record<string, unknown>;
    expect(stored).toMatchObject({ runId, seed: done.seed, overall: done.overall, verification: 'refereed', ranked: true, invalidReplies: 0, provider: 'bot', model: 'tit-for-tat' });
    expect(stored.settings).toEqual({ harness: 'test' });
    // The engine, here, replays the stored decisions on the revealed seed to the stored numbers…
    const replay = await rescoreReport(stored, baseline);
    expect(replay.differences).toEqual([]);
    expect(replay.report.overall).toBe(done.overall);
    // …and the bot played locally on that seed (its own draws as before) makes the same choices and numbers.
    const { report: local } = await runBattery({ agent: ownDraws(bot('tit-for-tat')), seed: done.seed, baseline });
    expect(stored.games.map((g) => g.decisions.map((d) => d.choice))).toEqual(local.games.map((g) => g.decisions.map((d) => d.choice)));
    expect(stored.dimensions).toEqual(local.dimensions);

    const entry = (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries.find((e: { runId: string }) => e.runId === runId);
    expect(entry).toMatchObject({ verification: 'refereed', invalidReplies: 0, overall: done.overall });

    // Complete: the state says so, and no decision is taken any more.
    expect((await get(server.base, key, `${RUNS}/${runId}`)).body).toEqual(done);
    const late = await post(server.base, key, `${RUNS}/${runId}/decisions`, { choice: 'cooperate' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('run_complete');
  });

  it('an illegal choice is a 400 with the legal ones and records nothing; malformed decisions get the envelope', async () => {
    const key = await newBuyerKey();
    const opened = await post(server.base, key, RUNS, { provider: 'acme', model: 'careful' });
    const { runId, step } = opened.body as { runId: string; step: Step };
    expect(step).toMatchObject({ seat: 'A', game: 'prisoners-dilemma', round: 1, choices: ['cooperate', 'defect'] });
    const decisions = `${RUNS}/${runId}/decisions`;
    const illegal = await post(server.base, key, decisions, { choice: 'contribute:3' });
    expect(illegal.status).toBe(400);
    expect(illegal.body).toMatchObject({ error: 'illegal_choice', details: [{ path: '/choice', legal: ['cooperate', 'defect'] }] });
    const notFallback = await post(server.base, key, decisions, { choice: 'defect', fallback: true });
    expect(notFallback.body).toMatchObject({ error: 'illegal_choice', details: [{ legal: ['cooperate'] }] });
    for (const [body, error] of [
      [{}, 'invalid_body'],
      [{ choice: 7 }, 'invalid_body'],
      [{ choice: 'x'.repeat(1_000) }, 'invalid_body'],
      // Past 4 KiB a decision is refused before it is parsed: outside the hourly window, it must stay cheap.
      [{ choice: 'x'.repeat(5_000) }, 'payload_too_large'],
      [{ choice: 'cooperate', extra: 1 }, 'invalid_body'],
      [{ choice: 'cooperate', fallback: 'yes' }, 'invalid_body'],
    ] as const) {
      const refused = await post(server.base, key, decisions, body);
      expect([refused.status, refused.body.error]).toEqual([error === 'payload_too_large' ? 413 : 400, error]);
    }
    const notJson = await call(server.base, 'POST', decisions, { body: '{"choice":', headers: { ...keyed(key), 'content-type': 'application/json' } });
    expect([notJson.status, notJson.body.error]).toEqual([400, 'invalid_json']);
    // Nothing was recorded: the same first decision is still due.
    expect((await get(server.base, key, `${RUNS}/${runId}`)).body).toEqual(opened.body);
    const first = await post(server.base, key, decisions, { choice: 'defect' });
    expect(first.body.step).toMatchObject({ game: 'prisoners-dilemma', round: 2 });
  });

  it('refuses hostile openings with the envelope: deep or oversize settings, bad names, unknown fields, broken JSON', async () => {
    const key = await newBuyerKey();
    const deep = (levels: number) => `{"provider":"a","model":"b","settings":{"x":${'['.repeat(levels)}${']'.repeat(levels)}}}`;
    for (const body of [deep(100_000), deep(16), JSON.stringify({ provider: 'a', model: 'b', settings: { blob: 'x'.repeat(10_001) } })]) {
      const refused = await call(server.base, 'POST', RUNS, { body, headers: { ...keyed(key), 'content-type': 'application/json' } });
      expect([refused.status, refused.body.error, refused.body.details?.[0]?.path]).toEqual([400, 'invalid_body', '/settings']);
    }
    for (const json of [{ provider: 'a b', model: 'x' }, { provider: 'a' }, { provider: 'a', model: 'b', seed: 1 }, { provider: 'a', model: 'b', settings: [] }]) {
      const refused = await post(server.base, key, RUNS, json);
      expect([refused.status, refused.body.error]).toEqual([400, 'invalid_body']);
    }
    const broken = await call(server.base, 'POST', RUNS, { body: '{"provider":', headers: { ...keyed(key), 'content-type': 'application/json' } });
    expect([broken.status, broken.body.error]).toEqual([400, 'invalid_json']);
    // Nothing was opened: the buyer's open places are all free.
    for (let i = 0; i < OPEN_PER_BUYER; i++) expect((await post(server.base, key, RUNS, { provider: 'a', model: `ok-${i}`, settings: { depth: { of: [15] } } })).status).toBe(201);
  });

  it('20 decisions posted at once each land on their own step or are refused; none is lost or applied twice', async () => {
    const key = await newBuyerKey();
    const { runId } = (await post(server.base, key, RUNS, { provider: 'acme', model: 'racer', episodes: 1 })).body;
    // Prisoner's dilemma: any of the 20 may land on any of its 10 rounds, then public-goods refuses "defect".
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server.base, key, `${RUNS}/${runId}/decisions`, { choice: 'defect' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.every((s) => s === 200 || s === 400 || s === 503), statuses.join()).toBe(true);
    // A request that loses the race for the table five times in a row is told to send again (503); every other one
    // either landed on the next step or, once the dilemma's 10 rounds were taken, was refused.
    const applied = statuses.filter((s) => s === 200).length;
    const busy = statuses.filter((s) => s === 503).length;
    expect(applied).toBe(Math.min(10, 20 - busy));
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.error === 'illegal_choice')).toBe(true);
    const now = (await get(server.base, key, `${RUNS}/${runId}`)).body.step;
    expect([now.game, now.round]).toEqual(applied === 10 ? ['public-goods', 1] : ['prisoners-dilemma', applied + 1]);
  });

  it('a decision that names its step is applied once, however often and however concurrently it is sent', async () => {
    const key = await newBuyerKey();
    const opened = (await post(server.base, key, RUNS, { provider: 'acme', model: 'retrier', episodes: 1 })).body;
    const decisions = `${RUNS}/${opened.runId}/decisions`;
    expect([opened.step.game, opened.step.round, opened.step.step]).toEqual(['prisoners-dilemma', 1, 0]);
    // A client retrying after lost answers, 20 times at once: one move, and every answer is the state after it.
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server.base, key, decisions, { step: 0, choice: 'defect' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect([answer.body.step.round, answer.body.step.step]).toEqual([2, 1]);
    const played = (await get(server.base, key, `${RUNS}/${opened.runId}`)).body.step;
    expect([played.round, played.step]).toEqual([2, 1]);

    // The same step with another choice, or a step not yet due: 409, and nothing recorded.
    const other = await post(server.base, key, decisions, { step: 0, choice: 'cooperate' });
    expect([other.status, other.body.error, other.body.details]).toEqual([409, 'decision_conflict', [{ path: '/step', message: 'is decided already with the choice "defect"' }]]);
    const ahead = await post(server.base, key, decisions, { step: 5, choice: 'cooperate' });
    expect([ahead.status, ahead.body.error, ahead.body.details]).toEqual([409, 'decision_conflict', [{ path: '/step', message: 'is not due: the decision due is step 1' }]]);
    const fallbackRepeat = await post(server.base, key, decisions, { step: 0, choice: 'defect', fallback: true });
    expect([fallbackRepeat.status, fallbackRepeat.body.error]).toEqual([409, 'decision_conflict']);
    for (const step of [-1, 1.5, '1']) {
      const malformed = await post(server.base, key, decisions, { step, choice: 'defect' });
      expect([malformed.status, malformed.body.error]).toEqual([400, 'invalid_body']);
    }
    expect((await get(server.base, key, `${RUNS}/${opened.runId}`)).body.step.step).toBe(1);
  });

  it('a repeat of the decision that completed a run answers its outcome again', async () => {
    const key = await newBuyerKey();
    const { answers, runId } = await playRun([server.base], key, bot('tit-for-tat'), 1);
    const [before, done] = [answers.at(-2)!.body.step, answers.at(-1)!.body];
    expect(done.state).toBe('complete');
    // The choice the run recorded last (a bot's draw cannot be asked again out of its sequence).
    const stored = (await get(server.base, key, `/api/research/benchmark/${runId}`)).body;
    const choice = stored.games.at(-1).decisions.at(-1).choice as string;
    const again = await post(server.base, key, `${RUNS}/${runId}/decisions`, { step: before.step, choice });
    expect([again.status, again.body]).toEqual([200, done]);
    const unnamed = await post(server.base, key, `${RUNS}/${runId}/decisions`, { choice });
    expect([unnamed.status, unnamed.body.error]).toEqual([409, 'run_complete']);
  });

  it("another buyer's run, an unknown id and a match id on the runs path are not found", async () => {
    const [owner, other] = [await newBuyerKey(), await newBuyerKey()];
    const { runId } = (await post(server.base, owner, RUNS, { provider: 'acme', model: 'private' })).body;
    const match = (await post(server.base, owner, MATCHES, { playerA: 'acme:a', playerB: 'acme:b' })).body.matchId;
    for (const [key, url] of [
      [other, `${RUNS}/${runId}`],
      [other, `${RUNS}/${runId}/decisions`],
      [owner, `${RUNS}/no-such-run/decisions`],
      [owner, `${RUNS}/${match}/decisions`],
    ] as const) {
      const answer = url.endsWith('decisions') ? await post(server.base, key, url, { choice: 'cooperate' }) : await get(server.base, key, url);
      expect([answer.status, answer.body.error]).toEqual([404, 'run_not_found']);
    }
    const missing = await call(server.base, 'POST', `${RUNS}/${runId}/decisions`, { json: { choice: 'cooperate' } });
    expect([missing.status, missing.body.error]).toEqual([401, 'missing_research_key']);
    // Still the owner's, untouched.
    expect((await get(server.base, owner, `${RUNS}/${runId}`)).body.step.round).toBe(1);
  });

  it('a run idle past the limit expires: 410 to decisions and reads, and it no longer holds an open place', async () => {
    const key = await newBuyerKey();
    const { runId } = (await post(server.base, key, RUNS, { provider: 'acme', model: 'idle' })).body;
    clock.advance(IDLE_S * 1000 - 1000);
    expect((await post(server.base, key, `${RUNS}/${runId}/decisions`, { choice: 'cooperate' })).status).toBe(200);
    clock.advance(IDLE_S * 1000);
    for (const answer of [await post(server.base, key, `${RUNS}/${runId}/decisions`, { choice: 'cooperate' }), await get(server.base, key, `${RUNS}/${runId}`)]) {
      expect([answer.status, answer.body.error]).toEqual([410, 'run_expired']);
    }
    for (let i = 0; i < OPEN_PER_BUYER; i++) expect((await post(server.base, key, RUNS, { provider: 'acme', model: `next-${i}` })).status).toBe(201);
  });

  it('a buyer may hold a few tables open and open a bounded number a day: past either, 429 with Retry-After', async () => {
    const key = await newBuyerKey();
    const open = (i: number) => post(server.base, key, i % 2 ? MATCHES : RUNS, i % 2 ? { playerA: 'a:x', playerB: 'b:y' } : { provider: 'acme', model: `m${i}` });
    let opened = 0;
    for (; opened < OPEN_PER_BUYER; opened++) expect((await open(opened)).status).toBe(201);
    const full = await open(opened);
    expect([full.status, full.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(full.headers.get('retry-after')).toBe(String(IDLE_S));
    expect(full.body.message).toMatch(/open at once/);
    // Waiting them out frees the places; the day's count goes on until its limit.
    const firstOpened = clock();
    while (opened < PER_DAY) {
      clock.advance(IDLE_S * 1000);
      for (let i = 0; i < OPEN_PER_BUYER && opened < PER_DAY; i++, opened++) expect((await open(opened)).status).toBe(201);
    }
    clock.advance(IDLE_S * 1000);
    const daily = await open(opened);
    expect([daily.status, daily.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(daily.body.message).toMatch(/a day/);
    expect(Number(daily.headers.get('retry-after'))).toBe(Math.ceil((firstOpened + 86_400_000 - clock()) / 1000));
  });

  it("decisions do not count against the research key's hourly window of 1,000 requests", async () => {
    const key = await newBuyerKey();
    let decisions = 0;
    while (decisions < 1_050) {
      const { answers } = await playRun([server.base], key, bot('always-defect'), 1);
      decisions += answers.length - 1;
    }
    const read = await get(server.base, key, '/api/research/head-to-head/results?limit=1');
    expect(read.status, read.text).toBe(200);
  }, 120_000);

  it("a flood of illegal choices (they record nothing) is cut by the buyer's table-request window, not served for ever", async () => {
    const key = await newBuyerKey();
    const { runId } = (await post(server.base, key, RUNS, { provider: 'acme', model: 'flood' })).body;
    const flood = `${RUNS}/${runId}/decisions`;
    let refused: Answer | null = null;
    for (let i = 0; i <= TABLE_REQUESTS && !refused; i++) {
      const answer = await post(server.base, key, flood, { choice: 'stag' });
      if (answer.status !== 400) refused = answer;
    }
    expect([refused?.status, refused?.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads of the same buyer's tables wait too; another buyer's play is untouched.
    expect((await get(server.base, key, `${RUNS}/${runId}`)).status).toBe(429);
    const other = await newBuyerKey();
    expect((await post(server.base, other, RUNS, { provider: 'acme', model: 'calm' })).status).toBe(201);
  }, 120_000);
});

describe('refereed matches', () => {
  it('two bots play a match over HTTP, seat by seat; the stored match is refereed and equals the engine playing them on the revealed seed', async () => {
    const key = await newBuyerKey();
    const [a, b] = [bot('tit-for-tat'), bot('always-defect')];
    let answer = await post(server.base, key, MATCHES, { playerA: 'bot:tit-for-tat', playerB: 'bot:always-defect' });
    expect(answer.status, answer.text).toBe(201);
    const { matchId } = answer.body;
    const decisions = `${MATCHES}/${matchId}/decisions`;
    // Prisoner's dilemma is simultaneous: both seats are due at once.
    expect(answer.body.steps.map((s: Step) => [s.seat, s.game, s.round])).toEqual([
      ['A', 'prisoners-dilemma', 1],
      ['B', 'prisoners-dilemma', 1],
    ]);
    const early = await post(server.base, key, decisions, { seat: 'A', choice: 'cooperate' });
    expect(early.body.steps.map((s: Step) => s.seat)).toEqual(['B']);
    const twice = await post(server.base, key, decisions, { seat: 'A', choice: 'cooperate' });
    expect([twice.status, twice.body.error]).toEqual([400, 'illegal_choice']);
    // Named by its step, seat A's decision sent again changes nothing and answers the match's state.
    const repeated = await post(server.base, key, decisions, { seat: 'A', step: 0, choice: 'cooperate' });
    expect([repeated.status, repeated.body]).toEqual([200, early.body]);
    const otherSeat = await post(server.base, key, decisions, { seat: 'B', step: 1, choice: 'defect' });
    expect([otherSeat.status, otherSeat.body.error]).toEqual([409, 'decision_conflict']);
    answer = await post(server.base, key, decisions, { seat: 'B', step: 0, choice: 'defect' });
    const seats = new Set<string>();
    while (answer.body.state === 'open') {
      const step = answer.body.steps[0] as Step;
      seats.add(`${step.game}:${step.seat}`);
      const { choice } = await decide(step.seat === 'A' ? a : b, step);
      answer = await post(server.base, key, decisions, { seat: step.seat, choice });
      expect(answer.status, answer.text).toBe(200);
    }
    // One-player games are played by each seat on its own copy.
    expect(seats).toContain('balloon-risk:B');
    const done = answer.body;
    expect(done).toMatchObject({ matchId, state: 'complete' });
    expect(done.winsA + done.winsB + done.draws).toBe(10);

    const listed = (await get(server.base, key, `/api/research/head-to-head/results?playerA=bot:tit-for-tat&playerB=bot:always-defect`)).body.results;
    const stored = listed.find((m: { matchId: string }) => m.matchId === matchId);
    expect(stored).toMatchObject({ verification: 'refereed', relay: 'one-buyer', seed: done.seed, winsA: done.winsA, winsB: done.winsB, draws: done.draws });
    // The first round above was what the bots play; the engine playing them on the revealed seed agrees on every game.
    const { record } = await playMatch({ a: ownDraws(bot('tit-for-tat')), b: ownDraws(bot('always-defect')), seed: done.seed });
    expect(stored.games.map((g: { winner: string }) => g.winner)).toEqual(record.games.map((g) => g.winner));
    // One buyer relayed both seats: stored and listed, but not in the matrix (SPEC §6, "Who played").
    const matrix = (await call(server.base, 'GET', '/api/research/head-to-head/matrix')).body;
    expect(matrix.models).not.toContain('bot:tit-for-tat');
    const late = await post(server.base, key, decisions, { seat: 'A', choice: 'cooperate' });
    expect([late.status, late.body.error]).toEqual([409, 'match_complete']);
  });

  it('refuses a match of a model against itself and malformed players', async () => {
    const key = await newBuyerKey();
    for (const body of [{ playerA: 'a:x', playerB: 'a:x' }, { playerA: 'a', playerB: 'b:y' }, { playerA: 'a:x' }]) {
      const answer = await post(server.base, key, MATCHES, body);
      expect([answer.status, answer.body.error]).toEqual([400, 'invalid_body']);
    }
  });
});

describe('who relayed a refereed match (SPEC §6, "Who played")', () => {
  /** What a visitor sees that a match could move: the ratings (settled), the matrix and `player`'s leaderboard entry. */
  const publicNumbers = async (player: string) => ({
    ratings: (await settledRatings(server.base)).body,
    matrix: (await call(server.base, 'GET', '/api/research/head-to-head/matrix')).body,
    entry: (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body.entries.find((e: { provider: string; model: string }) => `${e.provider}:${e.model}` === player),
  });
  const storedMatch = async (key: string, matchId: string) =>
    (await get(server.base, key, '/api/research/head-to-head/results?limit=1000')).body.results.find((m: { matchId: string }) => m.matchId === matchId);

  it('one buyer relaying both seats, throwing one, moves neither the matrix, headToHead nor the ratings: the match is stored as one-buyer', async () => {
    const colluder = await newBuyerKey();
    // The model it pushes has a refereed run, so the leaderboard lists it with its head-to-head record.
    await playRun([server.base], colluder, named(bot('tit-for-tat'), 'lab:pushed'), 1);
    const before = await publicNumbers('lab:pushed');
    expect(before.entry.headToHead).toEqual({ wins: 0, losses: 0, draws: 0, winRate: null });
    // Three made-up opponents whose seat it plays to lose: enough distinct opponents to be rated, if they counted.
    for (const opponent of ['lab:thrown-1', 'lab:thrown-2', 'lab:thrown-3']) {
      const opened = await post(server.base, colluder, MATCHES, { playerA: 'lab:pushed', playerB: opponent });
      expect(opened.status, opened.text).toBe(201);
      expect(opened.body).not.toHaveProperty('invite');
      expect(opened.body.steps.map((s: Step) => s.seat)).toEqual(['A', 'B']);
      const done = await relayMatch(opened.body.matchId, [{ base: server.base, key: colluder, agents: { A: bot('always-defect'), B: bot('always-cooperate') } }]);
      expect(done.body.state).toBe('complete');
      const stored = await storedMatch(colluder, opened.body.matchId);
      expect(stored).toMatchObject({ verification: 'refereed', relay: 'one-buyer', playerA: 'lab:pushed', playerB: opponent });
      expect(Object.keys(stored).sort()).toEqual(RECORD_KEYS);
    }
    expect(await publicNumbers('lab:pushed')).toEqual(before);
  });

  it('two buyers, a seat each: each sees and decides its own seat only, the record says two-buyers, and the match counts', async () => {
    const [opener, joiner] = [await newBuyerKey(), await newBuyerKey()];
    await playRun([server.base], opener, named(bot('tit-for-tat'), 'lab:fair'), 1);
    const before = await publicNumbers('lab:fair');

    const opened = await post(server.base, opener, MATCHES, { playerA: 'lab:fair', playerB: 'lab:rival', seatB: 'invite' });
    expect(opened.status, opened.text).toBe(201);
    const { matchId, invite } = opened.body;
    expect(invite).toMatch(/^mi_[A-Za-z0-9_-]{32}$/);
    // Prisoner's dilemma is simultaneous, but the opener is shown seat A's decision only; the invite is shown once.
    expect(opened.body.steps.map((s: Step) => [s.seat, s.game, s.step])).toEqual([['A', 'prisoners-dilemma', 0]]);
    expect((await get(server.base, opener, `${MATCHES}/${matchId}`)).body).toEqual({ matchId, state: 'open', steps: opened.body.steps });
    // Before joining, the other buyer is not shown the match.
    expect((await get(server.base, joiner, `${MATCHES}/${matchId}`)).status).toBe(404);

    const joined = await post(server.base, joiner, `${MATCHES}/${matchId}/join`, { invite });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.steps.map((s: Step) => [s.seat, s.game, s.step])).toEqual([['B', 'prisoners-dilemma', 0]]);
    // Seat B's decision, named by its step, is applied once however often it is sent.
    const decisions = `${MATCHES}/${matchId}/decisions`;
    const first = await post(server.base, joiner, decisions, { seat: 'B', step: 0, choice: 'defect' });
    expect([first.status, first.body]).toEqual([200, { matchId, state: 'open', steps: [] }]);
    expect(await post(server.base, joiner, decisions, { seat: 'B', step: 0, choice: 'defect' })).toMatchObject({ status: 200, body: first.body });
    // The opener's view is untouched by it: still its own step 0.
    expect((await get(server.base, opener, `${MATCHES}/${matchId}`)).body.steps).toEqual(opened.body.steps);

    const done = await relayMatch(matchId, [
      { base: server.base, key: opener, agents: { A: bot('tit-for-tat') } },
      { base: server.base, key: joiner, agents: { B: bot('always-defect') } },
    ]);
    expect(done.body).toMatchObject({ matchId, state: 'complete' });
    const outcome = done.body;
    for (const key of [opener, joiner]) expect((await get(server.base, key, `${MATCHES}/${matchId}`)).body).toEqual(outcome);
    const stored = await storedMatch(opener, matchId);
    expect(stored).toMatchObject({ verification: 'refereed', relay: 'two-buyers', winsA: outcome.winsA, winsB: outcome.winsB, draws: outcome.draws });
    expect(Object.keys(stored).sort()).toEqual(RECORD_KEYS);
    expect(stored.games[0].decisionsB[0].choice).toBe('defect');

    const after = await publicNumbers('lab:fair');
    const [i, j] = ['lab:fair', 'lab:rival'].map((m) => after.matrix.models.indexOf(m));
    expect(after.matrix.matrix[i!][j!]).toEqual({ wins: outcome.winsA, losses: outcome.winsB, draws: outcome.draws });
    const games = outcome.winsA + outcome.winsB + outcome.draws;
    expect(after.entry.headToHead).toEqual({ wins: outcome.winsA, losses: outcome.winsB, draws: outcome.draws, winRate: outcome.winsA / games });
    const ratings = (await settledRatings(server.base, { matches: before.ratings.matches + 1 })).body;
    expect(ratings.matches).toBe(before.ratings.matches + 1);
    expect(ratings.counts).toEqual(['provider-verified', 'refereed (two buyers)']);
    expect(ratings.models.find((m: { model: string }) => m.model === 'lab:fair')).toMatchObject({ provisional: true, opponents: 1, games });
  });

  it('joining refuses a wrong invite (404), the opener\'s own key (409 own_match), a second buyer (409 seat_taken), a seat not yours (403), an expired match (410)', async () => {
    const [opener, joiner, third] = [await newBuyerKey(), await newBuyerKey(), await newBuyerKey()];
    const opened = await post(server.base, opener, MATCHES, { playerA: 'lab:host', playerB: 'lab:guest', seatB: 'invite' });
    const { matchId, invite } = opened.body;
    const plain = (await post(server.base, opener, MATCHES, { playerA: 'lab:host', playerB: 'lab:other' })).body.matchId;
    const join = (key: string, body: unknown = { invite }, id = matchId) => post(server.base, key, `${MATCHES}/${id}/join`, body);
    const decisions = `${MATCHES}/${matchId}/decisions`;
    const refused = (answer: Answer) => [answer.status, answer.body.error];

    // Seat B is nobody's yet: the opener may not decide it either.
    expect(refused(await post(server.base, opener, decisions, { seat: 'B', step: 0, choice: 'defect' }))).toEqual([403, 'seat_not_yours']);
    // A wrong invite, an unknown match, a match opened without an invite: all not found, so ids cannot be probed.
    for (const answer of [await join(joiner, { invite: 'mi_wrong' }), await join(joiner, { invite }, 'no-such-match'), await join(joiner, { invite }, plain)]) {
      expect(refused(answer)).toEqual([404, 'match_not_found']);
    }
    expect(refused(await join(opener))).toEqual([409, 'own_match']);
    for (const body of [{}, { invite: 5 }, { invite, extra: 1 }]) expect(refused(await join(joiner, body))).toEqual([400, 'invalid_body']);

    const first = await join(joiner);
    expect(first.status, first.text).toBe(200);
    // The same buyer joining again (a retry after a lost answer) is answered as the first time; another buyer is refused.
    expect(await join(joiner)).toMatchObject({ status: 200, body: first.body });
    expect(refused(await join(third))).toEqual([409, 'seat_taken']);
    // Each posts for its own seat only; the third buyer is shown nothing.
    expect(refused(await post(server.base, opener, decisions, { seat: 'B', step: 0, choice: 'defect' }))).toEqual([403, 'seat_not_yours']);
    expect(refused(await post(server.base, joiner, decisions, { seat: 'A', step: 0, choice: 'defect' }))).toEqual([403, 'seat_not_yours']);
    expect(refused(await post(server.base, third, decisions, { seat: 'B', step: 0, choice: 'defect' }))).toEqual([404, 'match_not_found']);
    expect(refused(await get(server.base, third, `${MATCHES}/${matchId}`))).toEqual([404, 'match_not_found']);
    // Nothing was recorded.
    expect((await get(server.base, opener, `${MATCHES}/${matchId}`)).body.steps.map((s: Step) => [s.seat, s.step])).toEqual([['A', 0]]);
    expect((await get(server.base, joiner, `${MATCHES}/${matchId}`)).body.steps.map((s: Step) => [s.seat, s.step])).toEqual([['B', 0]]);

    // The joined match is one of the joiner's open tables: with a run it holds both its places, so it joins no more.
    expect((await post(server.base, joiner, RUNS, { provider: 'lab', model: 'busy' })).status).toBe(201);
    const another = (await post(server.base, third, MATCHES, { playerA: 'lab:host', playerB: 'lab:late', seatB: 'invite' })).body;
    const full = await join(joiner, { invite: another.invite }, another.matchId);
    expect(refused(full)).toEqual([429, 'rate_limit_exceeded']);
    expect(full.body.message).toMatch(/open at once/);
    // Idle past the limit, a match can no longer be joined.
    clock.advance(IDLE_S * 1000);
    expect(refused(await join(joiner, { invite: another.invite }, another.matchId))).toEqual([410, 'match_expired']);
  });
});

describe('refereed runs and matches in cluster mode', () => {
  it('a run opened on one instance is continued on the other, and both serve the stored record', async () => {
    const prefix = uniquePrefix();
    const one = await startTestServer({ cluster: true, redisPrefix: prefix });
    const two = await startTestServer({ cluster: true, redisPrefix: prefix });
    try {
      const key = (await createResearchKey(await adminOf(one.config.dataDir), 'cluster-buyer')).key;
      // One decision sent 10 times to each instance at once: applied once.
      const opened = (await post(one.base, key, RUNS, { provider: 'acme', model: 'two-instances', episodes: 1 })).body;
      const decisions = `${RUNS}/${opened.runId}/decisions`;
      const repeats = await Promise.all(Array.from({ length: 20 }, (_, i) => post([one.base, two.base][i % 2]!, key, decisions, { step: 0, choice: 'defect' })));
      expect(repeats.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect((await get(two.base, key, `${RUNS}/${opened.runId}`)).body.step).toMatchObject({ round: 2, step: 1 });

      const { answers, runId } = await playRun([one.base, two.base], key, bot('tit-for-tat'));
      const done = answers.at(-1)!.body;
      expect(done.state).toBe('complete');
      for (const base of [one.base, two.base]) {
        await eventually(async () => (await get(base, key, `/api/research/benchmark/${runId}`)).status === 200, 10_000, 'the run on every instance');
        expect((await get(base, key, `/api/research/benchmark/${runId}`)).body).toMatchObject({ verification: 'refereed', overall: done.overall, seed: done.seed });
        expect((await get(base, key, `${RUNS}/${runId}`)).body).toEqual(done);
      }
    } finally {
      await two.close();
      await one.close();
      await dropRedisPrefix(prefix);
    }
  }, 120_000);

  it('two buyers on two instances: each relays its seat through its own instance, and both instances count the match', async () => {
    const prefix = uniquePrefix();
    const one = await startTestServer({ cluster: true, redisPrefix: prefix });
    const two = await startTestServer({ cluster: true, redisPrefix: prefix });
    try {
      const admin = await adminOf(one.config.dataDir);
      const [east, west] = [(await createResearchKey(admin, 'cluster-east')).key, (await createResearchKey(admin, 'cluster-west')).key];
      const { matchId, joined } = await openInvited({ base: one.base, key: east }, { base: two.base, key: west }, { playerA: 'lab:east', playerB: 'lab:west' });
      expect(joined.body.steps.map((s: Step) => s.seat)).toEqual(['B']);
      // Each buyer's view is the same on the other instance.
      expect((await get(two.base, east, `${MATCHES}/${matchId}`)).body.steps.map((s: Step) => s.seat)).toEqual(['A']);
      expect((await get(one.base, west, `${MATCHES}/${matchId}`)).body.steps.map((s: Step) => s.seat)).toEqual(['B']);
      const done = (
        await relayMatch(matchId, [
          { base: one.base, key: east, agents: { A: bot('tit-for-tat') } },
          { base: two.base, key: west, agents: { B: bot('random') } },
        ])
      ).body;
      expect(done.state).toBe('complete');
      for (const base of [one.base, two.base]) {
        await eventually(async () => (await call(base, 'GET', '/api/research/head-to-head/matrix')).body.models.includes('lab:east'), 10_000, 'the match in every matrix');
        const matrix = (await call(base, 'GET', '/api/research/head-to-head/matrix')).body;
        expect(matrix.matrix[matrix.models.indexOf('lab:east')][matrix.models.indexOf('lab:west')]).toEqual({ wins: done.winsA, losses: done.winsB, draws: done.draws });
        const results = (await get(base, west, '/api/research/head-to-head/results?playerA=lab:east')).body.results;
        expect(results).toEqual([expect.objectContaining({ matchId, verification: 'refereed', relay: 'two-buyers' })]);
      }
    } finally {
      await two.close();
      await one.close();
      await dropRedisPrefix(prefix);
    }
  }, 120_000);
});
