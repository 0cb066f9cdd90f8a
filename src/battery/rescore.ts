// Server-side re-scoring of a submitted report: every game of every episode is replayed from the episode's seed and
// its decisions, and the server's own scores replace the submitted ones. Decisions that cannot be replayed are a 400
// with details.
import { ApiError, type ErrorDetail } from '../errors.ts';
import { TRAITS, type BatteryGame } from '../research/games.ts';
import { BENCHMARK_DIMENSIONS, overallOf, type BenchmarkReport, type RunStanding, type ScoredFields, type StoredReport } from '../research/benchmark.ts';
import { episodeSeed, generatorOf, IllegalMove, replayGame, ReplayMismatch, type Decision, type GeneratorVersion, type PlayedGame } from './engine.ts';
import { GAMES } from './games.ts';
import { episodesOf, type PlayedEpisode } from './run.ts';
import { scoreBattery, type HumanBaseline } from './scoring.ts';

export interface Difference {
  path: string;
  submitted: unknown;
  server: unknown;
}

/** Scores are published with 2 decimals: closer than this is the same number. */
const TOLERANCE = 0.005;
const differs = (a: number, b: number) => !(Math.abs(a - b) <= TOLERANCE);

/** Replays one reported game (one episode of it, on that episode's seed); a refusal is a detail under the game's path. */
export async function replayReported(
  game: BatteryGame,
  seed: number,
  generator: GeneratorVersion,
  rounds: number,
  decisions: readonly Decision[],
  at: string,
  first = 0,
): Promise<PlayedGame | ErrorDetail> {
  const definition = GAMES[game];
  if (rounds !== definition.rounds) return { path: `${at}/rounds`, message: `must be ${definition.rounds}: ${game} has ${definition.rounds} rounds in scoring v1.0` };
  try {
    return await replayGame(definition, seed, 'battery', { A: decisions }, generator);
  } catch (error) {
    if (error instanceof IllegalMove) {
      const index = decisions.findIndex((d) => d.round === error.round);
      return { path: `${at}/decisions/${first + Math.max(0, index)}/choice`, message: `${error.choice} is not legal in round ${error.round} (legal then: ${error.legal})` };
    }
    if (error instanceof ReplayMismatch) return { path: `${at}/decisions`, message: error.message };
    throw error;
  }
}

/** A reported game's decisions per episode (untagged ones belong to the first), with where each episode's start in the list. */
function byEpisode(decisions: readonly Decision[], episodes: number): Array<{ decisions: Decision[]; first: number }> {
  const split = Array.from({ length: episodes }, () => ({ decisions: [] as Decision[], first: -1 }));
  decisions.forEach((d, i) => {
    const part = split[d.episode ?? 0]!;
    if (part.first < 0) part.first = i;
    part.decisions.push(d);
  });
  return split.map((part) => ({ ...part, first: Math.max(0, part.first) }));
}

/** Replays every reported game of every episode; the details of all that cannot be replayed. */
async function replayReport(report: BenchmarkReport, episodes: number): Promise<PlayedEpisode[]> {
  const details: ErrorDetail[] = [];
  const played: PlayedEpisode[] = [];
  for (const [i, g] of report.games.entries()) {
    const at = `/report/games/${i}`;
    const stray = g.decisions.findIndex((d) => (d.episode ?? 0) >= episodes);
    if (stray >= 0) {
      details.push({ path: `${at}/decisions/${stray}/episode`, message: `must be below the report's episodes (${episodes})` });
      continue;
    }
    for (const [episode, part] of byEpisode(g.decisions, episodes).entries()) {
      const generator = generatorOf(report);
      const outcome = await replayReported(g.game, episodeSeed(report.seed, episode, generator), generator, g.rounds, part.decisions, at, part.first);
      if ('path' in outcome) details.push(episodes > 1 ? { ...outcome, message: `episode ${episode}: ${outcome.message}` } : outcome);
      else played.push({ ...outcome, episode });
    }
  }
  if (details.length > 0) throw new ApiError('invalid_report', 'The decisions cannot be replayed.', { details: details.slice(0, 20) });
  return played;
}

export interface Rescore {
  /** without its standing: who played it is for the caller to say (withStanding) */
  report: Omit<StoredReport, 'runId' | keyof RunStanding> & Pick<BenchmarkReport, 'invalidReplies'>;
  differences: Difference[];
}

/** The report with the server's scores; `differences` lists where the submitted numbers were not the server's. */
export async function rescoreReport(report: BenchmarkReport, baseline: HumanBaseline): Promise<Rescore> {
  const episodes = report.episodes ?? 1;
  const played = await replayReport(report, episodes);
  const server = scoreBattery(episodesOf(played, episodes), baseline);
  const serverScore = new Map(server.games.map((g) => [g.game, g]));
  const differences: Difference[] = [];
  const compare = (path: string, submitted: number, mine: number) => {
    if (differs(submitted, mine)) differences.push({ path, submitted, server: mine });
  };
  report.games.forEach((g, i) => compare(`/games/${i}/score`, g.score, serverScore.get(g.game)!.score));
  for (const d of BENCHMARK_DIMENSIONS) compare(`/dimensions/${d}`, report.dimensions[d], server.dimensions[d]);
  compare('/humanAlignment', report.humanAlignment, server.humanAlignment);
  for (const t of TRAITS) compare(`/ocean/${t}`, report.ocean[t], server.ocean[t]);
  if (report.baseline && (report.baseline.asOf !== server.baseline.asOf || report.baseline.sessions !== server.baseline.sessions)) {
    differences.push({ path: '/baseline', submitted: report.baseline, server: server.baseline });
  }
  if (report.dimensionsCi95 !== undefined && JSON.stringify(report.dimensionsCi95) !== JSON.stringify(server.dimensionsCi95)) {
    differences.push({ path: '/dimensionsCi95', submitted: report.dimensionsCi95, server: server.dimensionsCi95 });
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
      episodes,
      games: report.games.map((g) => {
        const { score, episodeScores } = serverScore.get(g.game)!;
        return { ...g, score, ...(episodes > 1 ? { episodeScores } : {}) };
      }),
      dimensions: server.dimensions,
      dimensionsCi95: server.dimensionsCi95,
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
