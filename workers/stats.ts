// Piscina task for the statistics pool: the compliance baseline for segments whose columns arrive as transferred typed
// arrays, and the head-to-head ratings' steps: the opponent core of the matches, the full-data fit with one range of
// bootstrap resamples, and the intervals from every range's resamples.
import { computeBaseline, type SegmentColumns } from '../src/research/baseline.ts';
import {
  bootstrapIntervals,
  bootstrapRatings,
  buildProblem,
  fitRatings,
  splitByCore,
  type CoreSplit,
  type MatchColumns,
  type NumberedMatches,
  type RatingsFit,
} from '../src/battery/ratings.ts';

export interface BaselineTask {
  kind: 'baseline';
  segments: SegmentColumns[];
  alpha: number;
}

export interface RatingsCoreTask {
  kind: 'ratings-core';
  columns: MatchColumns;
  minOpponents: number;
}

export interface RatingsTask {
  kind: 'ratings';
  matches: NumberedMatches;
  seed: number;
  from: number;
  to: number;
}

export interface IntervalsTask {
  kind: 'ratings-intervals';
  /** every range's RatingsChunk.samples */
  chunks: Float64Array[];
  fit: RatingsFit;
}

export type StatsTask = BaselineTask | RatingsCoreTask | RatingsTask | IntervalsTask;

export interface RatingsChunk {
  fit: RatingsFit;
  /** each model's ratings in resamples from..to-1 (bootstrapRatings) */
  samples: Float64Array;
}

export default function runStats(
  task: StatsTask,
): ReturnType<typeof computeBaseline> | CoreSplit | RatingsChunk | ReturnType<typeof bootstrapIntervals> {
  switch (task.kind) {
    case 'baseline':
      return computeBaseline(task.segments, task.alpha);
    case 'ratings-core':
      return splitByCore(task.columns, task.minOpponents);
    case 'ratings-intervals':
      return bootstrapIntervals(task.chunks, task.fit);
    case 'ratings': {
      // every range fits the full data itself (the warm start): a few percent of a range's work, and no thread waits
      // for another to hand it the fit
      const problem = buildProblem(task.matches);
      const fit = fitRatings(problem);
      return { fit, samples: bootstrapRatings(problem, fit.logStrength, task.seed, task.from, task.to) };
    }
  }
}
