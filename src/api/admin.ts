// Routes of the admin listener (127.0.0.1, token from DATA_DIR/admin.json): what the CLI does while the service runs.
import { createHmac } from 'node:crypto';
import type { AdminVia, AuditFields, AuditLog } from '../audit.ts';
import { describeAccount, type AccountService } from '../control/accounts.ts';
import { planNames, type Plan } from '../control/plans.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import { defineRoute, type Reply, type RouteSpec } from './route.ts';
import type { Ingest } from '../research/ingest.ts';
import type { JsonSchema } from '../tools/define.ts';
import type { AccessStore } from '../../warehouse/access.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { acceptMatch } from '../battery/match.ts';
import { rescoreReport } from '../battery/rescore.ts';
import { checkMatch, checkReport, MATCH_RELAYS, MATCH_VERIFICATIONS, matchVerification, RUN_VERIFICATIONS, withStanding, type MatchRelay } from '../research/benchmark.ts';
import { randomUUID } from 'node:crypto';

export interface SetPlanRequest {
  email: string;
  plan: Plan;
  /** Overrides the plan's hourly limit; null restores it. */
  limit: number | null;
}

export const setPlanSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    plan: { type: 'string', enum: planNames },
    limit: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000_000, default: null },
  },
  required: ['email', 'plan'],
  additionalProperties: false,
};

/** Shared by the admin listener and the CLI's direct path, so both behave the same. */
export async function setPlan(accounts: AccountService, request: SetPlanRequest) {
  const account = await accounts.setPlan(request.email, request.plan, request.limit);
  if (!account) throw new ApiError('account_not_found', `No account has the e-mail address ${request.email}.`);
  return describeAccount(account);
}

/**
 * The audit fields of an admin command, picked by name from what it was asked and what it answered: the e-mail, plan,
 * buyer or app build it was about and the hash of a key it created or revoked. Never a key, never a session id of a
 * data subject (an erasure must not leave the id behind in the audit trail).
 */
export function adminAuditFields(body: unknown, result?: unknown): AuditFields {
  const asked = (body ?? {}) as Record<string, unknown>;
  const answered = (result ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fields: AuditFields = {
    email: text(asked.email),
    plan: text(asked.plan),
    buyer: text(asked.buyer),
    name: text(asked.name),
    keyHash: text(answered.hash) ?? text(asked.hash),
  };
  if (asked.limit === null || typeof asked.limit === 'number') fields.limit = asked.limit;
  if (typeof asked.sessions === 'number') fields.sessions = asked.sessions;
  for (const name of Object.keys(fields) as Array<keyof AuditFields>) if (fields[name] === undefined) delete fields[name];
  return fields;
}

/**
 * Runs one admin command and records it, whether it succeeds or not (`outcome` is `ok` or the error code);
 * `answerOf` finds the command's answer in what `run` returns (a route's Reply carries it as `data`).
 */
export async function auditedCommand<T>(
  audit: AuditLog,
  via: AdminVia,
  command: string,
  body: unknown,
  run: () => Promise<T>,
  answerOf: (result: T) => unknown = (result) => result,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    // ApiError and CliError carry their code (so do Node's system errors).
    const code = (error as { code?: unknown } | null)?.code;
    const outcome = typeof code === 'string' ? code : 'error';
    audit.record('admin_command', { command, via, outcome, ...adminAuditFields(body) });
    throw error;
  }
  audit.record('admin_command', { command, via, outcome: 'ok', ...adminAuditFields(body, answerOf(result)) });
  return result;
}

/** Admin answers can carry a new key: no cache may keep any of them. */
const noStore = { 'Cache-Control': 'no-store' };

/** An admin-listener route whose handler is audited as command `/admin/<name>` and answered with no-store. */
function adminRoute<B>(audit: AuditLog, spec: RouteSpec<B>): RouteSpec<B> {
  const command = spec.path.replace(/^\/admin\//, '');
  return {
    ...spec,
    handle: async (ctx) => {
      const reply: Reply = await auditedCommand(audit, 'admin-listener', command, ctx.body, () => spec.handle(ctx), (r) => r.data);
      return { ...reply, headers: { ...reply.headers, ...noStore } };
    },
  };
}

/**
 * The unauthenticated hello of the admin listener: it proves it holds the token of admin.json by answering
 * HMAC-SHA256(token, "admin-hello:" + nonce) for the CLI's fresh nonce, so the CLI never sends the token to
 * whatever else may listen on a stale admin.json's port.
 */
export const ADMIN_HELLO_PATH = '/admin/hello';
export const adminHelloProof = (token: string, nonce: string): string =>
  createHmac('sha256', token).update(`admin-hello:${nonce}`).digest('hex');
const ADMIN_NONCE_PATTERN = '^[0-9a-f]{64}$';

export interface AdminRouteDeps {
  accounts: AccountService;
  /** The bearer token of this listener (admin.json). */
  token: string;
  audit: AuditLog;
}

export function adminRoutes({ accounts, token, audit }: AdminRouteDeps): RouteSpec[] {
  return [
    defineRoute<{ nonce: string }>({
      method: 'POST',
      path: ADMIN_HELLO_PATH,
      tag: 'admin',
      summary: 'Proves this listener holds the admin.json token, without the caller sending it',
      auth: 'public',
      body: {
        schema: {
          type: 'object',
          properties: { nonce: { type: 'string', pattern: ADMIN_NONCE_PATTERN } },
          required: ['nonce'],
          additionalProperties: false,
        },
        maxBytes: 1024,
      },
      responses: {
        200: {
          description: 'HMAC-SHA256(token, "admin-hello:" + nonce), hex.',
          schema: { type: 'object', properties: { proof: { type: 'string' } }, required: ['proof'] },
        },
      },
      errors: ['invalid_body', 'invalid_json', 'payload_too_large'],
      async handle({ body }) {
        return { status: 200, data: { proof: adminHelloProof(token, body.nonce) } };
      },
    }),
    adminRoute<SetPlanRequest>(audit, {
      method: 'POST',
      path: '/admin/set-plan',
      tag: 'admin',
      summary: "Change an account's plan and optional hourly limit",
      auth: 'admin',
      body: { schema: setPlanSchema },
      responses: { 200: { description: 'The account as it is now.' } },
      errors: ['unauthenticated', 'account_not_found', 'invalid_body', 'invalid_json'],
      async handle({ body }) {
        return { status: 200, data: await setPlan(accounts, body) };
      },
    }),
  ];
}

/** What the research admin commands work on. */
export interface ResearchServices {
  access: AccessStore;
  ingest: Ingest;
  benchmarks: BenchmarkStore;
  warehouse: WarehouseReads;
}

interface ResearchOperation {
  schema: JsonSchema;
  run(services: ResearchServices, body: any): Promise<unknown>;
}

const hashSchema = { type: 'object', properties: { hash: { type: 'string', minLength: 1, maxLength: 128 } }, required: ['hash'], additionalProperties: false };
/** Revokes a key of `kind` by its hash; an unknown or revoked hash is 404 key_not_found. */
const revokeOperation = (kind: string, revoke: (s: ResearchServices, hash: string) => Promise<boolean>): ResearchOperation => ({
  schema: hashSchema,
  async run(s, { hash }) {
    if (!(await revoke(s, hash))) throw new ApiError('key_not_found', `No active ${kind} key has that hash.`);
    return { revoked: hash };
  },
});
const nameSchema = (key: string) => ({
  type: 'object',
  properties: { [key]: { type: 'string', minLength: 1, maxLength: 100 } },
  required: [key],
  additionalProperties: false,
});

/** The research admin commands, shared by the admin listener and the CLI's direct path (like setPlan). */
export const researchOperations: Record<string, ResearchOperation> = {
  'research-key/create': { schema: nameSchema('buyer'), run: (s, { buyer }) => s.access.createResearchKey(buyer) },
  'research-key/revoke': revokeOperation('research', (s, hash) => s.access.revokeResearchKey(hash)),
  'research-key/list': { schema: { type: 'object', additionalProperties: false }, run: async (s) => ({ keys: await s.access.listResearchKeys() }) },
  'ingest-key/create': { schema: nameSchema('name'), run: (s, { name }) => s.access.createIngestKey(name) },
  'ingest-key/revoke': revokeOperation('ingest', (s, hash) => s.access.revokeIngestKey(hash)),
  'ingest/run': { schema: { type: 'object', additionalProperties: false }, run: (s) => s.ingest.run() },
  'privacy/delete': {
    schema: { type: 'object', properties: { sessionId: { type: 'string', minLength: 1, maxLength: 128 } }, required: ['sessionId'], additionalProperties: false },
    run: (s, { sessionId }) => s.ingest.erase(sessionId),
  },
};

export const demoSeedSchema = {
  type: 'object',
  properties: {
    sessions: { type: 'integer', minimum: 1, maximum: 10_000_000 },
    seed: { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'Session ids carry the seed: another seed adds sessions.' },
  },
  required: ['sessions'],
  additionalProperties: false,
};

/** An imported record's `verification`, which the operator vouches for, apart from the record itself (checked as a submit). */
function vouched<V extends string>(entry: unknown, allowed: readonly V[], code: ErrorCode, path: string): { verification?: V; record: unknown } {
  if (entry === null || typeof entry !== 'object' || !('verification' in entry)) return { record: entry };
  const { verification, ...record } = entry as Record<string, unknown>;
  if (!allowed.includes(verification as V)) throw new ApiError(code, undefined, { details: [{ path, message: `must be one of ${allowed.join(', ')}` }] });
  return { verification: verification as V, record };
}

/**
 * An imported match's `relay` (who relayed a refereed match's seats), vouched for like its verification, apart from the
 * record. Only a refereed record has one; a refereed record without it is stored as one from before seats could be
 * split, and does not count publicly.
 */
function vouchedRelay(entry: unknown, verification: string | undefined): { relay?: MatchRelay; record: unknown } {
  if (entry === null || typeof entry !== 'object' || !('relay' in entry)) return { record: entry };
  const { relay, ...record } = entry as Record<string, unknown>;
  if (verification !== 'refereed' || !MATCH_RELAYS.includes(relay as MatchRelay)) {
    throw new ApiError('invalid_match', undefined, { details: [{ path: '/relay', message: `must be one of ${MATCH_RELAYS.join(', ')}, with verification "refereed"` }] });
  }
  return { relay: relay as MatchRelay, record };
}

export function researchAdminRoutes(services: ResearchServices, audit: AuditLog): RouteSpec[] {
  const routes: RouteSpec[] = Object.entries(researchOperations).map(([name, operation]) =>
    adminRoute(audit, {
      method: 'POST',
      path: `/admin/${name}`,
      tag: 'admin',
      summary: `admin ${name.replace('/', ' ')}`,
      auth: 'admin',
      body: { schema: operation.schema },
      responses: { 200: { description: 'The outcome.' } },
      errors: ['unauthenticated', 'key_not_found', 'invalid_body', 'invalid_json'],
      handle: async ({ body }) => ({ status: 200, data: await operation.run(services, body) }),
    }),
  );
  routes.push(
    adminRoute<{ runs: unknown[]; matches: unknown[]; synthetic: boolean }>(audit, {
      method: 'POST',
      path: '/admin/benchmark/import',
      tag: 'admin',
      summary: 'admin: store many benchmark runs and matches at once, each checked and re-scored like a submit',
      description:
        'Each run is a report and each match a record, as submitted, with an optional `verification` the operator vouches for ' +
        '(runs `refereed` or `self-reported`, default `self-reported`; matches `provider-verified`, `refereed`, `replayed` or ' +
        '`unverified`, default `replayed` with a transcript, else `unverified`; `replayed` needs the transcript). A refereed ' +
        'match may carry `relay` (`one-buyer` or `two-buyers`): it counts publicly only with `two-buyers`. Records whose id ' +
        'is taken or whose play (seed and decisions) is stored are skipped.',
      auth: 'admin',
      body: {
        schema: {
          type: 'object',
          properties: {
            runs: { type: 'array', maxItems: 10_000, default: [], description: 'Reports, each with an optional `verification`.' },
            matches: { type: 'array', maxItems: 10_000, default: [], description: 'Match records, each with an optional `verification`.' },
            synthetic: { type: 'boolean', default: false },
          },
          additionalProperties: false,
        },
        maxBytes: 64 * 1024 * 1024,
      },
      responses: { 200: { description: 'How many runs and matches were stored (records whose id or play is stored are skipped).' } },
      errors: ['unauthenticated', 'invalid_body', 'invalid_json', 'invalid_report', 'invalid_match'],
      async handle({ body }) {
        // Checked and scored exactly like submits: every replayable record is replayed, whatever it is vouched for.
        const baseline = await services.warehouse.humanBaseline();
        const runs = [];
        for (const entry of body.runs) {
          const { verification = 'self-reported', record } = vouched(entry, RUN_VERIFICATIONS, 'invalid_report', '/report/verification');
          runs.push(withStanding((await rescoreReport(checkReport({ report: record }), baseline)).report, verification));
        }
        const matches = [];
        for (const entry of body.matches) {
          const { verification, record: relayed } = vouched(entry, MATCH_VERIFICATIONS, 'invalid_match', '/verification');
          const { relay, record: match } = vouchedRelay(relayed, verification);
          const { record } = await acceptMatch(checkMatch(match));
          // A refereed record is taken as given; a replayed one must be replayable.
          if (verification === 'replayed' && record.seed === undefined) {
            throw new ApiError('invalid_match', undefined, { details: [{ path: '/seed', message: 'is required with verification "replayed": only a transcript replays' }] });
          }
          matches.push({ ...record, ...(verification ? matchVerification(verification) : {}), ...(relay ? { relay } : {}), matchId: record.matchId ?? randomUUID() });
        }
        return { status: 200, data: await services.benchmarks.addMany(runs, matches, body.synthetic) };
      },
    }),
    adminRoute<{ sessions: number; seed: number }>(audit, {
      method: 'POST',
      path: '/admin/demo/seed',
      tag: 'admin',
      summary: 'admin demo seed: synthetic sessions through the ingest path, progress streamed as NDJSON',
      auth: 'admin',
      body: { schema: demoSeedSchema },
      responses: { 200: { description: 'One JSON progress object per line.' } },
      errors: ['unauthenticated', 'invalid_body', 'invalid_json'],
      async handle({ body }) {
        async function* lines() {
          const { seedSynthetic } = await import('../demo/demo.ts'); // the generators load when asked for
          for await (const progress of seedSynthetic(services.ingest, body)) yield `${JSON.stringify(progress)}\n`;
        }
        return { status: 200, headers: { 'Content-Type': 'application/x-ndjson' }, stream: lines() };
      },
    }),
  );
  return routes;
}
