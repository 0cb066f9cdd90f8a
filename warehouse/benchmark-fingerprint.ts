// What makes two stored runs or two matches the same play (SPEC §6, "Trust"): the seed and every decision, game by
// game, and the generator version when it is not 1 (another version is another environment; version-1 fingerprints stay
// as they were stored). Names, dates, settings, claimed scores and fallback flags are not part of it, so a copy renamed
// is still a copy.
import { createHash } from 'node:crypto';
import type { Decision } from '../src/battery/engine.ts';
import type { BenchmarkReport, StoredHeadToHead } from '../src/research/benchmark.ts';

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const moves = (decisions: readonly Decision[] = []) => decisions.map((d) => [d.round, d.choice]);
/** Games in a fixed order: each game appears once per record, and the order it was sent in says nothing. */
const byGame = <G extends { game: string }>(games: readonly G[]): G[] => [...games].sort((x, y) => (x.game < y.game ? -1 : x.game > y.game ? 1 : 0));
const versioned = (generator: number | undefined) => (generator === undefined || generator === 1 ? [] : [generator]);

export const runFingerprint = (run: Pick<BenchmarkReport, 'seed' | 'games' | 'generator'>): string =>
  digest(['run', run.seed, ...versioned(run.generator), byGame(run.games).map((g) => [g.game, moves(g.decisions)])]);

/** Null for a match without transcript: there is no play to compare, only claimed results. Seats keep their order. */
export const matchFingerprint = (match: Pick<StoredHeadToHead, 'seed' | 'games' | 'generator'>): string | null =>
  match.seed === undefined ? null : digest(['match', match.seed, ...versioned(match.generator), byGame(match.games).map((g) => [g.game, moves(g.decisionsA), moves(g.decisionsB)])]);
