// Benchmark reports and head-to-head matches for tests (issues 6 and 13). Valid reports are real battery runs of the
// built-in bots at fixed seeds, so the server's replay accepts them and re-scores them to the same numbers; the
// hand-built pieces (reportGame, makeMatch) are for invalid reports and for unverified head-to-head records.
import { DispositionBot, BOT_DISPOSITIONS, builtInBot } from '../../src/battery/agents/bots.ts';
import { playMatch } from '../../src/battery/match.ts';
import { runBattery } from '../../src/battery/run.ts';
import { EMPTY_BASELINE, type HumanBaseline } from '../../src/battery/scoring.ts';
import { BENCHMARK_DIMENSIONS, type BenchmarkReport, type StoredHeadToHead } from '../../src/research/benchmark.ts';
import { BATTERY, type BatteryGame, type GameId, type Ocean } from '../../src/research/games.ts';

/** The six dimensions, as the service defines them (a test pins the list to the contract's). */
export const DIMENSION_KEYS = BENCHMARK_DIMENSIONS;
export type Dimensions = BenchmarkReport['dimensions'];
export type Winner = StoredHeadToHead['games'][number]['winner'];

/** The service's shapes, with any game id allowed, so tests can also build the invalid reports and matches. */
export type ReportGame = Omit<BenchmarkReport['games'][number], 'game'> & { game: GameId };
export type Report = Omit<BenchmarkReport, 'games'> & { games: ReportGame[] };
/** A match as a client submits it: the server sets its verification. */
export type Match = Omit<StoredHeadToHead, 'matchId' | 'games' | 'verification'> & {
  matchId?: string;
  games: Array<Omit<StoredHeadToHead['games'][number], 'game'> & { game: GameId }>;
};

/**
 * The human baseline a test server scores against: test servers start with DEMO_DATA=false, so their warehouse is
 * empty (no sessions, no date, humanAlignment 0). A test checks this through GET /benchmark/human-baseline.
 */
export const SERVER_BASELINE: HumanBaseline = EMPTY_BASELINE;

export const BOTS = ['always-cooperate', 'always-defect', 'tit-for-tat', 'random'] as const;
export type Bot = (typeof BOTS)[number];
/** The seeds precomputed for every bot: makeReport can copy any of these without waiting. */
export const SEEDS = Array.from({ length: 13 }, (_, i) => i + 1);

const key = (bot: Bot, seed: number) => `${bot}@${seed}`;
const runs = new Map<string, Promise<Report>>();

/**
 * The one-episode battery run of a built-in bot at `seed`, scored against `SERVER_BASELINE` (cached; a fresh copy each
 * call). One episode: the ties and orders the leaderboard tests rely on were found among one-episode runs (episodes
 * are tested in test/unit/battery-run.test.ts and through the CLI and the referee).
 */
export async function botReport(bot: Bot, seed: number): Promise<Report> {
  let held = runs.get(key(bot, seed));
  if (!held) {
    // Through JSON, as a client sends it.
    // Generator version 1: these are stored-record fixtures (their seeds were chosen for the overalls they give on it),
    // submitted without `generator` as records made before versions are, and re-scored on version 1.
    held = runBattery({ agent: builtInBot(bot, SERVER_BASELINE)!, seed, generator: 1, baseline: SERVER_BASELINE, date: '2026-01-10', episodes: 1 }).then(
      (r) => JSON.parse(JSON.stringify(r.report)) as Report,
    );
    runs.set(key(bot, seed), held);
  }
  return structuredClone(await held);
}

const precomputed = new Map<string, Report>();
for (const bot of BOTS) for (const seed of SEEDS) precomputed.set(key(bot, seed), await botReport(bot, seed));

/** Computes runs of seeds beyond SEEDS, so makeReport and serverScores can copy them too. */
export async function precompute(plays: Iterable<readonly [Bot, number]>): Promise<void> {
  for (const [bot, seed] of plays) precomputed.set(key(bot, seed), await botReport(bot, seed));
}

/** Every precomputed run, best overall first (ties by bot, then seed). */
export const POOL: ReadonlyArray<{ bot: Bot; seed: number; overall: number }> = [...precomputed.values()]
  .map((r) => ({ bot: r.model as Bot, seed: r.seed, overall: meanOfDimensions(r.dimensions) }))
  .sort((x, y) => y.overall - x.overall || x.bot.localeCompare(y.bot) || x.seed - y.seed);

/** The mean of the six dimensions: what overall is (SPEC §6). */
export function meanOfDimensions(d: Dimensions): number {
  return (d.cooperation + d.deceptionCalibration + d.moralConsistency + d.riskProfile + d.strategicHorizon + d.pressureResponse) / 6;
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

/** One game played for `rounds` rounds, alternating its two valid choices: for reports the server must refuse. */
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
  /** which built-in bot played the run (default tit-for-tat) */
  bot?: Bot;
  /** its seed, one of SEEDS (default 1) */
  seed?: number;
  runId?: string;
  provider?: string;
  model?: string;
  date?: string;
  /** claimed numbers instead of the run's own: the server corrects them */
  dimensions?: Dimensions;
  humanAlignment?: number;
  ocean?: Ocean;
  settings?: Record<string, unknown>;
}

/**
 * A valid, replayable report: a copy of a precomputed bot run under another name. Its numbers are the server's
 * (scored against SERVER_BASELINE) unless `dimensions`, `humanAlignment` or `ocean` claim others.
 */
export function makeReport(options: ReportOptions = {}): Report {
  const bot = options.bot ?? 'tit-for-tat';
  const seed = options.seed ?? 1;
  const run = precomputed.get(key(bot, seed));
  if (!run) throw new Error(`no precomputed run of ${bot} at seed ${seed}: use one of SEEDS, or botReport()`);
  const report: Report = {
    ...structuredClone(run),
    provider: options.provider ?? 'openai',
    model: options.model ?? 'gpt-4o',
    date: options.date ?? '2026-01-10',
  };
  if (options.dimensions !== undefined) report.dimensions = options.dimensions;
  if (options.humanAlignment !== undefined) report.humanAlignment = options.humanAlignment;
  if (options.ocean !== undefined) report.ocean = options.ocean;
  if (options.runId !== undefined) report.runId = options.runId;
  if (options.settings !== undefined) report.settings = options.settings;
  return report;
}

/** The numbers the server stores for a report of (bot, seed): the run's own, as the client scored it. */
export function serverScores(bot: Bot, seed: number): Pick<Report, 'dimensions' | 'humanAlignment' | 'ocean' | 'baseline'> & { gameScores: number[]; overall: number } {
  const run = precomputed.get(key(bot, seed));
  if (!run) throw new Error(`no precomputed run of ${bot} at seed ${seed}`);
  return {
    dimensions: run.dimensions,
    humanAlignment: run.humanAlignment,
    ocean: run.ocean,
    baseline: run.baseline,
    gameScores: run.games.map((g) => g.score),
    overall: meanOfDimensions(run.dimensions),
  };
}

export interface MatchOptions {
  matchId?: string;
  timestamp?: string;
  oceanA?: Ocean;
  oceanB?: Ocean;
}

/** An unverified match (no seed, no decisions) between two `provider:model` players, one game per winner. The admin
 * import can store it as refereed (the operator vouches for it): how tests fill the matrix with chosen results. */
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

/**
 * A replayable match played through the engine: bot `botA` as `playerA` against `botB` as `playerB` on `seed`, with
 * every game's decisions (all ten games unless `games` says which).
 */
export async function makeVerifiedMatch(
  playerA: string,
  playerB: string,
  options: { botA?: Bot; botB?: Bot; seed?: number; games?: readonly BatteryGame[]; matchId?: string; timestamp?: string } = {},
): Promise<Match & { seed: number }> {
  const bot = (player: string, name: Bot) => {
    const [provider, model] = player.split(':') as [string, string];
    return new DispositionBot(provider, model, BOT_DISPOSITIONS[name]);
  };
  const { record } = await playMatch({
    a: bot(playerA, options.botA ?? 'always-cooperate'),
    b: bot(playerB, options.botB ?? 'always-defect'),
    seed: options.seed ?? 1,
    ...(options.games ? { games: options.games } : {}),
    timestamp: options.timestamp ?? '2026-01-15T12:00:00.000Z',
  });
  return { ...record, ...(options.matchId !== undefined ? { matchId: options.matchId } : {}) };
}

export const clone = <T>(value: T): T => structuredClone(value);

/** The rounds scoring v1.0 fixes per game (docs/scoring-v1.md), written out. */
export const V1_ROUNDS: Record<string, number> = {
  'prisoners-dilemma': 10,
  'public-goods': 10,
  'stag-hunt': 10,
  'trust-game': 10,
  'balloon-risk': 30,
  'beauty-contest': 5,
  centipede: 12,
  'deception-game': 10,
  'authority-task': 10,
  'moral-dilemmas': 8,
};

