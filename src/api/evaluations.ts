// Server-run evaluations (SPEC §6, "Who played"): a buyer names a registered provider and model and lends its key for
// this evaluation only; the service plays the battery (or a match) through the referee's tables, calling the model
// itself. Starting one counts against the research key's hourly window; following it does not.
import { DEFAULT_EPISODES, MAX_EPISODES, type Seat } from '../battery/engine.ts';
import { EVALUATION_STATES } from '../research/evaluation-store.ts';
import type { Evaluations, SeatRequest } from '../research/evaluations.ts';
import { API_STYLES, MAX_TOKENS_PARAMS } from '../battery/agents/api-styles.ts';
import type { ProviderRegistry } from '../research/providers.ts';
import type { JsonSchema } from '../tools/define.ts';
import { allRequired, defineRoute, type RouteSpec } from './route.ts';

const NAME = '^[A-Za-z0-9._/-]{1,100}$';
const integer = { type: 'integer' };
const nullableString = { type: ['string', 'null'] };

const credentials = {
  type: 'object',
  description:
    'The provider API key this evaluation calls the model with. It is held in the memory of the instance running the evaluation and dropped when ' +
    'it ends; it is never stored, logged or answered. If that instance stops, the evaluation pauses until it is resumed with the key again.',
  properties: { apiKey: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^[\\x21-\\x7e]+$' } },
  required: ['apiKey'],
  additionalProperties: false,
};

const options = {
  type: 'object',
  description: 'How the model is asked (the CLI agent\'s options).',
  properties: {
    temperature: { type: ['number', 'null'], minimum: 0, maximum: 2, description: 'Default 0; null leaves it out of requests (models that take only their own).' },
    maxTokens: { type: 'integer', minimum: 16, maximum: 32_000, description: 'Per reply; default 200.' },
    maxTokensParam: { enum: MAX_TOKENS_PARAMS, description: '`openai-chat` providers: the request field for maxTokens; default the registry\'s.' },
    tools: { enum: [true, false, 'auto'], description: 'Offer the `choose` function: always, never, or until the provider refuses it (default).' },
  },
  additionalProperties: false,
};

const caps = {
  type: 'object',
  description: 'Spend caps for this evaluation, at most the operator\'s (EVALUATION_MAX_CALLS, EVALUATION_MAX_TOKENS): past either it fails.',
  properties: { calls: { type: 'integer', minimum: 1, maximum: 1_000_000 }, tokens: { type: 'integer', minimum: 1, maximum: 1_000_000_000 } },
  additionalProperties: false,
};

const seatProperties = {
  provider: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,39}$', description: 'A registered provider (GET /api/research/benchmark/providers).' },
  model: { type: 'string', pattern: NAME, description: 'A model the provider allows here; the stored record names it.' },
  options,
  credentials,
};
const seat = { type: 'object', properties: seatProperties, required: ['provider', 'model', 'credentials'], additionalProperties: false };

const spent = allRequired({
  calls: { ...integer, description: 'HTTP requests to the provider, retries included.' },
  retries: integer,
  tokens: { ...integer, description: 'Prompt and completion tokens the provider reported.' },
  fallbacks: { ...integer, description: 'Decisions where no valid reply came after the re-ask: the fallback move was played.' },
});

const seatModel = allRequired({
  provider: { type: 'string' },
  model: { type: 'string' },
  style: { enum: API_STYLES },
  options: allRequired({
    temperature: { type: ['number', 'null'] },
    maxTokens: integer,
    maxTokensParam: { enum: MAX_TOKENS_PARAMS },
    tools: { enum: [true, false, 'auto'] },
  }),
});

const view: JsonSchema = {
  type: 'object',
  properties: {
    evaluationId: { type: 'string' },
    kind: { enum: ['run', 'match'] },
    runId: { ...nullableString, description: 'Run evaluations: the id the completed run is stored under (GET /api/research/benchmark/{runId}); else null.' },
    matchId: { ...nullableString, description: 'Match evaluations: the id the completed match is stored under; else null.' },
    state: {
      enum: EVALUATION_STATES,
      description:
        '`queued`, `running`, `paused` (its instance stopped: resume it with the key), `complete` (`result` holds the outcome), `failed` ' +
        '(`reason` says why: the provider failed past its retries, or a spend cap was passed), `cancelled`.',
    },
    reason: { ...nullableString, description: '`paused`: `needs_credentials`; `failed`: why, in words.' },
    seats: allRequired({ A: seatModel, B: { anyOf: [seatModel, { type: 'null' }], description: 'Match evaluations: seat B\'s model; else null.' } }),
    verification: { const: 'provider-verified', description: 'What the stored record will say: the service called the model itself.' },
    decisions: allRequired({ done: integer, atMost: { ...integer, description: 'When every game runs its full rounds (some may end sooner).' } }),
    spent,
    caps: allRequired({ calls: integer, tokens: integer }),
    providerModels: { type: 'array', items: { type: 'string' }, description: 'The `model` fields the provider\'s replies named, in order of first appearance.' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    result: {
      description: 'Once complete: the outcome, as a refereed run or match answers it; null before.',
      anyOf: [
        allRequired({ overall: { type: 'number' }, seed: integer, ranked: { type: 'boolean' }, invalidReplies: integer }),
        allRequired({ seed: integer, winsA: integer, winsB: integer, draws: integer }),
        { type: 'null' },
      ],
    },
  },
  required: ['evaluationId', 'kind', 'runId', 'matchId', 'state', 'reason', 'seats', 'verification', 'decisions', 'spent', 'caps', 'providerModels', 'createdAt', 'updatedAt', 'result'],
};

const callRecord = allRequired({
  seat: { enum: ['A', 'B'] },
  step: integer,
  at: { type: 'string', format: 'date-time' },
  attempt: integer,
  status: { type: ['integer', 'null'] },
  latencyMs: { type: 'number' },
  requestId: { ...nullableString, description: 'The provider\'s request id (x-request-id / request-id header, else the reply\'s id).' },
  providerModel: { ...nullableString, description: 'The `model` field of the provider\'s reply.' },
  usage: { anyOf: [allRequired({ promptTokens: integer, completionTokens: integer, totalTokens: integer }), { type: 'null' }] },
  body: { type: 'string', description: 'The raw reply, at most 16,384 characters.' },
  error: { ...nullableString, description: 'Why this attempt failed, else null.' },
});


const errors = ['missing_research_key', 'invalid_research_key', 'rate_limit_exceeded'] as const;
const bodyErrors = ['unsupported_media_type', 'payload_too_large', 'invalid_json', 'invalid_body'] as const;
const BODY_MAX_BYTES = 16 * 1024;

const quotaNote =
  'A buyer may have 2 evaluations running at once and start 20 a day (EVALUATIONS_AT_ONCE, EVALUATIONS_PER_DAY): past either, 429 with ' +
  'Retry-After. Provider 429s and 5xx are retried with backoff (Retry-After honoured); a provider that fails past its retries fails the ' +
  'evaluation with the reason. More than 10 % fallback moves leave the run stored but unranked.';

export function evaluationRoutes(evaluations: Evaluations, registry: ProviderRegistry): RouteSpec[] {
  const routes: RouteSpec[] = [
    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/providers',
      tag: 'benchmark',
      summary: 'The model providers this service calls for server-run evaluations, with the models each allows',
      auth: 'research',
      responses: {
        200: {
          description: 'Registered by the operator (PROVIDER_REGISTRY); only these are ever called.',
          schema: allRequired({
            providers: {
              type: 'array',
              items: allRequired({ name: { type: 'string' }, style: { enum: API_STYLES }, models: { type: ['array', 'null'], items: { type: 'string' } }, modelPattern: nullableString }),
            },
          }),
        },
      },
      errors,
      handle: async () => ({ status: 200, data: { providers: registry.describe() } }),
    }),
    defineRoute<SeatRequest & { episodes?: number; caps?: { calls?: number; tokens?: number } }>({
      method: 'POST',
      path: '/api/research/benchmark/evaluations',
      tag: 'benchmark',
      summary: 'Benchmark a model server-side: the service plays the battery, calling the model through a registered provider with your key',
      description:
        'The run is played through the referee\'s tables with the CLI agent\'s prompts, reply reading, re-asks and fallbacks, and stored ' +
        '`verification: "provider-verified"`, which ranks above every refereed and self-reported run. Follow it with GET …/{evaluationId}. ' +
        quotaNote,
      auth: 'research',
      body: {
        schema: {
          type: 'object',
          properties: {
            ...seatProperties,
            episodes: { type: 'integer', minimum: 1, maximum: MAX_EPISODES, default: DEFAULT_EPISODES, description: 'Plays of each game.' },
            caps,
          },
          required: ['provider', 'model', 'credentials'],
          additionalProperties: false,
        },
        maxBytes: BODY_MAX_BYTES,
      },
      responses: { 202: { description: 'Queued: it runs in the background.', schema: view } },
      errors: [...errors, ...bodyErrors, 'unknown_provider', 'model_not_allowed'],
      async handle({ body, buyer }) {
        const { episodes, caps, ...request } = body;
        return { status: 202, data: await evaluations.startRun(buyer!.id, request, episodes, caps) };
      },
    }),
    defineRoute<{ playerA: SeatRequest; playerB: SeatRequest; caps?: { calls?: number; tokens?: number } }>({
      method: 'POST',
      path: '/api/research/head-to-head/evaluations',
      tag: 'benchmark',
      summary: 'A head-to-head match between two registered models, played by the service with a key per seat',
      description:
        'Stored `verification: "provider-verified"`: it always counts toward the matrix, the head-to-head records and the ratings. ' + quotaNote,
      auth: 'research',
      body: {
        schema: { type: 'object', properties: { playerA: seat, playerB: seat, caps }, required: ['playerA', 'playerB'], additionalProperties: false },
        maxBytes: BODY_MAX_BYTES,
      },
      responses: { 202: { description: 'Queued: it runs in the background.', schema: view } },
      errors: [...errors, ...bodyErrors, 'unknown_provider', 'model_not_allowed'],
      async handle({ body, buyer }) {
        return { status: 202, data: await evaluations.startMatch(buyer!.id, { A: body.playerA, B: body.playerB }, body.caps) };
      },
    }),
  ];
  for (const kind of ['run', 'match'] as const) routes.push(...followRoutes(evaluations, kind));
  return routes;
}

/** GET, DELETE, resume and transcript of one evaluation, under the collection of its kind. */
function followRoutes(evaluations: Evaluations, kind: 'run' | 'match'): RouteSpec[] {
  const base = kind === 'run' ? '/api/research/benchmark/evaluations/:evaluationId' : '/api/research/head-to-head/evaluations/:evaluationId';
  const notFound = 'evaluation_not_found' as const;
  const resumeBody: JsonSchema =
    kind === 'run'
      ? { type: 'object', properties: { credentials }, required: ['credentials'], additionalProperties: false }
      : { type: 'object', properties: { credentialsA: credentials, credentialsB: credentials }, required: ['credentialsA', 'credentialsB'], additionalProperties: false };
  return [
    defineRoute({
      method: 'GET',
      path: base,
      tag: 'benchmark',
      summary: `Where a server-run ${kind} evaluation stands: state, decisions, calls and tokens spent, and the result once complete`,
      auth: 'researchUncounted',
      responses: { 200: { description: 'Any instance answers.', schema: view } },
      errors: [...errors, notFound],
      handle: async ({ req, buyer }) => ({ status: 200, data: await evaluations.view(buyer!.id, kind, req.params.evaluationId!) }),
    }),
    defineRoute({
      method: 'DELETE',
      path: base,
      tag: 'benchmark',
      summary: `Cancel a server-run ${kind} evaluation: it calls the model no more and stores nothing`,
      auth: 'researchUncounted',
      responses: { 200: { description: 'Cancelled.', schema: view } },
      errors: [...errors, notFound, 'evaluation_finished'],
      handle: async ({ req, buyer }) => ({ status: 200, data: await evaluations.cancel(buyer!.id, kind, req.params.evaluationId!) }),
    }),
    defineRoute<{ credentials?: { apiKey: string }; credentialsA?: { apiKey: string }; credentialsB?: { apiKey: string } }>({
      method: 'POST',
      path: `${base}/resume`,
      tag: 'benchmark',
      summary: `Continue a paused ${kind} evaluation (its instance stopped) with the key again, on this instance, from its last decision`,
      auth: 'researchUncounted',
      body: { schema: resumeBody, maxBytes: BODY_MAX_BYTES },
      responses: { 202: { description: 'Queued again.', schema: view } },
      errors: [...errors, ...bodyErrors, notFound, 'evaluation_finished', 'evaluation_running'],
      async handle({ req, body, buyer }) {
        const keys: Partial<Record<Seat, { apiKey: string }>> = kind === 'run' ? { A: body.credentials! } : { A: body.credentialsA!, B: body.credentialsB! };
        return { status: 202, data: await evaluations.resume(buyer!.id, kind, req.params.evaluationId!, keys) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/transcript`,
      tag: 'benchmark',
      summary: `The evidence of a ${kind} evaluation: every provider call with its status, latency, request id, the model the reply named, usage and the raw reply`,
      auth: 'researchUncounted',
      responses: { 200: { description: 'In call order.', schema: allRequired({ evaluation: view, calls: { type: 'array', items: callRecord } }) } },
      errors: [...errors, notFound],
      handle: async ({ req, buyer }) => ({ status: 200, data: await evaluations.transcript(buyer!.id, kind, req.params.evaluationId!) }),
    }),
  ];
}
