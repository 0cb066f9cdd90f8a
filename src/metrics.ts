// Prometheus metrics (prom-client), served as text at /metrics on the 127.0.0.1 admin listener: requests by route and
// status with latency, rate-limit decisions, the tool pool, the ingest inbox, the warehouse's state and query times.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import type { KeyGate } from './control/key-gate.ts';
import type { SlidingWindowLimiter } from './limits/limiter.ts';
import type { Ingest } from './research/ingest.ts';
import type { StreamLoader } from './cluster/ingest-stream.ts';
import type { ToolPool } from './tools/pool.ts';
import type { WarehouseReads } from '../warehouse/warehouse.ts';

/** Latency buckets from 0.5 ms to 10 s: most routes answer in well under a millisecond, exports take seconds. */
const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** One labelled series of a histogram counted in place: a count per bucket (the last one +Inf), the sum, the count. */
interface Series {
  labels: Record<string, string>;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * Request latencies by method, route pattern and status, as a Prometheus histogram that prom-client's registry
 * exposes. Counted here because prom-client's Histogram checks and hashes the labels of every observation, a
 * measurable part of a fast route's cost; this one finds its series once per route and status.
 */
class RequestLatencies {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time from a request to its response head, by method, route pattern and status.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: Series[] = [];

  /** Counts observations into the series of these labels. */
  observer(labels: Record<string, string>): (seconds: number) => void {
    const series: Series = { labels, buckets: new Float64Array(SECONDS.length + 1), sum: 0, count: 0 };
    this.series.push(series);
    return (seconds) => {
      let bucket = 0;
      while (bucket < SECONDS.length && seconds > SECONDS[bucket]!) bucket++;
      series.buckets[bucket]!++;
      series.sum += seconds;
      series.count++;
    };
  }

  /** The samples in prom-client's form (its registry formats them): cumulative buckets, then sum and count. */
  get() {
    const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
    for (const { labels, buckets, sum, count } of this.series) {
      let cumulative = 0;
      SECONDS.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const series of this.series) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests = new RequestLatencies();
  /** Sliding-window decisions by window kind, counted plainly and read by the counter when scraped. */
  private readonly decisionCounts = new Map<string, { allowed: number; refused: number }>();
  private readonly queries = new Histogram({
    name: 'duckdb_query_duration_seconds',
    help: 'Time of each statement (or exclusive sequence) on the warehouse connections.',
    labelNames: ['connection'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor() {
    this.registry.registerMetric(this.requests as unknown as Metric);
    const decisions = this.decisionCounts;
    new Counter({
      name: 'rate_limit_decisions_total',
      help: 'Sliding-window decisions, by window kind (key, research-key, research-ip, login…) and outcome.',
      labelNames: ['window', 'decision'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [window, { allowed, refused }] of decisions) {
          this.inc({ window, decision: 'allowed' }, allowed);
          this.inc({ window, decision: 'refused' }, refused);
        }
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** A route's observer: one labelled series per status, found once. */
  routeObserver(method: string, route: string): (status: number, seconds: number) => void {
    const series = new Map<number, (seconds: number) => void>();
    return (status, seconds) => {
      let observe = series.get(status);
      if (!observe) series.set(status, (observe = this.requests.observer({ method, route, status: String(status) })));
      observe(seconds);
    };
  }

  private countDecision(window: string, allowed: boolean): void {
    let counts = this.decisionCounts.get(window);
    if (!counts) this.decisionCounts.set(window, (counts = { allowed: 0, refused: 0 }));
    if (allowed) counts.allowed++;
    else counts.refused++;
  }

  /** The limiter, counting each decision by the window's kind (the part of its name before the first colon). */
  countDecisions(limiter: SlidingWindowLimiter): SlidingWindowLimiter {
    return {
      hit: (key, limit, windowMs) =>
        limiter.hit(key, limit, windowMs).then((hit) => {
          this.countDecision(key.slice(0, key.indexOf(':')), hit.allowed);
          return hit;
        }),
      release: (key, entry, windowMs) => limiter.release(key, entry, windowMs),
      peek: (key, limit, windowMs) => limiter.peek(key, limit, windowMs),
      close: () => limiter.close(),
    };
  }

  /** The tool route's gate, counting its window decisions as the `key` window's. */
  countAdmissions(gate: KeyGate): KeyGate {
    return {
      admit: (keyHash) =>
        gate.admit(keyHash).then((admitted) => {
          if (admitted?.window) this.countDecision('key', admitted.window.allowed);
          return admitted;
        }),
    };
  }

  /** Gauges read when scraped: the tool pool, the ingest inbox and the warehouse, and the warehouse's query times. */
  watch({ pool, ingest, warehouse, loader }: { pool: ToolPool; ingest: Ingest; warehouse: WarehouseReads; loader: StreamLoader | null }): void {
    const registers = [this.registry];
    new Gauge({ name: 'tool_pool_queued_runs', help: 'Heavy tool runs waiting for a worker thread.', registers, collect() { this.set(pool.stats.queued); } });
    new Gauge({ name: 'tool_pool_running_runs', help: 'Heavy tool runs on a worker thread.', registers, collect() { this.set(pool.stats.running); } });
    new Gauge({ name: 'tool_pool_threads', help: 'Worker threads of the tool pool.', registers, collect() { this.set(pool.threads); } });
    new Counter({
      name: 'tool_pool_timeouts_total',
      help: 'Heavy tool runs stopped on a worker thread at their time budget (422 tool_timeout).',
      registers,
      collect() {
        this.reset();
        this.inc(pool.stats.timedOut);
      },
    });
    new Counter({
      name: 'tool_pool_refusals_total',
      help:
        'Heavy tool runs refused with 503 service_busy before they started, by reason: queue_full (every account\'s), ' +
        'tenant_backlog (one account\'s), wait_exceeded (no thread within TOOL_QUEUE_WAIT_MS).',
      labelNames: ['reason'],
      registers,
      collect() {
        this.reset();
        for (const [reason, count] of Object.entries(pool.stats.refused)) this.inc({ reason }, count);
      },
    });
    new Gauge({
      name: 'ingest_inbox_batches',
      help: 'Accepted upload batches waiting in the inbox for the next load (the ingest lag, in batches).',
      registers,
      async collect() {
        this.set(await ingest.pending());
      },
    });
    new Gauge({ name: 'warehouse_version', help: 'Version of the reads\' state: it moves on every load and erasure.', registers, collect() { this.set(warehouse.version); } });
    new Gauge({
      name: 'warehouse_state_age_seconds',
      help: 'Seconds since the reads\' state was installed (opened, loaded or erased).',
      registers,
      collect() {
        this.set((Date.now() - warehouse.installedAt) / 1000);
      },
    });
    if (loader) {
      // Cluster mode: the shared stream, the snapshot this instance reads, and whether it is the loader.
      new Gauge({
        name: 'ingest_stream_lag_entries',
        help: 'Batches and erasures in the Redis ingest stream not loaded yet (every instance sees the same number).',
        registers,
        async collect() {
          this.set(await ingest.pending());
        },
      });
      new Gauge({ name: 'snapshot_version', help: 'Version of the announced snapshot this instance reads (0: none yet).', registers, collect() { this.set(warehouse.version); } });
      new Gauge({
        name: 'snapshot_age_seconds',
        help: 'Seconds since the snapshot this instance reads was written.',
        registers,
        collect() {
          this.set((Date.now() - warehouse.installedAt) / 1000);
        },
      });
      new Gauge({ name: 'ingest_loader_leading', help: '1 while this instance holds the loader lease.', registers, collect() { this.set(loader.leading ? 1 : 0); } });
    }
    warehouse.observeQueries((connection, seconds) => this.queries.observe({ connection }, seconds));
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
