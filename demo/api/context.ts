import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { MessageCatalogue } from './messages';
import type { Log } from './ops/log';
import type { ApiMetrics } from './ops/metrics';
import type { Limits } from './rate-limit';

/** What an academy does with a scan from outside the venue: refuse it, or accept it flagged for the trainer. */
export type LocationPolicy = 'refuse' | 'flag';

/** Everything a feature's routes need; handed to each `routes(router, ctx)`. */
export interface ApiContext {
  /** The database (Drizzle over PGlite or a PostgreSQL server): accounts, sessions, throttles and each feature's tables. */
  db: Db;
  now(): number;
  devEndpoints: boolean;
  limits: Limits;
  /** Signs verification links; kept in the database so every process signs alike. */
  secret: string;
  /** Signs attendance codes: the operator's in production, else one kept in the database (every process signs alike). */
  attendanceSecret: string;
  /** How long a rotated-out attendance code is still taken, when the operator sets it (else the feature's default). */
  codeGraceMs?: number;
  /** What a scan from outside the venue gets: refused (default), or accepted and flagged. */
  locationPolicy: LocationPolicy;
  /** Where mailed links point (configured, never taken from a request's Origin or Host). */
  publicOrigin: string;
  /** A message in a language other than a request's (a job's mail goes in each recipient's). */
  translate: MessageCatalogue['translate'];
  /** Queues mail in the outbox (with the change that causes it) and delivers it when SMTP is configured. */
  mail: Mailer;
  /** The server's structured logger: ids and route patterns, never tokens, passwords, names, emails or typed text. */
  log: Log;
  /** Prometheus figures a feature adds to (check-ins). */
  metrics: ApiMetrics;
  /** Development only: empties every table and seeds the demo data again. */
  reset(): Promise<void>;
}
