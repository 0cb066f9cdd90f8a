// A published snapshot (Parquet files read through DuckDB views) answers every read exactly as the warehouse it was
// written from: the cluster-mode reads are the embedded-mode reads.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBatch } from '../../warehouse/inbox-format.ts';
import { syntheticBatches } from '../../warehouse/synthetic.ts';
import { Warehouse } from '../../warehouse/warehouse.ts';
import { makeSession } from '../helpers/research.ts';

let dir: string;
let source: Warehouse;
let snapshot: Warehouse;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'warehouse-snapshot-'));
  source = await Warehouse.open(dir);
  const batches = [...syntheticBatches({ seed: 11, sessions: 3_000, batchSize: 500 })].map((sessions) => ({ bytes: encodeBatch(sessions), synthetic: true }));
  await source.loadBatches(batches);
  await source.loadBatches([{ bytes: encodeBatch([makeSession('custom-1', { gameContext: 'custom-scenario', scenarioId: 'trolley-2' })]), synthetic: false }]);
  await source.erase('custom-1');
  await source.loadBatches([{ bytes: encodeBatch([makeSession('custom-2', { gameContext: 'custom-scenario', scenarioId: 'trolley-3' })]), synthetic: false }]);
  await source.writeSnapshot(path.join(dir, 'snapshots', 'one'));
  snapshot = await Warehouse.openSnapshot(path.join(dir, 'snapshots', 'one'));
});
afterAll(async () => {
  await snapshot?.close();
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a snapshot read through views', () => {
  it('has the same facts, pages, signals and scenario sessions', async () => {
    expect(await snapshot.facts()).toEqual(await source.facts());
    for (const [minGames, offset, limit] of [[1, 0, 100], [3, 250, 50], [1, 2_990, 50]] as const) {
      expect(await snapshot.profiles(minGames, offset, limit)).toEqual(await source.profiles(minGames, offset, limit));
    }
    const signals = await source.signals('prisoners-dilemma', 'trust_propensity', 100, 40);
    expect(signals.rows).toHaveLength(40);
    expect(await snapshot.signals('prisoners-dilemma', 'trust_propensity', 100, 40)).toEqual(signals);
    const scenarios = await source.scenarioSessions(null, 0, 10);
    expect(scenarios.rows.map((r) => r.scenarioId)).toContain('trolley-3');
    expect(await snapshot.scenarioSessions(null, 0, 10)).toEqual(scenarios);
  });

  it('has the same sample secret and draw, human baseline and baseline columns', async () => {
    expect(await snapshot.sampleSecret()).toBe(await source.sampleSecret());
    const key = Buffer.alloc(64, 7);
    expect(await snapshot.sample(50, 3, key)).toEqual(await source.sample(50, 3, key));
    expect(await snapshot.humanBaseline()).toEqual(await source.humanBaseline());
    const filters = { playerType: 'competitive' };
    const [fromSnapshot, fromSource] = [await snapshot.baselineData('region', filters, 5), await source.baselineData('region', filters, 5)];
    expect(fromSnapshot.counts).toEqual(fromSource.counts);
    expect(fromSnapshot.segments.length).toBeGreaterThan(0);
    // Rows of a segment may come in another order: compare each column's values as sorted lists.
    const sorted = (segments: typeof fromSource.segments) =>
      segments.map((s) => ({ segment: s.segment, columns: s.columns.map((c) => [...c].sort((x, y) => x - y)) }));
    expect(sorted(fromSnapshot.segments)).toEqual(sorted(fromSource.segments));
  });
});
