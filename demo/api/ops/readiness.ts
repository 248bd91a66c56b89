import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { MigrationOwner } from '../db/migrate';

/** What `/readyz` checks, in this order. */
export const READINESS_CHECKS = ['database', 'migrations', 'mail'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export interface Readiness {
  ready: boolean;
  /** The checks that failed, by name (all a production answer shows). */
  failed: ReadinessCheck[];
  /** Why each failed (development answers and the server's own log only: error texts may name hosts and paths). */
  reasons: Partial<Record<ReadinessCheck, string>>;
}

export interface ReadinessParts {
  db: Db;
  owners: readonly MigrationOwner[];
  /** False when mail should be delivered but the worker is not running (stopped, or shutting down). */
  mailRunning(): boolean;
  /** A check slower than this fails (default 2 s): a probe must answer before the proxy's own timeout. */
  timeoutMs?: number;
}

/** The newest migration shipped in an owner's folder, as drizzle records it (`created_at` = the journal's `when`). */
function newestShipped(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The driver's own words (Drizzle wraps them in "Failed query: …"), for development answers and the log. */
function reason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

/**
 * Builds the readiness probe: the database answers a trivial query, every shipped migration is applied (the newest
 * applied one of each owner is at least the newest in its folder, as drizzle's migrator decides), mail runs.
 */
export function readinessProbe(parts: ReadinessParts): () => Promise<Readiness> {
  const timeoutMs = parts.timeoutMs ?? 2_000;
  // The folders do not change while the process runs: read once.
  const shipped = parts.owners.map((owner) => ({ name: owner.name, newest: newestShipped(owner.folder) }));
  const applied = sql.join(
    shipped.map(
      ({ name }) =>
        sql`select ${name}::text as owner, max(created_at)::text as newest from drizzle.${sql.identifier(`migrations_${name}`)}`,
    ),
    sql` union all `,
  );
  return async () => {
    const reasons: Readiness['reasons'] = {};
    try {
      await withTimeout(parts.db.execute(sql`select 1`), timeoutMs);
      try {
        const result = (await withTimeout(parts.db.execute(applied), timeoutMs)) as unknown as {
          rows: { owner: string; newest: string | null }[];
        };
        const newest = new Map(result.rows.map((row) => [row.owner, Number(row.newest ?? 0)]));
        const behind = shipped.filter((owner) => (newest.get(owner.name) ?? 0) < owner.newest).map((o) => o.name);
        if (behind.length > 0) reasons.migrations = `not applied: ${behind.join(', ')}`;
      } catch (error) {
        reasons.migrations = reason(error);
      }
    } catch (error) {
      reasons.database = reason(error);
      reasons.migrations = 'not checked: the database did not answer';
    }
    if (!parts.mailRunning()) reasons.mail = 'the mail worker is not running';
    const failed = READINESS_CHECKS.filter((check) => reasons[check] !== undefined);
    return { ready: failed.length === 0, failed, reasons };
  };
}
