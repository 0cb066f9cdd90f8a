// Server-run evaluations (issue 39, SPEC §6 "Who played"): the service plays the battery itself, calling the model
// through a provider of the operator's registry with the buyer's key. Loopback stand-ins of both API styles are
// registered through a test registry (the default registry is never called from a test). Checked over HTTP: the run is
// stored provider-verified with the provider's evidence, ranks above any relayed run whatever its score, the key goes
// only to the registered provider and never into a file, Redis or an answer, and spend caps, cancel and the buyer's
// limits hold — embedded and in cluster mode, where one instance runs an evaluation and another answers for it.
import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/battery/agents/agent.ts';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import type { HumanBaseline } from '../../src/battery/scoring.ts';
import { call } from '../helpers/client.ts';
import { startStandIn, type StandIn } from '../helpers/openai-stand-in.ts';
import { keyed, playRun } from '../helpers/referee.ts';
import { adminOf, createResearchKey, eventually, metricsOf, type Admin } from '../helpers/research.ts';
import { testRegistry } from '../helpers/providers.ts';
import { startServiceProcess } from '../helpers/service-process.ts';
import { dropRedisPrefix, REDIS_URL, startTestServer, tempDir, uniquePrefix, type TestServer } from '../helpers/server.ts';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const EVALUATIONS = '/api/research/benchmark/evaluations';
const H2H_EVALUATIONS = '/api/research/head-to-head/evaluations';
const OPENAI_KEY = 'sk-standin-openai-0f9c2b7e4d1a';
const ANTHROPIC_KEY = 'sk-ant-standin-7e3d9a1c5b20';

/** Every file under `dir`, recursively (DuckDB files, the inbox, admin files…). */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/** The files under `dir` whose bytes hold `secret`. */
async function filesHolding(dir: string, secret: string): Promise<string[]> {
  const holding: string[] = [];
  for (const file of await filesUnder(dir)) {
    if ((await stat(file)).size > 0 && (await readFile(file)).includes(secret)) holding.push(file);
  }
  return holding;
}

/** Every value under a Redis prefix, as text, whatever its type. */
async function redisDump(prefix: string): Promise<string> {
  const redis = new Redis(REDIS_URL);
  try {
    const parts: string[] = [];
    for (const key of await redis.keys(`${prefix}*`)) {
      const type = await redis.type(key);
      if (type === 'string') parts.push((await redis.getBuffer(key))?.toString('latin1') ?? '');
      else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
      else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      parts.push(key);
    }
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

async function finished(base: string, key: string, url: string) {
  let last: any;
  await eventually(
    async () => {
      last = (await call(base, 'GET', url, { headers: keyed(key) })).body;
      return ['complete', 'failed', 'cancelled', 'paused'].includes(last?.state);
    },
    120_000,
    `${url} finishes`,
  );
  return last;
}

const runBody = (model = 'stand-model', extra: Record<string, unknown> = {}) => ({
  provider: 'standin-openai',
  model,
  episodes: 1,
  credentials: { apiKey: OPENAI_KEY },
  ...extra,
});

describe('server-run evaluations, embedded', () => {
  let server: TestServer;
  let admin: Admin;
  let openai: StandIn;
  let anthropic: StandIn;
  let dir: string;
  let buyers = 0;
  const newKey = async () => (await createResearchKey(admin, `evaluation-buyer-${++buyers}`)).key;

  beforeAll(async () => {
    openai = await startStandIn({ mode: 'tool-calls', expectedKey: OPENAI_KEY, respondModel: 'stand-model-2026-11-01' });
    anthropic = await startStandIn({ mode: 'clean', expectedKey: ANTHROPIC_KEY });
    dir = await tempDir();
    server = await startTestServer({
      env: { PROVIDER_REGISTRY: await testRegistry(dir, openai, anthropic), EVALUATIONS_AT_ONCE: '2', EVALUATION_LEASE_MS: '2000' },
    });
    admin = await adminOf(server.config.dataDir);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([openai?.close(), anthropic?.close()]);
  });

  it('plays the battery through the registered provider and stores the run provider-verified, with the evidence', async () => {
    const key = await newKey();
    const started = await call(server.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(key) });
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ kind: 'run', state: 'queued', verification: 'provider-verified', seats: { A: { provider: 'standin-openai', model: 'stand-model', style: 'openai-chat' } } });
    expect(started.text).not.toContain(OPENAI_KEY);

    const done = await finished(server.base, key, `${EVALUATIONS}/${started.body.evaluationId}`);
    expect(done.state, JSON.stringify(done)).toBe('complete');
    expect(done.decisions.done).toBeGreaterThan(0);
    expect(done.decisions.done).toBeLessThanOrEqual(done.decisions.atMost);
    expect(done.spent.calls).toBeGreaterThanOrEqual(done.decisions.done);
    expect(done.spent.tokens).toBeGreaterThan(0);
    expect(done.providerModels).toEqual(['stand-model-2026-11-01']);
    expect(done.result).toMatchObject({ ranked: true, invalidReplies: 0 });

    // Every request went to the registered stand-in, with the key, asking for the model named.
    const sent = openai.requests.filter((r) => r.headers.authorization === `Bearer ${OPENAI_KEY}`);
    expect(sent.length).toBe(done.spent.calls);
    expect(new Set(sent.map((r) => r.body.model))).toEqual(new Set(['stand-model']));

    const run = await call(server.base, 'GET', `/api/research/benchmark/${done.runId}`, { headers: keyed(key) });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ provider: 'standin-openai', model: 'stand-model', verification: 'provider-verified', ranked: true, overall: done.result.overall });
    expect(run.body.settings.evidence).toMatchObject({ evaluationId: done.evaluationId, calls: done.spent.calls, providerModels: ['stand-model-2026-11-01'] });

    const transcript = await call(server.base, 'GET', `${EVALUATIONS}/${done.evaluationId}/transcript`, { headers: keyed(key) });
    expect(transcript.status).toBe(200);
    expect(transcript.body.calls).toHaveLength(done.spent.calls);
    const requestIds = new Set(sent.map((r) => r.requestId));
    for (const c of transcript.body.calls) {
      expect(c).toMatchObject({ seat: 'A', status: 200, providerModel: 'stand-model-2026-11-01' });
      expect(requestIds.has(c.requestId)).toBe(true);
      expect(c.usage.totalTokens).toBeGreaterThan(0);
      expect(JSON.parse(c.body).model).toBe('stand-model-2026-11-01');
    }
    expect(transcript.text).not.toContain(OPENAI_KEY);
    // Another buyer finds none of it.
    const other = await newKey();
    expect((await call(server.base, 'GET', `${EVALUATIONS}/${done.evaluationId}`, { headers: keyed(other) })).status).toBe(404);
    expect((await call(server.base, 'GET', `${EVALUATIONS}/${done.evaluationId}/transcript`, { headers: keyed(other) })).status).toBe(404);
  }, 180_000);

  it('speaks the Anthropic Messages API to an anthropic-messages provider', async () => {
    const key = await newKey();
    const body = { provider: 'standin-anthropic', model: 'claude-stand-1', episodes: 1, credentials: { apiKey: ANTHROPIC_KEY }, options: { tools: false } };
    const started = await call(server.base, 'POST', EVALUATIONS, { json: body, headers: keyed(key) });
    expect(started.status, started.text).toBe(202);
    const done = await finished(server.base, key, `${EVALUATIONS}/${started.body.evaluationId}`);
    expect(done.state, JSON.stringify(done)).toBe('complete');
    const sent = anthropic.requests.filter((r) => r.headers['x-api-key'] === ANTHROPIC_KEY);
    expect(sent.length).toBe(done.spent.calls);
    expect(sent.every((r) => r.style === 'anthropic-messages' && r.headers['anthropic-version'] && r.headers.authorization === undefined)).toBe(true);
    const run = await call(server.base, 'GET', `/api/research/benchmark/${done.runId}`, { headers: keyed(key) });
    expect(run.body).toMatchObject({ provider: 'standin-anthropic', model: 'claude-stand-1', verification: 'provider-verified' });
  }, 180_000);

  it('ranks a provider-verified run above a relayed one that scores higher under a claimed name', async () => {
    // The attack of issue 39: a scripted policy relayed through a refereed run under the name of a famous model.
    const key = await newKey();
    const baseline = (await call(server.base, 'GET', '/api/research/benchmark/human-baseline')).body as HumanBaseline;
    const bot = builtInBot('always-cooperate', baseline)!;
    const impostor: Agent = { ...bot, provider: 'openai', model: 'gpt-5', decide: (turn) => bot.decide(turn), settings: () => bot.settings() };
    const relayed = await playRun([server.base], key, impostor, 1);
    expect(relayed.answers.at(-1)!.body.state).toBe('complete');
    const board = (await call(server.base, 'GET', '/api/research/benchmark/leaderboard')).body;
    const rows = board.entries.map((e: any) => `${e.provider}:${e.model}:${e.verification}`);
    const verified = rows.findIndex((r: string) => r.endsWith(':provider-verified'));
    const claimed = rows.indexOf('openai:gpt-5:refereed');
    expect(verified).toBeGreaterThanOrEqual(0);
    expect(claimed).toBeGreaterThan(verified);
    // Every provider-verified entry first, then refereed, then self-reported.
    const tiers = board.entries.map((e: any) => ['provider-verified', 'refereed', 'self-reported'].indexOf(e.verification));
    expect(tiers).toEqual([...tiers].sort((a: number, b: number) => a - b));
  }, 180_000);

  it('refuses what is not registered, with the documented 400s, and never fetches a buyer-given address', async () => {
    const key = await newKey();
    const cases: Array<[unknown, string, string]> = [
      [{ ...runBody(), provider: 'evil' }, 'unknown_provider', '/provider'],
      [{ ...runBody(), model: 'gpt-5' }, 'model_not_allowed', '/model'],
      [{ ...runBody(), baseUrl: 'http://169.254.169.254/latest' }, 'invalid_body', '/baseUrl'],
      [{ ...runBody(), credentials: {} }, 'invalid_body', '/credentials/apiKey'],
      [{ ...runBody(), credentials: { apiKey: 'a b' } }, 'invalid_body', '/credentials/apiKey'],
      [{ ...runBody(), episodes: 1e9 }, 'invalid_body', '/episodes'],
      [{ ...runBody(), options: { temperature: 'hot' } }, 'invalid_body', '/options/temperature'],
      [{ ...runBody(), constructor: 1 }, 'invalid_body', '/constructor'],
    ];
    for (const [json, error, at] of cases) {
      const answer = await call(server.base, 'POST', EVALUATIONS, { json, headers: keyed(key) });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error).toBe(error);
      expect(answer.body.details.map((d: any) => d.path)).toContain(at);
      expect(answer.text).not.toContain(OPENAI_KEY);
    }
    expect((await call(server.base, 'POST', EVALUATIONS, { body: '{"provider":', headers: { ...keyed(key), 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(server.base, 'POST', EVALUATIONS, { json: runBody() })).status).toBe(401);
    expect((await call(server.base, 'GET', `${EVALUATIONS}/nope`, { headers: keyed(key) })).body.error).toBe('evaluation_not_found');
    const providers = await call(server.base, 'GET', '/api/research/benchmark/providers', { headers: keyed(key) });
    expect(providers.body.providers.map((p: any) => p.name)).toEqual(['standin-openai', 'standin-anthropic']);
    expect(providers.text).not.toContain('127.0.0.1');
  });

  it('fails with the provider\'s reason when the key is refused, and the answer holds no key', async () => {
    const key = await newKey();
    const wrong = 'sk-wrong-key-5c1e8f';
    const started = await call(server.base, 'POST', EVALUATIONS, { json: runBody('stand-model', { credentials: { apiKey: wrong } }), headers: keyed(key) });
    const done = await finished(server.base, key, `${EVALUATIONS}/${started.body.evaluationId}`);
    expect(done.state).toBe('failed');
    expect(done.reason).toMatch(/401/);
    const text = JSON.stringify(done) + (await call(server.base, 'GET', `${EVALUATIONS}/${done.evaluationId}/transcript`, { headers: keyed(key) })).text;
    // The stand-in echoes the credential it was given in its 401, as some providers do: the service must not repeat it.
    expect(text).not.toContain(wrong);
  }, 60_000);

  it('stops at a spend cap, and cancels on DELETE', async () => {
    const key = await newKey();
    const capped = await call(server.base, 'POST', EVALUATIONS, { json: runBody('stand-model', { caps: { calls: 10 } }), headers: keyed(key) });
    const done = await finished(server.base, key, `${EVALUATIONS}/${capped.body.evaluationId}`);
    expect(done.state).toBe('failed');
    expect(done.reason).toMatch(/spend cap on calls/);
    expect(done.spent.calls).toBeLessThanOrEqual(11);
    expect((await call(server.base, 'GET', `/api/research/benchmark/${done.runId}`, { headers: keyed(key) })).status).toBe(404);

    const slow = await startStandIn({ mode: 'clean', expectedKey: OPENAI_KEY, delayMs: 50 });
    const local = await startTestServer({ env: { PROVIDER_REGISTRY: await testRegistry(await tempDir(), slow, anthropic) } });
    try {
      const localKey = (await createResearchKey(await adminOf(local.config.dataDir), 'cancel-buyer')).key;
      const started = await call(local.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(localKey) });
      const url = `${EVALUATIONS}/${started.body.evaluationId}`;
      await eventually(async () => (await call(local.base, 'GET', url, { headers: keyed(localKey) })).body.decisions.done >= 3, 30_000, 'three decisions');
      const cancelled = await call(local.base, 'DELETE', url, { headers: keyed(localKey) });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.state).toBe('cancelled');
      expect((await call(local.base, 'DELETE', url, { headers: keyed(localKey) })).body.error).toBe('evaluation_finished');
      // The request in flight when the cancel came is aborted; none follows it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const count = slow.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(slow.requests.length).toBe(count);
      const after = (await call(local.base, 'GET', url, { headers: keyed(localKey) })).body;
      expect(after.state).toBe('cancelled');
      expect((await call(local.base, 'POST', `${url}/resume`, { json: { credentials: { apiKey: OPENAI_KEY } }, headers: keyed(localKey) })).body.error).toBe(
        'evaluation_finished',
      );
    } finally {
      await local.close();
      await slow.close();
    }
  }, 120_000);

  it('holds a buyer to its evaluations at once', async () => {
    const slow = await startStandIn({ mode: 'clean', expectedKey: OPENAI_KEY, delayMs: 30 });
    const local = await startTestServer({ env: { PROVIDER_REGISTRY: await testRegistry(await tempDir(), slow, anthropic), EVALUATIONS_AT_ONCE: '1' } });
    try {
      const localKey = (await createResearchKey(await adminOf(local.config.dataDir), 'busy-buyer')).key;
      const first = await call(local.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(localKey) });
      expect(first.status).toBe(202);
      const second = await call(local.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(localKey) });
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBeTruthy();
      expect((await call(local.base, 'DELETE', `${EVALUATIONS}/${first.body.evaluationId}`, { headers: keyed(localKey) })).status).toBe(200);
      await eventually(
        async () => (await call(local.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(localKey) })).status === 202,
        10_000,
        'a place once the first is cancelled',
      );
    } finally {
      await local.close();
      await slow.close();
    }
  }, 60_000);

  it('plays a head-to-head match between two registered models, which counts publicly', async () => {
    const key = await newKey();
    const body = {
      playerA: { provider: 'standin-openai', model: 'stand-model-b', credentials: { apiKey: OPENAI_KEY } },
      playerB: { provider: 'standin-anthropic', model: 'claude-stand-2', credentials: { apiKey: ANTHROPIC_KEY } },
    };
    const started = await call(server.base, 'POST', H2H_EVALUATIONS, { json: body, headers: keyed(key) });
    expect(started.status, started.text).toBe(202);
    const done = await finished(server.base, key, `${H2H_EVALUATIONS}/${started.body.evaluationId}`);
    expect(done.state, JSON.stringify(done)).toBe('complete');
    const matrix = (await call(server.base, 'GET', '/api/research/head-to-head/matrix', { headers: keyed(key) })).body;
    const a = matrix.models.indexOf('standin-openai:stand-model-b');
    const b = matrix.models.indexOf('standin-anthropic:claude-stand-2');
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThanOrEqual(0);
    const cell = matrix.matrix[a][b];
    expect(cell.wins + cell.losses + cell.draws).toBe(10);
    const results = (await call(server.base, 'GET', `/api/research/head-to-head/results?playerA=standin-openai:stand-model-b`, { headers: keyed(key) })).body;
    expect(results.results.find((m: any) => m.matchId === done.matchId)).toMatchObject({ verification: 'provider-verified' });
  }, 180_000);

  it('is started and followed to its result by `npm run battery -- evaluate`, the key from the environment', async () => {
    const key = await newKey();
    const args = ['evaluate', '--provider', 'standin-openai', '--model', 'stand-model', '--episodes', '1', '--server', server.base, '--research-key', key, '--poll-ms', '100'];
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/battery.ts', ...args], { cwd: root, env: { ...process.env, BATTERY_API_KEY: OPENAI_KEY } });
    const result = JSON.parse(stdout);
    expect(result.evaluation).toMatchObject({ state: 'complete', verification: 'provider-verified' });
    expect(result.run).toMatchObject({ runId: result.evaluation.runId, verification: 'provider-verified', provider: 'standin-openai', model: 'stand-model' });
    // Progress as NDJSON (stderr is not a terminal here): decisions only go up, ending at the run's.
    const events = stderr.trim().split('\n').map((line) => JSON.parse(line)).filter((e) => e.event === 'evaluation');
    const done = events.map((e) => e.decisions);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(result.evaluation.decisions.done);
    expect(stdout + stderr).not.toContain(OPENAI_KEY);

    // No key in the environment: a usage error, and nothing is started.
    const { BATTERY_API_KEY: _unset, ...withoutKey } = process.env;
    const refused = await exec(process.execPath, ['--import', 'tsx', 'src/cli/battery.ts', ...args], { cwd: root, env: withoutKey }).catch((error) => error);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/BATTERY_API_KEY/);
  }, 120_000);

  it('keeps no key in any file under DATA_DIR, nor in the metrics', async () => {
    expect(await filesHolding(server.config.dataDir, OPENAI_KEY)).toEqual([]);
    expect(await filesHolding(server.config.dataDir, ANTHROPIC_KEY)).toEqual([]);
    const metrics = await metricsOf(server);
    expect(metrics).not.toContain(OPENAI_KEY);
    expect(metrics).not.toContain(ANTHROPIC_KEY);
  });
});

describe('server-run evaluations, cluster mode', () => {
  const prefix = uniquePrefix();
  let one: TestServer;
  let two: TestServer;
  let openai: StandIn;
  let anthropic: StandIn;
  let key: string;

  beforeAll(async () => {
    openai = await startStandIn({ mode: 'clean', expectedKey: OPENAI_KEY, delayMs: 20 });
    anthropic = await startStandIn({ mode: 'clean', expectedKey: ANTHROPIC_KEY });
    const env = { PROVIDER_REGISTRY: await testRegistry(await tempDir(), openai, anthropic), EVALUATION_LEASE_MS: '1000' };
    one = await startTestServer({ cluster: true, redisPrefix: prefix, env });
    two = await startTestServer({ cluster: true, redisPrefix: prefix, env });
    key = (await createResearchKey(await adminOf(one.config.dataDir), 'cluster-evaluation-buyer')).key;
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await Promise.all([openai?.close(), anthropic?.close()]);
    await dropRedisPrefix(prefix);
  });

  it('runs on the instance that holds the key, answers from any, pauses when that instance stops and resumes on another', async () => {
    const started = await call(one.base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(key) });
    expect(started.status, started.text).toBe(202);
    const url = `${EVALUATIONS}/${started.body.evaluationId}`;
    await eventually(async () => (await call(two.base, 'GET', url, { headers: keyed(key) })).body.decisions.done >= 5, 30_000, 'progress seen from the other instance');

    // The instance holding the key stops: the evaluation records that it is paused, needing the key again.
    await one.close();
    const paused = (await call(two.base, 'GET', url, { headers: keyed(key) })).body;
    expect(paused).toMatchObject({ state: 'paused', reason: 'needs_credentials' });
    const doneBefore = paused.decisions.done;
    expect(doneBefore).toBeGreaterThanOrEqual(5);

    const resumed = await call(two.base, 'POST', `${url}/resume`, { json: { credentials: { apiKey: OPENAI_KEY } }, headers: keyed(key) });
    expect(resumed.status, resumed.text).toBe(202);
    const done = await finished(two.base, key, url);
    expect(done.state, JSON.stringify(done)).toBe('complete');
    expect(done.decisions.done).toBeGreaterThan(doneBefore);
    const run = await call(two.base, 'GET', `/api/research/benchmark/${done.runId}`, { headers: keyed(key) });
    expect(run.body).toMatchObject({ verification: 'provider-verified' });

    // Started on the instance left, cancelled through a new one: the runner stops before its next decision.
    const three = await startTestServer({ cluster: true, redisPrefix: prefix, env: { PROVIDER_REGISTRY: two.config.providerRegistry!, EVALUATION_LEASE_MS: '1000' } });
    try {
      const second = await call(two.base, 'POST', EVALUATIONS, { json: runBody('stand-model-b'), headers: keyed(key) });
      const secondUrl = `${EVALUATIONS}/${second.body.evaluationId}`;
      await eventually(async () => (await call(three.base, 'GET', secondUrl, { headers: keyed(key) })).body.decisions.done >= 3, 30_000, 'three decisions');
      const cancelled = await call(three.base, 'DELETE', secondUrl, { headers: keyed(key) });
      expect(cancelled.body.state).toBe('cancelled');
      const asked = () => openai.requests.filter((r) => r.body.model === 'stand-model-b').length;
      // The runner sees the cancel at its next write at the latest (one decision: a call, perhaps a re-ask).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const count = asked();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(asked()).toBe(count);
      expect((await call(two.base, 'GET', secondUrl, { headers: keyed(key) })).body.state).toBe('cancelled');
      expect((await call(two.base, 'GET', `/api/research/benchmark/${cancelled.body.runId}`, { headers: keyed(key) })).status).toBe(404);
    } finally {
      await three.close();
    }

    // No key anywhere in Redis or the instances' files.
    expect(await redisDump(prefix)).not.toContain(OPENAI_KEY);
    expect(await filesHolding(two.config.dataDir, OPENAI_KEY)).toEqual([]);
    expect(await filesHolding(two.config.snapshotDir!, OPENAI_KEY)).toEqual([]);
  }, 180_000);
});

describe('server-run evaluations across a kill -9', () => {
  it('pauses needing the key when its process dies, resumes from the last recorded decision, and no key reaches a file or a log', async () => {
    const openai = await startStandIn({ mode: 'clean', expectedKey: OPENAI_KEY, delayMs: 20 });
    const anthropic = await startStandIn({ mode: 'clean', expectedKey: ANTHROPIC_KEY });
    const dataDir = await tempDir();
    const env = { PROVIDER_REGISTRY: await testRegistry(await tempDir(), openai, anthropic), LOG_LEVEL: 'debug' };
    try {
      const first = startServiceProcess(dataDir, env);
      const base = await first.ready;
      const key = (await createResearchKey(await adminOf(dataDir), 'crash-buyer')).key;
      const started = await call(base, 'POST', EVALUATIONS, { json: runBody(), headers: keyed(key) });
      expect(started.status, started.text).toBe(202);
      const url = `${EVALUATIONS}/${started.body.evaluationId}`;
      await eventually(async () => (await call(base, 'GET', url, { headers: keyed(key) })).body.decisions.done >= 10, 60_000, 'ten decisions');
      await first.kill();

      const second = startServiceProcess(dataDir, env);
      const again = await second.ready;
      const paused = (await call(again, 'GET', url, { headers: keyed(key) })).body;
      expect(paused).toMatchObject({ state: 'paused', reason: 'needs_credentials' });
      expect(paused.decisions.done).toBeGreaterThanOrEqual(10);
      // Without the key it cannot go on; with it, it continues from there.
      expect((await call(again, 'POST', `${url}/resume`, { json: {}, headers: keyed(key) })).status).toBe(400);
      const resumed = await call(again, 'POST', `${url}/resume`, { json: { credentials: { apiKey: OPENAI_KEY } }, headers: keyed(key) });
      expect(resumed.status, resumed.text).toBe(202);
      const done = await finished(again, key, url);
      expect(done.state, JSON.stringify(done)).toBe('complete');
      const run = (await call(again, 'GET', `/api/research/benchmark/${done.runId}`, { headers: keyed(key) })).body;
      expect(run.verification).toBe('provider-verified');
      // Every decision of the battery is in the run once: the resumed runner did not replay the recorded ones.
      const decisions = run.games.reduce((sum: number, g: any) => sum + g.decisions.length, 0);
      expect(decisions).toBe(done.decisions.done);
      await second.stop();

      expect(await filesHolding(dataDir, OPENAI_KEY)).toEqual([]);
      expect(first.output() + second.output()).not.toContain(OPENAI_KEY);
      expect(second.output()).toContain('listening');
    } finally {
      await Promise.all([openai.close(), anthropic.close()]);
    }
  }, 180_000);
});
