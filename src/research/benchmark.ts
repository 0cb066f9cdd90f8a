// Benchmark reports (scoring version 1.0) and head-to-head records (SPEC §6): their shapes, their JSON Schemas, and
// the rules a schema cannot state (each battery game once, choices per game, win counts that add up).
import { Ajv, type ValidateFunction } from 'ajv';
import { isCalendarDate } from '../clock.ts';
import { ApiError, type ErrorCode, type ErrorDetail } from '../errors.ts';
import { ajvDetails } from '../api/validation.ts';
import type { JsonSchema } from '../tools/define.ts';
import { BATTERY, isValidChoice, TRAITS, type BatteryGame, type Ocean } from './games.ts';
import { GENERATOR_VERSIONS, MAX_EPISODES, type Decision, type GeneratorVersion } from '../battery/engine.ts';

export const SCORING_VERSION = '1.0';
export const BENCHMARK_DIMENSIONS = [
  'cooperation',
  'deceptionCalibration',
  'moralConsistency',
  'riskProfile',
  'strategicHorizon',
  'pressureResponse',
] as const;
export type BenchmarkDimension = (typeof BENCHMARK_DIMENSIONS)[number];

/**
 * Who held the environment and who called the model (SPEC §6, "Trust" and "Who played"), strongest first.
 * `provider-verified`: the service played the run itself, calling the model through a registered provider.
 * `refereed`: played through the server, which drew the seed and applied every decision a client relayed.
 * `self-reported`: a run played by the client, replayed and re-scored on submit.
 */
export type RunVerification = 'provider-verified' | 'refereed' | 'self-reported';
/**
 * `provider-verified`: a match the service played itself, calling both models (SPEC §6, "Who played"); `refereed`:
 * played through the server, its seats relayed by buyers (`relay` says how many); `replayed`: a match played by the
 * client with seed and transcripts, replayed on submit; `unverified`: stored as sent.
 */
export type MatchVerification = 'provider-verified' | 'refereed' | 'replayed' | 'unverified';
/** Strongest first: the leaderboard ranks every entry of a tier above every entry of the next. */
export const RUN_VERIFICATIONS = ['provider-verified', 'refereed', 'self-reported'] as const satisfies readonly RunVerification[];
export const MATCH_VERIFICATIONS = ['provider-verified', 'refereed', 'replayed', 'unverified'] as const satisfies readonly MatchVerification[];
/**
 * Who relayed a refereed match's two seats (SPEC §6, "Who played"): one buyer relaying both can throw either seat, so
 * only `two-buyers` matches count publicly. The buyers themselves are never on the record.
 */
export type MatchRelay = 'one-buyer' | 'two-buyers';
export const MATCH_RELAYS = ['one-buyer', 'two-buyers'] as const satisfies readonly MatchRelay[];

export interface BenchmarkReport {
  runId?: string;
  scoringVersion: '1.0';
  provider: string;
  model: string;
  date: string;
  /** the battery's seed: with the decisions it replays every game */
  seed: number;
  /** how the seed's streams are derived (engine.ts GeneratorVersion); absent: 1, reports made before versions */
  generator?: GeneratorVersion;
  dimensions: Record<BenchmarkDimension, number>;
  humanAlignment: number;
  ocean: Ocean;
  /** the human baseline humanAlignment was measured against */
  baseline?: { asOf: string | null; sessions: number };
  /** decisions where the agent never gave a valid reply and the fallback move was played */
  invalidReplies?: number;
  /** how many times each game was played, each episode on its own derived seed (default 1: reports before episodes) */
  episodes?: number;
  /**
   * 95 % intervals of the six dimensions and overall over the episodes (Student t on the per-episode values, clamped
   * to 0–100); null with one episode
   */
  dimensionsCi95?: DimensionsCi95 | null;
  /** per game: `score` is the mean over episodes, `decisions` every episode's in order (each tagged with its `episode` when there are several) */
  games: Array<{ game: BatteryGame; rounds: number; score: number; decisions: Decision[]; episodeScores?: number[] }>;
  settings?: Record<string, unknown>;
  overall?: number;
}

export type DimensionsCi95 = Record<BenchmarkDimension | 'overall', [number, number]>;

/** The numbers scoring computes, where a submitted report may differ from the server's re-scoring. */
export type ScoredFields = Pick<BenchmarkReport, 'dimensions' | 'humanAlignment' | 'ocean' | 'baseline'> & { gameScores: number[] };

/**
 * A report as stored and served: the server's own scores (re-scored from the decisions), its runId and overall;
 * `submitted` keeps the client's numbers where they differed.
 */
export type StoredReport = BenchmarkReport & {
  runId: string;
  overall: number;
  /** 1 for runs stored before episodes */
  episodes: number;
  dimensionsCi95: DimensionsCi95 | null;
  baseline: { asOf: string | null; sessions: number };
  rescored: boolean;
  submitted?: Partial<ScoredFields>;
  verification: RunVerification;
  /** decisions where the fallback move was played (refereed: those posted with `fallback: true`) */
  invalidReplies: number;
  /** false when more than 10 % of the decisions were fallback moves: stored, never on the leaderboard */
  ranked: boolean;
  /**
   * `abandoned`: a refereed table its buyer opened and let expire, stored with its remaining decisions played as the
   * fallback move (src/research/referee.ts); it counts among the model's runs, never as its top run. Absent: complete.
   */
  state?: 'abandoned';
};

/** The standing of a stored run: who held the environment, its fallback moves, whether the leaderboard lists it. */
export type RunStanding = Pick<StoredReport, 'verification' | 'invalidReplies' | 'ranked'>;

/** A run with a larger share of fallback moves than this is stored but never ranked (SPEC §6, "Trust"). */
export const MAX_FALLBACK_SHARE = 0.1;

/**
 * A scored run with its standing. `invalidReplies` counts the decisions marked `fallback`; a self-reported run's own
 * count stands when it is larger (its decisions need not carry the flags), since a client can only admit to more.
 * `ranked` compares that count with every decision of the run.
 */
export function withStanding<T extends Pick<BenchmarkReport, 'games' | 'invalidReplies'>>(
  report: T,
  verification: RunVerification,
): Omit<T, keyof RunStanding> & RunStanding {
  let decisions = 0;
  let fallbacks = 0;
  for (const g of report.games) {
    decisions += g.decisions.length;
    for (const d of g.decisions) if (d.fallback === true) fallbacks++;
  }
  const invalidReplies = verification === 'self-reported' ? Math.max(fallbacks, report.invalidReplies ?? 0) : fallbacks;
  return { ...report, verification, invalidReplies, ranked: invalidReplies <= MAX_FALLBACK_SHARE * decisions };
}

export interface StoredHeadToHead {
  matchId: string;
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
  games: Array<{
    game: BatteryGame;
    winner: 'A' | 'B' | 'draw';
    scoreA: number;
    scoreB: number;
    cooperationRateA?: number;
    cooperationRateB?: number;
    /** the transcript: each side's decisions, replayable with the record's seed */
    decisionsA?: Decision[];
    decisionsB?: Decision[];
  }>;
  /** the battery seed the games were played on; with every game's decisions the server replays and verifies them */
  seed?: number;
  /** how the seed's streams are derived (engine.ts GeneratorVersion); absent: 1, records made before versions */
  generator?: GeneratorVersion;
  /** who held the environment; which matches move public numbers: countsPublicly */
  verification: MatchVerification;
  /** refereed matches: who relayed the seats; absent on those stored before seat B could be left to another buyer (one buyer relayed both) */
  relay?: MatchRelay;
  /** verification !== 'unverified': the record holds the server's results */
  verified?: boolean;
  /** true when the submitted results differed from the replay; `submitted` then keeps them */
  rescored?: boolean;
  submitted?: Pick<StoredHeadToHead, 'winsA' | 'winsB' | 'draws' | 'cooperationRateA' | 'cooperationRateB' | 'oceanA' | 'oceanB'> & {
    games: Array<Pick<StoredHeadToHead['games'][number], 'game' | 'winner' | 'scoreA' | 'scoreB'>>;
  };
}


const NAME = '[A-Za-z0-9._/-]{1,100}';
/** A provider or model name made fit for a report: other characters become `-`, at most 100 (`llama3:8b` → `llama3-8b`). */
export const reportName = (name: string): string => name.replace(/[^A-Za-z0-9._/-]/g, '-').slice(0, 100) || 'unnamed';
const ID_PATTERN = '^[A-Za-z0-9._:-]{1,100}$';
const MAX_SETTINGS_CHARS = 10_000;
/** Settings nest at most this deep: free-form JSON deeper than a few thousand levels breaks JSON.stringify itself. */
const MAX_SETTINGS_DEPTH = 16;

/** How deep `value` nests, counted without recursion, up to `limit` + 1 (where the count stops). */
function nesting(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return limit + 1;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** What is wrong with a run's free-form `settings` (stored with its report), or null: bounded in depth and size. */
export function settingsProblem(settings: unknown, path: string): ErrorDetail | null {
  if (nesting(settings, MAX_SETTINGS_DEPTH) > MAX_SETTINGS_DEPTH) return { path, message: `must nest at most ${MAX_SETTINGS_DEPTH} levels deep` };
  if (JSON.stringify(settings).length > MAX_SETTINGS_CHARS) return { path, message: `must be at most ${MAX_SETTINGS_CHARS} characters as JSON` };
  return null;
}
/**
 * Battery seeds are integers up to 2^53 − 1, exact in JSON everywhere: refereed seeds use the whole range, so that
 * what a run shows of its draws cannot be searched back to its seed (docs/scoring-v1.md, "Determinism").
 */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;
const score = { type: 'number', minimum: 0, maximum: 100 };
const rate = { type: 'number', minimum: 0, maximum: 1 };
const ocean = {
  type: 'object',
  properties: Object.fromEntries(TRAITS.map((t) => [t, { type: 'number', minimum: -10, maximum: 10 }])),
  required: [...TRAITS],
  additionalProperties: false,
};
const battery = { enum: [...BATTERY] };
const decision = {
  type: 'object',
  properties: {
    round: { type: 'integer', minimum: 1, maximum: 1000 },
    choice: { type: 'string', maxLength: 32 },
    fallback: { type: 'boolean', description: 'The agent gave no valid reply and this is the fallback move.' },
  },
  required: ['round', 'choice'],
  additionalProperties: false,
};
const decisions = { type: 'array', maxItems: 1000, items: decision };
const episodeOf = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_EPISODES - 1,
  description: 'Which episode (0-based) of a report of several the decision was made in; absent: the first.',
};
const interval = { type: 'array', items: score, minItems: 2, maxItems: 2 };

export const reportSchema: JsonSchema = {
  type: 'object',
  properties: {
    runId: { type: 'string', pattern: ID_PATTERN },
    scoringVersion: { const: SCORING_VERSION },
    provider: { type: 'string', pattern: `^${NAME}$` },
    model: { type: 'string', pattern: `^${NAME}$` },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    seed: { type: 'integer', minimum: 0, maximum: MAX_SEED, description: 'The battery seed: with the decisions, the server replays every game.' },
    generator: {
      type: 'integer',
      enum: [...GENERATOR_VERSIONS],
      description: 'How the seed\'s random streams were derived (docs/scoring-v1.md, "Determinism"): 2 for runs made now; absent: 1, as reports made before versions, which replay on it.',
    },
    baseline: {
      type: 'object',
      properties: { asOf: { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, sessions: { type: 'integer', minimum: 0 } },
      required: ['asOf', 'sessions'],
      additionalProperties: false,
    },
    invalidReplies: { type: 'integer', minimum: 0 },
    episodes: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_EPISODES,
      description: 'How many times each game was played, each episode on a seed derived from `seed` (absent: 1).',
    },
    dimensions: {
      type: 'object',
      properties: Object.fromEntries(BENCHMARK_DIMENSIONS.map((d) => [d, score])),
      required: [...BENCHMARK_DIMENSIONS],
      additionalProperties: false,
    },
    dimensionsCi95: {
      type: ['object', 'null'],
      description:
        'Student-t 95 % intervals of the six dimensions and overall over the episodes, clamped to 0–100 (docs/scoring-v1.md, "Episodes"); null with one episode. The server computes them.',
      properties: Object.fromEntries([...BENCHMARK_DIMENSIONS, 'overall'].map((d) => [d, interval])),
      required: [...BENCHMARK_DIMENSIONS, 'overall'],
      additionalProperties: false,
    },
    humanAlignment: score,
    ocean,
    games: {
      type: 'array',
      minItems: BATTERY.length,
      maxItems: BATTERY.length,
      items: {
        type: 'object',
        properties: {
          game: battery,
          rounds: { type: 'integer', minimum: 1, maximum: 1000 },
          score,
          episodeScores: { type: 'array', items: score, minItems: 1, maxItems: MAX_EPISODES, description: "Each episode's score; `score` is their mean." },
          decisions: {
            type: 'array',
            minItems: 1,
            maxItems: 1000,
            items: { ...decision, properties: { ...decision.properties, episode: episodeOf } },
          },
        },
        required: ['game', 'rounds', 'score', 'decisions'],
        additionalProperties: false,
      },
    },
    settings: { type: 'object', maxProperties: 50 },
    overall: { type: 'number', description: 'Ignored: the server computes overall.' },
  },
  required: ['scoringVersion', 'provider', 'model', 'date', 'seed', 'dimensions', 'humanAlignment', 'ocean', 'games'],
  additionalProperties: false,
};

export const matchSchema: JsonSchema = {
  type: 'object',
  properties: {
    matchId: { type: 'string', pattern: ID_PATTERN },
    timestamp: { type: 'string', format: 'date-time' },
    playerA: { type: 'string', pattern: `^${NAME}:${NAME}$` },
    playerB: { type: 'string', pattern: `^${NAME}:${NAME}$` },
    winsA: { type: 'integer', minimum: 0 },
    winsB: { type: 'integer', minimum: 0 },
    draws: { type: 'integer', minimum: 0 },
    oceanA: ocean,
    oceanB: ocean,
    cooperationRateA: rate,
    cooperationRateB: rate,
    findings: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 500 } },
    seed: { type: 'integer', minimum: 0, maximum: MAX_SEED, description: 'The battery seed: with every game\'s decisions, the server replays and verifies the match.' },
    generator: {
      type: 'integer',
      enum: [...GENERATOR_VERSIONS],
      description: 'How the seed\'s random streams were derived (docs/scoring-v1.md, "Determinism"): 2 for matches played now; absent: 1, as records made before versions, which replay on it.',
    },
    games: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          game: battery,
          winner: { enum: ['A', 'B', 'draw'] },
          scoreA: score,
          scoreB: score,
          cooperationRateA: rate,
          cooperationRateB: rate,
          decisionsA: { ...decisions, description: "Side A's decisions in this game (with `seed`, the server replays them)." },
          decisionsB: { ...decisions, description: "Side B's decisions in this game." },
        },
        required: ['game', 'winner', 'scoreA', 'scoreB'],
        additionalProperties: false,
      },
    },
  },
  required: ['timestamp', 'playerA', 'playerB', 'winsA', 'winsB', 'draws', 'oceanA', 'oceanB', 'cooperationRateA', 'cooperationRateB', 'findings', 'games'],
  additionalProperties: false,
};

/** The validators of reports and match records, compiled on first use (the battery CLI imports this module, never validates). */
let validators: { report: ValidateFunction; match: ValidateFunction } | null = null;
function validatorsOf(): { report: ValidateFunction; match: ValidateFunction } {
  if (validators) return validators;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addFormat('date-time', { validate: (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)) });
  return (validators = { report: ajv.compile(reportSchema), match: ajv.compile(matchSchema) });
}

function refuse(code: ErrorCode, details: ErrorDetail[]): never {
  throw new ApiError(code, undefined, { details: details.slice(0, 20) });
}

/** The server's overall: the mean of the six dimensions. */
export const overallOf = (dimensions: Record<BenchmarkDimension, number>): number =>
  BENCHMARK_DIMENSIONS.reduce((sum, d) => sum + dimensions[d], 0) / BENCHMARK_DIMENSIONS.length;

/** `{report}` → the report, or 400 invalid_report with details (paths under /report). */
export function checkReport(body: unknown): BenchmarkReport {
  const report = (body as { report?: unknown } | null)?.report;
  if (report === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    refuse('invalid_report', [{ path: '/report', message: 'is required: send {"report": {...}}' }]);
  }
  const extra = Object.keys(body as object).filter((key) => key !== 'report');
  if (extra.length > 0) refuse('invalid_report', extra.map((key) => ({ path: `/${key.slice(0, 100)}`, message: 'is not a known property' })));
  const validateReport = validatorsOf().report;
  if (!validateReport(report)) refuse('invalid_report', ajvDetails(validateReport.errors, '/report'));
  const r = report as BenchmarkReport;
  const details: ErrorDetail[] = [];
  // /benchmark/leaderboard, /benchmark/human-baseline and /benchmark/runs are other endpoints: a run of those ids could never be read.
  if (r.runId === 'leaderboard' || r.runId === 'human-baseline' || r.runId === 'runs') details.push({ path: '/report/runId', message: 'is reserved' });
  if (!isCalendarDate(r.date)) details.push({ path: '/report/date', message: 'is not a real calendar date' });
  const settings = r.settings === undefined ? null : settingsProblem(r.settings, '/report/settings');
  if (settings) details.push(settings);
  const seen = new Set<string>();
  r.games.forEach((g, i) => {
    if (seen.has(g.game)) details.push({ path: `/report/games/${i}/game`, message: 'appears twice: each battery game once' });
    seen.add(g.game);
    g.decisions.forEach((d, j) => {
      const at = `/report/games/${i}/decisions/${j}`;
      if (d.round > g.rounds) details.push({ path: `${at}/round`, message: `is past the game's ${g.rounds} rounds` });
      if (!isValidChoice(g.game, d.choice)) details.push({ path: `${at}/choice`, message: `is not a choice of ${g.game}` });
    });
  });
  for (const game of BATTERY) if (!seen.has(game)) details.push({ path: '/report/games', message: `lacks ${game}` });
  if (details.length > 0) refuse('invalid_report', details);
  return r;
}

/** A match's `verification` with the `verified` it implies (kept for clients of the earlier contract). */
export const matchVerification = (verification: MatchVerification): Pick<StoredHeadToHead, 'verification' | 'verified'> => ({
  verification,
  verified: verification !== 'unverified',
});

/**
 * Whether a match moves the public numbers: the matrix, head-to-head records and ratings (SPEC §6, "Who played").
 * Provider-verified matches always do; refereed ones only when two buyers relayed the seats, since one buyer relaying
 * both could throw a seat to push a model up. A refereed record without `relay` predates the split: one buyer relayed it.
 */
export const countsPublicly = (match: Pick<StoredHeadToHead, 'verification' | 'relay'>): boolean =>
  match.verification === 'provider-verified' || (match.verification === 'refereed' && match.relay === 'two-buyers');

/** The matches countsPublicly takes, in words: what the ratings answer says it covers. */
export const PUBLIC_MATCHES = ['provider-verified', 'refereed (two buyers)'] as const;

/** A head-to-head record as submitted: the server sets matchId (when absent), verification, relay, rescored and submitted. */
export type SubmittedMatch = Omit<StoredHeadToHead, 'matchId' | 'verified' | 'verification' | 'relay' | 'rescored' | 'submitted'> & { matchId?: string };

/** A head-to-head record → itself, or 400 invalid_match with details. */
export function checkMatch(body: unknown): SubmittedMatch {
  const validateMatch = validatorsOf().match;
  if (!validateMatch(body)) refuse('invalid_match', ajvDetails(validateMatch.errors));
  const m = body as StoredHeadToHead;
  const details: ErrorDetail[] = [];
  if (m.playerA === m.playerB) details.push({ path: '/playerB', message: 'must differ from playerA' });
  const count = (winner: string) => m.games.filter((g) => g.winner === winner).length;
  for (const [field, winner] of [
    ['winsA', 'A'],
    ['winsB', 'B'],
    ['draws', 'draw'],
  ] as const) {
    if (m[field] !== count(winner)) details.push({ path: `/${field}`, message: `must equal the ${count(winner)} games won by ${winner}` });
  }
  const withDecisions = m.games.filter((g) => g.decisionsA !== undefined || g.decisionsB !== undefined).length;
  if (m.seed === undefined && withDecisions > 0) details.push({ path: '/seed', message: 'is required with decisions: they replay on the seed' });
  if (m.seed !== undefined) {
    const seen = new Set<string>();
    m.games.forEach((g, i) => {
      if (g.decisionsA === undefined || g.decisionsB === undefined) details.push({ path: `/games/${i}`, message: 'needs decisionsA and decisionsB: a match with a seed is replayed' });
      if (seen.has(g.game)) details.push({ path: `/games/${i}/game`, message: 'appears twice: on one seed each game plays once' });
      seen.add(g.game);
    });
  }
  if (m.winsA + m.winsB + m.draws !== m.games.length) {
    details.push({ path: '/games', message: `winsA + winsB + draws must equal the ${m.games.length} games` });
  }
  if (details.length > 0) refuse('invalid_match', details);
  return m;
}
