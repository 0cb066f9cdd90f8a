// GET /api/research/compliance/baseline (SPEC §4): DuckDB hands the segments' columns over as typed arrays, the stats
// worker pool computes the report, and a report is served from memory until the data behind it changes.
import { PROXIES, TRAITS } from '../research/games.ts';
import { DATASET } from '../research/dataset.ts';
import type { StatsPool } from '../research/stats-pool.ts';
import { DEMOGRAPHIC_KEYS, DEMOGRAPHICS, type DemographicKey } from '../research/telemetry.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { allRequired, defineRoute, type RouteSpec } from './route.ts';

const number = { type: 'number' };
const integer = { type: 'integer' };
const string = { type: 'string' };

/** SPEC §4: no segment is reported with fewer than 10 profiles, whatever minProfiles asks. */
export const PRIVACY_FLOOR = 10;
const BASELINE_CACHE_ENTRIES = 256;

interface BaselineQuery {
  segmentBy: DemographicKey;
  minProfiles: number;
  alpha: number;
  ageGroup?: string;
  gender?: string;
  region?: string;
  playerType?: string;
  strategyExperience?: string;
}

const nullableNumber = { type: ['number', 'null'] };
const traitSummary = allRequired(Object.fromEntries(['mean', 'std', 'p5', 'p25', 'p50', 'p75', 'p95'].map((k) => [k, number])));
const BASELINE_METHOD = {
  std: 'sample standard deviation (n − 1)',
  percentiles: 'linear interpolation between order statistics (Hyndman–Fan type 7, NumPy default)',
  test: "Welch's two-sided t-test; degrees of freedom by Welch–Satterthwaite",
  effectSize: "Cohen's d = meanDiff / pooled SD",
  multipleComparisons: 'Holm–Bonferroni over all comparisons of the report (pAdjusted)',
  significance: 'pValue < alpha (unadjusted; use pAdjusted for family-wise control)',
  undefinedTests: 't, df and pValue are null when both segments have zero variance in a trait; cohensD is null when the pooled SD is zero',
  population: 'every endgame profile matching the filters whose segment attribute is known; segments below minProfiles are excluded',
  totalProfiles: "the sum of the included segments' n: no figure of the report depends on the size of an excluded segment",
  excludedSegments: 'every value of segmentBy that is not reported, whether it has no profiles or fewer than minProfiles',
};

export function baselineRoute({ warehouse, stats }: { warehouse: WarehouseReads; stats: StatsPool }): RouteSpec {
  // Reports for unchanged data are kept until the next change (any ingest or erasure bumps the version).
  const reports = new Map<string, Promise<unknown>>();
  let reportsVersion = warehouse.version;
  const baseline = (query: BaselineQuery): Promise<unknown> => {
    if (reportsVersion !== warehouse.version || reports.size >= BASELINE_CACHE_ENTRIES) {
      reports.clear();
      reportsVersion = warehouse.version;
    }
    const key = JSON.stringify(Object.entries(query).sort());
    let report = reports.get(key);
    if (!report) {
      report = computeReport(query);
      reports.set(key, report);
      report.catch(() => reports.delete(key));
    }
    return report;
  };
  const computeReport = async (query: BaselineQuery) => {
    const { segmentBy, minProfiles, alpha, ...filters } = query;
    // The warehouse also counts the segments below minProfiles; those counts never reach the report (SPEC §4).
    const { segments } = await warehouse.baselineData(segmentBy, filters, minProfiles);
    const computed = await stats.baseline(segments, alpha);
    const included = new Set(computed.segments.map((s) => s.segment));
    return {
      segmentBy,
      filters,
      minProfiles,
      alpha,
      // The included segments' profiles only: a total with the excluded ones in it, less their n, gives their size.
      totalProfiles: computed.segments.reduce((total, s) => total + s.n, 0),
      segments: computed.segments,
      // Every value of the attribute that is not reported, empty or not: listing only the non-empty ones would tell an
      // excluded segment of no profiles from one of a few.
      excludedSegments: DEMOGRAPHICS[segmentBy]
        .filter((segment) => !included.has(segment))
        .sort()
        .map((segment) => ({ segment, reason: 'below_min_profiles' })),
      comparisons: computed.comparisons,
      meta: { legalBasis: 'GDPR Art. 6(1)(a)', neverCollected: DATASET.neverCollected, method: BASELINE_METHOD },
    };
  };

  return defineRoute<undefined, BaselineQuery>({
    method: 'GET',
    path: '/api/research/compliance/baseline',
    tag: 'research',
    summary: 'Per-segment trait percentiles, proxies, and pairwise Welch tests with effect sizes',
    description:
      'Profiles are filtered, grouped by `segmentBy`, and every segment with at least `minProfiles` profiles is ' +
      'described; every pair of included segments is compared on each trait. Computed in the worker pool; the same ' +
      'report is served from memory until the data changes.',
    auth: 'research',
    query: {
      schema: {
        type: 'object',
        properties: {
          segmentBy: { enum: ['ageGroup', 'gender', 'region'], description: 'The attribute to segment by.' },
          minProfiles: {
            type: 'integer',
            minimum: PRIVACY_FLOOR,
            maximum: 1_000_000_000,
            default: 30,
            description: `Minimum profiles for a segment to be reported (default 30, at least ${PRIVACY_FLOOR}: the privacy floor).`,
          },
          alpha: { type: 'number', exclusiveMinimum: 0, maximum: 0.5, default: 0.05, description: 'Significance level, in (0, 0.5].' },
          ...Object.fromEntries(
            DEMOGRAPHIC_KEYS.map((key) => [key, { enum: [...DEMOGRAPHICS[key]], description: `Only profiles with this ${key}.` }]),
          ),
        },
        required: ['segmentBy'],
        additionalProperties: false,
      },
    },
    responses: {
      200: {
        description: 'The report (SPEC §4).',
        schema: allRequired({
          segmentBy: { type: 'string', enum: ['ageGroup', 'gender', 'region'] },
          filters: { type: 'object', additionalProperties: string, description: 'The filters given, by attribute.' },
          minProfiles: integer,
          alpha: number,
          totalProfiles: { type: 'integer', description: "The included segments' profiles (the sum of their n)." },
          segments: {
            type: 'array',
            items: allRequired({
              segment: string,
              n: integer,
              traits: allRequired(Object.fromEntries(TRAITS.map((t) => [t, traitSummary]))),
              proxies: allRequired(Object.fromEntries(PROXIES.map((p) => [p, number]))),
            }),
          },
          excludedSegments: {
            type: 'array',
            description: 'Every value of segmentBy not reported (no profiles, or fewer than minProfiles); sizes are never given.',
            items: allRequired({ segment: string, reason: { type: 'string', enum: ['below_min_profiles'] } }),
          },
          comparisons: {
            type: 'array',
            items: allRequired({
              segmentA: string,
              segmentB: string,
              trait: string,
              meanDiff: number,
              t: nullableNumber,
              df: nullableNumber,
              pValue: nullableNumber,
              pAdjusted: nullableNumber,
              significant: { type: 'boolean' },
              cohensD: nullableNumber,
            }),
          },
          meta: allRequired({
            legalBasis: string,
            neverCollected: { type: 'array', items: string },
            method: allRequired(Object.fromEntries(Object.keys(BASELINE_METHOD).map((k) => [k, string]))),
          }),
        }),
      },
    },
    errors: ['missing_research_key', 'invalid_research_key', 'rate_limit_exceeded', 'invalid_parameter'],
    handle: async (ctx) => ({ status: 200, data: await baseline(ctx.query) }),
  });
}
