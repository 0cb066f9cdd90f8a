// The one table of error codes: every error the service can answer, its status and default message.

export const errorCodes = {
  // shared
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_body: { status: 400, message: 'The request body does not have the expected shape.' },
  unsupported_media_type: { status: 415, message: 'Send the body with Content-Type: application/json.' },
  payload_too_large: { status: 413, message: 'The request body is larger than the service accepts.' },
  not_found: { status: 404, message: 'No such endpoint.' },
  method_not_allowed: { status: 405, message: 'This endpoint does not accept that method.' },
  uri_too_long: { status: 414, message: 'The path and query are longer than 8 KiB; the connection is closed.' },
  conflicting_content_length: { status: 400, message: 'The request has more than one Content-Length header; the connection is closed.' },
  rate_limit_exceeded: { status: 429, message: 'Request limit of the window exceeded; wait for the reset.' },
  internal_error: { status: 500, message: 'Something went wrong on our side; quote the requestId if you report it.' },
  service_busy: { status: 503, message: 'The service is busy; try again shortly.' },
  not_ready: { status: 503, message: 'The service cannot serve requests now: a store it needs is unreachable, or it is shutting down.' },

  // accounts and sessions
  invalid_email: { status: 400, message: 'Give a valid e-mail address.' },
  weak_password: { status: 400, message: 'The password must be 10 to 256 characters long.' },
  email_taken: { status: 409, message: 'An account with that e-mail address exists already.' },
  invalid_credentials: { status: 401, message: 'E-mail address or password is wrong.' },
  unauthenticated: { status: 401, message: 'Sign in first: this endpoint needs a session cookie.' },
  account_not_found: { status: 404, message: 'No account has that e-mail address.' },
  forbidden_origin: {
    status: 403,
    message: 'Cookie-authenticated writes need Content-Type: application/json and an allowed Origin.',
  },

  // API keys
  plan_required: { status: 403, message: 'API access needs the Pro or Business plan.' },
  key_limit_reached: { status: 409, message: 'An account can hold at most 5 active API keys; revoke one first.' },
  invalid_name: { status: 400, message: 'A key name is a string of 1 to 64 characters.' },
  missing_hash: { status: 400, message: 'Give the hash of the key to revoke.' },
  key_not_found: { status: 404, message: 'No active key of yours has that hash.' },

  // tool runs
  missing_api_key: { status: 401, message: 'Send your API key in the x-api-key header.' },
  invalid_api_key: { status: 401, message: 'The API key is malformed, unknown or revoked.' },
  missing_tool: { status: 400, message: 'Give the tool slug as a string in "tool".' },
  invalid_inputs: { status: 400, message: '"inputs" must be a JSON object.' },
  unknown_tool: { status: 404, message: 'No tool has that slug.' },
  invalid_tool_input: { status: 400, message: 'The inputs do not match the tool\'s input schema.' },
  tool_error: { status: 422, message: 'The tool could not process these inputs.' },
  tool_timeout: { status: 422, message: 'The tool run took longer than its time budget and was stopped.' },

  // research access
  missing_research_key: { status: 401, message: 'Send your research key in the x-research-key header.' },
  invalid_research_key: { status: 401, message: 'The research key is malformed, unknown or revoked.' },
  invalid_parameter: { status: 400, message: 'A query parameter is missing, repeated or out of range; see details.' },
  unknown_game: { status: 400, message: 'No game has that id.' },

  // telemetry ingest
  missing_ingest_key: { status: 401, message: 'Send the ingest key of your app build in the x-ingest-key header.' },
  invalid_ingest_key: { status: 401, message: 'The ingest key is malformed, unknown or revoked.' },
  consent_required: { status: 400, message: 'Every session needs consent: true; the batch was refused whole and nothing was stored.' },
  forbidden_field: {
    status: 400,
    message: 'The batch carries a field that is never collected (names, e-mail or IP addresses, API keys, chat content); nothing was stored.',
  },
  invalid_session: { status: 400, message: 'A session does not match the telemetry schema; the batch was refused whole. See details.' },

  // benchmark runs and head-to-head
  invalid_report: { status: 400, message: 'The benchmark report does not match scoring version 1.0; see details.' },
  invalid_match: { status: 400, message: 'The head-to-head record is not valid; see details.' },
  run_not_found: { status: 404, message: 'No benchmark run has that runId.' },
  run_exists: { status: 409, message: 'A benchmark run with that runId is stored already.' },
  match_exists: { status: 409, message: 'A head-to-head match with that matchId is stored already.' },
  duplicate_run: { status: 409, message: 'A stored run has the same seed and decisions; details name it.' },
  duplicate_match: { status: 409, message: 'A stored match has the same seed and transcripts; details name it.' },

  // refereed runs and matches
  illegal_choice: { status: 400, message: 'That choice is not legal now; details list the legal ones. Nothing was recorded.' },
  match_not_found: { status: 404, message: 'No open or completed match of yours has that matchId.' },
  decision_conflict: { status: 409, message: 'The step named is not the one due, or was decided with another choice; details say which. Nothing was recorded.' },
  run_complete: { status: 409, message: 'The run is complete: it takes no more decisions.' },
  match_complete: { status: 409, message: 'The match is complete: it takes no more decisions.' },
  run_expired: { status: 410, message: 'The run expired after being idle too long; open a new one.' },
  match_expired: { status: 410, message: 'The match expired after being idle too long; open a new one.' },

  // server-run evaluations
  unknown_provider: { status: 400, message: 'No provider of that name is registered; GET /api/research/benchmark/providers lists them.' },
  model_not_allowed: { status: 400, message: 'The provider is registered, but the operator does not allow that model; details say which are.' },
  evaluation_not_found: { status: 404, message: 'No evaluation of yours has that id.' },
  evaluation_finished: { status: 409, message: 'The evaluation is complete, failed or cancelled: it changes no more.' },
  evaluation_running: { status: 409, message: 'The evaluation is running on an instance that holds its key; only a paused one is resumed.' },
  seat_not_yours: { status: 403, message: 'Another buyer relays that seat of the match: post decisions only for the seat you relay. Nothing was recorded.' },
  own_match: { status: 409, message: 'The buyer who opened the match cannot take its seat B: send the invite to another buyer, whose research key joins.' },
  seat_taken: { status: 409, message: 'Another buyer has taken seat B of this match already.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

type UnauthorizedCode = { [C in ErrorCode]: (typeof errorCodes)[C]['status'] extends 401 ? C : never }[ErrorCode];

/**
 * The WWW-Authenticate challenge of each 401 (RFC 9110 §11.6.1): the scheme and where the credential goes. An API key
 * is a Bearer token (RFC 6750) or the x-api-key header; the research and ingest keys go only in their headers, under an
 * `ApiKey` scheme that names the header; the account is a session cookie from POST /api/auth/login.
 */
export const challenges: Record<UnauthorizedCode, string> = {
  invalid_credentials: 'Cookie realm="account", cookie-name="sid"',
  unauthenticated: 'Cookie realm="account", cookie-name="sid"',
  missing_api_key: 'Bearer realm="api", ApiKey realm="api", header="x-api-key"',
  invalid_api_key: 'Bearer realm="api", error="invalid_token", ApiKey realm="api", header="x-api-key"',
  missing_research_key: 'ApiKey realm="research", header="x-research-key"',
  invalid_research_key: 'ApiKey realm="research", header="x-research-key", error="invalid_key"',
  missing_ingest_key: 'ApiKey realm="ingest", header="x-ingest-key"',
  invalid_ingest_key: 'ApiKey realm="ingest", header="x-ingest-key", error="invalid_key"',
};

export interface ErrorDetail {
  path: string;
  message: string;
  /** illegal_choice: the choices legal now */
  legal?: string[];
  /** duplicate_run / duplicate_match: the stored record it equals */
  runId?: string;
  matchId?: string;
}

/** Extra fields an error envelope may carry besides `error`, `message` and `requestId`. */
export interface ErrorExtras {
  details?: ErrorDetail[];
  retryAfter?: string;
  suggestions?: string[];
}

/** An error the caller caused or must know about; anything else thrown is a bug and becomes internal_error. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extras: ErrorExtras;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, extras: ErrorExtras = {}, headers: Record<string, string> = {}) {
    super(message ?? errorCodes[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.extras = extras;
    const challenge = (challenges as Partial<Record<ErrorCode, string>>)[code];
    this.headers = challenge === undefined || headers['WWW-Authenticate'] ? headers : { 'WWW-Authenticate': challenge, ...headers };
  }
}

export const statusOf = (code: ErrorCode): number => errorCodes[code].status;

/** 503 service_busy with the moment to try again: in the body (`retryAfter`) and in whole seconds (`Retry-After`). */
export function serviceBusy(message: string, seconds = 1): ApiError {
  const whole = Math.max(1, Math.ceil(seconds));
  return new ApiError('service_busy', message, { retryAfter: new Date(Date.now() + whole * 1000).toISOString() }, { 'Retry-After': String(whole) });
}

/**
 * ioredis's errors for a store that cannot be reached: a command sent while the connection is down (the request
 * connections have no offline queue, src/cluster/redis.ts), one unanswered past the command timeout, one that waited through
 * its reconnect attempts (MaxRetriesPerRequestError, by name), and any after the connection ended.
 */
const unreachableMessages = new Set([
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.',
]);

/**
 * And a Redis Cluster's, while a master fails over or a slot moves: the cluster client's own (no slot map yet, a slot
 * map it could not refresh, a command redirected past its limit) and the nodes' (the cluster is down, a multi-key
 * command met a slot in migration, a pipelined command met a slot that moved: the client follows redirections of
 * single commands, not of a pipeline's).
 */
const unreachablePrefixes = [
  "Cluster isn't ready and enableOfflineQueue options is false",
  'Failed to refresh slots cache',
  'Too many Cluster redirections',
  'CLUSTERDOWN',
  'TRYAGAIN',
  'MOVED ',
  'ASK ',
];

/**
 * Whether an error says a store could not be reached rather than that our code failed. Such a request is answered
 * not_ready (503), like /readyz, and is no bug to log with its stack.
 */
export function isStoreUnreachable(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'MaxRetriesPerRequestError' || unreachableMessages.has(error.message) || unreachablePrefixes.some((p) => error.message.startsWith(p)))
  );
}
