// The layouts of cluster mode's Redis keys. Layout 2 (issue 41): the keys one command touches share a hash tag, an API
// key's record carries its plan, and a research key's record its buyer. Layout 3: a window's log is a list of times
// (limiter.ts), where it was a sorted set. A Redis of an earlier layout is rewritten once, at the first start of this
// version; a Redis Cluster never held layout 1. Instances of the old version must be stopped first: they would go on
// writing the old layout.
import { setTimeout as sleep } from 'node:timers/promises';
import { Cluster } from 'ioredis';
import { DAY_MS } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { RedisClient } from './redis.ts';

export const LAYOUT_VERSION = '3';

/** How long an instance waits for another one's upgrade before it gives up starting. */
const UPGRADE_WAIT_MS = 120_000;

/**
 * Brings the keys under `prefix` to the current layout unless they are there: one instance rewrites (under a lock), the
 * others wait for its mark. Keys are read, written under their new names and deleted, in dependency order (accounts
 * before their keys, buyers' research keys after the buyers), so an upgrade cut short resumes where it was.
 */
export async function upgradeLayout(redis: RedisClient, prefix: string, log: Pick<Logger, 'info'>): Promise<void> {
  const mark = `${prefix}layout`;
  if ((await redis.get(mark)) === LAYOUT_VERSION) return;
  const lock = `${prefix}layout:upgrading`;
  const deadline = Date.now() + UPGRADE_WAIT_MS;
  while ((await redis.set(lock, String(process.pid), 'PX', 60_000, 'NX')) !== 'OK') {
    if (Date.now() > deadline) throw new Error(`another instance has held ${lock} for ${UPGRADE_WAIT_MS / 1000} s`);
    await sleep(200);
    if ((await redis.get(mark)) === LAYOUT_VERSION) return;
  }
  try {
    const from = await redis.get(mark);
    if (from === LAYOUT_VERSION) return;
    let moved = 0;
    if (from === null && !(redis instanceof Cluster)) moved += await rewriteLayoutOne(redis, prefix);
    moved += await rewriteWindows(redis, prefix);
    await redis.set(mark, LAYOUT_VERSION);
    if (moved > 0) log.info(`redis keys upgraded to layout ${LAYOUT_VERSION}`, { keys: moved });
  } finally {
    await redis.del(lock);
  }
}

/** The keys matching `pattern`, from every master of a Cluster. */
async function keysMatching(redis: RedisClient, pattern: string): Promise<string[]> {
  const found: string[] = [];
  for (const node of redis instanceof Cluster ? redis.nodes('master') : [redis]) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      found.push(...keys);
    } while (cursor !== '0');
  }
  return found;
}

// KEYS[1] a window's sorted set, KEYS[2] its list; ARGV[1] the list's time to live. The scores (times) in ascending
// order, each pushed at the head: the newest ends there.
const windowToList = `
local times = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
for i = 2, #times, 2 do redis.call('LPUSH', KEYS[2], times[i]) end
if #times > 0 then redis.call('PEXPIRE', KEYS[2], ARGV[1]) end
redis.call('DEL', KEYS[1])
return #times / 2`;

/**
 * A converted log lives two of the longest window the service counts (the referee's day) from now: SLIDING_WINDOW_LUA
 * keeps a log two windows past the moment its oldest entry became the oldest, which was before now.
 */
export const CONVERTED_WINDOW_TTL_MS = 2 * DAY_MS;

/** Layout 2 → 3: each window's sorted set becomes a list of its times, one window per atomic step. */
async function rewriteWindows(redis: RedisClient, prefix: string): Promise<number> {
  const head = `${prefix}rl:v2:`;
  const olds = await keysMatching(redis, `${head}*`);
  for (const old of olds) await redis.eval(windowToList, 2, old, `${prefix}rl:v3:${old.slice(head.length)}`, CONVERTED_WINDOW_TTL_MS);
  return olds.length;
}

/** Layout 1 → 2 (a single Redis only). */
async function rewriteLayoutOne(redis: RedisClient, prefix: string): Promise<number> {
  let moved = 0;
  const each = async (family: string, move: (old: string, rest: string) => Promise<void>) => {
    const head = `${prefix}${family}`;
    for (const old of await keysMatching(redis, `${head}*`)) {
      await move(old, old.slice(head.length));
      moved++;
    }
  };
  const renamed = (to: (rest: string) => string) => async (old: string, rest: string) => {
    await redis.rename(old, `${prefix}${to(rest)}`);
  };

  // Accounts (with a plan version) and their key sets, then keys with their account's plan.
  await each('acct:v1:', async (old, id) => {
    await redis.hsetnx(old, 'planVersion', '0');
    await redis.rename(old, `${prefix}acct:v2:{${id}}`);
  });
  await each('acctkeys:v1:', renamed((id) => `acctkeys:v2:{${id}}`));
  await each('key:v1:', async (old, hash) => {
    const accountId = await redis.hget(old, 'accountId');
    const [plan, limitOverride, planVersion] = accountId ? await redis.hmget(`${prefix}acct:v2:{${accountId}}`, 'plan', 'limitOverride', 'planVersion') : [];
    if (plan) await redis.hset(old, { plan, limitOverride: limitOverride ?? '', planVersion: planVersion ?? '0' });
    await redis.rename(old, `${prefix}key:v2:{key:${hash}}`);
  });
  // Windows keep their entries and the time they had left to live, under their name as hash tag.
  await each('rl:v1:', renamed((name) => `rl:v2:{${name}}`));
  // Research keys carry their buyer's name and secret.
  await each('access:v1:rk:', async (old, hash) => {
    const buyerId = await redis.hget(old, 'buyerId');
    const [buyerName, secret] = buyerId ? await redis.hmget(`${prefix}access:v1:buyer:${buyerId}`, 'name', 'secret') : [];
    if (buyerName && secret) await redis.hset(old, { buyerName, secret });
    await redis.rename(old, `${prefix}access:v2:rk:${hash}`);
  });
  await each('access:v1:rk-index', renamed(() => 'access:v2:rk-index'));
  await each('referee:v1:', renamed((rest) => `referee:v2:{referee}:${rest}`));
  await each('research:v1:', renamed((rest) => `research:v2:{research}:${rest}`));
  await each('bench:v1:', renamed((rest) => `bench:v2:{bench}:${rest}`));
  return moved;
}
