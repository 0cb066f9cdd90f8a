// The battery end to end: the CLI plays bots and an OpenAI-compatible stand-in refereed by the running server (which
// holds the games and stores the result), or offline and submits (the server re-scores reports and verifies matches
// from their decisions); the human baseline and the ratings endpoint. A refereed match counts only when a second
// buyer's key relays seat B (--research-key-b; SPEC §6, "Who played").
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchmarkReport } from '../../src/research/benchmark.ts';
import { BATTERY } from '../../src/research/games.ts';
import { DEFAULT_EPISODES } from '../../src/battery/engine.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import type { HumanBaseline } from '../../src/battery/scoring.ts';
import { playRefereedRun, ServerClient, storedRun, type PlayedDecision } from '../../src/cli/referee-client.ts';
import { call } from '../helpers/client.ts';
import { settledRatings } from '../helpers/ratings.ts';
import { adminOf, createResearchKey, seedDemo } from '../helpers/research.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let server: TestServer;
let key: string;
/** Another buyer's research key: the one that relays seat B of a match that counts. */
let keyB: string;
let work: string;

/** `npm run battery -- …` as a user types it; stdout is one JSON object. */
async function battery(args: string[], env: Record<string, string> = {}): Promise<any> {
  const { stdout } = await exec('node', ['--import', 'tsx', 'src/cli/battery.ts', ...args], { cwd: root, env: { ...process.env, ...env } });
  return JSON.parse(stdout);
}

const submitReport = (report: unknown) => call(server.base, 'POST', '/api/research/benchmark/submit', { json: { report }, headers: { 'x-research-key': key } });
const submitMatch = (record: unknown) => call(server.base, 'POST', '/api/research/head-to-head/submit', { json: record, headers: { 'x-research-key': key } });
const get = (url: string) => call(server.base, 'GET', url, { headers: { 'x-research-key': key } });

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminOf(server.config.dataDir);
  await seedDemo(admin, 400, 77);
  key = (await createResearchKey(admin, 'battery-lab')).key;
  keyB = (await createResearchKey(admin, 'battery-lab-b')).key;
  work = await tempDir();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the human baseline', () => {
  it('is public: counts per bin of people\'s choices in the battery games, with its date and sessions', async () => {
    const answer = await call(server.base, 'GET', '/api/research/benchmark/human-baseline');
    expect(answer.status).toBe(200);
    const { asOf, sessions, games } = answer.body;
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sessions).toBeGreaterThan(0);
    expect(Object.keys(games).every((g) => (BATTERY as readonly string[]).includes(g))).toBe(true);
    expect(Object.keys(games['public-goods']).every((bin) => /^contribute:\d+-\d+$/.test(bin))).toBe(true);
    expect(Object.keys(games['prisoners-dilemma']).sort()).toEqual(['cooperate', 'defect']);
  });
});

/** Wins, losses and draws of `row` against `column` over the refereed matches two buyers relayed, from the results. */
async function countedRecord(row: string, column: string) {
  const { results } = (await get(`/api/research/head-to-head/results?playerA=${row}&playerB=${column}`)).body;
  const tally = { wins: 0, losses: 0, draws: 0 };
  for (const m of results.filter((m: any) => m.verification === 'refereed' && m.relay === 'two-buyers')) {
    const [mine, theirs] = m.playerA === row ? [m.winsA, m.winsB] : [m.winsB, m.winsA];
    Object.assign(tally, { wins: tally.wins + mine, losses: tally.losses + theirs, draws: tally.draws + m.draws });
  }
  return tally;
}

describe('npm run battery -- run (refereed: the default with --server and --research-key)', () => {
  it('plays bot:tit-for-tat through the server, which stores the run as refereed and lists it on the leaderboard', async () => {
    const transcript = path.join(work, 'refereed-run.jsonl');
    const { stdout, stderr } = await exec(
      'npm',
      ['run', '--silent', 'battery', '--', 'run', '--agent', 'bot:tit-for-tat', '--transcript', transcript, '--submit', '--server', server.base, '--research-key', key],
      { cwd: root },
    );
    const out = JSON.parse(stdout);
    expect(Object.keys(out).sort()).toEqual(['dimensionsCi95', 'episodes', 'invalidReplies', 'overall', 'ranked', 'report', 'runId', 'seed', 'settings', 'state']);
    expect(out).toMatchObject({ state: 'complete', ranked: true, invalidReplies: 0, episodes: DEFAULT_EPISODES });
    expect(Number.isInteger(out.seed)).toBe(true);

    const stored = await get(`/api/research/benchmark/${out.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(out.report);
    expect(stored.body).toMatchObject({ verification: 'refereed', provider: 'bot', model: 'tit-for-tat', overall: out.overall, seed: out.seed });

    // A header (what --resume needs: the run's id and the agent's seed, never a key), then one line per decision as
    // played, and exactly the decisions the server stored, episode by episode.
    const [header, ...lines] = (await readFile(transcript, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(header).toEqual({ battery: '1.0', mode: 'battery', provider: 'bot', model: 'tit-for-tat', episodes: DEFAULT_EPISODES, refereed: { server: server.base, runId: out.runId, agentSeed: expect.any(Number) } });
    const report = stored.body as BenchmarkReport;
    expect(report.episodes).toBe(DEFAULT_EPISODES);
    expect(lines).toHaveLength(report.games.reduce((n, g) => n + g.rounds * DEFAULT_EPISODES, 0));
    expect(lines[0]).toEqual(expect.objectContaining({ game: 'prisoners-dilemma', episode: 0, episodes: DEFAULT_EPISODES, round: 1, seat: 'A', choices: ['cooperate', 'defect'], choice: 'cooperate', fallback: false }));
    expect(typeof lines[0]!.prompt).toBe('string');
    for (const g of report.games) {
      expect(lines.filter((l) => l.game === g.game).map((l) => [l.episode, l.round, l.choice])).toEqual(g.decisions.map((d) => [d.episode, d.round, d.choice]));
    }

    // Progress on stderr (not a TTY): NDJSON decision events, then each game's episode scores from the stored report.
    const events = stderr.trim().split('\n').map((l) => JSON.parse(l));
    expect(events.filter((e) => e.event === 'decision')).toHaveLength(lines.length);
    expect(events.filter((e) => e.event === 'game')).toEqual(
      report.games.flatMap((g) => g.episodeScores!.map((score, episode) => ({ event: 'game', game: g.game, episode, episodes: DEFAULT_EPISODES, score }))),
    );

    const board = (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    expect(board.entries.find((e: any) => e.provider === 'bot' && e.model === 'tit-for-tat')).toMatchObject({ runId: out.runId, verification: 'refereed' });
  }, 120_000);

  it('refuses --seed without --offline: the server draws a refereed run\'s seed', async () => {
    const refused = await exec('node', ['--import', 'tsx', 'src/cli/battery.ts', 'run', '--agent', 'bot:random', '--seed', '3', '--server', server.base, '--research-key', key], { cwd: root }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('--seed is for --offline play');
  }, 120_000);

  it('continues after lost answers and failed posts, each decision applied once (a retry names its step)', async () => {
    // A network that loses the answer of every 7th decision post (after the server applied it) and fails every 11th
    // with a 503 before it reaches the server.
    let posts = 0;
    const flaky: typeof fetch = async (input, init) => {
      if (init?.method !== 'POST' || !String(input).endsWith('/decisions')) return fetch(input, init);
      posts++;
      if (posts % 11 === 0) return new Response(JSON.stringify({ error: 'service_busy', message: 'busy' }), { status: 503 });
      const answer = await fetch(input, init);
      if (posts % 7 === 0) throw new TypeError('fetch failed');
      return answer;
    };
    const client = new ServerClient({ server: server.base, researchKey: key, fetch: flaky, sleep: async () => {} });
    const bot = builtInBot('always-cooperate', await client.get<HumanBaseline>('/api/research/benchmark/human-baseline'))!;
    const played: PlayedDecision[] = [];
    // Three episodes, not the default ten: this file's buyer stays inside REFEREE_REQUESTS_PER_10_MIN.
    const result = await playRefereedRun(client, bot, { episodes: 3, onDecision: (d) => void played.push(d) });
    const report = await storedRun(client, result.runId);
    expect(posts).toBeGreaterThan(played.length);
    expect(played).toHaveLength(report.games.reduce((n, g) => n + g.rounds * 3, 0));
    for (const g of report.games) expect(played.filter((l) => l.game === g.game).map((l) => l.choice)).toEqual(g.decisions.map((d) => d.choice));
    expect(report).toMatchObject({ verification: 'refereed', invalidReplies: 0 });
  }, 120_000);
});

describe('npm run battery -- run --offline … --submit', () => {
  it('plays bot:tit-for-tat here, and the server accepts its report unchanged as self-reported', async () => {
    const transcript = path.join(work, 'run.jsonl');
    const { stdout } = await exec(
      'npm',
      ['run', '--silent', 'battery', '--', 'run', '--offline', '--agent', 'bot:tit-for-tat', '--seed', '1', '--transcript', transcript, '--submit', '--server', server.base, '--research-key', key],
      { cwd: root },
    );
    const { report, submission } = JSON.parse(stdout) as { report: BenchmarkReport; submission: any };
    expect(submission).toMatchObject({ rescored: false, differences: [] });
    expect(submission.overall).toBeCloseTo(Object.values(report.dimensions).reduce((s, d) => s + d, 0) / 6, 10);
    const baseline = (await call(server.base, 'GET', '/api/research/benchmark/human-baseline')).body;
    expect(report.baseline).toEqual({ asOf: baseline.asOf, sessions: baseline.sessions });

    const stored = await get(`/api/research/benchmark/${submission.runId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ dimensions: report.dimensions, humanAlignment: report.humanAlignment, ocean: report.ocean, rescored: false, seed: 1, verification: 'self-reported' });
    expect(stored.body).not.toHaveProperty('submitted');

    const lines = (await readFile(transcript, 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ mode: 'battery', seed: 1 });
    expect(lines.filter((l) => l.seat === 'A')).toHaveLength(report.games.reduce((n, g) => n + g.rounds * report.episodes!, 0));
    expect(lines.filter((l) => 'result' in l)).toHaveLength(report.games.length * report.episodes!);
  }, 120_000);

  it('corrects a forged report: every decision defect, cooperation claimed 100', async () => {
    const { report } = (await battery(['run', '--agent', 'bot:always-defect', '--seed', '9', '--server', server.base])) as { report: BenchmarkReport };
    expect(report.games.find((g) => g.game === 'prisoners-dilemma')!.decisions.every((d) => d.choice === 'defect')).toBe(true);
    const forged = { ...report, dimensions: { ...report.dimensions, cooperation: 100 }, humanAlignment: 97.5 };
    const answer = await submitReport(forged);
    expect(answer.status).toBe(201);
    expect(answer.body.rescored).toBe(true);
    expect(answer.body.differences).toEqual([
      { path: '/dimensions/cooperation', submitted: 100, server: 0 },
      { path: '/humanAlignment', submitted: 97.5, server: report.humanAlignment },
    ]);
    const stored = (await get(`/api/research/benchmark/${answer.body.runId}`)).body;
    expect(stored.dimensions.cooperation).toBe(0);
    expect(stored.overall).toBeCloseTo(Object.values(report.dimensions as Record<string, number>).reduce((s, d) => s + d, 0) / 6, 10);
    expect(stored.submitted.dimensions.cooperation).toBe(100);
    expect(stored.submitted.humanAlignment).toBe(97.5);
  }, 120_000);

  it('refuses an illegal move with details, and stores nothing', async () => {
    const { report } = (await battery(['run', '--agent', 'bot:random', '--seed', '3'])) as { report: BenchmarkReport };
    const balloon = report.games.findIndex((g) => g.game === 'balloon-risk');
    report.games[balloon]!.decisions[0]!.choice = 'defect';
    report.runId = 'illegal-move-run';
    const answer = await submitReport(report);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_report');
    expect(answer.body.details).toEqual([expect.objectContaining({ path: `/report/games/${balloon}/decisions/0/choice` })]);
    expect((await get('/api/research/benchmark/illegal-move-run')).status).toBe(404);
  }, 120_000);

  it('plays an OpenAI-compatible model refereed: prompts, legal replies, token usage; a mute model falls back and is not ranked', async () => {
    const requests: any[] = [];
    const llm: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = JSON.parse(body);
        requests.push({ auth: req.headers.authorization, path: req.url, request });
        // stand-in-1 always plays the first legal choice it is offered; mute-1 never answers with a choice.
        const legal = /Legal choices now: ([^\n]+)\./.exec(request.messages.at(-1).content)?.[1]?.split(', ')[0] ?? 'none';
        const choice = legal.replace(/:<(\d+)-\d+>$/, ':$1');
        const content = request.model === 'mute-1' ? 'I would rather not say.' : `\`\`\`json\n{"choice": "${choice}"}\n\`\`\``;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }], usage: { prompt_tokens: 100, completion_tokens: 5, total_tokens: 105 } }));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    try {
      const port = (llm.address() as { port: number }).port;
      const model = (name: string) =>
        battery(['run', '--agent', 'openai-compatible', '--base-url', `http://127.0.0.1:${port}/v1`, '--model', name, '--provider', 'local', '--concurrency', '4', '--episodes', '3', '--server', server.base, '--research-key', key], {
          BATTERY_API_KEY: 'sk-test-123',
        });
      const answered = await model('stand-in-1');
      const report = (await get(`/api/research/benchmark/${answered.runId}`)).body;
      expect(answered.report).toEqual(report);
      const decisions = (report as BenchmarkReport).games.reduce((n, g) => n + g.rounds * report.episodes, 0);
      expect(requests).toHaveLength(decisions);
      expect(requests.every((r) => r.path === '/v1/chat/completions' && r.auth === 'Bearer sk-test-123' && r.request.model === 'stand-in-1')).toBe(true);
      expect(report).toMatchObject({ provider: 'local', model: 'stand-in-1', invalidReplies: 0, ranked: true, verification: 'refereed' });
      expect(report.settings).toMatchObject({ agent: 'openai-compatible', apiModel: 'stand-in-1', temperature: 0 });
      expect(report.settings).not.toHaveProperty('usage');
      expect(answered.settings.usage).toEqual({ promptTokens: 100 * decisions, completionTokens: 5 * decisions, totalTokens: 105 * decisions });
      expect(JSON.stringify(report)).not.toContain('sk-test-123');

      // Every decision falls back after one corrective re-ask: relayed as fallback, so the run is stored unranked.
      const mute = await model('mute-1');
      expect(mute).toMatchObject({ state: 'complete', invalidReplies: decisions, ranked: false });
      expect(mute.report).toMatchObject({ verification: 'refereed', invalidReplies: decisions, ranked: false });
    } finally {
      llm.close();
    }
  }, 120_000);
});

describe('npm run battery -- match (refereed)', () => {
  it('with one research key relays both seats: the match is stored as refereed by one buyer, and the output says it does not count', async () => {
    const result = await battery(['match', '--a', 'bot:tit-for-tat', '--b', 'bot:always-defect', '--server', server.base, '--research-key', key]);
    expect(result).toMatchObject({ state: 'complete', relay: 'one-buyer', countsPublicly: false, match: { verification: 'refereed', relay: 'one-buyer' } });
    expect(result.note).toMatch(/one buyer relayed both seats.*does not count.*--research-key-b/);
    const matrix = (await call(server.base, 'GET', '/api/research/head-to-head/matrix')).body;
    expect(matrix.models).not.toContain('bot:tit-for-tat');
  }, 120_000);

  it('refuses --research-key-b where it cannot relay seat B of a match', async () => {
    const cli = (args: string[]) =>
      exec('node', ['--import', 'tsx', 'src/cli/battery.ts', ...args], { cwd: root }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
    const match = ['match', '--a', 'bot:random', '--b', 'bot:human'];
    for (const [args, message] of [
      [[...match, '--server', server.base, '--research-key', key, '--research-key-b', key], "--research-key-b must be another buyer's research key"],
      [[...match, '--offline', '--server', server.base, '--research-key', key, '--research-key-b', keyB], '--research-key-b is for refereed play'],
      [['run', '--agent', 'bot:random', '--server', server.base, '--research-key', key, '--research-key-b', keyB], 'a run has one seat'],
    ] as const) {
      const refused = await cli([...args]);
      expect(refused?.code).toBe(2);
      expect(refused?.stderr).toContain(message);
    }
  }, 120_000);

  it('with --research-key-b a second buyer relays seat B: the match is stored as relayed by two buyers and counts in the matrix', async () => {
    const out = path.join(work, 'refereed-match.json');
    const transcript = path.join(work, 'refereed-match.jsonl');
    const result = await battery(['match', '--a', 'bot:tit-for-tat', '--b', 'bot:always-defect', '--out', out, '--transcript', transcript, '--server', server.base, '--research-key', key, '--research-key-b', keyB]);
    expect(result).toMatchObject({ state: 'complete', match: out, relay: 'two-buyers', countsPublicly: true });
    expect(result).not.toHaveProperty('note');
    const record = JSON.parse(await readFile(out, 'utf8'));
    expect(record).toMatchObject({ matchId: result.matchId, verification: 'refereed', relay: 'two-buyers', seed: result.seed, winsA: result.winsA, winsB: result.winsB, draws: result.draws });
    expect(record.games).toHaveLength(10);
    expect(result.winsA + result.winsB + result.draws).toBe(10);

    const lines = (await readFile(transcript, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as PlayedDecision);
    for (const seat of ['A', 'B'] as const) {
      for (const g of record.games) expect(lines.filter((l) => l.seat === seat && l.game === g.game).map((l) => l.choice)).toEqual(g[`decisions${seat}`].map((d: any) => d.choice));
    }

    const results = (await get('/api/research/head-to-head/results?playerA=bot:tit-for-tat&playerB=bot:always-defect')).body;
    expect(results.results.find((m: any) => m.matchId === result.matchId)).toMatchObject({ verification: 'refereed', winsA: result.winsA });
    const matrix = (await call(server.base, 'GET', '/api/research/head-to-head/matrix')).body;
    const [row, column] = [matrix.models.indexOf('bot:tit-for-tat'), matrix.models.indexOf('bot:always-defect')];
    expect(matrix.matrix[row][column]).toEqual(await countedRecord('bot:tit-for-tat', 'bot:always-defect'));
    expect(matrix.matrix[row][column].wins).toBeGreaterThanOrEqual(result.winsA);
  }, 120_000);
});

describe('npm run battery -- match --offline … --submit', () => {
  it('plays two bots here, and the server verifies the record from its transcript as replayed', async () => {
    const out = path.join(work, 'match.json');
    const { match, submission } = await battery(['match', '--offline', '--a', 'bot:tit-for-tat', '--b', 'bot:always-defect', '--seed', '2', '--out', out, '--submit', '--server', server.base, '--research-key', key]);
    expect(match).toBe(out);
    const record = JSON.parse(await readFile(out, 'utf8'));
    expect(record.games).toHaveLength(10);
    expect(submission).toMatchObject({ verified: true, rescored: false, differences: [] });
    const results = (await get('/api/research/head-to-head/results?playerA=bot:tit-for-tat&playerB=bot:always-defect')).body;
    expect(results.results[0]).toMatchObject({ matchId: submission.matchId, verification: 'replayed', verified: true, winsA: record.winsA, winsB: record.winsB });
  }, 120_000);

  it('corrects a forged score, refuses unreplayable decisions, and stores a record without transcript as unverified', async () => {
    const { match: record } = await battery(['match', '--a', 'bot:random', '--b', 'bot:human', '--seed', '8', '--server', server.base]);
    const forged = structuredClone(record);
    forged.games[0].scoreA = 99;
    const corrected = await submitMatch(forged);
    expect(corrected.status).toBe(201);
    expect(corrected.body.rescored).toBe(true);
    expect(corrected.body.differences).toEqual(expect.arrayContaining([{ path: '/games/0/scoreA', submitted: 99, server: record.games[0].scoreA }]));

    const illegal = structuredClone(record);
    illegal.games[2].decisionsB[0].choice = 'invest:3';
    const refused = await submitMatch(illegal);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe('/games/2/decisionsB');

    const { seed: _seed, ...bare } = record;
    bare.games = record.games.map(({ decisionsA: _a, decisionsB: _b, ...g }: any) => g);
    const unverified = await submitMatch(bare);
    expect(unverified.body).toMatchObject({ verified: false, rescored: false });
  }, 120_000);
});

describe('ratings', () => {
  it('rates every model that has won and lost in matches two buyers relayed, with bootstrap intervals, cached until the next match', async () => {
    const pairs = [
      ['bot:tit-for-tat', 'bot:random'],
      ['bot:random', 'bot:always-cooperate'],
      ['bot:always-cooperate', 'bot:tit-for-tat'],
      ['bot:always-defect', 'bot:random'],
      ['bot:always-cooperate', 'bot:always-defect'],
      // every one of the four meets the three others: rated (a model needs 3 rated opponents)
      ['bot:always-defect', 'bot:tit-for-tat'],
    ];
    for (const [a, b] of pairs) await battery(['match', '--a', a!, '--b', b!, '--server', server.base, '--research-key', key, '--research-key-b', keyB]);
    // Answered at once, computed off the request path: polled until it covers every match that counts.
    const first = await settledRatings(server.base);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ method: 'bradley-terry', pending: false, asOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(first.body.matches).toBeGreaterThanOrEqual(pairs.length);
    const rated = first.body.models.filter((m: any) => m.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(3);
    expect(rated.reduce((s: number, m: any) => s + m.rating, 0) / rated.length).toBeCloseTo(1000, 6);
    for (const m of first.body.models) {
      expect(m.games).toBeGreaterThan(0);
      if (m.ci95) expect(m.ci95[0]).toBeLessThanOrEqual(m.ci95[1]);
    }
    expect((await call(server.base, 'GET', '/api/research/head-to-head/ratings')).text).toBe(first.text);

    const board = (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    const tft = board.entries.find((e: any) => e.provider === 'bot' && e.model === 'tit-for-tat');
    expect(tft.rating).toBe(first.body.models.find((m: any) => m.model === 'bot:tit-for-tat').rating);
    expect(tft).toHaveProperty('ratingCi95');
    expect(tft).toHaveProperty('runsCi95');

    await battery(['match', '--a', 'bot:human', '--b', 'bot:tit-for-tat', '--server', server.base, '--research-key', key, '--research-key-b', keyB]);
    const next = await settledRatings(server.base, { matches: first.body.matches + 1 });
    expect(next.body.matches).toBe(first.body.matches + 1);
    expect(next.text).not.toBe(first.text);
  }, 120_000);
});
