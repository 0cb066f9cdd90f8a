// The login throttle under parallel guesses: an attempt is counted before its password is checked, in both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signup } from '../helpers/client.ts';
import { dropRedisPrefix, startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

describe.each([
  ['embedded', false],
  ['cluster', true],
])('login throttle (%s mode)', (_mode, cluster) => {
  const prefix = uniquePrefix();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ cluster, redisPrefix: prefix });
  });
  afterAll(async () => {
    await server.close();
    if (cluster) await dropRedisPrefix(prefix);
  });

  it('checks at most 10 passwords of 200 wrong guesses and the right one sent at once', async () => {
    const { email } = await signup(server.base);
    const login = (password: string) => call(server.base, 'POST', '/api/auth/login', { json: { email, password } });
    const answers = await Promise.all([...Array.from({ length: 200 }, (_, i) => login(`wrong password ${i}`)), login(PASSWORD)]);

    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
    expect(answers.every((a) => [200, 401, 429].includes(a.status))).toBe(true);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error === 'rate_limit_exceeded')).toBe(true);
    // The right password (sent last) counts among the ten only if it took one of the ten reservations.
    expect(checked.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);

    // The window is full of failures: the right password stays locked out.
    expect((await login(PASSWORD)).status).toBe(429);
  });

  it('does not count a successful login as a failure', async () => {
    const { email } = await signup(server.base);
    const login = (password: string) => call(server.base, 'POST', '/api/auth/login', { json: { email, password } });
    for (let i = 0; i < 9; i++) expect((await login(`wrong password ${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(PASSWORD)).status).toBe(200);
    expect((await login('wrong password 9')).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(429);
  });
});
