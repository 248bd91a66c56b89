import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStats } from '../db/database';

/** What the metrics read at each scrape, from the parts that own the figures. */
export interface MetricSources {
  /** The connection pool (PostgreSQL) or the queries in flight (PGlite, one connection). */
  database(): DatabaseStats;
  /** Mails waiting in the outbox and mails that failed for good. */
  outbox(): Promise<{ pending: number; failed: number }>;
}

/** How a check-in was made (the scan's `method`). */
export type CheckInMethod = 'QR' | 'TYPED' | 'OFFLINE';

/** Methods a request line and a counter name: anything else is counted as OTHER (no label per invented method). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** Seconds, from a cached JSON answer to a slow report or an upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The method as a request line and metric label show it. */
export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}

/**
 * The Prometheus metrics of one API instance, in its own registry (tests run many instances in one process).
 * Request figures are labelled by route pattern, never by the path with its ids.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  /** Successful check-ins by scan (Prometheus derives check-ins per minute with `rate()`). */
  readonly checkIns: Counter<'method'>;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private processMetrics = false;

  constructor(sources: MetricSources, engine: DatabaseStats['engine']) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'academy_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'academy_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.checkIns = new Counter({
      name: 'academy_attendance_check_ins_total',
      help: 'Successful attendance check-ins by scan, by method (QR, TYPED, OFFLINE).',
      labelNames: ['method'],
      registers,
    });
    // Every method from zero, so rate() has a start before the first check-in.
    for (const method of ['QR', 'TYPED', 'OFFLINE'] satisfies CheckInMethod[]) this.checkIns.inc({ method }, 0);
    new Gauge({
      name: 'academy_mail_outbox',
      help: 'Mails in the outbox by state: pending (waiting to be sent or retried) and failed (given up).',
      labelNames: ['state'],
      registers,
      async collect() {
        // A database that does not answer leaves the series out (the readiness probe reports it), not the scrape failing.
        const counts = await sources.outbox().catch(() => undefined);
        this.reset();
        if (!counts) return;
        this.set({ state: 'pending' }, counts.pending);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
    if (engine === 'postgres') this.poolGauges(sources, registers);
    else {
      new Gauge({
        name: 'academy_db_queries_in_flight',
        help: 'Queries started and not finished on the embedded database (one connection: the rest wait in its queue).',
        registers,
        collect() {
          const stats = sources.database();
          if (stats.engine === 'pglite') this.set(stats.inFlight);
        },
      });
    }
  }

  private poolGauges(sources: MetricSources, registers: Registry[]): void {
    const read = (pick: (stats: Extract<DatabaseStats, { engine: 'postgres' }>) => number) =>
      function collect(this: Gauge) {
        const stats = sources.database();
        if (stats.engine === 'postgres') this.set(pick(stats));
      };
    new Gauge({
      name: 'academy_db_pool_connections',
      help: 'Connections the PostgreSQL pool holds open (busy and idle).',
      registers,
      collect: read((stats) => stats.total),
    });
    new Gauge({
      name: 'academy_db_pool_idle_connections',
      help: 'Open PostgreSQL connections not running a query.',
      registers,
      collect: read((stats) => stats.idle),
    });
    new Gauge({
      name: 'academy_db_pool_waiting_requests',
      help: 'Queries waiting for a free PostgreSQL connection (the pool is full).',
      registers,
      collect: read((stats) => stats.waiting),
    });
  }

  /** Counts one answered request and its time. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: methodLabel(method), route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  /** The Prometheus text; the process's own figures (CPU, memory, event-loop lag) join at the first scrape. */
  async text(): Promise<string> {
    if (!this.processMetrics) {
      this.processMetrics = true;
      collectDefaultMetrics({ register: this.registry, prefix: 'academy_' });
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
