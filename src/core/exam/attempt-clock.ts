import type { AttemptClock } from '../api/schemas/exam-allowances';
import type { TimerKind } from './time-limit';

// Extra time (#33): what the running page does with the clock it polls. A trainer's extension or a changed allowance
// moves the attempt's deadline on the server; the page's countdown follows it once they part by more than a lag.

/** Seconds the server's time left may differ from the page's before the page takes it (latency, whole seconds). */
export const CLOCK_TOLERANCE_S = 2;
/** Added time under this is a correction of the page's clock, not an extension: it is not announced. */
const ANNOUNCE_FROM_S = 30;

/** The page's time when the clock is read. */
export interface PageTime {
  kind: TimerKind;
  /** Seconds to the attempt's deadline as the page has it (a total timer's time left); null: not known yet. */
  remaining: number | null;
  /** Seconds left on the countdown shown (a per-question timer's: the question's). */
  countdown: number;
  /** The per-question limit the next question gets (seconds). */
  limit: number;
}

/** What changes on the page; null fields stay as they are. */
export interface ClockDecision {
  /** The server ended the attempt: the page ends it as at time-up. */
  completed: boolean;
  /** The attempt's time left, when it moved (or was not known). */
  remaining: number | null;
  /** The countdown's new time left. */
  countdown: number | null;
  /** A per-question timer's new limit, from the next question on. */
  limit: number | null;
  /** Seconds added, to announce once (0: nothing to announce). */
  added: number;
}

const UNCHANGED: ClockDecision = { completed: false, remaining: null, countdown: null, limit: null, added: 0 };

/**
 * The server's clock against the page's: a total countdown takes the server's time left when they differ by more
 * than CLOCK_TOLERANCE_S; a per-question countdown keeps running (a new limit applies from the next question on)
 * but never past the attempt's deadline.
 */
export function readClock(page: PageTime, clock: AttemptClock): ClockDecision {
  if (clock.is_completed) return { ...UNCHANGED, completed: true };
  const server = clock.remaining_time;
  const moved = page.remaining === null || Math.abs(server - page.remaining) > CLOCK_TOLERANCE_S;
  const remaining = moved ? server : null;
  const countdown = remaining === null ? null : page.kind === 'total' || remaining < page.countdown ? remaining : null;
  const limit =
    page.kind === 'question' && clock.time_limit > 0 && clock.time_limit !== page.limit ? clock.time_limit : null;
  const gained = remaining !== null && page.remaining !== null ? remaining - page.remaining : 0;
  return { completed: false, remaining, countdown, limit, added: gained >= ANNOUNCE_FROM_S ? gained : 0 };
}

/** Added seconds as announced: whole minutes from a minute up (a trainer adds whole minutes; the page measures within a lag). */
export function announcedSeconds(added: number): number {
  return added >= 60 ? Math.round(added / 60) * 60 : Math.round(added);
}
