// One contract, two research access stores: the warehouse's tables (embedded) and Redis (cluster).
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DuckDbAccessStore, type AccessStore } from '../../warehouse/access.ts';
import { RedisAccessStore } from '../../src/cluster/access-store.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { dropRedisPrefix, tempDir, uniquePrefix } from '../helpers/server.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Each opens a fresh store and, for the sharing checks, a second view of the same data (another instance's). */
const implementations: Array<[string, () => Promise<[AccessStore, () => Promise<AccessStore>]>]> = [
  [
    'duckdb',
    async () => {
      const dir = await tempDir();
      const warehouse = await Warehouse.open(dir);
      cleanups.push(async () => {
        await warehouse.close();
        await rm(dir, { recursive: true, force: true });
      });
      return [await DuckDbAccessStore.open(warehouse.writer), () => DuckDbAccessStore.open(warehouse.writer)];
    },
  ],
  ...redisBackends.map(([name, url]): [string, () => Promise<[AccessStore, () => Promise<AccessStore>]>] => [
    name,
    async () => {
      const prefix = uniquePrefix();
      cleanups.push(() => dropRedisPrefix(prefix, url()));
      const other = await connectRedis(url(), createLogger('silent'));
      cleanups.push(async () => other.disconnect());
      return [new RedisAccessStore(await openRedis(url()), prefix), async () => new RedisAccessStore(other, prefix)];
    },
  ]),
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(implementations)('research access store (%s)', (_name, open) => {
  let store: AccessStore;
  let another: () => Promise<AccessStore>;
  beforeEach(async () => {
    [store, another] = await open();
  });

  it('issues a research key once, known afterwards by its SHA-256, authorising its buyer', async () => {
    const created = await store.createResearchKey('acme');
    expect(created.key).toMatch(/^rk_[0-9a-f]{32}$/);
    expect(created).toMatchObject({ hash: sha256(created.key), buyer: 'acme' });
    const access = await store.authoriseResearch(created.key);
    expect(access).toMatchObject({ keyHash: created.hash, buyer: { name: 'acme' } });
    expect(access!.buyer.secret).toBeInstanceOf(Buffer);
    expect(access!.buyer.secret.length).toBe(32);
  });

  it('keeps one buyer, with one secret, across its keys; another buyer gets another', async () => {
    const first = await store.authoriseResearch((await store.createResearchKey('acme')).key);
    const second = await store.authoriseResearch((await store.createResearchKey('acme')).key);
    const other = await store.authoriseResearch((await store.createResearchKey('globex')).key);
    expect(second!.buyer.id).toBe(first!.buyer.id);
    expect(second!.buyer.secret.equals(first!.buyer.secret)).toBe(true);
    expect(other!.buyer.id).not.toBe(first!.buyer.id);
    expect(other!.buyer.secret.equals(first!.buyer.secret)).toBe(false);
  });

  it('agrees on one buyer when several first keys for it are issued at once', async () => {
    const stores = [store, await another(), store, await another()];
    const keys = await Promise.all(stores.map((s) => s.createResearchKey('initech')));
    const buyers = await Promise.all(keys.map(async ({ key }) => (await store.authoriseResearch(key))!.buyer));
    expect(new Set(buyers.map((b) => b.id)).size).toBe(1);
    expect(new Set(buyers.map((b) => b.secret.toString('hex'))).size).toBe(1);
  });

  it('refuses malformed, unknown and revoked keys; a revocation holds for every view at once', async () => {
    const { key, hash } = await store.createResearchKey('acme');
    const other = await another();
    expect(await other.authoriseResearch(key)).not.toBeNull();
    for (const bad of ['', 'rk_', `rk_${'0'.repeat(32)}`, key.toUpperCase(), `${key}0`, key.replace('rk_', 'ik_')]) {
      expect(await store.authoriseResearch(bad)).toBeNull();
    }
    expect(await store.revokeResearchKey(hash)).toBe(true);
    expect(await store.authoriseResearch(key)).toBeNull();
    // The other view is told on its next check where it shares the data (Redis); the embedded one reloads per instance.
    if (_name === 'redis') expect(await other.authoriseResearch(key)).toBeNull();
    expect(await store.revokeResearchKey(hash)).toBe(false);
    expect(await store.revokeResearchKey(sha256('never issued'))).toBe(false);
  });

  it('lists every research key ever issued, oldest first, with its buyer and revocation', async () => {
    const a = await store.createResearchKey('acme');
    const b = await store.createResearchKey('globex');
    // Several within a millisecond or two: issue order holds where creation times tie.
    const more = [];
    for (let i = 0; i < 6; i++) more.push(await store.createResearchKey('initech'));
    await store.revokeResearchKey(a.hash);
    const listed = await store.listResearchKeys();
    expect(listed.map((k) => [k.hash, k.buyer, k.prefix])).toEqual([
      [a.hash, 'acme', `${a.key.slice(0, 7)}...`],
      [b.hash, 'globex', `${b.key.slice(0, 7)}...`],
      ...more.map((k) => [k.hash, 'initech', `${k.key.slice(0, 7)}...`]),
    ]);
    expect(new Date(listed[0]!.createdAt).toISOString()).toBe(listed[0]!.createdAt);
    expect(listed[0]!.revokedAt).not.toBeNull();
    expect(listed[1]!.revokedAt).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(a.key);
  });

  it('issues and revokes ingest keys, apart from research keys', async () => {
    const { key, hash, name } = await store.createIngestKey('desktop 2.1');
    expect([key, hash, name]).toEqual([expect.stringMatching(/^ik_[0-9a-f]{32}$/), sha256(key), 'desktop 2.1']);
    expect(await store.isIngestKey(key)).toBe(true);
    if (_name === 'redis') expect(await (await another()).isIngestKey(key)).toBe(true);
    expect(await store.authoriseResearch(key)).toBeNull();
    expect(await store.isIngestKey(key.replace('ik_', 'rk_'))).toBe(false);
    expect(await store.isIngestKey(`ik_${'f'.repeat(32)}`)).toBe(false);
    expect(await store.revokeIngestKey(hash)).toBe(true);
    expect(await store.isIngestKey(key)).toBe(false);
    expect(await store.revokeIngestKey(hash)).toBe(false);
    // A research key's hash is not an ingest key's.
    const research = await store.createResearchKey('acme');
    expect(await store.revokeIngestKey(research.hash)).toBe(false);
    expect(await store.authoriseResearch(research.key)).not.toBeNull();
  });
});
