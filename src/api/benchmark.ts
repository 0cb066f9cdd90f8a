// Benchmark runs and head-to-head results (SPEC §6). Submits are checked, stored, and bump the store's version; the
// leaderboard and matrix are recomputed on the first read after a change and served as ready JSON until the next.
// Submitted runs are self-reported and submitted matches replayed or unverified: stored and listed, but only refereed
// evidence moves the public numbers (SPEC §6, "Trust").
import { gzipSync } from 'node:zlib';
import { ApiError } from '../errors.ts';
import type { HttpRequest } from '../http/types.ts';
import {
  checkMatch,
  checkReport,
  isRefereed,
  MATCH_VERIFICATIONS,
  matchSchema,
  matchVerification,
  MAX_FALLBACK_SHARE,
  reportSchema,
  RUN_VERIFICATIONS,
  SCORING_VERSION,
  withStanding,
  type BenchmarkReport,
  type StoredHeadToHead,
  type SubmittedMatch,
} from '../research/benchmark.ts';
import { buildLeaderboard, buildMatrix } from '../research/leaderboard.ts';
import type { StatsPool } from '../research/stats-pool.ts';
import { acceptMatch } from '../battery/match.ts';
import type { Ratings } from '../battery/ratings.ts';
import { rescoreReport } from '../battery/rescore.ts';
import type { JsonSchema } from '../tools/define.ts';
import type { BenchmarkStore, Refused } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { allRequired, defineRoute, type Reply, type RouteSpec } from './route.ts';

export const SUBMIT_MAX_BODY_BYTES = 5 * 1024 * 1024;

interface Encoded {
  plain: Buffer;
  gzip: Buffer;
}

const encoded = (value: unknown): Encoded => {
  const plain = Buffer.from(JSON.stringify(value));
  return { plain, gzip: gzipSync(plain, { level: 6 }) };
};

/** Whether Accept-Encoding allows gzip (and does not refuse it with q=0). */
const acceptsGzip = (header: string | undefined): boolean =>
  header !== undefined && header.split(',').some((part) => /^\s*(gzip|\*)\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*$)[0-9.]+\s*)?$/i.test(part));

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
    '`refereed`: played through the server, which drew the seed and applied every decision; `self-reported`: played by ' +
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
  required: [...(reportSchema.required as string[]), 'runId', 'overall', 'baseline', 'rescored', 'verification', 'invalidReplies', 'ranked'],
};

const matchVerificationSchema = {
  enum: [...MATCH_VERIFICATIONS],
  description:
    '`refereed`: played through the server; `replayed`: played by the client, replayed from its seed and transcripts on submit; ' +
    '`unverified`: no transcript, stored as sent. Only refereed matches count in the matrix, head-to-head records and ratings.',
};

/** A match as stored and served (StoredHeadToHead). */
const storedMatchSchema: JsonSchema = {
  ...matchSchema,
  properties: {
    ...(matchSchema.properties as Record<string, JsonSchema>),
    matchId: string,
    verification: matchVerificationSchema,
    verified: { type: 'boolean', description: '`verification` is not `unverified`: the record holds the server\'s results.' },
    rescored: { type: 'boolean', description: 'True when the submitted results differed from the replay (replayed records).' },
    submitted: { type: 'object', additionalProperties: true, description: 'The submitted results that differed; only when `rescored`.' },
  },
  required: [...(matchSchema.required as string[]), 'matchId', 'verification'],
};

const opponent = { anyOf: [allRequired({ opponent: string, winRate: number }), { type: 'null' }] };
const leaderboardSchema = allRequired({
  scoringVersion: { type: 'string', const: SCORING_VERSION },
  synthetic: { type: 'boolean', description: 'True while all data is demo data.' },
  entries: {
    type: 'array',
    items: allRequired({
      rank: integer,
      runId: string,
      provider: string,
      model: string,
      overall: number,
      verification: { ...runVerification, description: "The top run's: every refereed entry ranks above every self-reported one." },
      invalidReplies: { ...invalidReplies, description: "The top run's fallback moves." },
      ci95: {
        ...interval,
        description:
          "95 % interval of the model's mean overall over its ranked runs of the top run's verification (self-reported " +
          "runs never narrow a refereed entry's); null with one run.",
      },
      rating: { ...nullableNumber, description: 'Head-to-head Bradley–Terry rating (Elo scale); null when it cannot be rated.' },
      ratingCi95: interval,
      dimensions: reportProperties.dimensions!,
      humanAlignment: number,
      ocean: reportProperties.ocean!,
      runs: { ...integer, description: "The model's ranked runs of the top run's verification." },
      date: string,
      headToHead: allRequired({ wins: integer, losses: integer, draws: integer, winRate: nullableNumber }),
      bestAgainst: opponent,
      worstAgainst: opponent,
      signature: string,
    }),
  },
});

export interface BenchmarkDeps {
  benchmarks: BenchmarkStore;
  warehouse: WarehouseReads;
  stats: StatsPool;
}

/**
 * Head-to-head ratings of the refereed matches, recomputed in the stats pool when they change (store.refereedVersion):
 * one computation at a time (changes during one are picked up by the next), every rejection handled (a pool closing at
 * shutdown rejects the one in flight).
 */
class RatingsCache {
  private ready: { version: number; ratings: Ratings; encoded: Encoded } | null = null;
  private running: Promise<void> | null = null;
  private failure: unknown = null;

  constructor(
    private readonly store: BenchmarkStore,
    private readonly stats: StatsPool,
  ) {}

  /** The newest ratings computed so far (of the current matches or earlier ones); starts a computation if stale. */
  latest(): Ratings | null {
    this.refresh();
    return this.ready?.ratings ?? null;
  }

  /** The ratings of the matches stored when called (or of later ones), waiting for them if need be. */
  async current(): Promise<Encoded> {
    const wanted = this.store.refereedVersion;
    while (!this.ready || this.ready.version < wanted) {
      this.refresh();
      this.failure = null;
      await this.running;
      if (this.failure !== null) throw this.failure;
    }
    return this.ready.encoded;
  }

  private refresh(): void {
    if (this.running || this.ready?.version === this.store.refereedVersion) return;
    const version = this.store.refereedVersion;
    this.running = this.stats
      .ratings([...this.store.allMatches()].filter(isRefereed))
      .then(
        (ratings) => {
          this.ready = { version, ratings, encoded: encoded(ratings) };
        },
        (error: unknown) => {
          this.failure = error;
        },
      )
      .finally(() => {
        this.running = null;
      });
  }
}

export function benchmarkRoutes({ benchmarks: store, warehouse, stats }: BenchmarkDeps): RouteSpec[] {
  const ratings = new RatingsCache(store, stats);
  // Stored matches are rated from the start, so the first leaderboard a visitor sees already carries ratings.
  if (store.size.matches > 0) ratings.latest();

  /**
   * The leaderboard and matrix as UTF-8 JSON and gzipped, for the store version (and ratings) they were computed from:
   * a 500-model matrix is about 3 MB of JSON and 5 % of that gzipped, so clients that accept gzip get it. The
   * leaderboard never waits for ratings: it carries the newest ones ready and is rebuilt when fresher ones arrive.
   */
  let board: { version: number; ratings: Ratings | null; leaderboard: Encoded; matrix: Encoded } | null = null;
  const leaderboard = (rated: Ratings | null) =>
    encoded({ scoringVersion: SCORING_VERSION, synthetic: store.synthetic, entries: buildLeaderboard(store.allRuns(), store.allMatches(), rated ?? undefined) });
  const currentBoard = () => {
    const rated = ratings.latest();
    if (board?.version !== store.version) {
      board = { version: store.version, ratings: rated, leaderboard: leaderboard(rated), matrix: encoded({ synthetic: store.synthetic, ...buildMatrix(store.allMatches()) }) };
    } else if (board.ratings !== rated) {
      board.ratings = rated;
      board.leaderboard = leaderboard(rated);
    }
    return board;
  };
  const serve = (req: HttpRequest, body: Encoded): Reply =>
    acceptsGzip(req.headers['accept-encoding'])
      ? { status: 200, json: body.gzip, shared: true, headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } }
      : { status: 200, json: body.plain, shared: true, headers: { Vary: 'Accept-Encoding' } };

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
        `it ranks below every refereed entry, and with more than ${fallbackPercent} fallback moves (decisions marked \`fallback\`, ` +
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
      summary: 'The top run of every (provider, model), refereed entries first, ranked by overall, with head-to-head records',
      description:
        'One entry per (provider, model): its best ranked run, chosen among its refereed runs when it has any, else among ' +
        'its self-reported ones. Every refereed entry ranks above every self-reported entry; within each, higher overall ' +
        `first, then the earlier date, then the smaller runId. Runs with more than ${fallbackPercent} fallback moves ` +
        '(`ranked: false`) are never listed. `runs` and `ci95` are over the model\'s ranked runs of the top run\'s ' +
        'verification, so self-reported copies cannot narrow a refereed entry\'s interval. `headToHead`, `bestAgainst`, ' +
        '`worstAgainst`, the signature\'s record and the ratings count refereed matches only.',
      auth: 'researchPublic',
      responses: { 200: { description: '`{scoringVersion, synthetic, entries}`, best first.', schema: leaderboardSchema } },
      errors: ['rate_limit_exceeded'],
      reads: ['accept-encoding'],
      handle: async ({ req }) => serve(req, currentBoard().leaderboard),
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
        'head-to-head fields nor the ratings: only refereed matches do. A match whose seed and both transcripts equal a stored ' +
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
      summary: 'Wins, losses and draws in refereed matches between every pair of models that met (row model\'s perspective)',
      auth: 'researchPublic',
      responses: {
        200: {
          description:
            '`{synthetic, models, matrix}`: `matrix[i][j]` is models[i]\'s record against models[j] in refereed matches; null ' +
            'on the diagonal and where two never met in one.',
          schema: allRequired({
            synthetic: { type: 'boolean' },
            models: { type: 'array', items: string },
            matrix: { type: 'array', items: { type: 'array', items: { anyOf: [record3, { type: 'null' }] } } },
          }),
        },
      },
      errors: ['rate_limit_exceeded'],
      reads: ['accept-encoding'],
      handle: async ({ req }) => serve(req, currentBoard().matrix),
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/head-to-head/ratings',
      tag: 'benchmark',
      summary: 'Bradley–Terry ratings of every model from the game-level results of refereed matches, with bootstrap 95 % intervals',
      description:
        'Maximum-likelihood Bradley–Terry over every game result of the refereed matches (a draw is half a win for each side), on the Elo scale ' +
        '(400·log10 strength) with mean 1000; 95 % intervals from 1,000 seeded bootstrap resamples of matches. A model outside ' +
        'the largest strongly connected group (for example one that never lost or never won) gets `rating: null`. Computed ' +
        'off the event loop and cached until the data changes.',
      auth: 'researchPublic',
      responses: {
        200: {
          description: '`{method, models}`, best first.',
          schema: {
            type: 'object',
            properties: {
              method: { type: 'string', const: 'bradley-terry' },
              models: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { model: { type: 'string' }, rating: { type: ['number', 'null'] }, ci95: interval, games: { type: 'integer' } },
                  required: ['model', 'rating', 'ci95', 'games'],
                },
              },
            },
            required: ['method', 'models'],
          },
        },
      },
      errors: ['rate_limit_exceeded'],
      reads: ['accept-encoding'],
      handle: async ({ req }) => serve(req, await ratings.current()),
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
