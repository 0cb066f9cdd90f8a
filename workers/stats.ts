// Piscina task for the statistics pool: the compliance baseline for segments whose columns arrive as transferred typed
// arrays, or the head-to-head ratings' full-data fit and one range of their bootstrap resamples.
import { computeBaseline, type SegmentColumns } from '../src/research/baseline.ts';
import { bootstrapRatings, buildProblem, fitRatings, type NumberedMatches, type RatingsFit } from '../src/battery/ratings.ts';

export interface BaselineTask {
  kind: 'baseline';
  segments: SegmentColumns[];
  alpha: number;
}

export interface RatingsTask {
  kind: 'ratings';
  matches: NumberedMatches;
  seed: number;
  from: number;
  to: number;
}

export type StatsTask = BaselineTask | RatingsTask;

export interface RatingsChunk {
  fit: RatingsFit;
  /** each model's ratings in resamples from..to-1 (bootstrapRatings) */
  samples: Float64Array;
}

export default function runStats(task: StatsTask): ReturnType<typeof computeBaseline> | RatingsChunk {
  if (task.kind === 'baseline') return computeBaseline(task.segments, task.alpha);
  // every range fits the full data itself (the warm start): a few percent of a range's work, and no thread waits for
  // another to hand it the fit
  const problem = buildProblem(task.matches);
  const fit = fitRatings(problem);
  return { fit, samples: bootstrapRatings(problem, fit.logStrength, task.seed, task.from, task.to) };
}
