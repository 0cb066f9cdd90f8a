// Prometheus metrics at /metrics on the admin listener: requests by route and status, rate-limit decisions, the tool
// pool, the warehouse and its query times, as the text format scrapers read; only with the admin token, which a
// scraper reads alone from DATA_DIR/admin.token.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountWithKey, call, runTool } from '../helpers/client.ts';
import { CATASTROPHIC_REGEX, poolGauges } from '../helpers/pool.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  // One thread, and a run waits for it at most 300 ms: a second heavy run behind a catastrophic one is refused.
  server = await startTestServer({ env: { TOOL_THREADS: '1', TOOL_QUEUE_WAIT_MS: '300' } });
});
afterAll(() => server.close());

const admin = () => `http://127.0.0.1:${server.app.adminPort}`;
/** What a Prometheus `credentials_file` holds: the bare token. */
const tokenFile = (of: TestServer) => path.join(of.config.dataDir, 'admin.token');
const bearer = async (of: TestServer = server) => ({ authorization: `Bearer ${await readFile(tokenFile(of), 'utf8')}` });

/** Each sample line of the exposition as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const answer = await fetch(`${admin()}/metrics`, { headers: await bearer() });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const samples = new Map<string, number>();
  for (const line of (await answer.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

describe('/metrics', () => {
  it('counts requests by route pattern and status, with latency buckets', async () => {
    for (let i = 0; i < 3; i++) expect((await call(server.base, 'GET', '/api/research/overview')).status).toBe(200);
    expect((await call(server.base, 'GET', '/api/v1/tools/no-such-tool')).status).toBe(404);
    const samples = await scrape();
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/api/research/overview",status="200"}')).toBe(3);
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/api/v1/tools/:slug",status="404"}')).toBe(1);
    expect(samples.get('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/research/overview",status="200"}')).toBe(3);
    expect(samples.get('http_request_duration_seconds_sum{method="GET",route="/api/research/overview",status="200"}')).toBeGreaterThan(0);
    // Cumulative buckets, one per bound, each holding at least what the one below holds.
    const bounds = ['0.0005', '0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '10', '+Inf'];
    const buckets = bounds.map((le) => samples.get(`http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/v1/tools/:slug",status="404"}`));
    expect(buckets.every((n, i) => n !== undefined && (i === 0 || n >= buckets[i - 1]!))).toBe(true);
    expect(buckets.at(-1)).toBe(1);
  });

  it('counts rate-limit decisions by window kind, allowed and refused', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'pro', 1);
    expect((await runTool(server.base, key, 'word-counter', { text: 'a' })).status).toBe(200);
    expect((await runTool(server.base, key, 'word-counter', { text: 'a' })).status).toBe(429);
    const samples = await scrape();
    expect(samples.get('rate_limit_decisions_total{window="key",decision="allowed"}')).toBe(1);
    expect(samples.get('rate_limit_decisions_total{window="key",decision="refused"}')).toBe(1);
    expect(samples.get('rate_limit_decisions_total{window="research-ip",decision="allowed"}')).toBeGreaterThanOrEqual(3);
  });

  it('reports the tool pool, the warehouse and its query times, and the process', async () => {
    const samples = await scrape();
    expect(samples.get('tool_pool_threads')).toBe(1);
    expect(samples.get('tool_pool_queued_runs')).toBe(0);
    expect(samples.get('tool_pool_running_runs')).toBe(0);
    expect(samples.get('tool_pool_timeouts_total')).toBe(0);
    for (const reason of ['queue_full', 'tenant_backlog', 'wait_exceeded']) expect(samples.get(`tool_pool_refusals_total{reason="${reason}"}`)).toBe(0);
    expect(samples.get('ingest_inbox_batches')).toBe(0);
    expect(samples.get('warehouse_version')).toBeGreaterThanOrEqual(1);
    expect(samples.get('warehouse_state_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(samples.get('duckdb_query_duration_seconds_count{connection="reader"}')).toBeGreaterThan(0);
    expect(samples.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts a heavy tool stopped for its budget', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'business');
    const evil = await runTool(server.base, key, 'regex-tester', CATASTROPHIC_REGEX);
    expect([evil.status, evil.body.error]).toEqual([422, 'tool_timeout']);
    expect((await scrape()).get('tool_pool_timeouts_total')).toBe(1);
  });

  it('counts a heavy run refused for its wait (503, never started) apart from runs stopped at their budget', async () => {
    const { key } = await accountWithKey(server.base, server.config.dataDir, 'business');
    const before = await scrape();
    const held = runTool(server.base, key, 'regex-tester', CATASTROPHIC_REGEX);
    await vi.waitFor(async () => expect((await poolGauges(server)).running).toBe(1), { timeout: 10_000, interval: 20 });
    const refused = await runTool(server.base, key, 'regex-tester', { pattern: 'b+', text: 'abbbc' });
    expect([refused.status, refused.body.error, refused.headers.get('retry-after')]).toEqual([503, 'service_busy', expect.stringMatching(/^[1-9]\d*$/)]);
    expect(refused.body.message).toContain('was not started');
    expect((await held).body.error).toBe('tool_timeout');
    const after = await scrape();
    const growth = (name: string) => after.get(name)! - before.get(name)!;
    expect(growth('tool_pool_refusals_total{reason="wait_exceeded"}')).toBe(1);
    expect(growth('tool_pool_timeouts_total')).toBe(1);
  });

  it('is served on the admin listener only', async () => {
    expect((await call(server.base, 'GET', '/metrics', { headers: await bearer() })).status).toBe(404);
  });

  it('needs the admin token: 401 without it or with another, 200 with the one in admin.token (as in admin.json)', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: `Bearer ${'0'.repeat(64)}` }, { authorization: 'Basic abc' }];
    for (const headers of attempts) {
      const refused = await call(admin(), 'GET', '/metrics', { headers });
      expect([refused.status, refused.body.error]).toEqual([401, 'unauthenticated']);
      expect(refused.text).not.toContain('http_request_duration_seconds');
    }
    const token = await readFile(tokenFile(server), 'utf8');
    expect(token).toMatch(/^[0-9a-f]{64}$/); // the bare token: no JSON, no newline
    expect(JSON.parse(await readFile(path.join(server.config.dataDir, 'admin.json'), 'utf8')).token).toBe(token);
    expect((await stat(tokenFile(server))).mode & 0o777).toBe(0o600);
    const answer = await call(admin(), 'GET', '/metrics', { headers: await bearer() });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(answer.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('removes admin.token with admin.json when the instance stops', async () => {
    const other = await startTestServer({ env: { TOOL_THREADS: '1' } });
    const files = [tokenFile(other), path.join(other.config.dataDir, 'admin.json')];
    try {
      for (const file of files) expect((await stat(file)).isFile()).toBe(true);
    } finally {
      // The app alone: the test server's close would remove DATA_DIR, and the files with it.
      await other.app.close();
    }
    for (const file of files) await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await rm(other.config.dataDir, { recursive: true, force: true });
  });
});
