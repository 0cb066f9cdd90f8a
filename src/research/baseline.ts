// The compliance baseline's computation (SPEC §4), a pure function of the segments' columns: it runs in the stats
// worker (workers/stats.ts) so a million-profile report never holds up the event loop.
import { PROXIES, TRAITS, type Proxy, type Trait } from './games.ts';
import { holm, mean, summarise, welch, type Comparison, type Summary } from './statistics.ts';

/** Columns in this order: the five traits, then the three proxies. */
export const BASELINE_COLUMNS = [...TRAITS, ...PROXIES] as const;

export interface SegmentColumns {
  segment: string;
  /** One Float64Array per BASELINE_COLUMNS entry, all of the segment's size. */
  columns: Float64Array[];
}

export interface SegmentReport {
  segment: string;
  n: number;
  traits: Record<Trait, Omit<Summary, 'n'>>;
  proxies: Record<Proxy, number>;
}

export interface ComparisonReport extends Comparison {
  segmentA: string;
  segmentB: string;
  trait: Trait;
  pAdjusted: number | null;
  significant: boolean;
}

/** Per-segment statistics, then every pair of segments (sorted by name) × trait, Holm-adjusted over the report. */
export function computeBaseline(segments: readonly SegmentColumns[], alpha: number): { segments: SegmentReport[]; comparisons: ComparisonReport[] } {
  const sorted = [...segments].sort((a, b) => (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0));
  const summaries = sorted.map(({ columns }) => TRAITS.map((_, i) => summarise(columns[i]!)));
  const reports: SegmentReport[] = sorted.map(({ segment, columns }, s) => {
    const traits = Object.fromEntries(
      TRAITS.map((trait, i) => {
        const { n: _n, variance: _variance, ...summary } = summaries[s]![i]!;
        return [trait, summary];
      }),
    ) as SegmentReport['traits'];
    const proxies = Object.fromEntries(PROXIES.map((proxy, i) => [proxy, mean(columns[TRAITS.length + i]!)])) as SegmentReport['proxies'];
    return { segment, n: columns[0]!.length, traits, proxies };
  });

  const comparisons: Array<Omit<ComparisonReport, 'pAdjusted' | 'significant'>> = [];
  for (let a = 0; a < sorted.length; a++) {
    for (let b = a + 1; b < sorted.length; b++) {
      TRAITS.forEach((trait, i) => {
        comparisons.push({ segmentA: sorted[a]!.segment, segmentB: sorted[b]!.segment, trait, ...welch(summaries[a]![i]!, summaries[b]![i]!) });
      });
    }
  }
  const adjusted = holm(comparisons.map((c) => c.pValue));
  return {
    segments: reports,
    comparisons: comparisons.map((c, i) => ({ ...c, pAdjusted: adjusted[i]!, significant: c.pValue !== null && c.pValue < alpha })),
  };
}
