// The statistics worker pool (workers/stats.ts): baseline reports are computed off the event loop. The segments'
// column buffers are transferred, not copied, to the worker.
import { Piscina } from 'piscina';
import { workerEntry } from '../worker-entry.ts';
import type { computeBaseline, SegmentColumns } from './baseline.ts';
import type { StatsTask } from '../../workers/stats.ts';

export class StatsPool {
  private readonly piscina: Piscina<StatsTask, ReturnType<typeof computeBaseline>>;

  constructor(threads = 1) {
    this.piscina = new Piscina({ ...workerEntry('stats'), minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
  }

  baseline(segments: SegmentColumns[], alpha: number): Promise<ReturnType<typeof computeBaseline>> {
    const transferList = segments.flatMap((s) => s.columns.map((column) => column.buffer as ArrayBuffer));
    return this.piscina.run({ segments, alpha }, { transferList });
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
