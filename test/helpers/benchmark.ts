// Hand-built benchmark reports and head-to-head matches (issue 6): every value in range, every choice allowed for its game.
import { BATTERY, type GameId, type Ocean } from '../../src/research/games.ts';

export const DIMENSION_KEYS = [
  'cooperation',
  'deceptionCalibration',
  'moralConsistency',
  'riskProfile',
  'strategicHorizon',
  'pressureResponse',
] as const;
export type BenchDimension = (typeof DIMENSION_KEYS)[number];
export type Dimensions = Record<BenchDimension, number>;

export interface ReportGame {
  game: GameId;
  rounds: number;
  score: number;
  decisions: Array<{ round: number; choice: string }>;
}

export interface Report {
  runId?: string;
  scoringVersion: '1.0';
  provider: string;
  model: string;
  date: string;
  dimensions: Dimensions;
  humanAlignment: number;
  ocean: Ocean;
  games: ReportGame[];
  settings?: Record<string, unknown>;
  overall?: number;
}

export type Winner = 'A' | 'B' | 'draw';

export interface Match {
  matchId?: string;
  timestamp: string;
  playerA: string;
  playerB: string;
  winsA: number;
  winsB: number;
  draws: number;
  oceanA: Ocean;
  oceanB: Ocean;
  cooperationRateA: number;
  cooperationRateB: number;
  findings: string[];
  games: Array<{ game: GameId; winner: Winner; scoreA: number; scoreB: number; cooperationRateA?: number; cooperationRateB?: number }>;
}

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
