// A Redis written by an earlier version keeps every account, key, window and research key when this version starts on
// it: the upgrade rewrites them once, whichever instance gets there first. Layout 1 (a single Redis only), and layout 2,
// whose windows were sorted sets, on a Redis and on a Redis Cluster.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisAccessStore } from '../../src/cluster/access-store.ts';
import { RedisControlStore } from '../../src/cluster/control-store.ts';
import { RedisKeyGate } from '../../src/cluster/key-gate.ts';
import { CONVERTED_WINDOW_TTL_MS, upgradeLayout } from '../../src/cluster/layout-upgrade.ts';
import { RedisSlidingWindowLimiter } from '../../src/cluster/limiter.ts';
import { researchKeys } from '../../src/cluster/ingest-stream.ts';
import { RATE_WINDOW_MS } from '../../src/control/plans.ts';
import { createLogger } from '../../src/log.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { REDIS_URL, dropRedisPrefix, manualClock, uniquePrefix } from '../helpers/server.ts';

const redis = new Redis(REDIS_URL);
const prefixes: Array<[string, string]> = [];
afterAll(async () => {
  for (const [prefix, url] of prefixes) await dropRedisPrefix(prefix, url);
  redis.disconnect();
});
const silent = createLogger('silent');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the previous version wrote for one Business account with one key used twice, and one research buyer. */
async function layoutOne(prefix: string, now: number) {
  const accountId = randomUUID();
  const email = `${accountId}@example.com`;
  const keyHash = sha256(randomUUID());
  const researchKey = `rk_${randomBytes(16).toString('hex')}`;
  const buyerId = randomUUID();
  const secret = randomBytes(32).toString('hex');
  await redis
    .multi()
    .hset(`${prefix}acct:v1:${accountId}`, { id: accountId, email, passwordHash: '$argon2id$x', plan: 'business', limitOverride: '', createdAt: now })
    .set(`${prefix}email:v1:${email}`, accountId)
    .zadd(`${prefix}acctkeys:v1:${accountId}`, now, keyHash)
    .hset(`${prefix}key:v1:${keyHash}`, { hash: keyHash, accountId, name: 'ci', prefix: 'svc_0123...', createdAt: now })
    .zadd(`${prefix}rl:v1:key:${keyHash}`, now - 2_000, `${now - 2_000}:a:0`, now - 1_000, `${now - 1_000}:a:1`)
    .pexpire(`${prefix}rl:v1:key:${keyHash}`, RATE_WINDOW_MS)
    .hset(`${prefix}access:v1:buyer:${buyerId}`, { name: 'Lab', secret, createdAt: now })
    .set(`${prefix}access:v1:buyer-name:Lab`, buyerId)
    .hset(`${prefix}access:v1:rk:${sha256(researchKey)}`, { buyerId, prefix: 'rk_0123', createdAt: now })
    .zadd(`${prefix}access:v1:rk-index`, now, sha256(researchKey))
    .xadd(`${prefix}research:v1:ingest`, '*', 'batch', '{}')
    .exec();
  return { accountId, email, keyHash, researchKey, buyerId, secret };
}

describe('redis key layout upgrade (1 → 3)', () => {
  it('keeps accounts, keys with their plan, windows and research keys; a second start changes nothing', async () => {
    const prefix = uniquePrefix();
    prefixes.push([prefix, REDIS_URL]);
    const clock = manualClock();
    const before = await layoutOne(prefix, clock());

    // Two instances start at once: one rewrites, the other waits for its mark.
    await Promise.all([upgradeLayout(redis, prefix, silent), upgradeLayout(redis, prefix, silent)]);
    expect(await redis.get(`${prefix}layout`)).toBe('3');
    // E-mails and buyers keep their names (one key per command: no tag needed).
    expect((await redis.keys(`${prefix}*:v1:*`)).sort()).toEqual(
      [`${prefix}access:v1:buyer-name:Lab`, `${prefix}access:v1:buyer:${before.buyerId}`, `${prefix}email:v1:${before.email}`].sort(),
    );

    const store = new RedisControlStore(redis, prefix);
    const limiter = new RedisSlidingWindowLimiter(redis, prefix, clock);
    const gate = new RedisKeyGate(redis, store, limiter);
    expect((await store.findAccountByEmail(before.email))?.plan).toBe('business');
    expect(await store.listApiKeys(before.accountId)).toMatchObject([{ hash: before.keyHash, name: 'ci' }]);
    // The key's two earlier requests are still in its window.
    const admitted = await gate.admit(before.keyHash);
    expect(admitted).toMatchObject({ grant: { plan: 'business', accountId: before.accountId }, window: { allowed: true, used: 3, limit: 1_000 } });
    expect(admitted!.window!.resetAt).toBe(clock() - 2_000 + RATE_WINDOW_MS);
    // A plan change reaches the key, as for a key made by this version.
    await store.setPlan(before.email, 'pro', null);
    expect((await gate.admit(before.keyHash))!.window).toMatchObject({ used: 4, limit: 100 });

    const access = new RedisAccessStore(redis, prefix);
    const authorised = await access.authoriseResearch(before.researchKey);
    expect(authorised).toMatchObject({ buyer: { id: before.buyerId, name: 'Lab' } });
    expect(authorised!.buyer.secret.toString('hex')).toBe(before.secret);
    expect(await access.listResearchKeys()).toMatchObject([{ buyer: 'Lab', prefix: 'rk_0123...' }]);
    expect(await redis.xlen(researchKeys(prefix).stream)).toBe(1);

    await upgradeLayout(redis, prefix, silent);
    expect((await gate.admit(before.keyHash))!.window!.used).toBe(5);
  });
});

describe.each(redisBackends)('redis key layout upgrade (2 → 3, %s)', (_name, url) => {
  it('turns each window into a list of its times, living two days; other keys are left as they are', async () => {
    const redis = await openRedis(url());
    const prefix = uniquePrefix();
    prefixes.push([prefix, url()]);
    const clock = manualClock();
    const store = new RedisControlStore(redis, prefix);
    const limiter = new RedisSlidingWindowLimiter(redis, prefix, clock);
    const gate = new RedisKeyGate(redis, store, limiter);
    const accountId = randomUUID();
    await store.createAccount({ id: accountId, email: `${accountId}@example.com`, passwordHash: '$argon2id$x', plan: 'pro', limitOverride: null, createdAt: clock() });
    const keyHashes = [sha256(randomUUID()), sha256(randomUUID())];
    for (const hash of keyHashes) {
      await store.addApiKey({ hash, accountId, name: 'k', prefix: 'svc_0123...', createdAt: clock(), lastUsedAt: null }, 5);
    }
    // What layout 2 wrote: a sorted set of members `time:instance:sequence` scored by time, living a window past the newest.
    const setOf = (name: string) => `${prefix}rl:v2:{${name}}`;
    const times = [clock() - 50 * 60_000, clock() - 30 * 60_000, clock() - 30 * 60_000, clock() - 1_000];
    await redis.zadd(setOf(`key:${keyHashes[0]}`), ...times.flatMap((t, i) => [t, `${t}:a:${i}`]));
    await redis.pexpire(setOf(`key:${keyHashes[0]}`), RATE_WINDOW_MS - 1_000);
    await redis.zadd(setOf('login:203.0.113.9'), clock() - 10_000, `${clock() - 10_000}:b:0`);
    await redis.pexpire(setOf('login:203.0.113.9'), 60_000);
    await redis.set(`${prefix}layout`, '2');

    await Promise.all([upgradeLayout(redis, prefix, silent), upgradeLayout(redis, prefix, silent)]);
    expect(await redis.get(`${prefix}layout`)).toBe('3');
    for (const name of [`key:${keyHashes[0]}`, 'login:203.0.113.9']) expect(await redis.exists(setOf(name))).toBe(0);
    const listOf = (name: string) => limiter.logKey(name);
    expect(await redis.lrange(listOf(`key:${keyHashes[0]}`), 0, -1)).toEqual([...times].reverse().map(String));
    const ttl = await redis.pttl(listOf(`key:${keyHashes[0]}`));
    expect(ttl).toBeGreaterThan(CONVERTED_WINDOW_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(CONVERTED_WINDOW_TTL_MS);
    expect(await redis.lrange(listOf('login:203.0.113.9'), 0, -1)).toEqual([String(clock() - 10_000)]);

    // The key's four requests count, the oldest sets the reset; the account and the other key are untouched.
    const admitted = await gate.admit(keyHashes[0]!);
    expect(admitted!.window).toMatchObject({ allowed: true, used: 5, limit: 100, resetAt: times[0]! + RATE_WINDOW_MS });
    expect((await gate.admit(keyHashes[1]!))!.window).toMatchObject({ used: 1, limit: 100 });
    // Ten minutes on, the oldest has left and the next two share the reset.
    clock.advance(10 * 60_000 + 1);
    expect((await gate.admit(keyHashes[0]!))!.window).toMatchObject({ used: 5, resetAt: times[1]! + RATE_WINDOW_MS });
    expect(await store.listApiKeys(accountId)).toHaveLength(2);
  });
});
