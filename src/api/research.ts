// Area B's routes (SEED "Area B", SPEC §4–5), one file per resource family, in the order the OpenAPI document lists
// them: the overview, the row-level reads, ingest, benchmark, referee, baseline and, last, the compliance summary,
// which lists them all.
import type { Clock } from '../clock.ts';
import type { Ingest } from '../research/ingest.ts';
import type { RatingsCache } from '../research/ratings-cache.ts';
import type { Evaluations } from '../research/evaluations.ts';
import type { ProviderRegistry } from '../research/providers.ts';
import type { Referee } from '../research/referee.ts';
import type { StatsPool } from '../research/stats-pool.ts';
import type { BenchmarkStore } from '../../warehouse/benchmark-store.ts';
import type { WarehouseReads } from '../../warehouse/warehouse.ts';
import { baselineRoute } from './baseline.ts';
import { benchmarkRoutes } from './benchmark.ts';
import { evaluationRoutes } from './evaluations.ts';
import { refereeRoutes } from './referee.ts';
import { researchDataRoutes } from './research-data.ts';
import { ingestRoutes } from './research-ingest.ts';
import { complianceSummaryRoute, overviewRoute } from './research-overview.ts';
import type { RouteSpec } from './route.ts';

export interface ResearchDeps {
  warehouse: WarehouseReads;
  benchmarks: BenchmarkStore;
  ingest: Ingest;
  stats: StatsPool;
  ratings: RatingsCache;
  referee: Referee;
  evaluations: Evaluations;
  providers: ProviderRegistry;
  clock: Clock;
}

export function researchRoutes({ warehouse, benchmarks, ingest, stats, ratings, referee, evaluations, providers, clock }: ResearchDeps): RouteSpec[] {
  const routes: RouteSpec[] = [
    overviewRoute({ warehouse, clock }),
    ...researchDataRoutes({ warehouse, clock }),
    ...ingestRoutes({ ingest, clock }),
    ...benchmarkRoutes({ benchmarks, warehouse, ratings }),
    ...refereeRoutes(referee),
    ...evaluationRoutes(evaluations, providers),
    baselineRoute({ warehouse, stats }),
  ];
  routes.push(complianceSummaryRoute({ warehouse, clock }, () => routes));
  return routes;
}
