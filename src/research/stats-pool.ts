// The statistics worker pool (workers/stats.ts): baseline reports are computed off the event loop. The segments'
// column buffers are transferred, not copied, to the worker.
import { Piscina } from 'piscina';
import { workerEntry } from '../worker-entry.ts';
import type { computeBaseline, SegmentColumns } from './baseline.ts';
import type { StatsTask } from '../../workers/stats.ts';

export class StatsPool {
  /** Started on the first report: the CLI opens the research services too, and needs no threads. */
  private piscina: Piscina<StatsTask, ReturnType<typeof computeBaseline>> | null = null;

  constructor(private readonly threads = 1) {}

  baseline(segments: SegmentColumns[], alpha: number): Promise<ReturnType<typeof computeBaseline>> {
    this.piscina ??= new Piscina({ ...workerEntry('stats'), minThreads: 1, maxThreads: this.threads, idleTimeout: 60_000 });
    const transferList = segments.flatMap((s) => s.columns.map((column) => column.buffer as ArrayBuffer));
    return this.piscina.run({ segments, alpha }, { transferList });
  }

  async close(): Promise<void> {
    await this.piscina?.destroy();
    this.piscina = null;
  }
}
