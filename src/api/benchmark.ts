// Benchmark runs and head-to-head results (SPEC §6). Submits are checked, stored, and bump the store's version; the
// leaderboard and matrix are recomputed on the first read after a change and served as ready JSON until the next.
import { gzipSync } from 'node:zlib';
import { ApiError } from '../errors.ts';
import type { HttpRequest } from '../http/types.ts';
import { checkMatch, checkReport, matchSchema, reportSchema, SCORING_VERSION, type BenchmarkReport, type StoredHeadToHead } from '../research/benchmark.ts';
import { buildLeaderboard, buildMatrix } from '../research/leaderboard.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import { defineRoute, type Reply, type RouteSpec } from './route.ts';

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
const record3 = { type: 'object', properties: { wins: { type: 'integer' }, losses: { type: 'integer' }, draws: { type: 'integer' } } };

export function benchmarkRoutes(store: BenchmarkStore): RouteSpec[] {
  /**
   * The leaderboard and matrix as UTF-8 JSON and gzipped, for the store version they were computed from: a 500-model
   * matrix is about 3 MB of JSON and 5 % of that gzipped, so clients that accept gzip get it.
   */
  let board: { version: number; leaderboard: Encoded; matrix: Encoded } | null = null;
  const currentBoard = () => {
    if (board?.version !== store.version) {
      const synthetic = store.synthetic;
      board = {
        version: store.version,
        leaderboard: encoded({ scoringVersion: SCORING_VERSION, synthetic, entries: buildLeaderboard(store.allRuns(), store.allMatches()) }),
        matrix: encoded({ synthetic, ...buildMatrix(store.allMatches()) }),
      };
    }
    return board;
  };
  const serve = (req: HttpRequest, body: Encoded): Reply =>
    acceptsGzip(req.headers['accept-encoding'])
      ? { status: 200, json: body.gzip, headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } }
      : { status: 200, json: body.plain, headers: { Vary: 'Accept-Encoding' } };

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
      description: 'Body `{report}`. The server assigns `runId` when absent and computes `overall` (the mean of the six dimensions).',
      auth: 'research',
      body: {
        schema: { type: 'object', properties: { report: reportSchema }, required: ['report'] },
        check: checkReport,
        maxBytes: SUBMIT_MAX_BODY_BYTES,
      },
      responses: {
        201: {
          description: 'Stored.',
          schema: { type: 'object', properties: { runId: { type: 'string' }, overall: { type: 'number' } }, required: ['runId', 'overall'] },
        },
      },
      errors: [...keyErrors, ...bodyErrors, 'invalid_report', 'run_exists'],
      async handle({ body }) {
        const stored = await store.addRun(body);
        if (!stored) throw new ApiError('run_exists');
        return { status: 201, data: { runId: stored.runId, overall: stored.overall } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/leaderboard',
      tag: 'benchmark',
      summary: 'The top run of every (provider, model), ranked by overall, with head-to-head records',
      auth: 'researchPublic',
      responses: { 200: { description: '`{scoringVersion, synthetic, entries}`; `synthetic` is true while all data is demo data.' } },
      errors: ['rate_limit_exceeded'],
      reads: ['accept-encoding'],
      handle: async ({ req }) => serve(req, currentBoard().leaderboard),
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/:runId',
      tag: 'benchmark',
      summary: 'One stored benchmark report, as submitted, with runId and overall',
      auth: 'research',
      responses: { 200: { description: 'The report itself (not wrapped).' } },
      errors: [...keyErrors, 'run_not_found'],
      async handle({ req }) {
        const run = store.run(req.params.runId!);
        if (!run) throw new ApiError('run_not_found');
        return { status: 200, json: JSON.stringify(run) };
      },
    }),

    defineRoute<ReturnType<typeof checkMatch>>({
      method: 'POST',
      path: '/api/research/head-to-head/submit',
      tag: 'benchmark',
      summary: 'Store a head-to-head match result',
      description: 'Body: a StoredHeadToHead record; `matchId` is assigned when absent.',
      auth: 'research',
      body: { schema: matchSchema, check: checkMatch, maxBytes: SUBMIT_MAX_BODY_BYTES },
      responses: {
        201: { description: 'Stored.', schema: { type: 'object', properties: { matchId: { type: 'string' } }, required: ['matchId'] } },
      },
      errors: [...keyErrors, ...bodyErrors, 'invalid_match', 'match_exists'],
      async handle({ body }) {
        const stored = await store.addMatch(body);
        if (!stored) throw new ApiError('match_exists');
        return { status: 201, data: { matchId: stored.matchId } };
      },
    }),

    defineRoute({
      method: 'GET',
      path: '/api/research/head-to-head/matrix',
      tag: 'benchmark',
      summary: 'Wins, losses and draws between every pair of models that met (row model\'s perspective)',
      auth: 'researchPublic',
      responses: {
        200: {
          description: '`{synthetic, models, matrix}`: `matrix[i][j]` is models[i]\'s record against models[j]; null on the diagonal and where two never met.',
          schema: {
            type: 'object',
            properties: {
              synthetic: { type: 'boolean' },
              models: { type: 'array', items: { type: 'string' } },
              matrix: { type: 'array', items: { type: 'array', items: { anyOf: [record3, { type: 'null' }] } } },
            },
          },
        },
      },
      errors: ['rate_limit_exceeded'],
      reads: ['accept-encoding'],
      handle: async ({ req }) => serve(req, currentBoard().matrix),
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
      responses: { 200: { description: '`{count, results}`: records as stored.' } },
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
