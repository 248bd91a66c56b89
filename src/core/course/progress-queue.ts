import type { CourseProgress } from '../api/schemas/course';

// §4 "Progress update failures are only logged" and issue #10 "retried with the next change, never lost silently, never
// blocking": each record is the whole progress, so only the newest one per progress id needs to reach the server.

/** Sends one record; rejects on failure. */
export type SendProgress = (progressId: string, record: CourseProgress) => Promise<unknown>;

export interface ProgressQueue {
  /** Queues the newest record of a progress id (replacing an unsent older one) and starts sending; never waits. */
  push(progressId: string, record: CourseProgress): void;
  /** Resolves once nothing is being sent (what failed stays held for the next change). */
  settled(): Promise<void>;
  /** Progress ids whose newest record has not reached the server yet. */
  held(): string[];
}

/** A queue that sends one record at a time; a failure is logged and the record held until the next push. */
export function createProgressQueue(
  send: SendProgress,
  log: (error: unknown) => void = logProgressFailure,
): ProgressQueue {
  const waiting = new Map<string, CourseProgress>();
  const failed = new Map<string, CourseProgress>();
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    for (const [id, record] of failed) if (!waiting.has(id)) waiting.set(id, record);
    failed.clear();
    while (waiting.size > 0) {
      const [id, record] = waiting.entries().next().value as [string, CourseProgress];
      waiting.delete(id);
      try {
        await send(id, record);
      } catch (error) {
        log(error);
        // A newer record of the same id supersedes this one; else it waits for the next change.
        if (!waiting.has(id)) failed.set(id, record);
      }
    }
  }

  function start(): void {
    running ??= drain().finally(() => {
      running = null;
    });
  }

  return {
    push(progressId, record) {
      failed.delete(progressId);
      waiting.set(progressId, record);
      start();
    },
    settled: () => running ?? Promise.resolve(),
    held: () => [...new Set([...waiting.keys(), ...failed.keys()])],
  };
}

/** §8: a failed progress update is logged, the learner goes on. */
export function logProgressFailure(error: unknown): void {
  console.error(
    '[academy] course progress update failed (sent again with the next change)',
    error instanceof Error ? error.message : error,
  );
}
