// Piscina task: the compliance baseline's statistics for segments whose columns arrive as transferred typed arrays.
import { computeBaseline, type SegmentColumns } from '../src/research/baseline.ts';

export interface StatsTask {
  segments: SegmentColumns[];
  alpha: number;
}

export default function runStats({ segments, alpha }: StatsTask) {
  return computeBaseline(segments, alpha);
}
