// Routes of the admin listener (127.0.0.1, token from DATA_DIR/admin.json): what the CLI does while the service runs.
import { describeAccount, type AccountService } from '../control/accounts.ts';
import { planNames, type Plan } from '../control/plans.ts';
import { ApiError } from '../errors.ts';
import { defineRoute, type RouteSpec } from './route.ts';
import type { IngestService } from '../research/ingest.ts';
import type { JsonSchema } from '../tools/define.ts';
import type { AccessRegistry } from '../../warehouse/access.ts';
import { seedSynthetic } from '../../warehouse/demo.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import { checkMatch, checkReport } from '../research/benchmark.ts';
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

export function adminRoutes(accounts: AccountService): RouteSpec[] {
  return [
    defineRoute<SetPlanRequest>({
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
  access: AccessRegistry;
  ingest: IngestService;
  benchmarks: BenchmarkStore;
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

export function researchAdminRoutes(services: ResearchServices): RouteSpec[] {
  const routes: RouteSpec[] = Object.entries(researchOperations).map(([name, operation]) =>
    defineRoute({
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
    defineRoute<{ runs: unknown[]; matches: unknown[]; synthetic: boolean }>({
      method: 'POST',
      path: '/admin/benchmark/import',
      tag: 'admin',
      summary: 'admin: store many benchmark runs and matches at once, each checked like a submit',
      auth: 'admin',
      body: {
        schema: {
          type: 'object',
          properties: {
            runs: { type: 'array', maxItems: 10_000, default: [] },
            matches: { type: 'array', maxItems: 10_000, default: [] },
            synthetic: { type: 'boolean', default: false },
          },
          additionalProperties: false,
        },
        maxBytes: 64 * 1024 * 1024,
      },
      responses: { 200: { description: 'How many runs and matches were stored (records whose id is taken are skipped).' } },
      errors: ['unauthenticated', 'invalid_body', 'invalid_json', 'invalid_report', 'invalid_match'],
      async handle({ body }) {
        const runs = body.runs.map((report) => checkReport({ report }));
        const matches = body.matches.map((match) => {
          const checked = checkMatch(match);
          return { ...checked, matchId: checked.matchId ?? randomUUID() };
        });
        return { status: 200, data: await services.benchmarks.addMany(runs, matches, body.synthetic) };
      },
    }),
    defineRoute<{ sessions: number; seed: number }>({
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
          for await (const progress of seedSynthetic(services.ingest, body)) yield `${JSON.stringify(progress)}\n`;
        }
        return { status: 200, headers: { 'Content-Type': 'application/x-ndjson' }, stream: lines() };
      },
    }),
  );
  return routes;
}
