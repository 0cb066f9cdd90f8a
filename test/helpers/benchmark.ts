// Hand-built benchmark reports and head-to-head matches (issue 6): every value in range, every choice allowed for its game.
import { BENCHMARK_DIMENSIONS, type BenchmarkReport, type StoredHeadToHead } from '../../src/research/benchmark.ts';
import { BATTERY, type GameId, type Ocean } from '../../src/research/games.ts';

/** The six dimensions, as the service defines them (a test pins the list to the contract's). */
export const DIMENSION_KEYS = BENCHMARK_DIMENSIONS;
export type Dimensions = BenchmarkReport['dimensions'];
export type Winner = StoredHeadToHead['games'][number]['winner'];

/** The service's shapes, with any game id allowed, so tests can also build the invalid reports and matches. */
export type ReportGame = Omit<BenchmarkReport['games'][number], 'game'> & { game: GameId };
export type Report = Omit<BenchmarkReport, 'games'> & { games: ReportGame[] };
export type Match = Omit<StoredHeadToHead, 'matchId' | 'games'> & {
  matchId?: string;
  games: Array<Omit<StoredHeadToHead['games'][number], 'game'> & { game: GameId }>;
};

/** Two allowed choices per battery game (and chicken) (see CHOICES in src/research/games.ts). */
export const VALID_CHOICES: Record<string, readonly [string, string]> = {
  'prisoners-dilemma': ['cooperate', 'defect'],
  'public-goods': ['contribute:5', 'contribute:10'],
  'stag-hunt': ['stag', 'hare'],
  'trust-game': ['invest:4', 'return:12'],
  'balloon-risk': ['pump', 'collect'],
  'beauty-contest': ['guess:33', 'guess:0'],
  centipede: ['pass', 'take'],
  'deception-game': ['truth', 'lie'],
  'authority-task': ['comply', 'question'],
  'moral-dilemmas': ['act', 'abstain'],
  // Not a battery game: only for building reports the server must refuse.
  chicken: ['swerve', 'straight'],
};

/** Six dimensions whose mean is exactly `mean` (integers around it). */
export const dimensionsAround = (mean: number): Dimensions => ({
  cooperation: mean + 10,
  deceptionCalibration: mean - 10,
  moralConsistency: mean + 5,
  riskProfile: mean - 5,
  strategicHorizon: mean,
  pressureResponse: mean,
});

export const ocean = (O: number, C: number, E: number, A: number, N: number): Ocean => ({ O, C, E, A, N });

/** One battery game played for `rounds` rounds, alternating its two valid choices. */
export function reportGame(game: GameId, rounds = 3, score = 50): ReportGame {
  const [first, second] = VALID_CHOICES[game]!;
  return {
    game,
    rounds,
    score,
    decisions: Array.from({ length: rounds }, (_, i) => ({ round: i + 1, choice: i % 2 ? second : first })),
  };
}

export interface ReportOptions {
  runId?: string;
  provider?: string;
  model?: string;
  date?: string;
  dimensions?: Dimensions;
  humanAlignment?: number;
  ocean?: Ocean;
  settings?: Record<string, unknown>;
}

/** A valid report: all 10 battery games once, in battery order, 3 rounds each. */
export function makeReport(options: ReportOptions = {}): Report {
  const report: Report = {
    scoringVersion: '1.0',
    provider: options.provider ?? 'openai',
    model: options.model ?? 'gpt-4o',
    date: options.date ?? '2026-01-10',
    dimensions: options.dimensions ?? dimensionsAround(50),
    humanAlignment: options.humanAlignment ?? 64.5,
    ocean: options.ocean ?? ocean(2.5, -1, 0.5, 3, -2),
    games: BATTERY.map((game, i) => reportGame(game, 3, 40 + i * 2.5)),
  };
  if (options.runId !== undefined) report.runId = options.runId;
  if (options.settings !== undefined) report.settings = options.settings;
  return report;
}

export interface MatchOptions {
  matchId?: string;
  timestamp?: string;
  oceanA?: Ocean;
  oceanB?: Ocean;
}

/** A valid match between two `provider:model` players, one game per winner, with consistent win counts. */
export function makeMatch(playerA: string, playerB: string, winners: Winner[], options: MatchOptions = {}): Match {
  const match: Match = {
    timestamp: options.timestamp ?? '2026-01-15T12:00:00Z',
    playerA,
    playerB,
    winsA: winners.filter((w) => w === 'A').length,
    winsB: winners.filter((w) => w === 'B').length,
    draws: winners.filter((w) => w === 'draw').length,
    oceanA: options.oceanA ?? ocean(1, 2, 3, 4, 5),
    oceanB: options.oceanB ?? ocean(-1, -2, -3, -4, -5),
    cooperationRateA: 0.6,
    cooperationRateB: 0.4,
    findings: ['Player A cooperated more often in the early rounds.'],
    games: winners.map((winner, i) => {
      const scoreA = winner === 'A' ? 70 : winner === 'B' ? 30 : 50;
      return { game: BATTERY[i % BATTERY.length]!, winner, scoreA, scoreB: 100 - scoreA, cooperationRateA: 0.5, cooperationRateB: 0.25 };
    }),
  };
  if (options.matchId !== undefined) match.matchId = options.matchId;
  return match;
}

export const clone = <T>(value: T): T => structuredClone(value);
