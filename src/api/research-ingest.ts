// Telemetry ingest from the desktop app: uploads of consented sessions (checked by src/research/batch-check.ts in the
// ingest workers) and consent withdrawals, which erase a session.
import type { Clock } from '../clock.ts';
import type { Ingest } from '../research/ingest.ts';
import { MAX_SESSIONS_PER_BATCH, telemetryBatchSchema } from '../research/telemetry.ts';
import { defineRoute, type RouteContext, type RouteSpec } from './route.ts';

export const INGEST_MAX_BODY_BYTES = 5 * 1024 * 1024;

const integer = { type: 'integer' };
const string = { type: 'string' };

export interface IngestRoutesDeps {
  ingest: Ingest;
  clock: Clock;
}

export function ingestRoutes({ ingest, clock }: IngestRoutesDeps): RouteSpec[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/research/ingest',
      tag: 'ingest',
      summary: 'Upload a batch of consented game sessions (desktop app)',
      description:
        `At most ${MAX_SESSIONS_PER_BATCH} sessions and 5 MiB. Checked whole before anything is stored: forbidden fields ` +
        'anywhere (400 forbidden_field), consent (400 consent_required), then shape, ranges and choices (400 invalid_session). ' +
        'Accepted batches become visible after the next load (embedded: scheduled; cluster: the loader reads the ingest ' +
        'stream continuously); a re-sent sessionId replaces the earlier copy.',
      auth: 'ingest',
      body: {
        schema: telemetryBatchSchema,
        raw: true,
        maxBytes: INGEST_MAX_BODY_BYTES,
      },
      responses: {
        202: {
          description: 'Stored: in the inbox (embedded mode) or the Redis ingest stream (cluster mode; `batchId` is the entry id).',
          schema: { type: 'object', properties: { accepted: integer, batchId: string }, required: ['accepted', 'batchId'] },
        },
      },
      errors: [
        'missing_ingest_key',
        'invalid_ingest_key',
        'unsupported_media_type',
        'payload_too_large',
        'invalid_json',
        'forbidden_field',
        'consent_required',
        'invalid_session',
      ],
      async handle(ctx: RouteContext<Buffer>) {
        return { status: 202, data: await ingest.upload(ctx.body, clock()) };
      },
    }),

    defineRoute({
      method: 'DELETE',
      path: '/api/research/ingest/sessions/:sessionId',
      tag: 'ingest',
      summary: 'Withdraw consent: erase one session from inbox and warehouse',
      auth: 'ingest',
      responses: {
        200: {
          description:
            '`deleted` counts the records removed (0 when the session is unknown: erasure is idempotent). In cluster ' +
            'mode the erasure goes through the ingest stream after the batches accepted before it; 503 service_busy ' +
            'when no loader applied it within 30 s (it stays queued; repeating the request is harmless).',
          schema: { type: 'object', properties: { deleted: integer }, required: ['deleted'] },
        },
      },
      errors: ['missing_ingest_key', 'invalid_ingest_key', 'service_busy'],
      async handle({ req }) {
        const removed = await ingest.erase(req.params.sessionId!);
        return { status: 200, data: { deleted: removed.inbox + removed.warehouse } };
      },
    }),
  ];
}
