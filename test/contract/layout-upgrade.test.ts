// A single Redis written by the previous version (layout 1) keeps every account, key, window and research key when
// this version starts on it: the upgrade rewrites them once, whichever instance gets there first.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisAccessStore } from '../../src/cluster/access-store.ts';
import { RedisControlStore } from '../../src/cluster/control-store.ts';
import { RedisKeyGate } from '../../src/cluster/key-gate.ts';
import { upgradeLayout } from '../../src/cluster/layout-upgrade.ts';
import { RedisSlidingWindowLimiter } from '../../src/cluster/limiter.ts';
import { researchKeys } from '../../src/cluster/ingest-stream.ts';
import { RATE_WINDOW_MS } from '../../src/control/plans.ts';
import { createLogger } from '../../src/log.ts';
import { REDIS_URL, dropRedisPrefix, manualClock, uniquePrefix } from '../helpers/server.ts';

const redis = new Redis(REDIS_URL);
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
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

describe('redis key layout upgrade (1 → 2)', () => {
  it('keeps accounts, keys with their plan, windows and research keys; a second start changes nothing', async () => {
    const prefix = uniquePrefix();
    prefixes.push(prefix);
    const clock = manualClock();
    const before = await layoutOne(prefix, clock());

    // Two instances start at once: one rewrites, the other waits for its mark.
    await Promise.all([upgradeLayout(redis, prefix, silent), upgradeLayout(redis, prefix, silent)]);
    expect(await redis.get(`${prefix}layout`)).toBe('2');
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
