// Synthetic demo data through the real ingest path: every batch is checked like an upload, stored in the inbox marked
// synthetic, then loaded.
import { checkBatch, type IngestService } from '../src/research/ingest.ts';
import { checkMatch, checkReport, type StoredHeadToHead } from '../src/research/benchmark.ts';
import type { BenchmarkStore } from './benchmark-store.ts';
import { syntheticMatches, syntheticRuns } from './synthetic-benchmark.ts';
import { syntheticBatches } from './synthetic.ts';

export interface SeedOptions {
  sessions: number;
  /** Session ids carry the seed, so a seed run again replaces its sessions and another seed adds new ones. */
  seed?: number;
}

export interface SeedProgress {
  /** Sessions checked and accepted into the inbox so far. */
  accepted: number;
  /** Sessions loaded into the warehouse so far. */
  loaded: number;
  total: number;
}

export const DEMO_SEED = 20_261_121;
/** Batches accepted before each load: bounds the inbox (and disk) a million-session seed needs at once. */
const BATCHES_PER_LOAD = 200;

/** Generates, ingests and loads; yields progress after every batch and every load. */
export async function* seedSynthetic(ingest: IngestService, options: SeedOptions): AsyncGenerator<SeedProgress> {
  const progress: SeedProgress = { accepted: 0, loaded: 0, total: options.sessions };
  let pending = 0;
  const batches = syntheticBatches({ seed: options.seed ?? DEMO_SEED, sessions: options.sessions });
  for (const batch of batches) {
    await ingest.accept(checkBatch({ sessions: batch }, Date.now()), true);
    progress.accepted += batch.length;
    yield { ...progress };
    if (++pending >= BATCHES_PER_LOAD || progress.accepted === options.sessions) {
      progress.loaded += (await ingest.run()).sessions;
      pending = 0;
      yield { ...progress };
    }
  }
}

/** Demo benchmark data: runs and matches of a few dozen models, checked like submits and stored marked synthetic. */
export async function seedSyntheticBenchmarks(store: BenchmarkStore, options = { models: 40, runs: 400, matches: 1_200 }): Promise<void> {
  const generator = { seed: DEMO_SEED, ...options };
  const runs = [...syntheticRuns(generator)].map((report) => checkReport({ report }));
  const matches = [...syntheticMatches(generator)].map((match) => checkMatch(match) as StoredHeadToHead);
  await store.addMany(runs, matches, true);
}
