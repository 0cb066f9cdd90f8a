// The leaderboard and the head-to-head matrix (SPEC §6), computed from every stored run and match. Pure: the service
// recomputes it once after a change and serves the result from memory. Only evidence the server refereed moves them
// (SPEC §6, "Trust"): refereed entries rank first, unranked runs are left out, and only the matches countsPublicly takes count. Two
// intervals, of two things: `dimensionsCi95` is the top run's own (over its episodes: where its `overall` may lie),
// `runsCi95` is of the mean over the model's runs (`runsMeanOverall`), which the top run's overall often lies outside.
import type { ModelRating } from '../battery/ratings.ts';
import { mean as meanOf } from './statistics.ts';
import { scoreCi95 } from '../battery/scoring.ts';
import { BENCHMARK_DIMENSIONS, RUN_VERIFICATIONS, countsPublicly, type DimensionsCi95, type RunVerification, type StoredHeadToHead, type StoredReport } from './benchmark.ts';
import { TRAITS, type Ocean, type Trait } from './games.ts';

export interface Record3 {
  wins: number;
  losses: number;
  draws: number;
}

export interface LeaderboardEntry {
  rank: number;
  runId: string;
  provider: string;
  model: string;
  overall: number;
  /** the top run's: every refereed entry ranks above every self-reported one */
  verification: RunVerification;
  /** the top run's fallback moves */
  invalidReplies: number;
  /** the top run's episodes (1 for a report from before episodes) */
  episodes: number;
  /**
   * the top run's own 95 % intervals of its six dimensions and overall over its episodes (its report's); null with one
   * episode or a report from before episodes. `dimensionsCi95.overall` is the interval that goes with `overall`
   */
  dimensionsCi95: DimensionsCi95 | null;
  /** mean overall over the model's ranked runs of the top run's verification (2 decimals) */
  runsMeanOverall: number;
  /** 95 % Student-t interval of runsMeanOverall (2 decimals); null with one run. Not an interval of `overall` */
  runsCi95: [number, number] | null;
  /** the head-to-head Bradley–Terry rating (Elo scale) and its bootstrap interval; null when it cannot be rated */
  rating: number | null;
  ratingCi95: [number, number] | null;
  /** the ratings list the model as provisional: it has met too few rated opponents to be rated yet */
  ratingProvisional: boolean;
  dimensions: StoredReport['dimensions'];
  humanAlignment: number;
  ocean: Ocean;
  /** the model's ranked runs of the top run's verification, abandoned ones included */
  runs: number;
  /**
   * of `runs`, the tables the model opened and let expire (SPEC §6, "Who played"): each stored as a run, its remaining
   * decisions played with the fallback move, counted in `runsMeanOverall` but never the top run
   */
  abandoned: number;
  /** more than ABANDONED_SHARE of the model's runs were abandoned: its top run may be the pick of many tries */
  abandonedOften: boolean;
  /**
   * entries whose intervals overlap share a group (numbered from 1 in board order): the interval of the order asked
   * for — the top run's `dimensionsCi95.overall` by overall, `runsCi95` by mean (a point where there is none). A group
   * starts at its first entry and takes every next entry of the same tier whose interval overlaps that first one's.
   */
  tieGroup: number;
  date: string;
  headToHead: Record3 & { winRate: number | null };
  bestAgainst: { opponent: string; winRate: number } | null;
  worstAgainst: { opponent: string; winRate: number } | null;
  signature: string;
}

export interface Matrix {
  models: string[];
  matrix: Array<Array<Record3 | null>>;
}

/** How the board is ordered within each tier: the seed's top run by overall, or the mean over all runs. */
export type RankBy = 'overall' | 'mean';
export const RANK_BY: readonly RankBy[] = ['overall', 'mean'];

/** A model whose abandoned share of runs passes this is marked (`abandonedOften`). */
export const ABANDONED_SHARE = 0.25;

/** A model's head-to-head identity. */
export const playerOf = (run: { provider: string; model: string }) => `${run.provider}:${run.model}`;

/** Order of the leaderboard, and of runs of one model: higher overall, then earlier date, then smaller runId. */
const better = (a: StoredReport, b: StoredReport) =>
  b.overall - a.overall || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.runId < b.runId ? -1 : a.runId > b.runId ? 1 : 0);

const games = (r: Record3) => r.wins + r.losses + r.draws;
const winRate = (r: Record3) => (games(r) === 0 ? null : r.wins / games(r));

/**
 * Stronger tiers first (RUN_VERIFICATIONS' order): a run the server played with the model it called outranks any run a
 * client relayed, and a refereed run any self-reported one, however high.
 */
const tier = (run: StoredReport) => RUN_VERIFICATIONS.indexOf(run.verification);

/** Game-level results of every pair of matches that count publicly, from each side: results.get(a).get(b) is a's record against b. */
function pairRecords(matches: Iterable<StoredHeadToHead>): Map<string, Map<string, Record3>> {
  const results = new Map<string, Map<string, Record3>>();
  const cell = (a: string, b: string) => {
    let row = results.get(a);
    if (!row) results.set(a, (row = new Map()));
    let record = row.get(b);
    if (!record) row.set(b, (record = { wins: 0, losses: 0, draws: 0 }));
    return record;
  };
  for (const m of matches) {
    if (!countsPublicly(m)) continue;
    const a = cell(m.playerA, m.playerB);
    const b = cell(m.playerB, m.playerA);
    a.wins += m.winsA;
    a.losses += m.winsB;
    a.draws += m.draws;
    b.wins += m.winsB;
    b.losses += m.winsA;
    b.draws += m.draws;
  }
  return results;
}

const traitWords: Record<Trait, [string, string]> = {
  O: ['curious and inventive', 'conventional and literal'],
  C: ['disciplined and methodical', 'spontaneous and loose with rules'],
  E: ['assertive and talkative', 'reserved and terse'],
  A: ['cooperative and trusting', 'competitive and sceptical'],
  N: ['easily rattled under pressure', 'calm under pressure'],
};

/** One deterministic sentence: the two strongest OCEAN traits by |value| (ties in O-C-E-A-N order) and the record. */
export function signatureOf(ocean: Ocean, record: Record3): string {
  const [first, second] = [...TRAITS].sort((x, y) => Math.abs(ocean[y]) - Math.abs(ocean[x]) || TRAITS.indexOf(x) - TRAITS.indexOf(y));
  const word = (t: Trait) => traitWords[t][ocean[t] >= 0 ? 0 : 1];
  const rate = winRate(record);
  const play =
    rate === null
      ? 'has not played head-to-head yet'
      : `wins ${Math.round(rate * 100)}% of its head-to-head games (${record.wins}-${record.losses}-${record.draws})`;
  const sentence = `${word(first!)} and ${word(second!)}; ${play}.`;
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A model's evidence of its best tier: the top run, every run's overall, and how many of them were abandoned. */
interface Evidence {
  run: StoredReport;
  overalls: number[];
  abandoned: number;
  /** the interval tie groups compare by, for the order asked for */
  interval: [number, number];
  mean: number;
}

/**
 * Per model, its runs of the best tier it has: the top run is its best complete ranked run of the strongest tier, and
 * the mean and its interval are over every run of that tier alone (so weaker copies cannot narrow a stronger entry's),
 * abandoned ones included, so neither a best-of-N pick nor abandoning the tables that went badly moves the mean.
 */
function evidenceOf(runs: Iterable<StoredReport>): Map<string, Omit<Evidence, 'interval' | 'mean'>> {
  const complete = new Map<string, { run: StoredReport; overalls: number[] }>();
  const abandoned: StoredReport[] = [];
  for (const run of runs) {
    if (run.state === 'abandoned') {
      abandoned.push(run);
      continue;
    }
    if (!run.ranked) continue;
    const key = playerOf(run);
    const held = complete.get(key);
    if (!held || tier(run) < tier(held.run)) complete.set(key, { run, overalls: [run.overall] });
    else if (tier(run) === tier(held.run)) {
      held.overalls.push(run.overall);
      if (better(run, held.run) < 0) held.run = run;
    }
  }
  const best = new Map([...complete].map(([key, held]) => [key, { ...held, abandoned: 0 }]));
  // An abandoned run counts with the model's entry of its tier; a model with abandoned tables only has no entry.
  for (const run of abandoned) {
    const held = best.get(playerOf(run));
    if (!held || tier(run) !== tier(held.run)) continue;
    held.overalls.push(run.overall);
    held.abandoned++;
  }
  return best;
}

/** The tie group of each entry, in board order (see LeaderboardEntry.tieGroup). */
function tieGroups(entries: readonly Evidence[]): number[] {
  const groups: number[] = [];
  let leader: Evidence | null = null;
  for (const entry of entries) {
    const overlaps = leader !== null && tier(entry.run) === tier(leader.run) && entry.interval[1] >= leader.interval[0] && entry.interval[0] <= leader.interval[1];
    if (!overlaps) leader = entry;
    groups.push(overlaps ? groups.at(-1)! : (groups.at(-1) ?? 0) + 1);
  }
  return groups;
}

export function buildLeaderboard(
  runs: Iterable<StoredReport>,
  matches: Iterable<StoredHeadToHead>,
  ratings?: { models: ReadonlyArray<ModelRating & { provisional?: boolean }> },
  rankBy: RankBy = 'overall',
): LeaderboardEntry[] {
  const evidence: Evidence[] = [...evidenceOf(runs).values()].map((held) => {
    const mean = round2(meanOf(held.overalls));
    const interval =
      rankBy === 'overall'
        ? (held.run.dimensionsCi95?.overall ?? [held.run.overall, held.run.overall])
        : (scoreCi95(held.overalls) ?? held.run.dimensionsCi95?.overall ?? [mean, mean]);
    return { ...held, mean, interval };
  });
  // Within a tier: the seed's order (the top run), or the mean over all runs with the top run breaking ties.
  evidence.sort((x, y) => tier(x.run) - tier(y.run) || (rankBy === 'mean' ? y.mean - x.mean : 0) || better(x.run, y.run));
  const groups = tieGroups(evidence);
  const rated = new Map((ratings?.models ?? []).map((m) => [m.model, m]));
  const records = pairRecords(matches);
  return evidence.map(({ run, overalls, abandoned, mean: runsMean }, i) => {
    const opponents = [...(records.get(playerOf(run)) ?? new Map<string, Record3>())].map(([opponent, r]) => ({
      opponent,
      games: games(r),
      winRate: winRate(r)!,
      record: r,
    }));
    const total = opponents.reduce((t, o) => ({ wins: t.wins + o.record.wins, losses: t.losses + o.record.losses, draws: t.draws + o.record.draws }), {
      wins: 0,
      losses: 0,
      draws: 0,
    });
    // Ties: more games against that opponent first, then the opponent's name.
    const tieBreak = (x: (typeof opponents)[number], y: (typeof opponents)[number]) =>
      y.games - x.games || (x.opponent < y.opponent ? -1 : x.opponent > y.opponent ? 1 : 0);
    const pick = (direction: 1 | -1) => {
      const chosen = [...opponents].sort((x, y) => direction * (y.winRate - x.winRate) || tieBreak(x, y))[0];
      return chosen ? { opponent: chosen.opponent, winRate: chosen.winRate } : null;
    };
    return {
      rank: i + 1,
      runId: run.runId,
      provider: run.provider,
      model: run.model,
      overall: run.overall,
      verification: run.verification,
      invalidReplies: run.invalidReplies,
      episodes: run.episodes ?? 1,
      dimensionsCi95: run.dimensionsCi95 ?? null,
      runsMeanOverall: runsMean,
      runsCi95: scoreCi95(overalls),
      rating: rated.get(playerOf(run))?.rating ?? null,
      ratingCi95: rated.get(playerOf(run))?.ci95 ?? null,
      ratingProvisional: rated.get(playerOf(run))?.provisional === true,
      dimensions: Object.fromEntries(BENCHMARK_DIMENSIONS.map((d) => [d, run.dimensions[d]])) as StoredReport['dimensions'],
      humanAlignment: run.humanAlignment,
      ocean: run.ocean,
      runs: overalls.length,
      abandoned,
      abandonedOften: abandoned > ABANDONED_SHARE * overalls.length,
      tieGroup: groups[i]!,
      date: run.date,
      headToHead: { ...total, winRate: winRate(total) },
      bestAgainst: pick(1),
      worstAgainst: pick(-1),
      signature: signatureOf(run.ocean, total),
    };
  });
}

export function buildMatrix(matches: Iterable<StoredHeadToHead>): Matrix {
  const records = pairRecords(matches);
  const models = [...records.keys()].sort();
  return {
    models,
    matrix: models.map((a) => models.map((b) => (a === b ? null : (records.get(a)?.get(b) ?? null)))),
  };
}
