// GET /api/research/compliance/baseline over HTTP: parameters, the privacy floor, exclusion (nothing in a report gives an
// excluded segment's size), filters, SciPy agreement on a hand-made population, caching until the data changes, and an
// event loop that keeps answering meanwhile.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticSessions } from '../../src/demo/synthetic.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { call } from '../helpers/client.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

async function admin(server: TestServer, operation: string, body: unknown) {
  const { url, token } = JSON.parse(await readFile(path.join(server.config.dataDir, 'admin.json'), 'utf8'));
  const response = await fetch(`${url}/admin/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<any>;
}

// Trait O of two regions; SciPy/NumPy values below from:
// python3 -c "import numpy as np; from scipy import stats; a=np.array(A); b=np.array(B);
//   print(stats.ttest_ind(a,b,equal_var=False), a.mean(), a.std(ddof=1), np.percentile(a,[5,25,50,75,95]), …)"
const europeO = [0.5, -1.2, 0.3, 2.2, -0.7, 1.1, 0.0, -0.4, 0.9, 1.6, -2.1];
const asiaO = [0.12, 0.3, -0.05, 0.41, 0.22, 0.18, -0.3, 0.27, 0.09, 0.33];
const scipy = {
  europe: { mean: 0.20000000000000007, std: 1.25777581468241, pct: [-1.65, -0.55, 0.3, 1.0, 1.9000000000000001] },
  asia: { mean: 0.15700000000000003, std: 0.20795565766661786, pct: [-0.1875, 0.0975, 0.2, 0.2925, 0.3739999999999999] },
  t: 0.11171931725389854,
  df: 10.599784832735821,
  p: 0.9131333713595345,
  d: 0.0465547856766633,
};

/** Writes profiles and demographics straight into a fresh warehouse: exact values, no generator in between. */
async function handMadeWarehouse(dir: string, rows: Array<{ region: string | null; gender: string; o: number }>): Promise<void> {
  const warehouse = await Warehouse.open(dir);
  const values = rows
    .map((r, i) => `(${i}, ${i}, 's${i}', 'trust-game', DATE '2026-03-01', 3, 10, 2000, ${r.o}, 0, 0.5, 1, -1, 0.5, 0.25, 0.5, 0.75)`)
    .join(', ');
  await warehouse.writer.run(`INSERT INTO profiles VALUES ${values}`);
  const demographics = rows.map((r, i) => `(${i}, '25-34', '${r.gender}', ${r.region ? `'${r.region}'` : 'NULL'}, 'casual', 'some')`).join(', ');
  await warehouse.writer.run(`INSERT INTO demographics VALUES ${demographics}`);
  await warehouse.close();
}

/** A million profiles in seven regions, written with SQL (seconds, where the generator would take minutes). */
async function millionProfileWarehouse(dir: string): Promise<void> {
  const warehouse = await Warehouse.open(dir);
  await warehouse.writer.run(`INSERT INTO profiles SELECT i, i, 's' || i, 'trust-game', DATE '2026-01-01' + CAST(i % 200 AS INTEGER),
      3 + i % 5, 10, 2000, sin(i), cos(i), sin(i * 0.7), cos(i * 0.3), sin(i * 1.3), 0.5, (i % 10) / 10, 0.5, 0.5
    FROM range(1000000) t(i)`);
  await warehouse.writer.run(`INSERT INTO demographics SELECT i, '25-34', 'female',
      ['africa', 'asia', 'europe', 'latin-america', 'middle-east', 'north-america', 'oceania'][1 + i % 7], 'casual', 'some'
    FROM range(1000000) t(i)`);
  await warehouse.close();
}

/** Every number anywhere in a report. */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(numbersIn) : [];
const REGIONS = ['africa', 'asia', 'europe', 'latin-america', 'middle-east', 'north-america', 'oceania'];
const excluded = (...segments: string[]) => segments.map((segment) => ({ segment, reason: 'below_min_profiles' }));

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.abs(expected));

describe('compliance baseline', () => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const dir = await tempDir();
    await handMadeWarehouse(dir, [
      ...europeO.map((o, i) => ({ region: 'europe', gender: i % 2 ? 'male' : 'female', o })),
      ...asiaO.map((o, i) => ({ region: 'asia', gender: i % 2 ? 'male' : 'female', o })),
      ...[1, 2, 3].map((o) => ({ region: 'oceania', gender: 'female', o })),
      { region: null, gender: 'female', o: 9 },
    ]);
    server = await startTestServer({ dataDir: dir });
    headers = { 'x-research-key': (await admin(server, 'research-key/create', { buyer: 'lab' })).key };
  });
  afterAll(() => server?.close());

  const baseline = (query: string, h = headers) => call(server.base, 'GET', `/api/research/compliance/baseline?${query}`, { headers: h });

  it('needs a research key', async () => {
    expect((await baseline('segmentBy=region', {})).body.error).toBe('missing_research_key');
  });

  it.each([
    ['', '/segmentBy'],
    ['segmentBy=country', '/segmentBy'],
    ['segmentBy=region&minProfiles=9', '/minProfiles'],
    ['segmentBy=region&minProfiles=abc', '/minProfiles'],
    ['segmentBy=region&alpha=0', '/alpha'],
    ['segmentBy=region&alpha=0.6', '/alpha'],
    ['segmentBy=region&gender=robot', '/gender'],
    ['segmentBy=region&segmentBy=gender', '/segmentBy'],
    ['segmentBy=region&country=de', '/country'],
  ])('refuses %j with 400 invalid_parameter at %s', async (query, pointer) => {
    const answer = await baseline(query);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_parameter');
    expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(pointer);
  });

  it('matches SciPy/NumPy, excludes small segments without their counts, and leaves out profiles without the attribute', async () => {
    const { status, body } = await baseline('segmentBy=region&minProfiles=10');
    expect(status).toBe(200);
    // SPEC §4: the included segments only (11 + 10); the 3 in oceania and the profile without a region are not counted.
    expect(body.totalProfiles).toBe(21);
    expect(body.segments.map((s: { segment: string; n: number }) => [s.segment, s.n])).toEqual([
      ['asia', 10],
      ['europe', 11],
    ]);
    // Every region not reported, the empty ones too: oceania's 3 look like the others' 0.
    expect(body.excludedSegments).toEqual(excluded('africa', 'latin-america', 'middle-east', 'north-america', 'oceania'));
    for (const s of body.segments) {
      const ref = scipy[s.segment as 'asia' | 'europe'];
      close(s.traits.O.mean, ref.mean);
      close(s.traits.O.std, ref.std);
      ['p5', 'p25', 'p50', 'p75', 'p95'].forEach((k, i) => close(s.traits.O[k], ref.pct[i]!));
      expect(s.proxies).toEqual({ cooperationRate: 0.25, riskTolerance: 0.5, moralConsistency: 0.75 });
    }
    expect(body.comparisons).toHaveLength(5);
    const o = body.comparisons.find((c: { trait: string }) => c.trait === 'O');
    expect(o).toMatchObject({ segmentA: 'asia', segmentB: 'europe', significant: false });
    close(o.t, -scipy.t); // asia − europe
    close(o.df, scipy.df);
    close(o.pValue, scipy.p);
    close(o.cohensD, -scipy.d);
    close(o.meanDiff, scipy.asia.mean - scipy.europe.mean);
    // C is 0 everywhere: the test is undefined, and says so with nulls rather than NaN.
    expect(body.comparisons.find((c: { trait: string }) => c.trait === 'C')).toMatchObject({
      meanDiff: 0,
      t: null,
      df: null,
      pValue: null,
      pAdjusted: null,
      cohensD: null,
      significant: false,
    });
    expect(body.meta.legalBasis).toBe('GDPR Art. 6(1)(a)');
    expect(body.meta.neverCollected).toContain('IP addresses');
    expect(JSON.stringify(body)).not.toMatch(/"s\d+"/); // no internal id
  });

  it("reports totalProfiles as the sum of the included segments' n, and no figure that gives an excluded one's size", async () => {
    for (const query of ['segmentBy=region&minProfiles=10', 'segmentBy=region&minProfiles=11', 'segmentBy=gender&minProfiles=12']) {
      const { body } = await baseline(query);
      const included = body.segments.reduce((total: number, s: { n: number }) => total + s.n, 0);
      expect(body.totalProfiles, query).toBe(included);
      // The profiles having the attribute, excluded segments too (what totalProfiles used to be): a figure equal to it,
      // less the included n, would give the excluded segments' size.
      const withAttribute = query.startsWith('segmentBy=region') ? 11 + 10 + 3 : 15 + 10;
      expect(included, query).toBeLessThan(withAttribute); // each query does exclude a segment
      expect(numbersIn(body).filter((x) => x === withAttribute), query).toEqual([]);
    }
  });

  it('lets filters narrow the population before segmentation', async () => {
    const women = await baseline('segmentBy=region&minProfiles=10&gender=female');
    expect(women.body.filters).toEqual({ gender: 'female' });
    expect(women.body.totalProfiles).toBe(0); // 6, 5 and 3 women: every region below 10, none included
    expect(women.body.segments).toEqual([]);
    expect(women.body.excludedSegments).toEqual(excluded(...REGIONS));
    const men = await baseline('segmentBy=gender&minProfiles=10&region=europe');
    expect([men.body.totalProfiles, men.body.segments]).toEqual([0, []]); // 6 women and 5 men in europe
  });

  it('answers the same report for the same parameters, and a new one once the data changes', async () => {
    const first = await baseline('segmentBy=gender&minProfiles=10&alpha=0.5');
    const second = await baseline('alpha=0.5&minProfiles=10&segmentBy=gender');
    expect(second.text).toBe(first.text);
    const { key: ingestKey } = await admin(server, 'ingest-key/create', { name: 'test' });
    const sessions = [...syntheticSessions({ seed: 5, sessions: 40 })];
    const upload = await call(server.base, 'POST', '/api/research/ingest', { json: { sessions }, headers: { 'x-ingest-key': ingestKey } });
    expect(upload.status).toBe(202);
    expect((await baseline('segmentBy=gender&minProfiles=10&alpha=0.5')).text).toBe(first.text); // not loaded yet
    await admin(server, 'ingest/run', {});
    const after = await baseline('segmentBy=gender&minProfiles=10&alpha=0.5');
    expect(after.body.totalProfiles).toBeGreaterThan(first.body.totalProfiles);
  });
});

describe("compliance baseline and an excluded segment's size", () => {
  it('answers the same report, byte for byte, whether the segment below the floor has 0, 3 or 9 profiles', async () => {
    const reports: string[] = [];
    for (const size of [0, 3, 9]) {
      const dir = await tempDir();
      await handMadeWarehouse(dir, [
        ...europeO.map((o, i) => ({ region: 'europe', gender: i % 2 ? 'male' : 'female', o })),
        ...asiaO.map((o, i) => ({ region: 'asia', gender: i % 2 ? 'male' : 'female', o })),
        ...Array.from({ length: size }, (_, i) => ({ region: 'oceania', gender: 'female', o: i })),
        { region: null, gender: 'female', o: 9 },
      ]);
      const server = await startTestServer({ dataDir: dir });
      try {
        const { key } = await admin(server, 'research-key/create', { buyer: 'lab' });
        const answer = await call(server.base, 'GET', '/api/research/compliance/baseline?segmentBy=region&minProfiles=10', {
          headers: { 'x-research-key': key },
        });
        expect(answer.status).toBe(200);
        reports.push(answer.text);
      } finally {
        await server.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
    expect(JSON.parse(reports[0]!).totalProfiles).toBe(21);
    expect(reports.slice(1)).toEqual([reports[0], reports[0]]);
  }, 120_000);
});

describe('compliance baseline on a million profiles', () => {
  let server: TestServer;

  beforeAll(async () => {
    const dir = await tempDir();
    await millionProfileWarehouse(dir);
    server = await startTestServer({ dataDir: dir });
  }, 120_000);
  afterAll(() => server?.close());

  it('keeps answering other requests while the report computes', async () => {
    const { key } = await admin(server, 'research-key/create', { buyer: 'load' });
    let reportDone = false;
    const report = call(server.base, 'GET', '/api/research/compliance/baseline?segmentBy=region', { headers: { 'x-research-key': key } }).then(
      (answer) => {
        reportDone = true;
        return answer;
      },
    );
    // Cheap requests made while the report is in flight must be answered before it is.
    let answeredDuring = 0;
    while (!reportDone && answeredDuring < 5) {
      const docs = await call(server.base, 'GET', '/api/v1/tools/word-counter');
      expect(docs.status).toBe(200);
      if (!reportDone) answeredDuring++;
    }
    const { status, body } = await report;
    expect(status).toBe(200);
    expect(body.totalProfiles).toBe(1_000_000);
    expect(body.segments).toHaveLength(7);
    expect(body.comparisons).toHaveLength(21 * 5);
    expect(answeredDuring).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
