// One contract, two control stores: DuckDB (embedded) and Redis (cluster).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuckDbControlStore } from '../../src/control/duckdb-store.ts';
import { RedisControlStore } from '../../src/cluster/control-store.ts';
import type { Account, ApiKeyRecord, ControlStore } from '../../src/control/store.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { dropRedisPrefix, tempDir, uniquePrefix } from '../helpers/server.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const implementations: Array<[string, () => Promise<ControlStore>]> = [
  [
    'duckdb',
    async () => {
      const dir = await tempDir();
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return DuckDbControlStore.open(path.join(dir, 'control.duckdb'));
    },
  ],
  ...redisBackends.map(([name, url]): [string, () => Promise<ControlStore>] => [
    name,
    async () => {
      const prefix = uniquePrefix();
      cleanups.push(() => dropRedisPrefix(prefix, url()));
      return new RedisControlStore(await openRedis(url()), prefix);
    },
  ]),
];

const account = (overrides: Partial<Account> = {}): Account => ({
  id: randomUUID(),
  email: `${randomUUID()}@example.com`,
  passwordHash: '$argon2id$not-a-real-hash',
  plan: 'pro',
  limitOverride: null,
  createdAt: 1_700_000_000_000,
  ...overrides,
});

let keyCounter = 0;
const apiKey = (accountId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
  accountId,
  name: 'k',
  prefix: 'svc_01234567...',
  createdAt: 1_700_000_000_000 + keyCounter++,
  lastUsedAt: null,
  ...overrides,
});

describe.each(implementations)('control store (%s)', (_name, open) => {
  let store: ControlStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  it('answers a ping (a readiness check; an unreachable store is tested in test/http/health.test.ts)', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('creates accounts with unique e-mail addresses and finds them', async () => {
    const a = account();
    expect(await store.createAccount(a)).toBe(true);
    expect(await store.createAccount({ ...account(), email: a.email })).toBe(false);
    expect(await store.findAccountByEmail(a.email)).toEqual(a);
    expect(await store.findAccountById(a.id)).toEqual(a);
    expect(await store.findAccountByEmail('nobody@example.com')).toBeNull();
  });

  it('admits one of many concurrent signups for the same address', async () => {
    const email = `${randomUUID()}@example.com`;
    const results = await Promise.all(Array.from({ length: 10 }, () => store.createAccount(account({ email }))));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('changes plans and limits, and the key grant follows at once', async () => {
    const a = account();
    await store.createAccount(a);
    const key = apiKey(a.id);
    expect(await store.addApiKey(key, 5)).toBe(true);
    expect(await store.findKeyGrant(key.hash)).toEqual({ keyHash: key.hash, accountId: a.id, plan: 'pro', limitOverride: null });
    const updated = await store.setPlan(a.email, 'business', 5000);
    expect(updated).toMatchObject({ plan: 'business', limitOverride: 5000 });
    expect(await store.findKeyGrant(key.hash)).toMatchObject({ plan: 'business', limitOverride: 5000 });
    await store.setPlan(a.email, 'free', null);
    expect(await store.findKeyGrant(key.hash)).toMatchObject({ plan: 'free', limitOverride: null });
    expect(await store.setPlan('nobody@example.com', 'pro', null)).toBeNull();
  });

  it('keeps sessions until they expire or are deleted', async () => {
    const a = account();
    await store.createAccount(a);
    // A fixed moment, years ahead of the machine's clock: Redis expires the session at expiresAt by its own clock.
    const now = Date.UTC(2100, 0, 1);
    await store.createSession({ tokenHash: 'h1', accountId: a.id, expiresAt: now + 60_000 });
    expect(await store.findSession('h1', now)).toMatchObject({ accountId: a.id });
    expect(await store.findSession('h1', now + 60_001)).toBeNull();
    await store.deleteSession('h1');
    expect(await store.findSession('h1', now)).toBeNull();
    expect(await store.findSession('unknown', now)).toBeNull();
  });

  it('caps active keys, lists them newest first, and frees a slot on revocation', async () => {
    const a = account();
    await store.createAccount(a);
    const keys = Array.from({ length: 5 }, () => apiKey(a.id));
    for (const key of keys) expect(await store.addApiKey(key, 5)).toBe(true);
    expect(await store.addApiKey(apiKey(a.id), 5)).toBe(false);
    const listed = await store.listApiKeys(a.id);
    expect(listed.map((k) => k.hash)).toEqual(keys.map((k) => k.hash).reverse());
    expect(listed[0]).toEqual(keys[4]);

    expect(await store.revokeApiKey(a.id, keys[0]!.hash)).toBe(true);
    expect(await store.revokeApiKey(a.id, keys[0]!.hash)).toBe(false);
    expect(await store.findKeyGrant(keys[0]!.hash)).toBeNull();
    expect(await store.listApiKeys(a.id)).toHaveLength(4);
    expect(await store.addApiKey(apiKey(a.id), 5)).toBe(true);
  });

  it('admits exactly five of twenty concurrent key creations', async () => {
    const a = account();
    await store.createAccount(a);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.addApiKey(apiKey(a.id), 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await store.listApiKeys(a.id)).toHaveLength(5);
  });

  it("refuses to revoke another account's key", async () => {
    const owner = account();
    const other = account();
    await store.createAccount(owner);
    await store.createAccount(other);
    const key = apiKey(owner.id);
    await store.addApiKey(key, 5);
    expect(await store.revokeApiKey(other.id, key.hash)).toBe(false);
    expect(await store.findKeyGrant(key.hash)).not.toBeNull();
  });

  it('records key use, visible in listings at once', async () => {
    const a = account();
    await store.createAccount(a);
    const key = apiKey(a.id);
    await store.addApiKey(key, 5);
    store.noteKeyUse(key.hash, 1_800_000_000_000);
    expect((await store.listApiKeys(a.id))[0]!.lastUsedAt).toBe(1_800_000_000_000);
  });

  it('knows no grant for an unknown key', async () => {
    expect(await store.findKeyGrant('f'.repeat(64))).toBeNull();
  });
});

describe('control store (duckdb) persistence', () => {
  it('keeps accounts, keys and last use across a restart', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'control.duckdb');
    const a = account();
    const key = apiKey(a.id);
    const first = await DuckDbControlStore.open(file);
    await first.createAccount(a);
    await first.addApiKey(key, 5);
    first.noteKeyUse(key.hash, 1_800_000_000_000);
    await first.close();

    const second = await DuckDbControlStore.open(file);
    expect(await second.findKeyGrant(key.hash)).toMatchObject({ accountId: a.id, plan: 'pro' });
    expect((await second.listApiKeys(a.id))[0]!.lastUsedAt).toBe(1_800_000_000_000);
    await second.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the last use of many keys in one flush, each its own (a revoked key stays unlisted)', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'control.duckdb');
    const owners = Array.from({ length: 40 }, () => account());
    const keys = owners.map((owner) => apiKey(owner.id));
    const first = await DuckDbControlStore.open(file);
    for (const [i, owner] of owners.entries()) {
      await first.createAccount(owner);
      await first.addApiKey(keys[i]!, 5);
      first.noteKeyUse(keys[i]!.hash, 1_800_000_000_000 + i);
    }
    await first.revokeApiKey(owners[0]!.id, keys[0]!.hash);
    first.noteKeyUse(keys[0]!.hash, 1_900_000_000_000);
    await first.close();

    const second = await DuckDbControlStore.open(file);
    for (const [i, owner] of owners.entries()) {
      const [listed] = await second.listApiKeys(owner.id);
      if (i === 0) expect(listed).toBeUndefined();
      else expect(listed!.lastUsedAt).toBe(1_800_000_000_000 + i);
    }
    await second.close();
    await rm(dir, { recursive: true, force: true });
  });
});
