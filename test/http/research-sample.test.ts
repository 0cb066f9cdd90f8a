// The public sample (SPEC §4, issue 11): one draw per UTC day, the same for every caller, for a restart and while
// calls pour in, so repeating the call harvests nothing; the next UTC day draws anew under new ids. A load during the
// day only lets in new profiles that rank into the draw, and an erased profile leaves it at once.
import { request } from 'node:http';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetrySession } from '../../src/research/telemetry.ts';
import type { ExportRow } from '../../warehouse/export-formats.ts';
import { syntheticSessions } from '../../src/demo/synthetic.ts';
import { adminOf, createResearchKey, seedDemo, type Admin } from '../helpers/research.ts';
import { manualClock, startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

interface Sample {
  count: number;
  profiles: ExportRow[];
}

const FIRST = { seed: 11, sessions: 600 };
const LATER = { seed: 12, sessions: 150 };
const generated = [...syntheticSessions(FIRST), ...syntheticSessions(LATER)];

/** What identifies a profile row by value alone (its id is a pseudonym that changes daily). */
const contentKey = (p: Pick<ExportRow, 'date' | 'gameName' | 'gamesPlayed' | 'ocean' | 'confidence'>) =>
  [p.date, p.gameName, p.gamesPlayed, p.ocean.O, p.ocean.C, p.ocean.E, p.ocean.A, p.ocean.N, p.confidence].join('|');
const BY_CONTENT = new Map(
  generated
    .filter((s) => s.endgame)
    .map((s) => [
      contentKey({ date: s.startedAt.slice(0, 10), gameName: s.game, gamesPlayed: s.endgame!.gamesPlayed, ocean: s.endgame!.ocean, confidence: s.endgame!.confidence }),
      s,
    ]),
);
/** The generated session behind a sampled row. */
function sessionOf(row: ExportRow): TelemetrySession {
  const session = BY_CONTENT.get(contentKey(row));
  expect(session, `no generated session has the values of ${JSON.stringify(row)}`).toBeDefined();
  return session!;
}
const sessionIds = (sample: Sample) => new Set(sample.profiles.map((row) => sessionOf(row).sessionId));

const clock = manualClock(Date.UTC(2026, 0, 15, 0, 0, 1));
const env = { INGEST_INTERVAL_S: '86400' };
let dataDir: string;
let server: TestServer;
let admin: Admin;
let researchKey: string;

/** GET /api/research/sample from the client address `from` (any 127.0.0.0/8 address reaches the loopback listener). */
function sampleFrom(from: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; body: Sample }> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.base}/api/research/sample`, { localAddress: from, headers, agent: false }, (response) => {
      expect(response.socket.localAddress).toBe(from);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode!, text, body: JSON.parse(text) });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/** `calls` simultaneous requests spread over three client addresses, with and without a research key and user agent. */
async function manyCalls(calls: number) {
  const clients = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  return Promise.all(
    Array.from({ length: calls }, (_, i) =>
      sampleFrom(clients[i % clients.length]!, {
        ...(i % 4 === 1 ? { 'x-research-key': researchKey } : {}),
        ...(i % 5 === 2 ? { 'user-agent': `harvester/${i}` } : {}),
      }),
    ),
  );
}

/** Every answer is 200 and byte-for-byte the same; the one sample they share, checked. */
function theOneSample(answers: Array<{ status: number; text: string; body: Sample }>): Sample {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const union = new Set(answers.flatMap((a) => a.body.profiles.map((p) => sessionOf(p).sessionId)));
  expect(union.size, 'profiles harvested by repeating the call').toBeLessThanOrEqual(50);
  expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  const sample = answers[0]!.body;
  expect(sample.count).toBe(50); // some 400 profiles qualify
  expect(sample.profiles).toHaveLength(50);
  expect(union.size).toBe(50);
  for (const row of sample.profiles) {
    expect(row.gamesPlayed).toBeGreaterThanOrEqual(3);
    expect(row.sessionGroup).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(sessionIds(sample).size).toBe(50);
  return sample;
}

beforeAll(async () => {
  dataDir = await tempDir();
  server = await startTestServer({ env, clock, dataDir });
  admin = await adminOf(dataDir);
  expect((await seedDemo(admin, FIRST.sessions, FIRST.seed)).at(-1)).toEqual({ accepted: 600, loaded: 600, total: 600 });
  researchKey = (await createResearchKey(admin, 'lab')).key;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('public sample', () => {
  let day1: Sample;

  it('gives every caller the same rows all UTC day, however often and from wherever they call', async () => {
    day1 = theOneSample(await manyCalls(30));
    clock.set(Date.UTC(2026, 0, 15, 23, 59, 59, 999)); // the last moment of the same day
    expect(theOneSample(await manyCalls(6))).toEqual(day1);
  });

  it('serves the same rows after a restart on the same day', async () => {
    await server.close();
    server = await startTestServer({ env, clock, dataDir });
    admin = await adminOf(dataDir);
    expect(theOneSample(await manyCalls(6))).toEqual(day1);
  });

  it('draws another set the next UTC day, under new ids, again the same for everyone', async () => {
    clock.set(Date.UTC(2026, 0, 16, 0, 0, 0));
    const day2 = theOneSample(await manyCalls(30));
    const groups1 = new Set(day1.profiles.map((p) => p.sessionGroup));
    expect(day2.profiles.filter((p) => groups1.has(p.sessionGroup))).toEqual([]); // every id rotated
    const sessions1 = sessionIds(day1);
    const kept = [...sessionIds(day2)].filter((id) => sessions1.has(id));
    expect(kept.length).toBeLessThan(25); // a new draw: about 50 × 50 / 400 ≈ 6 profiles in both by chance
    day1 = day2;
  });

  it('lets a load during the day bring in only new profiles that rank into the draw, and an erasure only the next one', async () => {
    const before = sessionIds(day1);
    expect((await seedDemo(admin, LATER.sessions, LATER.seed)).at(-1)).toEqual({ accepted: 150, loaded: 150, total: 150 });
    const after = theOneSample(await manyCalls(6));
    const loaded = new Set([...syntheticSessions(LATER)].map((s) => s.sessionId));
    const afterIds = sessionIds(after);
    const entered = [...afterIds].filter((id) => !before.has(id));
    expect(entered.filter((id) => !loaded.has(id))).toEqual([]); // nobody from the old data moved in
    expect([...afterIds].filter((id) => before.has(id))).toHaveLength(50 - entered.length); // and only as many left
    // Rows that stay keep their place and id: the new ones slot in by rank.
    const stayed = after.profiles.filter((row) => before.has(sessionOf(row).sessionId));
    expect(stayed).toEqual(day1.profiles.filter((row) => afterIds.has(sessionOf(row).sessionId)));

    const erased = sessionOf(after.profiles[10]!).sessionId;
    expect((await admin.post('/admin/privacy/delete', { sessionId: erased })).status).toBe(200);
    const last = theOneSample(await manyCalls(6));
    const lastIds = sessionIds(last);
    expect(lastIds.has(erased)).toBe(false);
    expect([...afterIds].filter((id) => id !== erased && !lastIds.has(id))).toEqual([]); // the other 49 stay
    expect(last.profiles.slice(0, 10)).toEqual(after.profiles.slice(0, 10));
    expect(last.profiles.slice(10, 49)).toEqual(after.profiles.slice(11, 50));
  });
});
