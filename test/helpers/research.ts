// Helpers for the research HTTP tests: the admin listener (keys, ingest runs, demo seeding) and hand-built telemetry.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIMENSIONS, type Dimension, type GameId, type Ocean } from '../../src/research/games.ts';
import type { Demographics, Endgame, TelemetrySession, Turn } from '../../src/research/telemetry.ts';
import { call, type Answer } from './client.ts';

export interface Admin {
  post<T = any>(route: string, json?: unknown): Promise<Answer<T>>;
}

/** The running instance's admin listener, as the CLI reaches it (DATA_DIR/admin.json). */
export async function adminOf(dataDir: string): Promise<Admin> {
  const { url, token } = JSON.parse(await readFile(path.join(dataDir, 'admin.json'), 'utf8')) as { url: string; token: string };
  return {
    post: (route, json = {}) => call(url, 'POST', route, { json, headers: { authorization: `Bearer ${token}` } }),
  };
}

async function ok<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const done = await answer;
  if (done.status !== 200) throw new Error(`${what} failed: ${done.status} ${done.text}`);
  return done.body;
}

export const createResearchKey = (admin: Admin, buyer: string) =>
  ok<{ key: string; hash: string; buyer: string }>(admin.post('/admin/research-key/create', { buyer }), 'research-key create');

export const createIngestKey = (admin: Admin, name: string) =>
  ok<{ key: string; hash: string; name: string }>(admin.post('/admin/ingest-key/create', { name }), 'ingest-key create');

export interface LoadCounts {
  files: number;
  sessions: number;
  turns: number;
  profiles: number;
}

/** `admin ingest run`: loads everything waiting in the inbox. */
export const runIngest = (admin: Admin) => ok<LoadCounts>(admin.post('/admin/ingest/run', {}), 'ingest run');

/** `admin demo seed`: reads the NDJSON progress stream to its end and returns every progress line. */
export async function seedDemo(admin: Admin, sessions: number, seed: number) {
  const answer = await admin.post('/admin/demo/seed', { sessions, seed });
  if (answer.status !== 200) throw new Error(`demo seed failed: ${answer.status} ${answer.text}`);
  return answer.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { accepted: number; loaded: number; total: number });
}

/** Polls `probe` until it holds; fails once `withinMs` has passed. */
export async function eventually(probe: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An in-process instance's Prometheus text, from its admin listener, with the token a scraper reads (admin.token). */
export async function metricsOf(server: { app: { adminPort: number | null }; config: { dataDir: string } }): Promise<string> {
  const token = await readFile(path.join(server.config.dataDir, 'admin.token'), 'utf8');
  return (await fetch(`http://127.0.0.1:${server.app.adminPort}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
}

/** Cluster mode: waits (up to 5 s) until every instance reads the same snapshot. */
export async function onOneSnapshot(servers: ReadonlyArray<Parameters<typeof metricsOf>[0]>): Promise<void> {
  const versionOf = async (server: (typeof servers)[number]) => /^snapshot_version (\d+)$/m.exec(await metricsOf(server))?.[1];
  await eventually(async () => new Set(await Promise.all(servers.map(versionOf))).size === 1, 5_000, 'one snapshot on every instance');
}

/** GET as raw bytes (Arrow exports). */
export async function getBytes(base: string, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

export const oceanOf = (O: number, C = -O / 2, E = O / 3, A = -0.25, N = 0.5): Ocean => ({ O, C, E, A, N });
export const signalsOf = (base: number): Record<Dimension, number> =>
  Object.fromEntries(DIMENSIONS.map((d, i) => [d, Math.round(((base + i * 0.05) % 1) * 1000) / 1000])) as Record<Dimension, number>;

export interface SessionOptions {
  game?: GameId;
  /** One turn per choice. */
  choices?: string[];
  startedAt?: string;
  gameContext?: 'standard' | 'custom-scenario';
  scenarioId?: string;
  demographics?: Demographics;
  /** null: a session without an endgame profile. */
  endgame?: Partial<Endgame> | null;
  /** Varies every number of the session, so hand-built sessions are told apart by value. */
  tag?: number;
}

/** A valid telemetry session built by hand (every value in range, choices allowed for the game). */
export function makeSession(sessionId: string, options: SessionOptions = {}): TelemetrySession {
  const tag = options.tag ?? 1;
  const choices = options.choices ?? ['swerve', 'straight'];
  const turns: Turn[] = choices.map((choice, i) => ({
    round: i + 1,
    choice,
    responseTimeMs: 1000 + tag * 10 + i * 137,
    signals: signalsOf(0.1 + ((tag * 7 + i) % 10) / 20),
    bigFive: oceanOf(Math.round((tag / 10 + i / 100) * 1000) / 1000),
  }));
  const session: TelemetrySession = {
    sessionId,
    consent: true,
    game: options.game ?? 'chicken',
    startedAt: options.startedAt ?? '2024-03-01T10:00:00Z',
    turns,
  };
  if (options.gameContext) session.gameContext = options.gameContext;
  if (options.scenarioId !== undefined) session.scenarioId = options.scenarioId;
  if (options.demographics) session.demographics = options.demographics;
  if (options.endgame !== null) {
    session.endgame = {
      gamesPlayed: 4,
      ocean: oceanOf(Math.round(tag * 37) / 1000 - 1),
      confidence: 0.5,
      proxies: { cooperationRate: 0.4, riskTolerance: 0.6, moralConsistency: 0.7 },
      ...options.endgame,
    };
  }
  return session;
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
