// Server-side re-scoring of a submitted report: every game is replayed from the seed and the decisions, and the
// server's own scores replace the submitted ones. Decisions that cannot be replayed are a 400 with details.
import { ApiError, type ErrorDetail } from '../errors.ts';
import { TRAITS, type BatteryGame } from '../research/games.ts';
import { BENCHMARK_DIMENSIONS, overallOf, type BenchmarkReport, type RunStanding, type ScoredFields, type StoredReport } from '../research/benchmark.ts';
import { IllegalMove, replayGame, ReplayMismatch, type PlayedGame } from './engine.ts';
import { GAMES } from './games.ts';
import { seatA } from './run.ts';
import { scoreBattery, type HumanBaseline } from './scoring.ts';

export interface Difference {
  path: string;
  submitted: unknown;
  server: unknown;
}

/** Scores are published with 2 decimals: closer than this is the same number. */
const TOLERANCE = 0.005;
const differs = (a: number, b: number) => !(Math.abs(a - b) <= TOLERANCE);

/** Replays one reported game; a refusal is a detail under the game's path. */
export async function replayReported(game: BatteryGame, seed: number, rounds: number, decisions: BenchmarkReport['games'][number]['decisions'], at: string): Promise<PlayedGame | ErrorDetail> {
  const definition = GAMES[game];
  if (rounds !== definition.rounds) return { path: `${at}/rounds`, message: `must be ${definition.rounds}: ${game} has ${definition.rounds} rounds in scoring v1.0` };
  try {
    return await replayGame(definition, seed, 'battery', { A: decisions });
  } catch (error) {
    if (error instanceof IllegalMove) {
      const index = decisions.findIndex((d) => d.round === error.round);
      return { path: `${at}/decisions/${Math.max(0, index)}/choice`, message: `${error.choice} is not legal in round ${error.round} (legal then: ${error.legal})` };
    }
    if (error instanceof ReplayMismatch) return { path: `${at}/decisions`, message: error.message };
    throw error;
  }
}

export interface Rescore {
  /** without its standing: who played it is for the caller to say (withStanding) */
  report: Omit<StoredReport, 'runId' | keyof RunStanding> & Pick<BenchmarkReport, 'invalidReplies'>;
  differences: Difference[];
}

/** The report with the server's scores; `differences` lists where the submitted numbers were not the server's. */
export async function rescoreReport(report: BenchmarkReport, baseline: HumanBaseline): Promise<Rescore> {
  const details: ErrorDetail[] = [];
  const played: PlayedGame[] = [];
  for (const [i, g] of report.games.entries()) {
    const outcome = await replayReported(g.game, report.seed, g.rounds, g.decisions, `/report/games/${i}`);
    if ('path' in outcome) details.push(outcome);
    else played.push(outcome);
  }
  if (details.length > 0) throw new ApiError('invalid_report', 'The decisions cannot be replayed.', { details: details.slice(0, 20) });

  const { results, choices } = seatA(played);
  const server = scoreBattery(results, choices, baseline);
  const differences: Difference[] = [];
  const compare = (path: string, submitted: number, mine: number) => {
    if (differs(submitted, mine)) differences.push({ path, submitted, server: mine });
  };
  report.games.forEach((g, i) => compare(`/games/${i}/score`, g.score, results[g.game].score));
  for (const d of BENCHMARK_DIMENSIONS) compare(`/dimensions/${d}`, report.dimensions[d], server.dimensions[d]);
  compare('/humanAlignment', report.humanAlignment, server.humanAlignment);
  for (const t of TRAITS) compare(`/ocean/${t}`, report.ocean[t], server.ocean[t]);
  if (report.baseline && (report.baseline.asOf !== server.baseline.asOf || report.baseline.sessions !== server.baseline.sessions)) {
    differences.push({ path: '/baseline', submitted: report.baseline, server: server.baseline });
  }

  const { overall: _ignored, ...rest } = report;
  const rescored = differences.length > 0;
  const submitted: Partial<ScoredFields> = {
    dimensions: report.dimensions,
    humanAlignment: report.humanAlignment,
    ocean: report.ocean,
    gameScores: report.games.map((g) => g.score),
    ...(report.baseline ? { baseline: report.baseline } : {}),
  };
  return {
    report: {
      ...rest,
      games: report.games.map((g) => ({ ...g, score: results[g.game].score })),
      dimensions: server.dimensions,
      humanAlignment: server.humanAlignment,
      ocean: server.ocean,
      baseline: server.baseline,
      overall: overallOf(server.dimensions),
      rescored,
      ...(rescored ? { submitted } : {}),
    },
    differences,
  };
}
