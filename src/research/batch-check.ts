// The checks a telemetry batch must pass before anything is stored: no field that is never collected (anywhere in the
// body), consent on every session, the batch schema, and what a schema cannot say (choices per game, scenario ids only
// in custom scenarios, real and plausible dates, no session twice). A failure is a 400 that stores nothing. Used by the
// ingest worker (workers/ingest.ts) and the demo seed.
import { Ajv } from 'ajv';
import { ajvDetails } from '../api/validation.ts';
import { DAY_MS, isCalendarDate } from '../clock.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { describeChoices, isValidChoice } from './games.ts';
import { FORBIDDEN_FIELDS, telemetryBatchSchema, type TelemetrySession } from './telemetry.ts';

const validateBatch = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(telemetryBatchSchema);
const forbidden = new Set(FORBIDDEN_FIELDS);
const MAX_DETAILS = 20;
/** The app did not exist before this; an earlier date is a broken clock, not data. */
const EARLIEST_DATE = '2020-01-01';

/** Every forbidden key anywhere in the body, as JSON Pointers. Iterative: a deeply nested body cannot overflow the stack. */
function forbiddenFields(body: unknown): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length > 0 && found.length < MAX_DETAILS) {
    const [value, pointer] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const path = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (forbidden.has(key.toLowerCase())) found.push({ path, message: 'is never collected; remove it' });
      stack.push([child, path]);
    }
  }
  return found;
}

/**
 * A batch as the app sent it → its sessions, or a 400 that stores nothing. Order: forbidden fields anywhere, then
 * consent, then the schema, then what a schema cannot say (choices per game, scenario ids, real dates, duplicates).
 * A batch that passes the schema holds no forbidden field (every object's keys are closed and none is forbidden) and
 * no session without consent, so the first two scans run only to explain a failure.
 */
export function checkBatch(body: unknown, now: number): TelemetrySession[] {
  if (!validateBatch(body)) {
    const fields = forbiddenFields(body);
    if (fields.length > 0) throw new ApiError('forbidden_field', undefined, { details: fields });
    const sessions = (body as { sessions?: unknown } | null)?.sessions;
    if (Array.isArray(sessions)) {
      const withoutConsent = sessions
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => (s as { consent?: unknown } | null)?.consent !== true)
        .slice(0, MAX_DETAILS)
        .map(({ i }) => ({ path: `/sessions/${i}/consent`, message: 'must be true' }));
      if (withoutConsent.length > 0) throw new ApiError('consent_required', undefined, { details: withoutConsent });
    }
    throw new ApiError('invalid_session', undefined, { details: ajvDetails(validateBatch.errors) });
  }

  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  const latest = new Date(now + DAY_MS).toISOString().slice(0, 10);
  const checked = (body as { sessions: TelemetrySession[] }).sessions;
  checked.forEach((session, i) => {
    const at = `/sessions/${i}`;
    if (seen.has(session.sessionId)) details.push({ path: `${at}/sessionId`, message: 'appears twice in the batch' });
    seen.add(session.sessionId);
    if (!isCalendarDate(session.startedAt.slice(0, 10))) details.push({ path: `${at}/startedAt`, message: 'is not a real calendar date' });
    else if (session.startedAt < EARLIEST_DATE) details.push({ path: `${at}/startedAt`, message: `is before ${EARLIEST_DATE}` });
    else if (session.startedAt.slice(0, 10) > latest) details.push({ path: `${at}/startedAt`, message: 'is in the future' });
    const custom = session.gameContext === 'custom-scenario';
    if (custom && session.scenarioId === undefined) {
      details.push({ path: `${at}/scenarioId`, message: 'is required when gameContext is custom-scenario' });
    }
    if (!custom && session.scenarioId !== undefined) {
      details.push({ path: `${at}/scenarioId`, message: 'is only allowed when gameContext is custom-scenario' });
    }
    session.turns.forEach((turn, j) => {
      if (!isValidChoice(session.game, turn.choice)) {
        details.push({ path: `${at}/turns/${j}/choice`, message: `is not a choice of ${session.game} (${describeChoices(session.game)})` });
      }
    });
  });
  if (details.length > 0) throw new ApiError('invalid_session', undefined, { details: details.slice(0, MAX_DETAILS) });
  return checked;
}
