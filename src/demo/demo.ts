// Synthetic demo data through the real ingest path: every batch is checked like an upload, stored in the inbox marked
// synthetic, then loaded.
import { checkBatch } from '../research/batch-check.ts';
import type { Ingest } from '../research/ingest.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import type { Agent } from '../battery/agents/agent.ts';
import { newTable, playTable } from '../battery/table.ts';
import { refereedMatchRecord, refereedRunRecord } from '../research/referee.ts';
import { syntheticMatchPlans, syntheticRunPlans, syntheticSettings } from './synthetic-benchmark.ts';
import { syntheticBatches, syntheticSessions } from './synthetic.ts';
import { DEFAULT_DEMO_SESSIONS } from '../config.ts';
import { isBatteryGame, type BatteryGame } from '../research/games.ts';
import { humanBaseline, type HumanBaseline } from '../battery/scoring.ts';

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
export async function* seedSynthetic(ingest: Ingest, options: SeedOptions): AsyncGenerator<SeedProgress> {
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

/**
 * The human baseline of the demo warehouse (DEFAULT_DEMO_SESSIONS sessions of DEMO_SEED), computed from the generator
 * without a warehouse: what `npm run battery` scores against when no --server is given. A fresh `npm start` serves the
 * same counts.
 */
export function demoHumanBaseline(sessions = DEFAULT_DEMO_SESSIONS): HumanBaseline {
  const counts = new Map<string, { game: BatteryGame; choice: string; n: number }>();
  let asOf: string | null = null;
  let included = 0;
  for (const session of syntheticSessions({ seed: DEMO_SEED, sessions })) {
    if ((session.gameContext ?? 'standard') !== 'standard' || !isBatteryGame(session.game)) continue;
    included++;
    const date = session.startedAt.slice(0, 10);
    if (asOf === null || date > asOf) asOf = date;
    for (const turn of session.turns) {
      const key = `${session.game} ${turn.choice}`;
      const held = counts.get(key);
      if (held) held.n++;
      else counts.set(key, { game: session.game, choice: turn.choice, n: 1 });
    }
  }
  return humanBaseline({ asOf, sessions: included, counts: [...counts.values()] });
}

/**
 * Demo benchmark data: bots with the synthetic models' dispositions played through the referee's tables (the path a
 * client's refereed run takes, on the plan's seed), scored and stored as refereed, marked synthetic.
 */
export async function seedSyntheticBenchmarks(
  store: BenchmarkStore,
  warehouse: WarehouseReads,
  options = { models: 40, runs: 400, matches: 1_200 },
): Promise<void> {
  const generator = { seed: DEMO_SEED, ...options };
  const baseline = await warehouse.humanBaseline();
  const nameOf = (agent: Agent) => ({ provider: agent.provider, model: agent.model });
  const runs = [];
  for (const plan of syntheticRunPlans(generator)) {
    const table = await playTable(newTable('run', plan.seed, { A: nameOf(plan.agent) }, syntheticSettings(plan.agent)), { A: plan.agent }, plan.seed);
    runs.push(await refereedRunRecord(table, plan.runId, Date.parse(plan.date), baseline));
  }
  const matches = [];
  for (const plan of syntheticMatchPlans(generator)) {
    const table = await playTable(newTable('match', plan.seed, { A: nameOf(plan.a), B: nameOf(plan.b) }), { A: plan.a, B: plan.b }, plan.seed);
    // Synthetic data, each seat played by its own built-in bot: recorded as relayed by two buyers, so that the demo's
    // matrix and ratings show what counted matches look like (one buyer relaying both seats would count for nothing).
    matches.push(await refereedMatchRecord(table, plan.matchId, Date.parse(plan.timestamp), 'two-buyers'));
  }
  await store.addMany(runs, matches, true);
}
