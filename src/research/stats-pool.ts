// The statistics worker pool (workers/stats.ts): baseline reports and head-to-head ratings are computed off the event
// loop. The baseline's column buffers and the ratings' match columns are transferred, not copied, to a worker; the
// ratings' bootstrap is split into one resample range per thread, and its intervals are taken in a worker too.
import { Piscina } from 'piscina';
import { workerEntry } from '../worker-entry.ts';
import type { computeBaseline, SegmentColumns } from './baseline.ts';
import {
  assembleRatings,
  numberMatches,
  type bootstrapIntervals,
  type CoreSplit,
  type MatchColumns,
  type MatchResult,
  type Ratings,
  type RatingsOptions,
} from '../battery/ratings.ts';
import type { BaselineTask, IntervalsTask, RatingsChunk, RatingsCoreTask, RatingsTask, StatsTask } from '../../workers/stats.ts';

/** Matches as numberMatches gives them: model names, game counts, numbered matches. */
export type NumberedRatingsInput = ReturnType<typeof numberMatches>;

/** The typed arrays behind `columns`, to transfer. */
const buffersOf = (columns: MatchColumns): ArrayBuffer[] =>
  [columns.playerA, columns.playerB, columns.winsA, columns.winsB, columns.draws].map((column) => column.buffer as ArrayBuffer);

export class StatsPool {
  /** Started on the first report: the CLI opens the research services too, and needs no threads. */
  private piscina: Piscina<StatsTask, unknown> | null = null;

  constructor(private readonly threads = 1) {}

  private pool(): Piscina<StatsTask, unknown> {
    this.piscina ??= new Piscina({ ...workerEntry('stats'), minThreads: 1, maxThreads: this.threads, idleTimeout: 60_000 });
    return this.piscina;
  }

  baseline(segments: SegmentColumns[], alpha: number): Promise<ReturnType<typeof computeBaseline>> {
    const transferList = segments.flatMap((s) => s.columns.map((column) => column.buffer as ArrayBuffer));
    const task: BaselineTask = { kind: 'baseline', segments, alpha };
    return this.pool().run(task, { transferList }) as Promise<ReturnType<typeof computeBaseline>>;
  }

  /**
   * splitByCore in a worker: the opponent core of the matches and the fit's input. The columns' buffers are
   * transferred (they are unusable here afterwards).
   */
  ratedCore(columns: MatchColumns, minOpponents: number): Promise<CoreSplit> {
    const task: RatingsCoreTask = { kind: 'ratings-core', columns, minOpponents };
    return this.pool().run(task, { transferList: buffersOf(columns) }) as Promise<CoreSplit>;
  }

  /**
   * The same result as computeRatings(matches, options): the resamples split into one contiguous range per thread
   * (each resample is seeded by its own index, so the split changes nothing), each worker fitting the full data too.
   */
  ratings(matches: readonly MatchResult[], options: RatingsOptions = {}): Promise<Ratings> {
    return this.ratingsOfNumbered(numberMatches(matches), options);
  }

  /** ratings() of matches numbered already (numberMatches, or splitByCore's `rated`). */
  async ratingsOfNumbered({ models, games, numbered }: NumberedRatingsInput, options: RatingsOptions = {}): Promise<Ratings> {
    const resamples = options.resamples ?? 1000;
    const seed = options.seed ?? 1;
    const from = options.from ?? 0;
    const to = Math.max(from, options.to ?? resamples);
    const chunks = Math.max(1, Math.min(this.threads, to - from));
    const results = await Promise.all(
      Array.from({ length: chunks }, (_, c) => {
        const task: RatingsTask = {
          kind: 'ratings',
          matches: numbered,
          seed,
          from: from + Math.floor(((to - from) * c) / chunks),
          to: from + Math.floor(((to - from) * (c + 1)) / chunks),
        };
        return this.pool().run(task) as Promise<RatingsChunk>;
      }),
    );
    const { fit } = results[0]!;
    // The percentiles of 500 models × 1,000 resamples take milliseconds: a worker's, not the event loop's.
    const samples = results.map((chunk) => chunk.samples);
    const intervals: IntervalsTask = { kind: 'ratings-intervals', chunks: samples, fit };
    const transferList = samples.map((chunk) => chunk.buffer as ArrayBuffer);
    return assembleRatings(models, games, fit, (await this.pool().run(intervals, { transferList })) as ReturnType<typeof bootstrapIntervals>);
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
    this.piscina = null;
  }
}
