import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { TIMER_TICK_MS } from './exam-constants';
import {
  clocksDisagree,
  pausedAnchor,
  crossedWarning,
  remainingSeconds,
  resolveTimerAnchor,
  serializeTimerAnchor,
  serverNow,
  timerKey,
  timerTone,
  timerWarning,
  type ServerClock,
  type TimerAnchor,
  type TimerInput,
  type TimerTone,
  type TimerWarning,
} from './exam-timer';

// §4 the exam timer as signals: the clock face re-renders each second, the exam around it does not. The deadline is
// the stored anchor's (server time), so a reload or a sleeping tab never moves it, and a wall clock changed mid-exam
// is set right by asking the server the time; expiry is reported once.

/** The page's clocks; injected in tests (fake wall and monotonic time). */
export interface TimerDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  wallNow: () => number;
  monoNow: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** One running countdown. */
export interface ExamTimer {
  readonly anchor: TimerAnchor;
  /** Seconds left (fractional, never negative). */
  readonly remaining: ReadonlySignal<number>;
  readonly tone: ReadonlySignal<TimerTone>;
  /** The warning showing now ('minutes' ≤ 300 s, 'final' < 60 s), when the time limit began above it. */
  readonly warning: ReadonlySignal<TimerWarning | null>;
  /** The warning to announce: set only on the tick that crossed a threshold (never on the first reading). */
  readonly announcement: ReadonlySignal<TimerWarning | null>;
  /** Reads the clock now (also called every second). */
  tick(): void;
  stop(): void;
  /** Stops and stores the time left, so the same countdown resumes from it (a skipped per-question countdown). */
  pause(): void;
  /** Moves the deadline to `seconds` from now and stores it, so a reload keeps it (the server's clock moved, #33). */
  setRemaining(seconds: number): void;
}

function defaultDeps(): TimerDeps {
  let storage: Storage | null = null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    wallNow: () => Date.now(),
    monoNow: () => performance.now(),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
}

/** What a countdown needs besides storage and the clock. */
export type TimerStart = Omit<TimerInput, 'stored' | 'nowMs'> & {
  clock: ServerClock;
  onExpire: () => void;
  /** Measures the server clock again (null: it could not be read), asked when the device's clocks part. */
  resync?: () => Promise<ServerClock | null>;
};

/** How long after a failed resync (offline) the next may be asked. */
const RESYNC_RETRY_MS = 30_000;

/** Starts the countdown: resolves the anchor against storage (writing it when new), ticks every second, calls `onExpire` once at zero. */
export function startExamTimer(start: TimerStart, overrides: Partial<TimerDeps> = {}): ExamTimer {
  const deps = { ...defaultDeps(), ...overrides };
  const key = timerKey(start.examNo, start.attemptId, start.questionId);
  let clock = start.clock;
  const now = () => serverNow(clock, deps.wallNow(), deps.monoNow());
  let stored: string | null = null;
  try {
    stored = deps.storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  const resolved = resolveTimerAnchor({ ...start, stored, nowMs: now() });
  let anchor = resolved.anchor;
  const store = (record: TimerAnchor) => {
    try {
      deps.storage?.setItem(key, serializeTimerAnchor(record));
    } catch {
      // Private mode without storage: the countdown still runs; only a reload would restart it from the server's time.
    }
  };
  if (resolved.changed) store(anchor);
  const remaining = signal(remainingSeconds(anchor, now()));
  const announcement = signal<TimerWarning | null>(null);
  let previous: number | null = null;
  let expired = false;
  let handle: unknown = null;
  let resyncing = false;
  let lastResync = -Infinity;

  /**
   * A changed wall clock or a sleep: the server says which, and the countdown follows its time from then on. True while
   * its answer is awaited: the countdown holds rather than end on a time that may be wrong (unreachable: the larger
   * elapsed time counts, after the attempt).
   */
  function awaitingServerTime(): boolean {
    const mono = deps.monoNow();
    if (
      !start.resync ||
      resyncing ||
      mono - lastResync < RESYNC_RETRY_MS ||
      !clocksDisagree(clock, deps.wallNow(), mono)
    )
      return resyncing;
    resyncing = true;
    lastResync = mono;
    start
      .resync()
      .then((measured) => {
        if (measured) clock = measured;
      })
      .catch(() => undefined)
      .finally(() => {
        resyncing = false;
        if (handle !== null) timer.tick();
      });
    return true;
  }

  const timer: ExamTimer = {
    get anchor() {
      return anchor;
    },
    remaining,
    tone: computed(() => timerTone(start.kind, remaining.value)),
    warning: computed(() => timerWarning(remaining.value, start.limitSeconds)),
    announcement,
    tick() {
      if (awaitingServerTime()) return;
      const left = remainingSeconds(anchor, now());
      const crossed = crossedWarning(previous, left, start.limitSeconds);
      previous = left;
      remaining.value = left;
      if (crossed) announcement.value = crossed;
      if (left <= 0 && !expired) {
        expired = true;
        timer.stop();
        start.onExpire();
      }
    },
    stop() {
      if (handle !== null) deps.clearInterval(handle);
      handle = null;
    },
    pause() {
      if (expired) return;
      timer.stop();
      // Without storage the question comes back with its full limit, capped by the server's deadline.
      store(pausedAnchor(anchor, remainingSeconds(anchor, now())));
    },
    setRemaining(seconds) {
      if (expired) return;
      const { examNo, attemptId, questionId, timerType } = anchor;
      anchor = { startTime: now(), initialDuration: Math.max(0, seconds), examNo, attemptId, questionId, timerType };
      store(anchor);
      if (handle !== null) timer.tick();
    },
  };
  handle = deps.setInterval(() => timer.tick(), TIMER_TICK_MS);
  timer.tick();
  return timer;
}
