import type { PGlite, Transaction } from '@electric-sql/pglite';

// PGlite runs one transaction at a time and, with full durability, flushes the disk at every commit: under a burst
// the flushes are most of the time (1–140 ms each on a busy disk, blocking the one thread). Transactions that arrive
// while one runs are run together: each in a savepoint of one real transaction, all settled after its one commit.

/** At most this many transactions share a commit: a group's latency and what one failed commit undoes stay bounded. */
export const GROUP_LIMIT = 64;

/** How the group's figures are read (bench and tests): groups committed and transactions run in them. */
export interface GroupStats {
  groups: number;
  transactions: number;
}

type Work = (tx: Transaction) => Promise<unknown>;

interface Job {
  work: Work;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A transaction callback asked to roll back its own work: only its savepoint is undone. */
class JobRollback extends Error {}

/** The transaction a grouped callback sees: its rollback undoes its savepoint, not the group's transaction. */
function jobTransaction(tx: Transaction): Transaction {
  return {
    query: (query, params, options) => tx.query(query, params, options),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (query, options) => tx.exec(query, options),
    rollback: () => Promise.reject(new JobRollback('rolled back')),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}

/**
 * `client.transaction` with group commit: a call made while another runs waits and then runs in the next group, so
 * an idle server pays nothing extra. Each transaction keeps its own outcome: one that throws is rolled back to its
 * savepoint and rejects, the others commit; each resolves only once the group's commit is on disk.
 */
export function groupCommit(client: PGlite): {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  stats: GroupStats;
} {
  const stats: GroupStats = { groups: 0, transactions: 0 };
  const waiting: Job[] = [];
  let running = false;

  async function runGroup(group: Job[]): Promise<Settled[]> {
    if (group.length === 1) {
      // Alone: a plain transaction, as without grouping.
      const [job] = group as [Job];
      return client.transaction(job.work).then(
        (value) => [{ ok: true, value }],
        (error: unknown) => [{ ok: false, error }],
      );
    }
    const settled: Settled[] = [];
    await client.transaction(async (tx) => {
      for (const job of group) {
        await tx.exec('savepoint grouped');
        try {
          const value = await job.work(jobTransaction(tx));
          await tx.exec('release savepoint grouped');
          settled.push({ ok: true, value });
        } catch (error) {
          await tx.exec('rollback to savepoint grouped');
          settled.push({ ok: false, error });
        }
      }
    });
    return settled;
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.splice(0, GROUP_LIMIT);
        stats.groups++;
        stats.transactions += group.length;
        let settled: Settled[];
        try {
          settled = await runGroup(group);
        } catch (error) {
          // The commit (or a savepoint step) failed: nothing of the group is written, so each fails with it.
          settled = group.map(() => ({ ok: false, error }));
        }
        group.forEach((job, index) => {
          const outcome = settled[index] ?? { ok: false, error: new Error('not run') };
          if (outcome.ok) job.resolve(outcome.value);
          else job.reject(outcome.error instanceof JobRollback ? new Error('Transaction rolled back') : outcome.error);
        });
      }
    } finally {
      running = false;
    }
  }

  return {
    stats,
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void drain();
      });
    },
  };
}
