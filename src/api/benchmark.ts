// Benchmark runs and head-to-head results (SPEC §6). Submits are checked, stored, and bump the store's version; the
// leaderboard and matrix are recomputed on the first read after a change and served as ready JSON until the next.
// Submitted runs are self-reported and submitted matches replayed or unverified: stored and listed, but only refereed
// runs rank first, and only the matches countsPublicly takes move the matrix and ratings (SPEC §6, "Trust", "Who played").
import { ApiError } from '../errors.ts';
import type { HttpRequest } from '../http/types.ts';
import {
  BENCHMARK_DIMENSIONS,
  checkMatch,
  checkReport,
  MATCH_RELAYS,
  MATCH_VERIFICATIONS,
  matchSchema,
  matchVerification,
  MAX_FALLBACK_SHARE,
  PUBLIC_MATCHES,
  reportSchema,
  RUN_VERIFICATIONS,
  SCORING_VERSION,
  withStanding,
  type BenchmarkReport,
  type StoredHeadToHead,
  type SubmittedMatch,
} from '../research/benchmark.ts';
import { ABANDONED_SHARE, buildLeaderboard, buildMatrix, RANK_BY, type RankBy } from '../research/leaderboard.ts';
import { REFERENCE_AGENTS, REFERENCE_PROVIDER, ReferenceRowsCache, type ReferenceRow } from '../research/reference-agents.ts';
import { MIN_OPPONENTS, type RatingsAnswer, type RatingsCache } from '../research/ratings-cache.ts';
import { acceptMatch } from '../battery/match.ts';
import type { Ratings } from '../battery/ratings.ts';
import { rescoreReport } from '../battery/rescore.ts';
import type { JsonSchema } from '../tools/define.ts';
import type { BenchmarkStore, Refused } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { HELD_READS, holdJson, serveHeld, type HeldAnswer } from './held-answer.ts';
import { allRequired, defineRoute, type Reply, type RouteSpec } from './route.ts';

export const SUBMIT_MAX_BODY_BYTES = 5 * 1024 * 1024;

const keyErrors = ['missing_research_key', 'invalid_research_key', 'rate_limit_exceeded'] as const;
const bodyErrors = ['unsupported_media_type', 'payload_too_large', 'invalid_json'] as const;
const integer = { type: 'integer' };
const number = { type: 'number' };
const string = { type: 'string' };
const nullableNumber = { type: ['number', 'null'] };
const record3 = allRequired({ wins: integer, losses: integer, draws: integer });

const differences = {
  type: 'array',
  description: 'Where the submitted numbers differed from the server\'s replay (empty when `rescored` is false).',
  items: { type: 'object', properties: { path: { type: 'string' }, submitted: {}, server: {} }, required: ['path', 'submitted', 'server'] },
};
const interval = { anyOf: [{ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }, { type: 'null' }] };
const reportProperties = reportSchema.properties as Record<string, JsonSchema>;
const fallbackPercent = `${Math.round(MAX_FALLBACK_SHARE * 100)} %`;

const runVerification = {
  enum: [...RUN_VERIFICATIONS],
  description:
    'Strongest first. `provider-verified`: played by the server itself, calling the model through a provider the operator ' +
    'registered (POST /api/research/benchmark/evaluations), so the run names the model that played; `refereed`: played ' +
    'through the server, which drew the seed and applied every decision a client relayed; `self-reported`: played by ' +
    'the client, replayed and re-scored on submit.',
};
const invalidReplies = {
  type: 'integer',
  minimum: 0,
  description: 'Decisions where the fallback move was played (those marked `fallback`; for a self-reported run its own count when larger).',
};

/** The 409 for a record the store refused: its id is taken, or it repeats a stored record's play (details name it). */
export function refusalError(kind: 'run' | 'match', refusal: Refused): ApiError {
  if (refusal.refused === 'id') return new ApiError(kind === 'run' ? 'run_exists' : 'match_exists');
  if (kind === 'run') {
    return new ApiError('duplicate_run', undefined, { details: [{ path: '/report', message: 'has the seed and decisions of a stored run', runId: refusal.of }] });
  }
  return new ApiError('duplicate_match', undefined, {
    details: [{ path: '/games', message: 'has the seed and transcripts of a stored match', matchId: refusal.of }],
  });
}

/** A run as stored and served: the submitted report with the server's own scores (StoredReport). */
const storedReportSchema: JsonSchema = {
  ...reportSchema,
  properties: {
    ...reportProperties,
    runId: string,
    overall: { type: 'number', description: 'The mean of the six dimensions, as the server computed them.' },
    rescored: { type: 'boolean', description: 'True when the submitted numbers differed from the server\'s replay.' },
    submitted: {
      type: 'object',
      additionalProperties: true,
      description: 'The submitted numbers that differed (dimensions, humanAlignment, ocean, baseline, gameScores); only when `rescored`.',
    },
    verification: runVerification,
    invalidReplies,
    ranked: { type: 'boolean', description: `False when more than ${fallbackPercent} of the decisions were fallback moves: stored, never on the leaderboard.` },
  },
  required: [...(reportSchema.required as string[]), 'runId', 'overall', 'baseline', 'episodes', 'dimensionsCi95', 'rescored', 'verification', 'invalidReplies', 'ranked'],
};

const matchVerificationSchema = {
  enum: [...MATCH_VERIFICATIONS],
  description:
    '`provider-verified`: played by the server, which called both models itself; `refereed`: played through the server, ' +
    'the seats relayed by buyers (see `relay`); `replayed`: played by the client, replayed from its seed and transcripts on ' +
    'submit; `unverified`: no transcript, stored as sent. Only provider-verified matches and refereed ones relayed by two ' +
    'buyers count in the matrix, head-to-head records and ratings.',
};
/** Who relayed a refereed match's seats (never the buyers themselves). */
const matchRelaySchema = {
  enum: [...MATCH_RELAYS],
  description:
    'Refereed matches: `two-buyers` when another buyer took seat B (opened with `seatB: "invite"`), `one-buyer` when the ' +
    'opener relayed both seats, and could throw one; only `two-buyers` counts publicly. Absent on refereed matches stored ' +
    'before seats could be split (one buyer relayed both) and on other verifications.',
};

/** A match as stored and served (StoredHeadToHead). */
const storedMatchSchema: JsonSchema = {
  ...matchSchema,
  properties: {
    ...(matchSchema.properties as Record<string, JsonSchema>),
    matchId: string,
    verification: matchVerificationSchema,
    relay: matchRelaySchema,
    verified: { type: 'boolean', description: '`verification` is not `unverified`: the record holds the server\'s results.' },
    rescored: { type: 'boolean', description: 'True when the submitted results differed from the replay (replayed records).' },
    submitted: { type: 'object', additionalProperties: true, description: 'The submitted results that differed; only when `rescored`.' },
  },
  required: [...(matchSchema.required as string[]), 'matchId', 'verification'],
};

const opponent = { anyOf: [allRequired({ opponent: string, winRate: number }), { type: 'null' }] };
const pair = { type: 'array', items: number, minItems: 2, maxItems: 2 };
/** A run's own intervals over its episodes (BenchmarkReport.dimensionsCi95). */
const dimensionsCi95 = (whose: string) => ({
  anyOf: [allRequired(Object.fromEntries([...BENCHMARK_DIMENSIONS, 'overall'].map((d) => [d, pair]))), { type: 'null' }],
  description:
    `${whose} own 95 % Student-t intervals of the six dimensions and of overall over its episodes (each game played ` +
    '`episodes` times on derived seeds), clamped to 0–100; null when it had one episode (or is a report from before episodes).',
});
const episodes = (whose: string) => ({ type: 'integer', minimum: 1, description: `How many times ${whose} played each game (1 for reports from before episodes).` });

/** The leaderboard's reference rows (src/research/reference-agents.ts): the built-in bots, not ranked. */
const referenceRowSchema = allRequired({
  reference: { type: 'boolean', const: true },
  provider: { type: 'string', const: REFERENCE_PROVIDER },
  model: { type: 'string', enum: REFERENCE_AGENTS.map((a) => a.model), description: 'The built-in bot (`bot:<model>` in `npm run battery`).' },
  description: { type: 'string', description: 'What the bot does, in one sentence.' },
  verification: { type: 'string', const: 'refereed', description: 'Played through the refereed table path on the server, like demo data.' },
  overall: number,
  dimensions: reportProperties.dimensions!,
  dimensionsCi95: dimensionsCi95("The row's"),
  humanAlignment: { ...number, description: 'Against `baseline`, the human baseline the server serves now.' },
  ocean: reportProperties.ocean!,
  episodes: episodes('the bot'),
  seed: {
    type: 'integer',
    description:
      'The battery seed, the same for every row: derived from the baseline (SHA-256 of `reference-agents:<asOf>:<sessions>`), ' +
      'so every instance computes the same rows and anyone can replay them.',
  },
  baseline: allRequired({ asOf: { type: ['string', 'null'] }, sessions: integer }, { description: 'The human baseline the row was played and measured against.' }),
});

const leaderboardSchema = allRequired({
  scoringVersion: { type: 'string', const: SCORING_VERSION },
  synthetic: { type: 'boolean', description: 'True while all data is demo data.' },
  rankBy: { enum: RANK_BY, description: 'The order of `entries` within each tier (the `rankBy` parameter).' },
  entries: {
    type: 'array',
    items: allRequired({
      rank: integer,
      runId: string,
      provider: string,
      model: string,
      overall: { ...number, description: "The top run's overall (the mean of its six dimensions); `dimensionsCi95.overall` is its interval." },
      verification: {
        ...runVerification,
        description: "The top run's: every provider-verified entry ranks above every refereed one, and every refereed one above every self-reported one.",
      },
      invalidReplies: { ...invalidReplies, description: "The top run's fallback moves." },
      episodes: episodes('the top run'),
      dimensionsCi95: dimensionsCi95("The top run's"),
      runsMeanOverall: {
        ...number,
        description:
          "The mean overall of the model's ranked runs of the top run's verification (`runs` of them), 2 decimals. Not the " +
          'top run\'s `overall`, which is the best of them.',
      },
      runsCi95: {
        ...interval,
        description:
          '95 % Student-t interval of `runsMeanOverall` (clamped to 0–100, 2 decimals): how much the mean of the model\'s runs is pinned down, not ' +
          'where the top run lies (self-reported runs never narrow a refereed entry\'s); null with one run.',
      },
      rating: { ...nullableNumber, description: 'Head-to-head Bradley–Terry rating (Elo scale); null when it cannot be rated.' },
      ratingCi95: interval,
      ratingProvisional: {
        type: 'boolean',
        description: `True when the ratings list the model as provisional: it has met fewer than ${MIN_OPPONENTS} rated opponents, so it has no rating yet.`,
      },
      dimensions: reportProperties.dimensions!,
      humanAlignment: number,
      ocean: reportProperties.ocean!,
      runs: { ...integer, description: "The model's runs of the top run's verification: its ranked complete runs and the tables it abandoned." },
      abandoned: {
        ...integer,
        description:
          'Of `runs`, refereed tables the model\'s buyer opened and let expire: each is stored as a run with its remaining decisions played as the ' +
          'fallback move, counts in `runsMeanOverall` and `runsCi95`, and is never the top run.',
      },
      abandonedOften: { type: 'boolean', description: `More than ${Math.round(ABANDONED_SHARE * 100)} % of \`runs\` were abandoned: the top run may be the pick of many tries.` },
      tieGroup: {
        ...integer,
        description:
          'Entries whose intervals overlap share a group (1, 2, … in board order): the top run\'s `dimensionsCi95.overall` by overall, `runsCi95` by ' +
          'mean (else the top run\'s). A group starts at its first entry and takes every next entry of its tier whose interval overlaps that one\'s.',
      },
      date: string,
      headToHead: allRequired({ wins: integer, losses: integer, draws: integer, winRate: nullableNumber }),
      bestAgainst: opponent,
      worstAgainst: opponent,
      signature: string,
    }),
  },
  references: {
    type: 'array',
    description:
      'Reference rows, not ranked and not among `entries`: the built-in bots (always-cooperate, always-defect, tit-for-tat, ' +
      'random, human) played on the server through the refereed table path against the current human baseline, in that ' +
      'order. Computed at start (the first reads wait for them) and again when the baseline changes, meanwhile the previous ' +
      'rows are served (each names its `baseline`); never stored as runs. Empty only while the warehouse could not be read since start.',
    items: referenceRowSchema,
  },
});

export interface BenchmarkDeps {
  benchmarks: BenchmarkStore;
  warehouse: WarehouseReads;
  /** head-to-head ratings, refreshed off the request path (src/research/ratings-cache.ts) */
  ratings: RatingsCache;
}

export function benchmarkRoutes({ benchmarks: store, warehouse, ratings }: BenchmarkDeps): RouteSpec[] {
  // Stored matches are rated from the start, so the first leaderboard a visitor sees already carries ratings.
  if (store.size.matches > 0) ratings.refresh();
  /** The ratings answer encoded once per answer (a new result, or `pending` turning). */
  let ratingsBody: { answer: RatingsAnswer; body: HeldAnswer } | null = null;
  const ratingsAnswer = (): HeldAnswer => {
    const answer = ratings.answer();
    if (ratingsBody?.answer !== answer) ratingsBody = { answer, body: holdJson(answer) };
    return ratingsBody.body;
  };
  // The reference rows of the human baseline, computed from the start and again (once) whenever the baseline changes.
  const references = new ReferenceRowsCache(warehouse);
  references.latest();

  /**
   * The leaderboard and matrix as UTF-8 JSON and gzipped, for the store version (and ratings) they were computed from:
   * a 500-model matrix is about 3 MB of JSON and 5 % of that gzipped, so clients that accept gzip get it. The
   * leaderboard never waits for ratings: it carries the newest ones ready and is rebuilt when fresher ones arrive.
   */
  let board: { version: number; ratings: Ratings | null; references: ReferenceRow[] | null; leaderboard: Partial<Record<RankBy, HeldAnswer>>; matrix: HeldAnswer } | null =
    null;
  const leaderboard = (rated: Ratings | null, rows: ReferenceRow[] | null, rankBy: RankBy) =>
    holdJson({
      scoringVersion: SCORING_VERSION,
      synthetic: store.synthetic,
      rankBy,
      entries: buildLeaderboard(store.allRuns(), store.allMatches(), rated ?? undefined, rankBy),
      references: rows ?? [],
    });
  const currentBoard = () => {
    const rated = ratings.latest();
    const rows = references.latest();
    if (board?.version !== store.version) {
      board = {
        version: store.version,
        ratings: rated,
        references: rows,
        leaderboard: {},
        matrix: holdJson({ synthetic: store.synthetic, ...buildMatrix(store.allMatches()) }),
      };
    } else if (board.ratings !== rated || board.references !== rows) {
      board.ratings = rated;
      board.references = rows;
      board.leaderboard = {};
    }
    return board;
  };
  /** The board in the order asked for, built on its first read after a change. */
  const boardBy = (rankBy: RankBy): HeldAnswer => {
    const held = currentBoard();
    return (held.leaderboard[rankBy] ??= leaderboard(held.ratings, held.references, rankBy));
  };
  /** Every match, newest first (then matchId), for the store version it was sorted at. */
  let sorted: { version: number; matches: StoredHeadToHead[] } | null = null;
  const newestFirst = () => {
    if (sorted?.version !== store.version) {
      const matches = [...store.allMatches()].map((m) => ({ m, at: Date.parse(m.timestamp) }));
      matches.sort((x, y) => y.at - x.at || (x.m.matchId < y.m.matchId ? -1 : 1));
      sorted = { version: store.version, matches: matches.map(({ m }) => m) };
    }
    return sorted.matches;
  };

  return [
    defineRoute<BenchmarkReport>({
      method: 'POST',
      path: '/api/research/benchmark/submit',
      tag: 'benchmark',
      summary: 'Store a completed benchmark run (scoring version 1.0)',
      description:
        'Body `{report}` with the run\'s `seed` and every decision. The server replays every game (docs/scoring-v1.md), stores **its own** ' +
        'game scores, dimensions, OCEAN, humanAlignment (against its current human baseline) and `overall` (the mean of the six ' +
        'dimensions), keeps differing submitted numbers under `submitted`, and assigns `runId` when absent. Decisions that ' +
        'cannot be replayed are a 400 `invalid_report` with details. The run is stored `self-reported`: on the leaderboard ' +
        `it ranks below every provider-verified and refereed entry, and with more than ${fallbackPercent} fallback moves (decisions marked \`fallback\`, ` +
        'or its own `invalidReplies` when larger) it is stored `ranked: false` and not listed. A run whose seed and decisions ' +
        'equal a stored run\'s is refused: 409 `duplicate_run`, whose details name the stored `runId`.',
      auth: 'research',
      body: {
        schema: { type: 'object', properties: { report: reportSchema }, required: ['report'] },
        check: checkReport,
        maxBytes: SUBMIT_MAX_BODY_BYTES,
      },
      responses: {
        201: {
          description: 'Stored, with the server\'s scores.',
          schema: allRequired({
            runId: string,
            overall: number,
            rescored: { type: 'boolean' },
            differences,
            verification: runVerification,
            invalidReplies,
            ranked: { type: 'boolean', description: 'False: stored, but never on the leaderboard.' },
          }),
        },
      },
      errors: [...keyErrors, ...bodyErrors, 'invalid_report', 'run_exists', 'duplicate_run'],
      async handle({ body }) {
        if (body.runId !== undefined && store.run(body.runId)) throw new ApiError('run_exists');
        const { report, differences: found } = await rescoreReport(body, await warehouse.humanBaseline());
        const stored = await store.addRun(withStanding(report, 'self-reported'));
        if ('refused' in stored) throw refusalError('run', stored);
        const { runId, overall, rescored, verification, invalidReplies, ranked } = stored;
        return { status: 201, data: { runId, overall, rescored, differences: found, verification, invalidReplies, ranked } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/leaderboard',
      tag: 'benchmark',
      summary: 'The top run of every (provider, model), strongest verification first, ranked by overall, with head-to-head records',
      description:
        'One entry per (provider, model): its best ranked run of the strongest verification it has (provider-verified, then ' +
        'refereed, then self-reported). Every provider-verified entry ranks above every refereed one, and every refereed ' +
        'entry above every self-reported one; within each, higher overall ' +
        `first, then the earlier date, then the smaller runId. Runs with more than ${fallbackPercent} fallback moves ` +
        '(`ranked: false`) are never listed. Two intervals of two things: `dimensionsCi95` is the top run\'s own, over its ' +
        'episodes (`dimensionsCi95.overall` is where its `overall` may lie); `runsCi95` is the interval of `runsMeanOverall`, ' +
        'the mean over the model\'s `runs` ranked runs of the top run\'s verification (so weaker copies cannot narrow a ' +
        'stronger entry\'s), which the top run\'s overall often lies outside. `headToHead`, `bestAgainst`, `worstAgainst`, ' +
        'the signature\'s record and the ratings count provider-verified matches and refereed ones relayed by two buyers only. `references` holds the built-in bots\' rows ' +
        '(`reference: true`), played by the server against its current human baseline for comparison: never ranked, never ' +
        'in `entries`, the matrix, the ratings or the runs (docs/scoring-v1.md, "Reference points").',
      auth: 'researchPublic',
      query: {
        schema: {
          type: 'object',
          properties: {
            rankBy: {
              enum: RANK_BY,
              default: 'overall',
              description:
                '`overall` (the seed\'s default): each model\'s top run, by its overall. `mean`: the mean over all the model\'s runs of its tier, ' +
                'abandoned tables included — the research-grade order, which neither running many times and listing the best nor abandoning ' +
                'the runs that go badly can move. Tiers stay first either way.',
            },
          },
          additionalProperties: false,
        },
      },
      responses: { 200: { description: '`{scoringVersion, synthetic, rankBy, entries, references}`, entries best first.', schema: leaderboardSchema } },
      errors: ['rate_limit_exceeded', 'invalid_parameter'],
      reads: HELD_READS,
      async handle({ req, query }) {
        // Only the first reads after start wait for the reference rows; later ones get the newest held while a changed
        // baseline's are computed (each row names its baseline).
        if (references.latest() === null) await references.current();
        return serveHeld(req, boardBy(query.rankBy));
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/human-baseline',
      tag: 'benchmark',
      summary: 'How people chose in the battery\'s games: what humanAlignment is measured against',
      description:
        'Counts of every human decision in the ten battery games (standard sessions), numbered choices binned as in ' +
        'docs/scoring-v1.md, with the number of sessions and the newest session\'s date. `npm run battery` reads it to score ' +
        'a run exactly as the server will.',
      auth: 'researchPublic',
      responses: {
        200: {
          description: '`{asOf, sessions, games: {game: {bin: count}}}`.',
          schema: {
            type: 'object',
            properties: {
              asOf: { type: ['string', 'null'] },
              sessions: { type: 'integer' },
              games: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } } },
            },
            required: ['asOf', 'sessions', 'games'],
          },
        },
      },
      errors: ['rate_limit_exceeded'],
      handle: async () => ({ status: 200, data: await warehouse.humanBaseline() }),
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/:runId',
      tag: 'benchmark',
      summary: 'One stored benchmark report, as submitted, with runId and overall',
      auth: 'research',
      responses: { 200: { description: 'The report itself (not wrapped).', schema: storedReportSchema } },
      errors: [...keyErrors, 'run_not_found'],
      async handle({ req }) {
        const run = store.run(req.params.runId!);
        if (!run) throw new ApiError('run_not_found');
        return { status: 200, json: JSON.stringify(run) };
      },
    }),

    defineRoute<SubmittedMatch>({
      method: 'POST',
      path: '/api/research/head-to-head/submit',
      tag: 'benchmark',
      summary: 'Store a head-to-head match result',
      description:
        'Body: a StoredHeadToHead record; `matchId` is assigned when absent. With `seed` and every game\'s `decisionsA`/`decisionsB` ' +
        '(what `npm run battery -- match` writes) the server replays the games and stores its own winners and scores ' +
        '(`verification: "replayed"`, `verified: true`); without them the record is stored as sent (`verification: "unverified"`, ' +
        '`verified: false`). Either is listed by `/head-to-head/results` but counts in neither the matrix, the leaderboard\'s ' +
        'head-to-head fields nor the ratings: only provider-verified matches and refereed ones relayed by two buyers do. A match whose seed and both transcripts equal a stored ' +
        'match\'s (seat for seat, whatever the names) is refused: 409 `duplicate_match`, whose details name the stored `matchId`.',
      auth: 'research',
      body: { schema: matchSchema, check: checkMatch, maxBytes: SUBMIT_MAX_BODY_BYTES },
      responses: {
        201: {
          description: 'Stored.',
          schema: allRequired({
            matchId: string,
            verification: matchVerificationSchema,
            verified: { type: 'boolean' },
            rescored: { type: 'boolean' },
            differences,
          }),
        },
      },
      errors: [...keyErrors, ...bodyErrors, 'invalid_match', 'match_exists', 'duplicate_match'],
      async handle({ body }) {
        if (body.matchId !== undefined && store.hasMatch(body.matchId)) throw new ApiError('match_exists');
        const { record, differences: found } = await acceptMatch(body);
        const stored = await store.addMatch(record);
        if ('refused' in stored) throw refusalError('match', stored);
        const { matchId, verification, rescored } = stored;
        return { status: 201, data: { matchId, ...matchVerification(verification), rescored: rescored === true, differences: found } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/head-to-head/matrix',
      tag: 'benchmark',
      summary: 'Wins, losses and draws in the matches that count between every pair of models that met (row model\'s perspective)',
      auth: 'researchPublic',
      responses: {
        200: {
          description:
            '`{synthetic, models, matrix}`: `matrix[i][j]` is models[i]\'s record against models[j] in provider-verified matches and refereed ones relayed by two buyers; null ' +
            'on the diagonal and where two never met in one.',
          schema: allRequired({
            synthetic: { type: 'boolean' },
            models: { type: 'array', items: string },
            matrix: { type: 'array', items: { type: 'array', items: { anyOf: [record3, { type: 'null' }] } } },
          }),
        },
      },
      errors: ['rate_limit_exceeded'],
      reads: HELD_READS,
      handle: async ({ req }) => serveHeld(req, currentBoard().matrix),
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/head-to-head/ratings',
      tag: 'benchmark',
      summary: 'Bradley–Terry ratings of every model from the game-level results of the matches that count, with bootstrap 95 % intervals',
      description:
        'Maximum-likelihood Bradley–Terry over every game result of the matches that count (`counts`: provider-verified matches, and ' +
        'refereed ones whose two seats two buyers relayed; a draw is half a win for each side), on the Elo scale ' +
        '(400·log10 strength) with mean 1000; 95 % intervals from 1,000 seeded bootstrap resamples of matches. A model is rated ' +
        `once it has met at least ${MIN_OPPONENTS} distinct opponents that are rated themselves (models are set aside one at a time ` +
        'while any has fewer): the others are listed with `provisional: true` and `rating: null`, and their matches count for no ' +
        "one's rating, so a few names that only ever play each other cannot place a model on the scale. A rated model outside " +
        'the largest strongly connected group (for example one that never lost or never won) gets `rating: null`. The numbers ' +
        'depend on the set of matches that count alone (not on their order, the instance, or earlier results). Never computed ' +
        'on a request: the answer is the newest result at once, `asOf` the time its matches were read and `matches` how many ' +
        'it covers. After a new match that counts the next result is computed off the event loop (in cluster mode by one ' +
        'instance, the others reading its result) while `pending` is true. Before the first result: `asOf` null, `matches` 0, ' +
        'no models and `pending` true; poll until `pending` is false (or `matches` counts yours).',
      auth: 'researchPublic',
      responses: {
        200: {
          description: '`{method, counts, asOf, matches, pending, models}`, models best first, the provisional ones last.',
          schema: {
            type: 'object',
            properties: {
              method: { type: 'string', const: 'bradley-terry' },
              counts: {
                type: 'array',
                items: { enum: [...PUBLIC_MATCHES] },
                description: 'Which matches the ratings count: provider-verified ones, and refereed ones relayed by two buyers (`relay: "two-buyers"`).',
              },
              asOf: {
                type: ['string', 'null'],
                format: 'date-time',
                description: 'When the matches of this result were read (ISO 8601 UTC); null before the first result.',
              },
              matches: { type: 'integer', minimum: 0, description: 'The matches that count this result covers.' },
              pending: {
                type: 'boolean',
                description: 'True while matches that count exist that this result does not cover: a newer result is being computed.',
              },
              models: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    model: { type: 'string' },
                    rating: { type: ['number', 'null'] },
                    ci95: interval,
                    games: { type: 'integer' },
                    provisional: { type: 'boolean', description: `Fewer than ${MIN_OPPONENTS} rated opponents: listed, not rated.` },
                    opponents: { type: 'integer', minimum: 0, description: 'Distinct opponents in the matches that count.' },
                  },
                  required: ['model', 'rating', 'ci95', 'games', 'provisional', 'opponents'],
                },
              },
            },
            required: ['method', 'counts', 'asOf', 'matches', 'pending', 'models'],
          },
        },
      },
      errors: ['rate_limit_exceeded'],
      reads: HELD_READS,
      handle: async ({ req }) => serveHeld(req, ratingsAnswer()),
    }),

    defineRoute<undefined, { playerA?: string; playerB?: string; limit: number }>({
      method: 'GET',
      path: '/api/research/head-to-head/results',
      tag: 'benchmark',
      summary: 'Completed matches, newest first; playerA / playerB filter symmetrically',
      auth: 'research',
      query: {
        schema: {
          type: 'object',
          properties: {
            playerA: { type: 'string', maxLength: 201, description: 'provider:model; with playerB, matches between the two in either seat.' },
            playerB: { type: 'string', maxLength: 201, description: 'provider:model.' },
            limit: { type: 'integer', minimum: 1, maximum: 1_000, default: 100, description: 'At most this many (default 100, max 1,000).' },
          },
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: '`{count, results}`: records as stored, whatever their `verification`.',
          schema: allRequired({ count: integer, results: { type: 'array', items: storedMatchSchema } }),
        },
      },
      errors: [...keyErrors, 'invalid_parameter'],
      async handle({ query }) {
        const { playerA, playerB } = query;
        const involves = (m: StoredHeadToHead, player: string | undefined) => player === undefined || m.playerA === player || m.playerB === player;
        // A model never plays itself: the same name twice matches nothing.
        const results =
          playerA !== undefined && playerA === playerB
            ? []
            : newestFirst()
                .filter((m) => involves(m, playerA) && involves(m, playerB))
                .slice(0, query.limit);
        return { status: 200, json: JSON.stringify({ count: results.length, results }) };
      },
    }),
  ];
}
