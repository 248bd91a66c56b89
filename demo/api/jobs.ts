import type { ApiContext } from './context';
import type { Log } from './ops/log';

/**
 * Work a feature does on the clock rather than on a request (lecture reminders). What is due lives in the database,
 * so a restart loses nothing; each job claims its rows itself, so several processes may run it at once.
 */
export type Job = (ctx: ApiContext) => Promise<unknown>;

/** How often each process looks for due work: a reminder leaves within this of its moment. */
export const JOBS_EVERY_MS = 30_000;

export interface Jobs {
  /** Runs every job once now (tests, and the first pass at start). */
  run(): Promise<void>;
  stop(): Promise<void>;
}

export function startJobs(jobs: readonly Job[], ctx: ApiContext, log: Log, everyMs = JOBS_EVERY_MS): Jobs {
  let running: Promise<void> | undefined;
  const run = () => {
    // A pass still going when the next is due is not doubled up.
    running ??= (async () => {
      for (const job of jobs) {
        await job(ctx).catch((error: unknown) =>
          log.error({ error: error instanceof Error ? error.message : String(error) }, 'a scheduled job failed'),
        );
      }
    })().finally(() => (running = undefined));
    return running;
  };
  const timer = everyMs > 0 ? setInterval(() => void run(), everyMs) : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
