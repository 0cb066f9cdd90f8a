// Warehouse.sample, the public sample's draw: exactly the profiles that rank first by SHA-256(drawKey ‖ session id),
// computed here with node:crypto, so the SQL is the documented function of the key and the ids, and nothing else.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Warehouse } from '../../warehouse/warehouse.ts';

let dir: string;
let warehouse: Warehouse;
/** Session ids, with the games played of each: plain ids, and a few with characters SQL or a BLOB cast could mangle. */
const profiles = [
  ...Array.from({ length: 300 }, (_, i) => ({ id: `app-${i}`, games: 1 + (i % 6) })),
  { id: 'a\\x41b', games: 5 },
  { id: "it's", games: 5 },
  { id: 'ünï', games: 5 },
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'warehouse-sample-'));
  warehouse = await Warehouse.open(dir);
  const rows = profiles.map(
    ({ id, games }, i) =>
      `(${i}, ${i}, '${id.replace(/'/g, "''")}', 'trust-game', DATE '2026-03-01', ${games}, 10, 2000, 0.1, 0.2, 0.3, 0.4, 0.5, 0.5, 0.25, 0.5, 0.75)`,
  );
  await warehouse.writer.run(`INSERT INTO profiles VALUES ${rows.join(', ')}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

const expected = (key: Buffer, size: number, minGames: number) =>
  profiles
    .filter((p) => p.games >= minGames)
    .map((p) => ({ id: p.id, rank: createHash('sha256').update(key).update(p.id, 'utf8').digest('hex') }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, size)
    .map((p) => p.id);

describe('the public sample draw', () => {
  it('takes the profiles that rank first by SHA-256(key ‖ session id), in rank order', async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomBytes(64);
      const drawn = await warehouse.sample(50, 3, key);
      expect(drawn.map((p) => p.sessionId)).toEqual(expected(key, 50, 3));
      expect(drawn.every((p) => p.gamesPlayed >= 3)).toBe(true);
      expect(await warehouse.sample(50, 3, key)).toEqual(drawn); // a function of the key and the data
    }
  });

  it('ranks ids with quotes, backslashes and non-ASCII characters by their UTF-8 bytes', async () => {
    const key = randomBytes(64);
    const everything = await warehouse.sample(1_000, 5, key);
    expect(everything.map((p) => p.sessionId)).toEqual(expected(key, 1_000, 5));
    expect(everything.map((p) => p.sessionId)).toEqual(expect.arrayContaining(['a\\x41b', "it's", 'ünï']));
  });

  it('draws another set under another key', async () => {
    const a = (await warehouse.sample(50, 3, randomBytes(64))).map((p) => p.sessionId);
    const b = (await warehouse.sample(50, 3, randomBytes(64))).map((p) => p.sessionId);
    expect(a).not.toEqual(b);
  });

  it('refuses a key that is not one 64-byte block', async () => {
    await expect(warehouse.sample(50, 3, randomBytes(32))).rejects.toThrow(/64-byte/);
  });
});
