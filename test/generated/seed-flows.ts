// A consumer's client: openapi-fetch over the types openapi-typescript generated from the served OpenAPI document
// (web/lib/openapi.d.ts), walking the seed flows. Written as a consumer would write it: no type assertions, no escape
// hatches, no non-null assertions; test/http/generated-client.test.ts checks that, runs it, and tsc type-checks it.
import createClient from 'openapi-fetch';
import type { paths } from '../../web/lib/openapi.d.ts';

export type ServiceClient = ReturnType<typeof createClient<paths>>;

export const serviceClient = (baseUrl: string): ServiceClient => createClient<paths>({ baseUrl });

/** The body of a successful call, else an Error naming the call, its status and the error body. */
function ok<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.data === undefined) throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** The name=value part of a Set-Cookie header, for the Cookie header of later calls. */
function sessionCookie(response: Response): string {
  const [pair] = (response.headers.get('set-cookie') ?? '').split(';');
  if (!pair) throw new Error('no session cookie');
  return pair;
}

export interface AccountFlow {
  email: string;
  plan: string;
  planAfterUpgrade: string;
  cookie: string;
  key: { key: string; hash: string; prefix: string; name: string; createdAt: string };
}

/** Sign up, move to a paid plan (the admin CLI's step, handed in: it is no public endpoint), create a key. */
export async function signUpWithKey(
  client: ServiceClient,
  email: string,
  password: string,
  upgrade: (email: string) => Promise<void>,
): Promise<AccountFlow> {
  const signup = await client.POST('/api/auth/signup', { body: { email, password } });
  const account = ok(signup, 'signup');
  const cookie = sessionCookie(signup.response);
  await upgrade(email);
  const me = ok(await client.GET('/api/auth/me', { headers: { cookie } }), 'me');
  const created = ok(await client.POST('/api/v1/keys', { body: { name: 'seed flows' }, headers: { cookie } }), 'create key');
  return { email: account.email, plan: account.plan, planAfterUpgrade: me.plan, cookie, key: created };
}

export interface ToolRun {
  tool: string;
  result: Record<string, unknown>;
  remaining: number;
  limit: number;
  resetAt: string;
  requestId: string;
  durationMs: number;
  /** The X-RateLimit-Remaining header, as sent. */
  remainingHeader: string | null;
}

/** Runs one tool with an API key. */
export async function runTool(client: ServiceClient, key: string, tool: string, inputs: Record<string, unknown>): Promise<ToolRun> {
  const answer = await client.POST('/api/v1/tools', { body: { tool, inputs }, headers: { 'x-api-key': key } });
  const run = ok(answer, `run ${tool}`);
  return {
    tool: run.tool,
    result: run.result,
    remaining: run.usage.remaining,
    limit: run.usage.limit,
    resetAt: run.usage.resetAt,
    requestId: run.meta.requestId,
    durationMs: run.meta.durationMs,
    remainingHeader: answer.response.headers.get('x-ratelimit-remaining'),
  };
}

/** The four seed tools (SEED.md), with the inputs the interface names. */
export const runSeedTools = async (client: ServiceClient, key: string): Promise<ToolRun[]> => [
  await runTool(client, key, 'word-counter', { text: 'Hello world. How are you?' }),
  await runTool(client, key, 'json-formatter', { json: '{"a":1}', indent: 2 }),
  await runTool(client, key, 'base64-encoder', { text: 'Hello, world!', mode: 'encode' }),
  await runTool(client, key, 'hash-generator', { text: 'hello', algorithm: 'sha256' }),
];

export interface KeyFlow {
  listed: Array<{ hash: string; prefix: string; lastUsedAt: string | null }>;
  revoked: boolean;
  /** The status and error code of a run with the revoked key. */
  afterRevocation: { status: number; error: string };
}

/** Lists the account's keys, revokes one, and tries it once more. */
export async function listAndRevoke(client: ServiceClient, cookie: string, key: string, hash: string): Promise<KeyFlow> {
  const { keys } = ok(await client.GET('/api/v1/keys', { headers: { cookie } }), 'list keys');
  const revoked = ok(await client.DELETE('/api/v1/keys', { body: { hash }, headers: { cookie } }), 'revoke key');
  const refused = await client.POST('/api/v1/tools', { body: { tool: 'word-counter', inputs: { text: 'x' } }, headers: { 'x-api-key': key } });
  if (refused.error === undefined) throw new Error('a revoked key still runs tools');
  const loggedOut = await client.POST('/api/auth/logout', { body: {}, headers: { cookie } });
  if (loggedOut.response.status !== 204) throw new Error(`logout: ${loggedOut.response.status}`);
  return {
    listed: keys.map(({ hash, prefix, lastUsedAt }) => ({ hash, prefix, lastUsedAt })),
    revoked: revoked.revoked && revoked.hash === hash,
    afterRevocation: { status: refused.response.status, error: refused.error.error },
  };
}

export interface PublicResearch {
  totalProfiles: number;
  gamesCovered: number;
  from: string | null;
  sampleCount: number;
  firstSampleOpenness: number | null;
  leaderboardModels: string[];
  topOverall: number | null;
  matrixModels: number;
  matrixRows: number;
  legalBasis: string;
  publicEndpoints: string[];
  docsVersion: string;
  docsPaths: number;
}

/** The research endpoints anyone may call. */
export async function publicResearch(client: ServiceClient): Promise<PublicResearch> {
  const overview = ok(await client.GET('/api/research/overview'), 'overview');
  const sample = ok(await client.GET('/api/research/sample'), 'sample');
  const board = ok(await client.GET('/api/research/benchmark/leaderboard'), 'leaderboard');
  const matrix = ok(await client.GET('/api/research/head-to-head/matrix'), 'matrix');
  const summary = ok(await client.GET('/api/research/compliance/summary'), 'compliance summary');
  const docs = ok(await client.GET('/api/research/docs'), 'docs');
  const [firstProfile] = sample.profiles;
  const [top] = board.entries;
  return {
    totalProfiles: overview.totalProfiles,
    gamesCovered: overview.gamesCovered,
    from: overview.dateRange === null ? null : overview.dateRange.from,
    sampleCount: sample.count,
    firstSampleOpenness: firstProfile === undefined ? null : firstProfile.ocean.O,
    leaderboardModels: board.entries.map((entry) => `${entry.provider}:${entry.model}`),
    topOverall: top === undefined ? null : top.overall,
    matrixModels: matrix.models.length,
    matrixRows: matrix.matrix.length,
    legalBasis: summary.regulatory.legalBasis,
    publicEndpoints: summary.endpoints.public,
    docsVersion: docs.openapi,
    docsPaths: Object.keys(docs.paths).length,
  };
}

export interface KeyedResearch {
  profiles: { count: number; total: number; totalHeader: string | null; sessionGroups: string[] };
  signals: { count: number; values: number[] };
  csv: { text: string; contentType: string | null; disposition: string | null };
  baseline: { segmentBy: string; segments: Array<{ segment: string; n: number; meanOpenness: number }>; comparisons: number };
}

/** The research endpoints a research key opens. */
export async function keyedResearch(client: ServiceClient, researchKey: string): Promise<KeyedResearch> {
  const headers = { 'x-research-key': researchKey };
  const profilesAnswer = await client.GET('/api/research/profiles', { params: { query: { limit: 10, min_games: 3 } }, headers });
  const profiles = ok(profilesAnswer, 'profiles');
  const signals = ok(
    await client.GET('/api/research/signals', { params: { query: { game: 'prisoners-dilemma', dimension: 'aggression', limit: 5 } }, headers }),
    'signals',
  );
  const exportAnswer = await client.GET('/api/research/export', { params: { query: { format: 'csv', limit: 5 } }, headers, parseAs: 'text' });
  const csv = ok(exportAnswer, 'export');
  const baseline = ok(
    await client.GET('/api/research/compliance/baseline', { params: { query: { segmentBy: 'gender', minProfiles: 10 } }, headers }),
    'baseline',
  );
  return {
    profiles: {
      count: profiles.count,
      total: profiles.total,
      totalHeader: profilesAnswer.response.headers.get('x-total-count'),
      sessionGroups: profiles.profiles.map((p) => p.sessionGroup),
    },
    signals: { count: signals.count, values: signals.signals.map((s) => s.signalValue) },
    csv: {
      text: csv,
      contentType: exportAnswer.response.headers.get('content-type'),
      disposition: exportAnswer.response.headers.get('content-disposition'),
    },
    baseline: {
      segmentBy: baseline.segmentBy,
      segments: baseline.segments.map((s) => ({ segment: s.segment, n: s.n, meanOpenness: s.traits.O.mean })),
      comparisons: baseline.comparisons.length,
    },
  };
}
