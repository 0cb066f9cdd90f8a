// Area B's row-level reads (SPEC §4): the day's public sample, profiles, per-turn signals, the bulk export and the
// sessions of custom scenarios. Every session id that leaves here is the caller's pseudonym (src/research/pseudonym.ts);
// demographics never leave per row.
import { createHmac } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { DIMENSIONS, findGame, GAME_IDS, type Dimension } from '../research/games.ts';
import { dailySampleSecret, pseudonymiser, type Pseudonymise } from '../research/pseudonym.ts';
import type { JsonSchema } from '../tools/define.ts';
import { contentTypes, encodeExport, EXPORT_FORMATS, extensions, profileRowSchema, type ExportFormat, type ExportRow } from '../../warehouse/export-formats.ts';
import type { ProfileRecord, WarehouseReads } from '../../warehouse/warehouse.ts';
import { allRequired, defineRoute, type RouteContext, type RouteSpec } from './route.ts';

const SAMPLE_SIZE = 50;
const DEFAULT_MIN_GAMES = 3;

const number = { type: 'number' };
const integer = { type: 'integer' };
const string = { type: 'string' };
const date = { type: 'string', description: 'yyyy-mm-dd' };
const oceanSchema = (profileRowSchema.properties as Record<string, JsonSchema>).ocean!;

const limitParam = (fallback: number, max: number): JsonSchema => ({
  type: 'integer',
  minimum: 1,
  maximum: max,
  default: fallback,
  description: `Rows per page, 1 to ${max} (default ${fallback}).`,
});
const offsetParam: JsonSchema = { type: 'integer', minimum: 0, maximum: 1_000_000_000, default: 0, description: 'Rows to skip.' };
const minGamesParam: JsonSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 100_000,
  default: DEFAULT_MIN_GAMES,
  description: 'Only profiles with at least this many games played (default 3).',
};

const pageErrors = ['missing_research_key', 'invalid_research_key', 'rate_limit_exceeded', 'invalid_parameter'] as const;

const rowOf = (record: ProfileRecord, pseudonym: Pseudonymise): ExportRow => ({
  sessionGroup: pseudonym(record.sessionId),
  gameName: record.gameName,
  gamesPlayed: record.gamesPlayed,
  totalDecisions: record.totalDecisions,
  avgResponseTimeMs: record.avgResponseTimeMs,
  ocean: record.ocean,
  confidence: record.confidence,
  date: record.date,
});

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The key that ranks profiles for the day's public sample: one SHA-512 block derived from the day's sample secret,
 * apart from the pseudonyms made with that secret, so the draw's order says nothing about the ids it publishes.
 */
const sampleDrawKey = (daySecret: Buffer): Buffer => createHmac('sha512', daySecret).update('public-sample-draw').digest();

const buyerPseudonym = (ctx: RouteContext): Pseudonymise => pseudonymiser(ctx.buyer!.secret);
const totalHeader = (total: number) => ({ 'X-Total-Count': String(total) });

export interface ResearchDataDeps {
  warehouse: WarehouseReads;
  clock: Clock;
}

export function researchDataRoutes({ warehouse, clock }: ResearchDataDeps): RouteSpec[] {
  // The public sample (SPEC §4): one draw per UTC day, the same for every caller, so repeating the call harvests nothing.
  // The draw is a function of the day, the warehouse's stored root and the profiles (Warehouse.sample): a restart, or
  // another instance on the same warehouse, draws the same rows. Memory only spares the query until the day or the
  // data changes.
  let drawn: { day: string; version: number; body: Promise<{ count: number; profiles: ExportRow[] }> } | null = null;
  const dailySample = () => {
    const now = clock();
    const day = utcDay(now);
    if (!drawn || drawn.day !== day || drawn.version !== warehouse.version) {
      const body = drawSample(now);
      drawn = { day, version: warehouse.version, body };
      body.catch(() => {
        if (drawn?.body === body) drawn = null;
      });
    }
    return drawn.body;
  };
  const drawSample = async (now: number) => {
    const daySecret = dailySampleSecret(await warehouse.sampleSecret(), now);
    const pseudonym = pseudonymiser(daySecret);
    const records = await warehouse.sample(SAMPLE_SIZE, DEFAULT_MIN_GAMES, sampleDrawKey(daySecret));
    const profiles = records.map((r) => rowOf(r, pseudonym));
    return { count: profiles.length, profiles };
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/api/research/sample',
      tag: 'research',
      summary: "The day's sample: up to 50 profiles (gamesPlayed ≥ 3) drawn at random once per UTC day",
      auth: 'researchPublic',
      responses: {
        200: {
          description:
            'The same rows for every caller all UTC day, drawn anew the next day. Session groups use a secret that rotates ' +
            'daily and belongs to no buyer. A profile loaded during the day joins only if it ranks into the draw; an ' +
            'erased one leaves at once.',
          schema: allRequired({ count: integer, profiles: { type: 'array', items: profileRowSchema } }),
        },
      },
      errors: ['rate_limit_exceeded'],
      handle: async () => ({ status: 200, data: await dailySample() }),
    }),

    defineRoute<undefined, { min_games: number; limit: number; offset: number }>({
      method: 'GET',
      path: '/api/research/profiles',
      tag: 'research',
      summary: "Endgame profiles, one per session, ordered by date (then a stable internal order)",
      auth: 'research',
      query: {
        schema: {
          type: 'object',
          properties: { min_games: minGamesParam, limit: limitParam(50, 500), offset: offsetParam },
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: '`count` rows in this page, `total` matching (also in X-Total-Count).',
          schema: allRequired({ count: integer, total: integer, profiles: { type: 'array', items: profileRowSchema } }),
          headers: ['X-Total-Count'],
        },
      },
      errors: pageErrors,
      async handle(ctx) {
        const { min_games, limit, offset } = ctx.query;
        const { total, rows } = await warehouse.profiles(min_games, offset, limit, ctx.lane ?? undefined);
        const pseudonym = buyerPseudonym(ctx);
        const profiles = rows.map((r) => rowOf(r, pseudonym));
        return { status: 200, headers: totalHeader(total), data: { count: profiles.length, total, profiles } };
      },
    }),

    defineRoute<undefined, { game: string; dimension: Dimension; limit: number; offset: number }>({
      method: 'GET',
      path: '/api/research/signals',
      tag: 'research',
      summary: 'Per-turn signal values of one dimension in one game',
      auth: 'research',
      query: {
        schema: {
          type: 'object',
          properties: {
            game: { type: 'string', maxLength: 100, description: `One of the 15 game ids (any letter case): ${GAME_IDS.join(', ')}.` },
            dimension: { enum: [...DIMENSIONS], description: 'The psych-signal dimension.' },
            limit: limitParam(100, 1_000),
            offset: offsetParam,
          },
          required: ['game', 'dimension'],
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: 'Turns ordered by date, session, round; `total` matching (also in X-Total-Count).',
          schema: allRequired({
            game: string,
            dimension: { type: 'string', enum: [...DIMENSIONS] },
            count: integer,
            total: integer,
            signals: {
              type: 'array',
              items: allRequired({
                sessionId: { type: 'string', description: 'Your pseudonym of the session (same as sessionGroup elsewhere).' },
                round: integer,
                choice: string,
                responseTimeMs: number,
                signalValue: number,
                bigFiveSnapshot: oceanSchema,
                date,
              }),
            },
          }),
          headers: ['X-Total-Count'],
        },
      },
      errors: [...pageErrors, 'unknown_game'],
      async handle(ctx) {
        const { dimension, limit, offset } = ctx.query;
        const game = findGame(ctx.query.game);
        if (!game) throw new ApiError('unknown_game', `Unknown game; valid ids: ${GAME_IDS.join(', ')}.`);
        const { total, rows } = await warehouse.signals(game, dimension, offset, limit, ctx.lane ?? undefined);
        const pseudonym = buyerPseudonym(ctx);
        const signals = rows.map((r) => ({ ...r, sessionId: pseudonym(r.sessionId) }));
        return { status: 200, headers: totalHeader(total), data: { game, dimension, count: signals.length, total, signals } };
      },
    }),

    defineRoute<undefined, { format: ExportFormat; min_games: number; limit: number; offset: number }>({
      method: 'GET',
      path: '/api/research/export',
      tag: 'research',
      summary: 'Bulk download of profiles as JSON, CSV or Arrow IPC (at most 5,000 rows per request)',
      description:
        'Streamed as an attachment. JSON: `{offset, profiles, count}`. CSV columns: ' +
        'sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date; a text cell starting ' +
        "with = + - @, tab or CR is prefixed with '. Arrow: an IPC stream, one record batch per 2,048 rows.",
      auth: 'research',
      query: {
        schema: {
          type: 'object',
          properties: {
            format: { enum: [...EXPORT_FORMATS], default: 'json', description: 'json (default), csv or arrow.' },
            min_games: minGamesParam,
            limit: limitParam(5_000, 5_000),
            offset: offsetParam,
          },
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: 'The file, in the media type of `format`; X-Total-Count holds the number of matching profiles.',
          content: {
            // The JSON export is written by its own encoder (streamed), so it is documented here, not serialised.
            'application/json': allRequired({ offset: integer, profiles: { type: 'array', items: profileRowSchema }, count: integer }),
            'text/csv': {
              type: 'string',
              description:
                'Header row sessionGroup,gameName,gamesPlayed,totalDecisions,avgResponseTimeMs,O,C,E,A,N,confidence,date, then one row per profile.',
            },
            'application/vnd.apache.arrow.stream': {
              type: 'string',
              contentMediaType: 'application/vnd.apache.arrow.stream',
              description: 'An Arrow IPC stream, one record batch per 2,048 rows.',
            },
          },
          headers: ['Content-Disposition', 'X-Total-Count'],
        },
      },
      errors: pageErrors,
      async handle(ctx) {
        const { format, min_games, limit, offset } = ctx.query;
        const pseudonym = buyerPseudonym(ctx);
        // A page is at most 5,000 rows: read it whole, then encode and write it chunk by chunk as the client takes it.
        const { total, rows } = await warehouse.profiles(min_games, offset, limit, ctx.lane ?? undefined);
        async function* batches() {
          for (let i = 0; i < rows.length; i += 2048) yield rows.slice(i, i + 2048).map((r) => rowOf(r, pseudonym));
        }
        const day = new Date(clock()).toISOString().slice(0, 10);
        return {
          status: 200,
          headers: {
            ...totalHeader(total),
            'Content-Type': contentTypes[format],
            'Content-Disposition': `attachment; filename="research-profiles-${day}.${extensions[format]}"`,
          },
          stream: encodeExport(format, batches(), { offset, total }),
        };
      },
    }),

    defineRoute<undefined, { scenarioId?: string; limit: number; offset: number }>({
      method: 'GET',
      path: '/api/research/scenarios',
      tag: 'research',
      summary: 'Sessions of operator-authored custom scenarios, and session counts per scenario',
      auth: 'research',
      query: {
        schema: {
          type: 'object',
          properties: {
            scenarioId: { type: 'string', maxLength: 64, description: 'Only sessions of this scenario.' },
            limit: limitParam(50, 500),
            offset: offsetParam,
          },
          additionalProperties: false,
        },
      },
      responses: {
        200: {
          description: '`sessions` is the page (ordered by date); `scenarios` counts sessions of every scenario; `total` also in X-Total-Count.',
          schema: allRequired({
            count: integer,
            total: integer,
            sessions: { type: 'array', items: allRequired({ sessionGroup: string, scenarioId: string, totalRounds: integer, date }) },
            scenarios: { type: 'array', items: allRequired({ scenarioId: string, sessions: integer }) },
          }),
          headers: ['X-Total-Count'],
        },
      },
      errors: pageErrors,
      async handle(ctx) {
        const { scenarioId, limit, offset } = ctx.query;
        const { total, rows, summary } = await warehouse.scenarioSessions(scenarioId ?? null, offset, limit, ctx.lane ?? undefined);
        const pseudonym = buyerPseudonym(ctx);
        const sessions = rows.map((r) => ({ sessionGroup: pseudonym(r.sessionId), scenarioId: r.scenarioId, totalRounds: r.totalRounds, date: r.date }));
        return { status: 200, headers: totalHeader(total), data: { count: sessions.length, total, sessions, scenarios: summary } };
      },
    }),
  ];
}
