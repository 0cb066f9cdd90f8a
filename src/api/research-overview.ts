// Area B's dataset-level facts, public and cached, never individual data: the overview (totals, games, how the data
// was collected) and the compliance summary (what the dataset is, which endpoints are public, the regulatory framing).
import type { Clock } from '../clock.ts';
import { DATASET } from '../research/dataset.ts';
import { DIMENSIONS } from '../research/games.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { allRequired, defineRoute, type RouteSpec } from './route.ts';

const OVERVIEW_TTL_MS = 60_000;
const SUMMARY_TTL_MS = 3_600_000;

const integer = { type: 'integer' };
const string = { type: 'string' };
const date = { type: 'string', description: 'yyyy-mm-dd' };
const dateRange = { type: ['object', 'null'], properties: { from: date, to: date }, required: ['from', 'to'] };

/** Remembers a value for `ttlMs`, and forgets it as soon as the warehouse changes. */
function cache<T>(warehouse: WarehouseReads, clock: Clock, ttlMs: number, compute: () => Promise<T>): () => Promise<T> {
  let held: { value: Promise<T>; version: number; until: number } | null = null;
  return () => {
    const now = clock();
    if (!held || held.version !== warehouse.version || now >= held.until) {
      const value = compute();
      held = { value, version: warehouse.version, until: now + ttlMs };
      value.catch(() => (held = null));
    }
    return held.value;
  };
}

export interface OverviewDeps {
  warehouse: WarehouseReads;
  clock: Clock;
}

export function overviewRoute({ warehouse, clock }: OverviewDeps): RouteSpec {
  const overview = cache(warehouse, clock, OVERVIEW_TTL_MS, async () => {
    const facts = await warehouse.facts();
    return {
      totalProfiles: facts.totalProfiles,
      totalSessions: facts.totalSessions,
      totalDecisions: facts.totalDecisions,
      gamesCovered: facts.games.length,
      dateRange: facts.dateRange,
      sampleSizeByGame: facts.games,
      dataset: { ...DATASET, synthetic: facts.synthetic },
    };
  });

  return defineRoute({
    method: 'GET',
    path: '/api/research/overview',
    tag: 'research',
    summary: 'Dataset overview (cached 60 s)',
    auth: 'researchPublic',
    responses: {
      200: {
        description: 'Totals, date range, sessions and turns per game, and how the data was collected.',
        schema: {
          type: 'object',
          properties: {
            totalProfiles: integer,
            totalSessions: integer,
            totalDecisions: integer,
            gamesCovered: integer,
            dateRange,
            sampleSizeByGame: { type: 'array', items: allRequired({ game: string, sessions: integer, totalTurns: integer }) },
            dataset: allRequired({
              ...Object.fromEntries(Object.keys(DATASET).map((k) => [k, string])),
              neverCollected: { type: 'array', items: string },
              synthetic: { type: 'boolean', description: 'True while the data is synthetic (demo data).' },
            }),
          },
          required: ['totalProfiles', 'totalSessions', 'totalDecisions', 'gamesCovered', 'dateRange', 'sampleSizeByGame', 'dataset'],
        },
      },
    },
    errors: ['rate_limit_exceeded'],
    handle: async () => ({ status: 200, data: await overview() }),
  });
}

/** `listed` is read when the summary is computed, so it can name every route, this one included. */
export function complianceSummaryRoute({ warehouse, clock }: OverviewDeps, listed: () => readonly RouteSpec[]): RouteSpec {
  const summary = cache(warehouse, clock, SUMMARY_TTL_MS, async () => {
    const facts = await warehouse.facts();
    const byAuth = (kind: string) => listed().filter((r) => r.auth === kind).map((r) => `${r.method} ${r.path}`);
    return {
      totalSessions: facts.totalSessions,
      totalProfiles: facts.totalProfiles,
      dateRange: facts.dateRange,
      games: facts.games.map((g) => g.game),
      dimensionsMeasured: [...DIMENSIONS],
      endpoints: { public: [...byAuth('researchPublic'), 'GET /api/research/docs'], authenticated: [...byAuth('research'), ...byAuth('researchUncounted')] },
      regulatory: {
        framework: 'GDPR (EU) 2016/679',
        legalBasis: 'GDPR Art. 6(1)(a)',
        consentMechanism: DATASET.consent,
        withdrawal: 'in the app settings; the app then erases the session here (DELETE /api/research/ingest/sessions/{sessionId})',
        neverCollected: DATASET.neverCollected,
        retention: 'indefinite for research',
        deletion: 'on request to the privacy contact address, quoting the session ID',
        sessionIdentifier: DATASET.sessionIdentifier,
        timestampPrecision: DATASET.timestampPrecision,
      },
    };
  });

  return defineRoute({
    method: 'GET',
    path: '/api/research/compliance/summary',
    tag: 'research',
    summary: 'What the dataset is and how it is governed (cached 1 h; no individual data)',
    auth: 'researchPublic',
    responses: {
      200: {
        description: 'Totals, games, dimensions, which endpoints are public, and the regulatory framing.',
        schema: allRequired({
          totalSessions: integer,
          totalProfiles: integer,
          dateRange,
          games: { type: 'array', items: string },
          dimensionsMeasured: { type: 'array', items: string },
          endpoints: allRequired({ public: { type: 'array', items: string }, authenticated: { type: 'array', items: string } }),
          regulatory: allRequired({
            ...Object.fromEntries(
              ['framework', 'legalBasis', 'consentMechanism', 'withdrawal', 'retention', 'deletion', 'sessionIdentifier', 'timestampPrecision'].map(
                (k) => [k, string],
              ),
            ),
            neverCollected: { type: 'array', items: string },
          }),
        }),
      },
    },
    errors: ['rate_limit_exceeded'],
    handle: async () => ({ status: 200, data: await summary() }),
  });
}
