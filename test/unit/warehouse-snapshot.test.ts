// A published snapshot (Parquet files read through DuckDB views) answers every read exactly as the warehouse it was
// written from: the cluster-mode reads are the embedded-mode reads. Snapshots that extend the one before (a new part,
// the dropped sids, links to the earlier parts) answer the same as one written whole.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetrySession } from '../../src/research/telemetry.ts';
import { encodeBatch } from '../../warehouse/inbox-format.ts';
import { syntheticBatches } from '../../src/demo/synthetic.ts';
import { MAX_SNAPSHOT_PARTS, snapshotWorn, Warehouse, type PublishedSnapshot } from '../../warehouse/warehouse.ts';
import { makeSession } from '../helpers/research.ts';

let dir: string;
let source: Warehouse;
const batches = [...syntheticBatches({ seed: 11, sessions: 3_000, batchSize: 500 })];

const load = (sessions: TelemetrySession[], synthetic = true) => source.loadBatches([{ bytes: encodeBatch(sessions), synthetic }]);

let written = 0;
/** Writes the next snapshot (extending `previous`), opens it and checks that it reads as the source does. */
async function snapshotMatching(previous: PublishedSnapshot | null): Promise<PublishedSnapshot> {
  const snapshotDir = path.join(dir, 'snapshots', String(++written));
  const manifest = await source.writeSnapshot(snapshotDir, previous);
  const snapshot = await Warehouse.openSnapshot(snapshotDir);
  try {
    await expectSameReads(snapshot, source);
  } finally {
    await snapshot.close();
  }
  return { dir: snapshotDir, manifest };
}

async function expectSameReads(snapshot: Warehouse, source: Warehouse): Promise<void> {
  const facts = await source.facts();
  expect(await snapshot.facts()).toEqual(facts);
  for (const [minGames, offset, limit] of [[1, 0, 100], [3, 250, 50], [1, facts.totalProfiles - 40, 50]] as const) {
    expect(await snapshot.profiles(minGames, offset, limit)).toEqual(await source.profiles(minGames, offset, limit));
  }
  const signals = await source.signals('prisoners-dilemma', 'trust_propensity', 100, 40);
  expect(signals.rows).toHaveLength(40);
  expect(await snapshot.signals('prisoners-dilemma', 'trust_propensity', 100, 40)).toEqual(signals);
  expect(await snapshot.scenarioSessions(null, 0, 10)).toEqual(await source.scenarioSessions(null, 0, 10));
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
}

const inode = async (snapshot: PublishedSnapshot, file: string) => (await stat(path.join(snapshot.dir, file))).ino;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'warehouse-snapshot-'));
  source = await Warehouse.open(dir);
});
afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('snapshots read through views', () => {
  it('a snapshot written whole answers every read as the warehouse does', async () => {
    for (const batch of batches.slice(0, 4)) await load(batch);
    await load([makeSession('custom-1', { gameContext: 'custom-scenario', scenarioId: 'trolley-2' })], false);
    await source.erase('custom-1');
    await load([makeSession('custom-2', { gameContext: 'custom-scenario', scenarioId: 'trolley-3' })], false);
    const whole = await snapshotMatching(null);
    expect(whole.manifest).toMatchObject({ parts: 1, sessions: 2_001, dropped: 0 });
    expect(await readdir(whole.dir)).toContain('index.bin'); // the reads' state, so a reader need not compute it
    expect((await source.scenarioSessions(null, 0, 10)).rows.map((r) => r.scenarioId)).toContain('trolley-3');
  });

  it('later snapshots add a part, drop replaced and erased sessions, and link the earlier parts', async () => {
    let snapshot = await snapshotMatching(null);
    await load(batches[4]!);
    await load(['custom-3', 'custom-4', 'custom-5'].map((id) => makeSession(id, { gameContext: 'custom-scenario', scenarioId: id })), false);
    const extended = await snapshotMatching(snapshot);
    expect(extended.manifest).toMatchObject({ parts: 2, sessions: 2_504, dropped: 0 });
    expect(await inode(extended, 'turns-0.parquet')).toBe(await inode(snapshot, 'turns-0.parquet'));
    snapshot = extended;

    // A replacement (custom-2 from part 0, custom-3 from part 1) drops the old sid and adds the new row to a new part.
    await load([makeSession('custom-2', { gameContext: 'custom-scenario', scenarioId: 'moved', tag: 5 }), makeSession('custom-3', { tag: 6 })], false);
    await source.erase('custom-4');
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest).toMatchObject({ parts: 3, sessions: 2_506, dropped: 3 });
    expect((await readdir(snapshot.dir)).sort()).toContain('dropped.parquet');

    // An erasure alone adds no part.
    await source.erase('custom-5');
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest).toMatchObject({ parts: 3, sessions: 2_506, dropped: 4 });

    // Replacing a tenth of the sessions wears the snapshot: the loader then writes one whole beside the loads, and
    // the snapshots after it extend that one.
    await load(batches[1]!);
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest).toMatchObject({ parts: 4, dropped: 504 });
    expect(snapshotWorn(snapshot.manifest)).toBe(true);
    const wholeDir = path.join(dir, 'snapshots', 'whole');
    const [manifest] = await Promise.all([source.writeWholeSnapshot(wholeDir), load(batches[5]!)]);
    expect(manifest).toMatchObject({ parts: 1, dropped: 0 });
    expect(snapshotWorn(manifest)).toBe(false);
    // Such a snapshot carries no state of the reads (the loads went on): opening one reads it from the files.
    const quietDir = path.join(dir, 'snapshots', 'whole-quiet');
    const quiet = await source.writeWholeSnapshot(quietDir);
    expect([quiet.signalTotals, await readdir(quietDir)]).toEqual([undefined, expect.not.arrayContaining(['index.bin'])]);
    const opened = await Warehouse.openSnapshot(quietDir);
    try {
      await expectSameReads(opened, source);
    } finally {
      await opened.close();
    }
    snapshot = await snapshotMatching({ dir: wholeDir, manifest });
    expect(snapshot.manifest.dropped).toBe(0);
    expect(await readdir(snapshot.dir)).not.toContain('dropped.parquet');

    // Without one, the snapshot after the last part a snapshot may have is written whole.
    for (let part = snapshot.manifest.parts + 1; part <= MAX_SNAPSHOT_PARTS; part++) {
      await load([makeSession(`more-${part}`, { tag: part })], false);
      const next = path.join(dir, 'snapshots', String(++written));
      snapshot = { dir: next, manifest: await source.writeSnapshot(next, snapshot) };
      expect(snapshot.manifest.parts).toBe(part);
    }
    expect(snapshotWorn(snapshot.manifest)).toBe(true);
    await source.erase('more-3');
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest).toMatchObject({ parts: 1, dropped: 0 });

    // So is one past the share of dropped sessions a snapshot may have.
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest.parts).toBe(1);
    for (const batch of batches) await load(batch);
    snapshot = await snapshotMatching(snapshot);
    expect(snapshot.manifest).toMatchObject({ parts: 1, dropped: 0 });
  });

  it('gives up a whole snapshot when told to stop, leaving no directory, and the warehouse goes on', async () => {
    const stopped = path.join(dir, 'snapshots', 'stopped');
    const stop = new AbortController();
    const writing = source.writeWholeSnapshot(stopped, stop.signal);
    stop.abort();
    await expect(writing).rejects.toThrow(/abort/i);
    expect((await readdir(path.join(dir, 'snapshots'))).filter((name) => name.startsWith('stopped'))).toEqual([]);
    await load([makeSession('after-stop')], false);
    await snapshotMatching(null);
  });

  it('refuses a snapshot of another layout or schema with a clear message', async () => {
    const snapshotDir = path.join(dir, 'snapshots', 'old');
    await source.writeSnapshot(snapshotDir);
    const manifestFile = path.join(snapshotDir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await writeFile(manifestFile, JSON.stringify({ ...manifest, format: undefined }));
    await expect(Warehouse.openSnapshot(snapshotDir)).rejects.toThrow(/has layout 1; this build reads layout 2/);
    await writeFile(manifestFile, JSON.stringify({ ...manifest, schema: 1 }));
    await expect(Warehouse.openSnapshot(snapshotDir)).rejects.toThrow(/has warehouse schema 1/);
  });
});
