// Password hashing is a scarce resource (issue 26): one client address cannot flood it with logins or signups, and a
// real user from another address keeps logging in quickly meanwhile. Both modes; the limits are the defaults.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS, DEFAULT_SIGNUPS_PER_ADDRESS } from '../../src/config.ts';
import { PASSWORD, callFrom, uniqueEmail, type Answer } from '../helpers/client.ts';
import { dropRedisPrefix, startTestServer, tempDir, uniquePrefix, type TestServer } from '../helpers/server.ts';

const FLOODER = '127.0.0.1';
const REAL_USER = '127.0.0.2';

/** Runs `tasks` calls with at most `parallel` in flight, as a client with that many connections would. */
async function flood(tasks: number, parallel: number, send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks) {
      const i = next++;
      answers[i] = await send(i);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const retryAfterOf = (answer: Answer) => Number(answer.headers.get('retry-after'));

describe.each([
  ['embedded', false],
  ['cluster', true],
])('password flood (%s mode)', (mode, cluster) => {
  const prefix = uniquePrefix();
  let server: TestServer;
  let auditDir: string;
  let auditLog: string;
  beforeAll(async () => {
    auditDir = await tempDir();
    auditLog = path.join(auditDir, 'audit.log');
    // Empty values: the defaults apply (startTestServer raises both limits for the other test files).
    const env = { LOGIN_ATTEMPTS_PER_ADDRESS: '', SIGNUPS_PER_ADDRESS: '', AUDIT_LOG: auditLog };
    server = await startTestServer({ cluster, redisPrefix: prefix, env });
  });
  afterAll(async () => {
    await server.close();
    await rm(auditDir, { recursive: true, force: true });
    if (cluster) await dropRedisPrefix(prefix);
  });

  it('runs with the default limits', () => {
    expect(server.config.loginAttemptsPerAddress).toBe(DEFAULT_LOGIN_ATTEMPTS_PER_ADDRESS);
    expect(server.config.signupsPerAddress).toBe(DEFAULT_SIGNUPS_PER_ADDRESS);
  });

  it('checks the passwords of at most the limit of 300 logins from one address; another address logs in fast meanwhile', async () => {
    const limit = server.config.loginAttemptsPerAddress;
    const email = uniqueEmail();
    const login = (from: string, who: string) =>
      callFrom(from, server.base, 'POST', '/api/auth/login', { json: { email: who, password: PASSWORD } });
    expect((await callFrom(REAL_USER, server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } })).status).toBe(201);
    // The flood's logins whose password was checked (401) so far: a hash each, on the place the flooder holds.
    let floodHashes = 0;
    /** The real user's login, its time (shown, not judged) and how many flood hashes finished while it waited. */
    const timed = async () => {
      const [started, hashesBefore] = [performance.now(), floodHashes];
      expect((await login(REAL_USER, email)).status).toBe(200);
      return { ms: performance.now() - started, overtaken: floodHashes - hashesBefore };
    };
    const quiet: number[] = [];
    for (let i = 0; i < 3; i++) quiet.push((await timed()).ms);

    let flooding = true;
    const flooded = flood(300, 50, async (i) => {
      const answer = await login(FLOODER, `flood${i}.${uniqueEmail()}`);
      if (answer.status === 401) floodHashes++;
      return answer;
    }).finally(() => (flooding = false));
    // Meanwhile the real user logs in, one login after the other, a few dozen ms apart (its address may make 30 in all).
    const during: Array<{ ms: number; overtaken: number }> = [];
    while (flooding && during.length < 15) {
      during.push(await timed());
      await setTimeout(50);
    }
    const answers = await flooded;
    // Issue 26's acceptance figure: the real user's logins made while the flood ran.
    console.log(
      `${mode} mode: the real user's login while the flood ran: p50 ${median(during.map((d) => d.ms)).toFixed(0)} ms over ${during.length} ` +
        `(${during.map((d) => d.ms.toFixed(0)).join(', ')}; flood hashes finished meanwhile: ${during.map((d) => d.overtaken).join(', ')}); ` +
        `before it: p50 ${median(quiet).toFixed(0)} ms`,
    );

    // Exactly `limit` passwords were checked (401: unknown e-mail); the rest were refused before any hash.
    expect(answers.filter((a) => a.status === 401)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(300 - limit);
    for (const answer of refused) {
      expect(answer.body.error).toBe('rate_limit_exceeded');
      expect(retryAfterOf(answer)).toBeGreaterThan(0);
      expect(retryAfterOf(answer)).toBeLessThanOrEqual(600);
    }
    expect(during.length).toBeGreaterThanOrEqual(5);
    // Counted, not timed: while a login of the real user is answered, a flood hash or two finish (1–2 here; its hash
    // takes a free place). Behind an unlimited flood's queue of hashes it would see dozens finish first.
    expect(median(during.map((d) => d.overtaken))).toBeLessThanOrEqual(3);
  });

  it('refuses signups from one address past the limit (429 with Retry-After); another address still signs up', async () => {
    const limit = server.config.signupsPerAddress;
    const signupFrom = (from: string) =>
      callFrom(from, server.base, 'POST', '/api/auth/signup', { json: { email: uniqueEmail(), password: PASSWORD } });
    const answers = await flood(100, 25, () => signupFrom(FLOODER));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(100 - limit);
    for (const answer of refused) {
      expect(answer.body.error).toBe('rate_limit_exceeded');
      expect(retryAfterOf(answer)).toBeGreaterThan(0);
      expect(retryAfterOf(answer)).toBeLessThanOrEqual(3600);
    }
    expect((await signupFrom(REAL_USER)).status).toBe(201);
  });

  it('shares password work fairly at any spread of addresses: a flood from 50 addresses overtakes a real user\'s login or signup by a hash or two', async () => {
    const ADDRESSES = 50;
    const PER_ADDRESS = 6;
    // Real users, each with an account, each logging in once from an address of its own while the flood runs.
    const REAL_USERS = 12;
    const realAddress = (i: number) => `127.0.51.${i + 1}`;
    const emails = Array.from({ length: REAL_USERS }, () => uniqueEmail());
    for (const [i, email] of emails.entries()) {
      expect((await callFrom(realAddress(i), server.base, 'POST', '/api/auth/signup', { json: { email, password: PASSWORD } })).status).toBe(201);
    }
    // Password work of the flood finished so far: logins checked (401) and signups made (201).
    let floodHashes = 0;
    let flooding = true;
    const from = (i: number) => `127.0.50.${(i % ADDRESSES) + 1}`;
    const flooded = Promise.all([
      flood(ADDRESSES * PER_ADDRESS, ADDRESSES, async (i) => {
        const answer = await callFrom(from(i), server.base, 'POST', '/api/auth/login', { json: { email: `flood${i}.${uniqueEmail()}`, password: PASSWORD } });
        if (answer.status === 401) floodHashes++;
        return answer;
      }),
      flood(ADDRESSES * 2, ADDRESSES, async (i) => {
        const answer = await callFrom(from(i), server.base, 'POST', '/api/auth/signup', { json: { email: uniqueEmail(), password: PASSWORD } });
        if (answer.status === 201) floodHashes++;
        return answer;
      }),
    ]).finally(() => (flooding = false));
    /** The real user's login or signup, and how many flood hashes finished while it waited (counted, not timed). */
    const overtaken = async (request: () => Promise<Answer>, status: number) => {
      const before = floodHashes;
      const started = performance.now();
      expect((await request()).status).toBe(status);
      return { ms: performance.now() - started, overtaken: floodHashes - before };
    };
    const logins: Array<{ ms: number; overtaken: number }> = [];
    const signups: Array<{ ms: number; overtaken: number }> = [];
    try {
      while (flooding && logins.length < REAL_USERS) {
        const i = logins.length;
        logins.push(await overtaken(() => callFrom(realAddress(i), server.base, 'POST', '/api/auth/login', { json: { email: emails[i], password: PASSWORD } }), 200));
        signups.push(await overtaken(() => callFrom(`127.0.52.${signups.length + 1}`, server.base, 'POST', '/api/auth/signup', { json: { email: uniqueEmail(), password: PASSWORD } }), 201));
      }
    } finally {
      await flooded;
    }
    console.log(
      `${mode} mode, flood from ${ADDRESSES} addresses: a real user's login p50 ${median(logins.map((d) => d.ms)).toFixed(0)} ms, signup p50 ` +
        `${median(signups.map((d) => d.ms)).toFixed(0)} ms over ${logins.length} each; flood hashes finished meanwhile: logins ` +
        `${logins.map((d) => d.overtaken).join(', ')}; signups ${signups.map((d) => d.overtaken).join(', ')}`,
    );
    expect(floodHashes).toBeGreaterThan(ADDRESSES);
    expect(logins.length).toBeGreaterThanOrEqual(3);
    // A real user's turn comes after the hashes running when it asks (two places), and meanwhile a few flood requests
    // that had hashed finish their writes (2–4 here); served address by address it would see a hash of every flooding
    // address finish first (50), and before issue 38 a full queue refused it (503).
    expect(median(logins.map((d) => d.overtaken))).toBeLessThanOrEqual(8);
    expect(median(signups.map((d) => d.overtaken))).toBeLessThanOrEqual(8);
  }, 120_000);

  it('keeps the client address out of the audit log', async () => {
    const audit = await readFile(auditLog, 'utf8');
    expect(audit).toContain('"login_failed"');
    expect(audit).toContain('"signup"');
    expect(audit).not.toContain('127.0.0.');
  });
});
