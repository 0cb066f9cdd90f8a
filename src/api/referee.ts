// Refereed runs and matches (SPEC §6, "Trust"): the server holds the environment and the client relays its agents'
// choices one decision at a time. Opening (and joining a match's seat B) counts against the research key's hourly
// window; the decisions and state reads of a table do not (a run is a hundred or more of them): the referee's quotas
// bound them.
import { ApiError } from '../errors.ts';
import { DEFAULT_EPISODES, MAX_EPISODES, type Seat } from '../battery/engine.ts';
import type { Player } from '../battery/table.ts';
import { settingsProblem } from '../research/benchmark.ts';
import type { Referee, SeatBRelay, TableState } from '../research/referee.ts';
import type { JsonSchema } from '../tools/define.ts';
import { allRequired, defineRoute, type Reply, type RouteSpec } from './route.ts';

const NAME = '[A-Za-z0-9._/-]{1,100}';
const string = { type: 'string' };
const integer = { type: 'integer' };
const number = { type: 'number' };
const boolean = { type: 'boolean' };

const step = allRequired({
  seat: { enum: ['A', 'B'], description: 'Whose decision it is: a run has seat A only; in a match, A is playerA.' },
  step: { ...integer, description: 'The seat\'s decision number at this table, 0-based: send it back with the decision, so a retry is applied once.' },
  game: { ...string, description: 'The battery game in play (SPEC §5 order).' },
  episode: { ...integer, description: 'Which play of the game this is, 0-based: a run plays each game `episodes` times, each on its own seed (a match: once).' },
  episodes: { ...integer, description: 'How many times the table plays each game.' },
  round: { ...integer, description: 'The round this decision is for.' },
  rounds: { ...integer, description: "The game's rounds." },
  rules: { ...string, description: 'The game\'s rules, as told before its first decision.' },
  prompt: { ...string, description: 'What the agent is told now, in words.' },
  view: { type: 'object', additionalProperties: true, description: 'The same situation, structured (what bots decide from).' },
  choices: {
    type: 'array',
    items: string,
    description: 'The legal choices now; a numeric range is written `word:lo-hi` (any integer in it is legal). The first is the fallback move (a range: its lowest number).',
  },
});

const choiceProperties = {
  step: {
    type: 'integer',
    minimum: 0,
    maximum: 1_000_000,
    description:
      'The `step` of the decision this answers. With it a decision is applied once: sent again with the same choice (a retry after a lost answer) ' +
      'it changes nothing and answers the table\'s state; with another choice, or for a step not yet due, 409 decision_conflict. Without it the ' +
      'decision answers whatever step is due.',
  },
  choice: { type: 'string', maxLength: 32, description: 'One of the step\'s choices (for a range `word:lo-hi`, `word:<n>`).' },
  fallback: {
    type: 'boolean',
    default: false,
    description: 'True when the agent gave no valid reply and `choice` is the fallback move. Kept in the transcript; a run with more than 10 % of them is not ranked.',
  },
};

/**
 * A decision's body is a few dozen bytes. Decisions are outside the research key's hourly window and their quota is
 * checked after the body is read, so the body is kept too small to cost anything to parse.
 */
const DECISION_MAX_BYTES = 4 * 1024;

const tableErrors = ['missing_research_key', 'invalid_research_key', 'rate_limit_exceeded'] as const;
const bodyErrors = ['unsupported_media_type', 'payload_too_large', 'invalid_json', 'invalid_body'] as const;
const quotaNote =
  'A buyer may have 5 refereed runs and matches open at once and open 50 a day (REFEREE_OPEN_PER_BUYER, REFEREE_TABLES_PER_DAY): ' +
  'past either, 429 with Retry-After. A table not played for 15 minutes (REFEREE_IDLE_S) expires: 410. Decisions and ' +
  'state reads do not count against the research key\'s hourly window; a buyer may send 6,000 of them per 10 minutes ' +
  '(REFEREE_REQUESTS_PER_10_MIN).';

const runOpen = allRequired({ runId: string, state: { const: 'open' }, step });
const runComplete = allRequired({
  runId: string,
  state: { const: 'complete' },
  overall: { ...number, description: 'The stored run\'s overall (GET /api/research/benchmark/{runId} has the whole report).' },
  seed: { ...integer, description: 'The battery seed the server drew, revealed now.' },
  ranked: { ...boolean, description: 'False when more than 10 % of the decisions were fallback moves: stored, not on the leaderboard.' },
  invalidReplies: { ...integer, description: 'Decisions posted with `fallback: true`.' },
});
const runState: JsonSchema = { anyOf: [runOpen, runComplete] };
const matchOpen = allRequired({
  matchId: string,
  state: { const: 'open' },
  steps: {
    type: 'array',
    items: step,
    description: 'The decisions due now from the seats you relay (in simultaneous games both seats, when you relay both).',
  },
});
const matchOpened: JsonSchema = {
  ...matchOpen,
  properties: {
    ...(matchOpen.properties as Record<string, JsonSchema>),
    invite: {
      ...string,
      description: 'Only when opened with `seatB: "invite"`, and only in this answer (the server keeps its hash): the token with which another buyer takes seat B (POST …/matches/{matchId}/join).',
    },
  },
};
const matchComplete = allRequired({ matchId: string, state: { const: 'complete' }, seed: integer, winsA: integer, winsB: integer, draws: integer });
const matchState: JsonSchema = { anyOf: [matchOpen, matchComplete] };

function runAnswer(state: TableState, status = 200): Reply {
  if (state.state === 'open') return { status, data: { runId: state.id, state: 'open', step: state.steps[0] } };
  return { status, data: { runId: state.id, state: 'complete', ...state.outcome } };
}

function matchAnswer(state: TableState & { invite?: string }, status = 200): Reply {
  if (state.state === 'open') return { status, data: { matchId: state.id, state: 'open', steps: state.steps, ...(state.invite ? { invite: state.invite } : {}) } };
  return { status, data: { matchId: state.id, state: 'complete', ...state.outcome } };
}

/** `provider:model` → its parts (names hold no colon). */
const playerOf = (name: string): Player => {
  const at = name.indexOf(':');
  return { provider: name.slice(0, at), model: name.slice(at + 1) };
};

export function refereeRoutes(referee: Referee): RouteSpec[] {
  return [
    defineRoute<{ provider: string; model: string; settings?: Record<string, unknown>; episodes?: number }>({
      method: 'POST',
      path: '/api/research/benchmark/runs',
      tag: 'benchmark',
      summary: 'Open a refereed benchmark run: the server draws the seed and holds the games',
      description:
        'The client relays its agent\'s choices (POST …/decisions) and never sees the seed before the run completes; ' +
        'the completed run is stored with `verification: "refereed"` and ranks above every self-reported run. ' +
        quotaNote,
      auth: 'research',
      body: {
        schema: {
          type: 'object',
          properties: {
            provider: { type: 'string', pattern: `^${NAME}$` },
            model: { type: 'string', pattern: `^${NAME}$` },
            settings: { type: 'object', maxProperties: 50, description: 'Stored with the report (temperature, harness…): at most 10,000 characters as JSON, 16 levels deep.' },
            episodes: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_EPISODES,
              default: DEFAULT_EPISODES,
              description: 'How many times the run plays each game, each episode on a seed derived from the drawn one; the report carries the mean and a 95 % interval per dimension.',
            },
          },
          required: ['provider', 'model'],
          additionalProperties: false,
        },
      },
      responses: { 201: { description: 'Open, with the first decision due.', schema: runOpen } },
      errors: [...tableErrors, ...bodyErrors],
      async handle({ body, buyer }) {
        const problem = body.settings === undefined ? null : settingsProblem(body.settings, '/settings');
        if (problem) throw new ApiError('invalid_body', undefined, { details: [problem] });
        return runAnswer(await referee.openRun(buyer!.id, { provider: body.provider, model: body.model }, body.settings, body.episodes), 201);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/research/benchmark/runs/:runId',
      tag: 'benchmark',
      summary: 'Where a refereed run stands: the decision due, or its outcome (to continue after a lost answer)',
      auth: 'researchUncounted',
      responses: { 200: { description: 'As the last decision answered.', schema: runState } },
      errors: [...tableErrors, 'run_not_found', 'run_expired'],
      handle: async ({ req, buyer }) => runAnswer(await referee.state(buyer!.id, 'run', req.params.runId!)),
    }),
    defineRoute<{ choice: string; fallback: boolean; step?: number }>({
      method: 'POST',
      path: '/api/research/benchmark/runs/:runId/decisions',
      tag: 'benchmark',
      summary: 'Relay the agent\'s decision for the step due; the next step, or the outcome after the last',
      description: 'An illegal choice is a 400 `illegal_choice` with the legal ones in `details[0].legal`, and nothing is recorded.',
      auth: 'researchUncounted',
      body: { schema: { type: 'object', properties: choiceProperties, required: ['choice'], additionalProperties: false }, maxBytes: DECISION_MAX_BYTES },
      responses: { 200: { description: 'The next step (`state: "open"`) or the outcome (`state: "complete"`).', schema: runState } },
      errors: [...tableErrors, ...bodyErrors, 'illegal_choice', 'decision_conflict', 'run_not_found', 'run_complete', 'run_expired', 'service_busy'],
      handle: async ({ req, body, buyer }) => runAnswer(await referee.decide(buyer!.id, 'run', req.params.runId!, { ...body, seat: 'A' })),
    }),
    defineRoute<{ playerA: string; playerB: string; seatB: SeatBRelay }>({
      method: 'POST',
      path: '/api/research/head-to-head/matches',
      tag: 'benchmark',
      summary: 'Open a refereed head-to-head match between two models whose choices the client relays',
      description:
        'Both sides play the ten battery games on one seed the server draws; two-player games seat them against each other, ' +
        'one-player games are played by each on the same draws. A refereed match counts in the matrix, the ratings and the ' +
        'leaderboard\'s head-to-head fields only when two buyers relayed its seats (SPEC §6, "Who played"): open it with ' +
        '`seatB: "invite"`, give the answer\'s `invite` to another buyer, who takes seat B with it (POST …/{matchId}/join); each ' +
        'buyer then sees and decides its own seat only. Without it you relay both seats, and the completed match is stored ' +
        'with `relay: "one-buyer"`: listed by /head-to-head/results, never counted. ' +
        quotaNote,
      auth: 'research',
      body: {
        schema: {
          type: 'object',
          properties: {
            playerA: { type: 'string', pattern: `^${NAME}:${NAME}$` },
            playerB: { type: 'string', pattern: `^${NAME}:${NAME}$` },
            seatB: {
              enum: ['opener', 'invite'],
              default: 'opener',
              description: '`invite`: another buyer relays seat B (the answer carries the invite); `opener`: you relay both seats, and the match does not count publicly.',
            },
          },
          required: ['playerA', 'playerB'],
          additionalProperties: false,
        },
      },
      responses: { 201: { description: 'Open, with the decisions due from your seats (and the invite, when seat B is left to another buyer).', schema: matchOpened } },
      errors: [...tableErrors, ...bodyErrors],
      async handle({ body, buyer }) {
        if (body.playerA === body.playerB) throw new ApiError('invalid_body', undefined, { details: [{ path: '/playerB', message: 'must differ from playerA' }] });
        return matchAnswer(await referee.openMatch(buyer!.id, playerOf(body.playerA), playerOf(body.playerB), body.seatB), 201);
      },
    }),
    defineRoute<{ invite: string }>({
      method: 'POST',
      path: '/api/research/head-to-head/matches/:matchId/join',
      tag: 'benchmark',
      summary: 'Take seat B of a refereed match another buyer opened with `seatB: "invite"`, with its invite',
      description:
        'From then on you see and decide seat B only, and the opener seat A only; the completed match is stored with ' +
        '`relay: "two-buyers"` and counts publicly. A wrong invite is a 404 `match_not_found`, as an unknown id; the opener\'s ' +
        'own research key is a 409 `own_match`, and once another buyer holds the seat a 409 `seat_taken`. Joining again with ' +
        'the key that took the seat answers as the first join did (safe to retry). The match counts against your open ' +
        'tables too (429 past them); it does not count against your tables a day.',
      auth: 'research',
      body: {
        schema: {
          type: 'object',
          properties: { invite: { type: 'string', minLength: 1, maxLength: 200, description: 'The `invite` of the opening\'s answer.' } },
          required: ['invite'],
          additionalProperties: false,
        },
        maxBytes: DECISION_MAX_BYTES,
      },
      responses: { 200: { description: 'Seat B is yours: the decisions due from it.', schema: matchState } },
      errors: [...tableErrors, ...bodyErrors, 'match_not_found', 'own_match', 'seat_taken', 'match_expired', 'service_busy'],
      handle: async ({ req, body, buyer }) => matchAnswer(await referee.join(buyer!.id, req.params.matchId!, body.invite)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/research/head-to-head/matches/:matchId',
      tag: 'benchmark',
      summary: 'Where a refereed match stands: the decisions due from your seats, or its outcome',
      auth: 'researchUncounted',
      responses: { 200: { description: 'As the last decision answered.', schema: matchState } },
      errors: [...tableErrors, 'match_not_found', 'match_expired'],
      handle: async ({ req, buyer }) => matchAnswer(await referee.state(buyer!.id, 'match', req.params.matchId!)),
    }),
    defineRoute<{ seat: Seat; choice: string; fallback: boolean; step?: number }>({
      method: 'POST',
      path: '/api/research/head-to-head/matches/:matchId/decisions',
      tag: 'benchmark',
      summary: 'Relay one seat\'s decision; the decisions still due from your seats, or the outcome after the last',
      description:
        'An illegal choice, or a seat with no decision due, is a 400 `illegal_choice`; a seat another buyer relays (or, for ' +
        'the opener of a match with an invite, seat B) is a 403 `seat_not_yours`. Nothing is recorded.',
      auth: 'researchUncounted',
      body: {
        schema: { type: 'object', properties: { seat: { enum: ['A', 'B'] }, ...choiceProperties }, required: ['seat', 'choice'], additionalProperties: false },
        maxBytes: DECISION_MAX_BYTES,
      },
      responses: { 200: { description: 'The decisions still due (`state: "open"`) or the outcome (`state: "complete"`).', schema: matchState } },
      errors: [...tableErrors, ...bodyErrors, 'illegal_choice', 'decision_conflict', 'seat_not_yours', 'match_not_found', 'match_complete', 'match_expired', 'service_busy'],
      handle: async ({ req, body, buyer }) => matchAnswer(await referee.decide(buyer!.id, 'match', req.params.matchId!, body)),
    }),
  ];
}
