// Shapes of the research endpoints the pages read: from the OpenAPI document's generated types (src/api/research-*.ts,
// benchmark.ts and baseline.ts declare them); the constants come from the service's own definitions.
import type { JsonOf } from '../lib/api.ts';
import { PROXIES, TRAITS, type Trait } from '../../src/research/games.ts';
import { DEMOGRAPHICS, type DemographicKey } from '../../src/research/telemetry.ts';

export { DEMOGRAPHICS, PROXIES, TRAITS, type DemographicKey, type Trait };

export type Overview = JsonOf<'/api/research/overview', 'get'>;
export type Leaderboard = JsonOf<'/api/research/benchmark/leaderboard', 'get'>;
export type LeaderboardEntry = Leaderboard['entries'][number];
export type ReferenceRow = Leaderboard['references'][number];
export type Matrix = JsonOf<'/api/research/head-to-head/matrix', 'get'>;
export type MatchRecord = NonNullable<Matrix['matrix'][number][number]>;
export type ComplianceSummary = JsonOf<'/api/research/compliance/summary', 'get'>;
export type BaselineReport = JsonOf<'/api/research/compliance/baseline', 'get'>;
export type Segment = BaselineReport['segments'][number];
export type TraitSummary = Segment['traits'][Trait];
export type Comparison = BaselineReport['comparisons'][number];

/** The leaderboard's six dimensions in column order (scoring v1.0; checked against the served entry's keys). */
export const DIMENSIONS = [
  'cooperation',
  'deceptionCalibration',
  'moralConsistency',
  'riskProfile',
  'strategicHorizon',
  'pressureResponse',
] as const satisfies ReadonlyArray<keyof LeaderboardEntry['dimensions']>;

export const TRAIT_NAMES: Record<Trait, string> = { O: 'Openness', C: 'Conscientiousness', E: 'Extraversion', A: 'Agreeableness', N: 'Neuroticism' };

/** The attributes a baseline can be segmented by (SPEC: segmentBy). */
export const SEGMENT_KEYS = ['ageGroup', 'gender', 'region'] as const satisfies readonly DemographicKey[];
export type SegmentKey = (typeof SEGMENT_KEYS)[number];
