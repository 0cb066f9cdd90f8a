// The password-hash gate: a bounded number of argon2 hashes at once, a short queue, 503 service_busy past it, and
// places shared by clients' recent load.
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors.ts';
import { ARGON2_OPTIONS, PasswordHasher } from '../../src/control/password-hasher.ts';

// Heavier than the service's hash (4 passes, not 2), so that a hash run on the event loop could not hide in its jitter.
const slow = { ...ARGON2_OPTIONS, timeCost: 4 };

describe('PasswordHasher', () => {
  it('with concurrency 1 and a queue of 2, refuses a 4th hash with service_busy; the other three complete', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 2, argon2: slow });
    const hashes = ['one', 'two', 'three', 'four'].map((password) =>
      hasher.hash(password).then(
        (hash) => ({ password, hash }),
        (error: unknown) => ({ password, error }),
      ),
    );
    expect(hasher.stats).toEqual({ running: 1, queued: 2 });
    const outcomes = await Promise.all(hashes);

    const refused = outcomes.filter((o) => 'error' in o);
    expect(refused.map((o) => o.password)).toEqual(['four']);
    const error = (refused[0] as { error: unknown }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'service_busy', status: 503, headers: { 'Retry-After': '1' } });

    const done = outcomes.filter((o): o is { password: string; hash: string } => 'hash' in o);
    expect(done.map((o) => o.password)).toEqual(['one', 'two', 'three']);
    for (const { password, hash } of done) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=4\$/);
      expect(await argon2.verify(hash, password)).toBe(true);
    }
    expect(hasher.stats).toEqual({ running: 0, queued: 0 });
  });

  it('verifies through the same queue, and a refused verify is service_busy too', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 0 });
    const hash = await hasher.hash('secret password');
    const [right, busy] = await Promise.allSettled([hasher.verify(hash, 'secret password'), hasher.verify(hash, 'wrong')]);
    expect(right).toEqual({ status: 'fulfilled', value: true });
    expect(busy).toMatchObject({ status: 'rejected', reason: { code: 'service_busy' } });
    expect(await hasher.verify(hash, 'wrong')).toBe(false);
  });

  it('gives a freed place to the client served least recently: one client\'s queue does not hold another\'s hash back', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 8 });
    const finished: string[] = [];
    const hash = (client: string, name: string) => hasher.hash(name, client).then(() => finished.push(name));
    // A flooder's first hash runs and two wait; then a second client asks for one.
    await Promise.all([hash('flooder', 'f1'), hash('flooder', 'f2'), hash('flooder', 'f3'), hash('user', 'u1')]);
    expect(finished).toEqual(['f1', 'u1', 'f2', 'f3']);
  });

  it('when the queue is full, a lighter client takes the place of the heaviest client\'s newest waiting hash', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 2 });
    const outcomes: string[] = [];
    const hash = (client: string, name: string) =>
      hasher.hash(name, client).then(
        () => void outcomes.push(name),
        (error: ApiError) => void outcomes.push(`${name}: ${error.code}`),
      );
    const flood = [hash('flooder', 'f1'), hash('flooder', 'f2'), hash('flooder', 'f3')];
    expect(hasher.stats).toEqual({ running: 1, queued: 2 });
    const user = hash('user', 'u1');
    expect(hasher.stats).toEqual({ running: 1, queued: 2 });
    // Another flooder hash finds nobody heavier than the flooder: refused.
    const more = hash('flooder', 'f4');
    await Promise.all([...flood, user, more]);
    expect(outcomes.filter((o) => o.endsWith('service_busy')).sort()).toEqual(['f3: service_busy', 'f4: service_busy']);
    expect(outcomes.filter((o) => !o.endsWith('service_busy'))).toEqual(['f1', 'u1', 'f2']);
  });

  it('remembers a client\'s recent work after its hashes are done, for about a minute a hash', async () => {
    let now = 0;
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 8, clock: () => now });
    for (let i = 0; i < 3; i++) await hasher.hash('earlier', 'returning');
    const order: string[] = [];
    const hash = (client: string, name: string) => hasher.hash(name, client).then(() => void order.push(name));
    // The place taken, the returning client asks first and a newcomer second: the newcomer goes first.
    await Promise.all([hash('other', 'o1'), hash('returning', 'r1'), hash('newcomer', 'n1')]);
    expect(order).toEqual(['o1', 'n1', 'r1']);
    // Ten minutes on, its four hashes weigh less than one hash made just now.
    now += 10 * 60_000;
    await hasher.hash('just now', 'recent');
    order.length = 0;
    await Promise.all([hash('other', 'o2'), hash('recent', 'c1'), hash('returning', 'r2')]);
    expect(order).toEqual(['o2', 'r2', 'c1']);
  });

  it('lets one client hold half the places: a flood leaves a place free for everyone else', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, maxQueue: 8 });
    expect(hasher.perClient).toBe(1);
    const flood = ['f1', 'f2', 'f3'].map((name) => hasher.hash(name, 'flooder'));
    expect(hasher.stats).toEqual({ running: 1, queued: 2 });
    const user = hasher.hash('u1', 'user');
    expect(hasher.stats).toEqual({ running: 2, queued: 2 });
    await Promise.all([...flood, user]);
    expect(hasher.stats).toEqual({ running: 0, queued: 0 });
  });

  it('runs no hash on the event loop: the loop is idle while three run', async () => {
    // Ten passes: long hashes, so that the loop's own work (handing over, answers) is a sliver beside them.
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 2, argon2: { ...ARGON2_OPTIONS, timeCost: 10 } });
    await hasher.hash('warm-up');

    // The share of the time the loop was busy from handing three hashes over to their answers: had one of the three
    // run on it, a third at least. A busy machine stretches busy and idle time alike, so the share stands.
    const before = performance.eventLoopUtilization();
    await Promise.all([hasher.hash('a'), hasher.hash('b'), hasher.hash('c')]);
    const { utilization } = performance.eventLoopUtilization(before);
    expect(utilization).toBeLessThan(1 / 6);
  });
});
