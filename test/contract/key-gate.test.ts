// One contract, two key gates (the tool route's grant + hourly window): the store and the limiter one after the other
// (embedded), and one Lua script (cluster).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DuckDbControlStore } from '../../src/control/duckdb-store.ts';
import { composedKeyGate, type Admission, type KeyGate } from '../../src/control/key-gate.ts';
import { RATE_WINDOW_MS } from '../../src/control/plans.ts';
import { RedisKeyGate } from '../../src/cluster/key-gate.ts';
import { RedisControlStore } from '../../src/cluster/control-store.ts';
import type { ControlStore } from '../../src/control/store.ts';
import { keyWindowName, type SlidingWindowLimiter } from '../../src/limits/limiter.ts';
import { MemorySlidingWindowLimiter } from '../../src/limits/memory-limiter.ts';
import { RedisSlidingWindowLimiter } from '../../src/cluster/limiter.ts';
import { connectRedis } from '../../src/cluster/redis.ts';
import { createLogger } from '../../src/log.ts';
import { redisProxy } from '../helpers/redis-proxy.ts';
import { openRedis, redisBackends } from '../helpers/redis-backends.ts';
import { dropRedisPrefix, manualClock, tempDir, uniquePrefix } from '../helpers/server.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Rig {
  gate: KeyGate;
  store: ControlStore;
  limiter: SlidingWindowLimiter;
  clock: ReturnType<typeof manualClock>;
}

const implementations: Array<[string, () => Promise<Rig>]> = [
  [
    'store, then memory limiter',
    async () => {
      const dir = await tempDir();
      const store = await DuckDbControlStore.open(path.join(dir, 'control.duckdb'));
      cleanups.push(async () => {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      });
      const clock = manualClock();
      const limiter = new MemorySlidingWindowLimiter(clock);
      return { gate: composedKeyGate(store, limiter), store, limiter, clock };
    },
  ],
  ...redisBackends.map(([name, url]): [string, () => Promise<Rig>] => [`${name}, one script`, () => redisRig(url())]),
];

async function redisRig(url: string): Promise<Rig> {
  const redis = await openRedis(url);
  const prefix = uniquePrefix();
  cleanups.push(() => dropRedisPrefix(prefix, url));
  const clock = manualClock();
  const store = new RedisControlStore(redis, prefix);
  const limiter = new RedisSlidingWindowLimiter(redis, prefix, clock);
  return { gate: new RedisKeyGate(redis, store, limiter), store, limiter, clock };
}

/** An account on `plan` with one active key; returns the key's hash and the account's e-mail. */
async function keyOn(rig: Rig, plan: 'free' | 'pro' | 'business', limitOverride: number | null = null) {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await rig.store.createAccount({ id, email, passwordHash: '$argon2id$x', plan, limitOverride, createdAt: rig.clock() });
  const hash = randomUUID().replace(/-/g, '').padEnd(64, '0');
  await rig.store.addApiKey({ hash, accountId: id, name: 'k', prefix: 'svc_0123...', createdAt: rig.clock(), lastUsedAt: null }, 5);
  return { hash, email, accountId: id };
}

describe.each(implementations)('key gate (%s)', (_name, open) => {
  let rig: Rig;
  beforeEach(async () => {
    rig = await open();
  });

  it('knows no unknown key and counts nothing for it', async () => {
    expect(await rig.gate.admit('f'.repeat(64))).toBeNull();
  });

  it('admits a Pro key 100 times an hour, refuses the 101st, and admits again once the first leaves the window', async () => {
    const { hash, accountId } = await keyOn(rig, 'pro');
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) {
      const admitted = await rig.gate.admit(hash);
      expect(admitted!.grant).toEqual({ keyHash: hash, accountId, plan: 'pro', limitOverride: null });
      expect(admitted!.window!.allowed).toBe(true);
      remaining.push(admitted!.window!.remaining);
      rig.clock.advance(1_000);
    }
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    const refused = await rig.gate.admit(hash);
    expect(refused!.window).toMatchObject({ allowed: false, limit: 100, remaining: 0, used: 100, entry: null });
    // The first request was made 100 s ago; it leaves the window exactly one hour after it was made.
    expect(refused!.window!.resetAt).toBe(rig.clock() - 100_000 + RATE_WINDOW_MS);
    rig.clock.set(refused!.window!.resetAt);
    expect((await rig.gate.admit(hash))!.window!.allowed).toBe(true);
  });

  it('counts in the window the limiter reports (the key list reads it with peek)', async () => {
    const { hash } = await keyOn(rig, 'business');
    for (let i = 0; i < 3; i++) await rig.gate.admit(hash);
    const window = await rig.limiter.peek(keyWindowName(hash), 1_000, RATE_WINDOW_MS);
    expect([window.used, window.remaining]).toEqual([3, 997]);
  });

  it('gives a Free key its grant without counting, and applies a contract limit', async () => {
    const free = await keyOn(rig, 'free');
    const admitted = await rig.gate.admit(free.hash);
    expect([admitted!.grant.plan, admitted!.window]).toEqual(['free', null]);
    expect((await rig.limiter.peek(keyWindowName(free.hash), 100, RATE_WINDOW_MS)).used).toBe(0);
    await rig.store.setPlan(free.email, 'pro', 2);
    const counted = [await rig.gate.admit(free.hash), await rig.gate.admit(free.hash), await rig.gate.admit(free.hash)];
    expect(counted.map((a) => [a!.grant.limitOverride, a!.window!.limit, a!.window!.allowed])).toEqual([
      [2, 2, true],
      [2, 2, true],
      [2, 2, false],
    ]);
  });

  it('refuses a revoked key', async () => {
    const { hash, accountId } = await keyOn(rig, 'pro');
    expect(await rig.store.revokeApiKey(accountId, hash)).toBe(true);
    expect(await rig.gate.admit(hash)).toBeNull();
  });

  it('admits exactly the limit under concurrent requests', async () => {
    const { hash, email } = await keyOn(rig, 'pro');
    await rig.store.setPlan(email, 'pro', 10);
    const answers = await Promise.all(Array.from({ length: 40 }, () => rig.gate.admit(hash)));
    expect(answers.filter((a) => a!.window!.allowed)).toHaveLength(10);
  });
});

// Cluster mode sends the requests of one event-loop turn to Redis in one script call; these check that such a call
// decides each request as it would have been decided alone, in order.
describe.each(redisBackends)('key gate (%s), requests of one turn', (_name, url) => {
  let rig: Rig;
  beforeEach(async () => {
    rig = await redisRig(url());
  });

  it('frees places as entries leave the window between requests of the turn, and after a clock step back', async () => {
    const { hash } = await keyOn(rig, 'pro');
    const t0 = rig.clock();
    await Promise.all(Array.from({ length: 60 }, () => rig.gate.admit(hash)));
    rig.clock.set(t0 + 10);
    await Promise.all(Array.from({ length: 40 }, () => rig.gate.admit(hash)));
    // One turn: the clock moves between the requests, so they carry different times.
    const at = (ms: number) => {
      rig.clock.set(ms);
      return rig.gate.admit(hash);
    };
    const turn = await Promise.all([
      at(t0 + RATE_WINDOW_MS - 1), // the window is full
      at(t0 + RATE_WINDOW_MS), // the 60 made at t0 have left
      at(t0 + RATE_WINDOW_MS),
      at(t0 + RATE_WINDOW_MS + 10), // and the 40 made at t0 + 10
      at(t0 + RATE_WINDOW_MS + 5), // the clock went back: still exact
    ]);
    expect(turn.map((a) => [a!.window!.allowed, a!.window!.used, a!.window!.resetAt - RATE_WINDOW_MS])).toEqual([
      [false, 100, t0],
      [true, 41, t0 + 10],
      [true, 42, t0 + 10],
      [true, 3, t0 + RATE_WINDOW_MS],
      [true, 4, t0 + RATE_WINDOW_MS],
    ]);
    // Every admitted request of the turn was written.
    const window = await rig.limiter.peek(keyWindowName(hash), 100, RATE_WINDOW_MS);
    expect(window.used).toBe(4);
  });

  it('decides requests made while a call is out in arrival order, each admitted one with a log entry', async () => {
    const { hash, email } = await keyOn(rig, 'pro');
    await rig.store.setPlan(email, 'pro', 25);
    const answers: Array<Promise<Admission | null>> = [];
    for (let turn = 0; turn < 5; turn++) {
      for (let i = 0; i < 10; i++) answers.push(rig.gate.admit(hash));
      await new Promise((resolve) => setImmediate(resolve)); // the next turn: an earlier call may still be out
    }
    const windows = (await Promise.all(answers)).map((a) => a!.window!);
    expect(windows.map((w) => [w.allowed, w.used])).toEqual(
      Array.from({ length: 50 }, (_, i) => (i < 25 ? [true, i + 1] : [false, 25])),
    );
    expect(windows.slice(0, 25).every((w) => typeof w.entry === 'string')).toBe(true);
    expect(windows.slice(25).every((w) => w.entry === null)).toBe(true);
    expect((await rig.limiter.peek(keyWindowName(hash), 25, RATE_WINDOW_MS)).used).toBe(25);
    // An entry is a time the log holds: releasing one frees a place.
    await rig.limiter.release(keyWindowName(hash), windows[3]!.entry!, RATE_WINDOW_MS);
    expect((await rig.limiter.peek(keyWindowName(hash), 25, RATE_WINDOW_MS)).used).toBe(24);
  });

  it('answers a turn of mixed keys as one by one', async () => {
    const pro = await keyOn(rig, 'pro', 2);
    const free = await keyOn(rig, 'free');
    const business = await keyOn(rig, 'business');
    const revoked = await keyOn(rig, 'pro');
    await rig.store.revokeApiKey(revoked.accountId, revoked.hash);
    const hashes = [pro.hash, free.hash, business.hash, 'f'.repeat(64), pro.hash, revoked.hash, business.hash, pro.hash];
    const turn = await Promise.all(hashes.map((hash) => rig.gate.admit(hash)));
    expect(turn.map((a) => a && [a.grant.plan, a.window && [a.window.allowed, a.window.used, a.window.limit]])).toEqual([
      ['pro', [true, 1, 2]],
      ['free', null],
      ['business', [true, 1, 1_000]],
      null,
      ['pro', [true, 2, 2]],
      null,
      ['business', [true, 2, 1_000]],
      ['pro', [false, 2, 2]],
    ]);
  });
});

describe('key gate (redis) when Redis falls silent', () => {
  it('fails the requests queued behind an unanswered call with it: one command timeout, one script call', async () => {
    const proxy = await redisProxy();
    const silent = await connectRedis(proxy.url(), createLogger('silent'));
    const prefix = uniquePrefix();
    cleanups.push(async () => {
      silent.disconnect();
      await proxy.cut();
      await dropRedisPrefix(prefix);
    });
    const clock = manualClock();
    const store = new RedisControlStore(silent, prefix);
    const limiter = new RedisSlidingWindowLimiter(silent, prefix, clock);
    const gate = new RedisKeyGate(silent, store, limiter);
    const rig = { gate, store, limiter, clock };
    const { hash } = await keyOn(rig, 'pro');
    // ioredis sends a script with EVAL on a connection's first call, EVALSHA after.
    const scriptCalls = () => proxy.commandsSent('eval') + proxy.commandsSent('evalsha');
    const before = scriptCalls();
    expect((await gate.admit(hash))?.window?.allowed).toBe(true);
    expect(scriptCalls()).toBe(before + 1);

    proxy.stall();
    const first = gate.admit(hash).catch((error: Error) => error.message);
    // Sent once the first call is out: the next request waits for its answer.
    await vi.waitFor(() => expect(scriptCalls()).toBe(before + 2));
    const queued = gate.admit(hash).catch((error: Error) => error.message);
    expect(await first).toMatch(/timed out/i);
    expect(await queued).toMatch(/timed out/i);
    // The queued request was failed with the call it waited for, not sent to wait out a timeout of its own.
    expect(scriptCalls()).toBe(before + 2);
  });
});
