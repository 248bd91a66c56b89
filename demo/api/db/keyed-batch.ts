// A micro-batcher per key (an exam attempt, a table): calls that arrive within a few ms of each other (or in one I/O
// pass), or while a batch of their key is being written, go together in one write, so a burst becomes a few writes.

/** One call's outcome in a batch: its value, or its own error (the others' are unaffected). */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/** How many batches ran and how many calls they carried (bench and tests). */
export interface BatchStats {
  batches: number;
  items: number;
}

/**
 * Batches calls per key. `write(key, items)` gets a key's waiting items in arrival order and answers one outcome per
 * item, in that order; each call settles only when its batch's write has finished (acknowledged after the commit).
 * A write that throws fails its whole batch; batches of one key never overlap, so their order is the arrival order.
 * The first call of an idle key waits `windowMs` for others before its batch is written; with `'io'`, for the calls
 * the same pass of the event loop's I/O delivers (the requests read beside it), which costs a lone call no time.
 */
export function keyedBatcher<K, T, R>(
  write: (key: K, items: T[]) => Promise<Settled<R>[]>,
  { windowMs = 0, limit = 500 }: { windowMs?: number | 'io'; limit?: number } = {},
): { add(key: K, item: T): Promise<R>; stats: BatchStats } {
  const queues = new Map<K, Waiting<T, R>[]>();
  const stats: BatchStats = { batches: 0, items: 0 };

  async function drain(key: K): Promise<void> {
    if (windowMs === 'io') await new Promise((resolve) => setImmediate(resolve));
    else if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, windowMs));
    for (;;) {
      const queue = queues.get(key);
      if (!queue || queue.length === 0) {
        queues.delete(key);
        return;
      }
      const batch = queue.splice(0, limit);
      stats.batches++;
      stats.items += batch.length;
      let settled: Settled<R>[];
      try {
        settled = await write(
          key,
          batch.map((waiting) => waiting.item),
        );
      } catch (error) {
        settled = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((waiting, index) => {
        const outcome = settled[index] ?? { ok: false, error: new Error('no outcome for a batched call') };
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    }
  }

  return {
    stats,
    add(key, item) {
      return new Promise<R>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        queues.set(key, [{ item, resolve, reject }]);
        void drain(key);
      });
    },
  };
}
