import { CLOCK_POLL_MS, type AttemptClock } from '../api/schemas/exam-allowances';

// Extra time (#33): the running page asks the server its attempt's clock every CLOCK_POLL_MS. The poll is also the
// page's heartbeat on the trainer's live board, so it runs while the attempt is active even in a hidden tab.

/** What the poll needs; the timers are injected in tests. */
export interface ClockPollDeps {
  read: () => Promise<AttemptClock>;
  onClock: (clock: AttemptClock) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Polls at once and every CLOCK_POLL_MS, one request at a time; a failure is dropped and the next tick asks again. Returns stop. */
export function startClockPoll(deps: ClockPollDeps): () => void {
  let inFlight = false;
  let stopped = false;
  const poll = () => {
    if (inFlight || stopped) return;
    inFlight = true;
    deps
      .read()
      .then((clock) => {
        if (!stopped) deps.onClock(clock);
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  const handle = deps.setInterval(poll, CLOCK_POLL_MS);
  poll();
  return () => {
    stopped = true;
    deps.clearInterval(handle);
  };
}
