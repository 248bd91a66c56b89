import {
  QUESTION_PULSE_S,
  QUESTION_RED_S,
  TOTAL_ORANGE_S,
  TOTAL_PULSE_S,
  TOTAL_RED_S,
  WARNING_FINAL_S,
  WARNING_MINUTES_S,
} from './exam-constants';
import type { TimerKind } from './time-limit';

// §4 exam timer: display, tone and warnings (its kind and limit: time-limit.ts); the deadline and the §3 local record that keeps it.
//
// Why neither a reload, a sleeping tab nor a wrong device clock moves the deadline: every stored time is in *server*
// time (device wall clock + an offset measured against the server at each load), so a device clock that is hours off
// stores and reads the same values; within a page the elapsed time comes from the monotonic clock, so a clock changed
// mid-exam moves nothing back; and when the monotonic clock paused (some browsers stop it while the machine sleeps)
// the larger wall-clock elapsed time is taken, so a woken tab never shows more time than is left.

/** §4 display: h:mm:ss from an hour up, else m:ss; a part second counts as a whole one (0:00 only when time is up). */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** How the timer looks. */
export interface TimerTone {
  color: 'normal' | 'orange' | 'red';
  pulsing: boolean;
}

/** §4 total: red ≤ 300 s, orange ≤ 1800 s, pulsing ≤ 300 s; per question: red ≤ 30 s, pulsing ≤ 20 s. */
export function timerTone(kind: TimerKind, remaining: number): TimerTone {
  const left = Math.ceil(remaining);
  if (kind === 'question')
    return { color: left <= QUESTION_RED_S ? 'red' : 'normal', pulsing: left <= QUESTION_PULSE_S };
  const color = left <= TOTAL_RED_S ? 'red' : left <= TOTAL_ORANGE_S ? 'orange' : 'normal';
  return { color, pulsing: left <= TOTAL_PULSE_S };
}

/** §4 warnings: a few minutes remain (≤ 300 s), then under 1 minute (< 60 s). */
export type TimerWarning = 'minutes' | 'final';

/**
 * The warning showing at `remaining` seconds of a countdown of `span` seconds (its time limit), if any. A warning is
 * news only when the countdown began above it (#29): a per-question limit of 30 s never says 'less than 1 minute'
 * and one of 2 minutes never says 'a few minutes remain' at its start; red and pulsing still mark the last seconds.
 */
export function timerWarning(remaining: number, span = Number.POSITIVE_INFINITY): TimerWarning | null {
  const left = Math.ceil(remaining);
  if (left < WARNING_FINAL_S) return span >= WARNING_FINAL_S ? 'final' : null;
  return left <= WARNING_MINUTES_S && span > WARNING_MINUTES_S ? 'minutes' : null;
}

/**
 * The warning to announce to screen readers on this tick: only when a threshold is crossed between the previous and
 * the current reading. The first reading (`previous` null, e.g. after a reload) announces nothing; the warning still shows.
 */
export function crossedWarning(
  previous: number | null,
  current: number,
  span = Number.POSITIVE_INFINITY,
): TimerWarning | null {
  if (previous == null) return null;
  const before = timerWarning(previous, span);
  const now = timerWarning(current, span);
  return now !== before && now !== null && (before === null || now === 'final') ? now : null;
}

/** The server's clock as measured at one load: offset from the device wall clock, and when it was measured. */
export interface ServerClock {
  offsetMs: number;
  wallAt: number;
  monoAt: number;
}

/** A server time (epoch ms, epoch seconds, ISO 8601 or an HTTP Date header) as epoch ms; null when unreadable. */
export function parseServerTime(value: string | number | null | undefined): number | null {
  const numeric = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof numeric === 'number') {
    if (!Number.isFinite(numeric) || numeric <= 0) return null;
    return numeric < 1e11 ? numeric * 1000 : numeric;
  }
  const parsed = numeric ? Date.parse(numeric) : Number.NaN;
  return Number.isNaN(parsed) ? null : parsed;
}

/** How far the wall clock's and the monotonic clock's elapsed times may part before the server is asked the time. */
const CLOCK_SKEW_MS = 2000;

/**
 * Whether the device's two clocks have parted since the measure: the wall clock was changed, or the machine slept with
 * its monotonic clock paused. Only the server can tell which (until then `serverNow` takes the larger elapsed time).
 */
export function clocksDisagree(clock: ServerClock, wallNow: number, monoNow: number): boolean {
  return Math.abs(wallNow - clock.wallAt - (monoNow - clock.monoAt)) > CLOCK_SKEW_MS;
}

/** Measures the server clock: `serverMs` read at wall time `wallNow` and monotonic time `monoNow` (no server time: offset 0). */
export function syncServerClock(serverMs: number | null, wallNow: number, monoNow: number): ServerClock {
  return { offsetMs: serverMs == null ? 0 : serverMs - wallNow, wallAt: wallNow, monoAt: monoNow };
}

/** The server's time now: monotonic elapsed time since the measure, or the wall clock's when larger (a paused monotonic clock). */
export function serverNow(clock: ServerClock, wallNow: number, monoNow: number): number {
  const elapsed = Math.max(monoNow - clock.monoAt, wallNow - clock.wallAt, 0);
  return clock.wallAt + clock.offsetMs + elapsed;
}

/** §3 Exam timer local record; `startTime` in server epoch ms, `initialDuration` in seconds. */
export interface TimerAnchor {
  startTime: number;
  initialDuration: number;
  examNo: string;
  attemptId: string | null;
  questionId: string | null;
  timerType: TimerKind;
  /** Seconds left when a per-question countdown was paused by a skip; it resumes from there when the question returns. */
  pausedLeft?: number;
}

/** Prefix of the storage keys of exam timers. */
const TIMER_KEY_PREFIX = 'exam_timer';

/** Storage key of a timer: per exam and attempt (a retake starts afresh), and per question for a per-question timer. */
export function timerKey(examNo: string, attemptId: string | null, questionId: string | null = null): string {
  const base = `${TIMER_KEY_PREFIX}:${encodeURIComponent(examNo)}:${encodeURIComponent(attemptId ?? '')}`;
  return questionId == null ? base : `${base}:q:${encodeURIComponent(questionId)}`;
}

/** The record of a countdown paused with `left` seconds to go (a skipped per-question countdown). */
export function pausedAnchor(anchor: TimerAnchor, left: number): TimerAnchor {
  return { ...anchor, pausedLeft: Math.max(0, left) };
}

/** The stored record as text. */
export function serializeTimerAnchor(anchor: TimerAnchor): string {
  return JSON.stringify(anchor);
}

/** A stored record (text or already parsed), or null when missing or malformed; never throws. */
export function parseTimerAnchor(raw: unknown): TimerAnchor | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const { startTime, initialDuration, examNo, attemptId, questionId, timerType } = record;
  if (typeof startTime !== 'number' || !Number.isFinite(startTime)) return null;
  if (typeof initialDuration !== 'number' || !Number.isFinite(initialDuration) || initialDuration < 0) return null;
  if (typeof examNo !== 'string' || (timerType !== 'total' && timerType !== 'question')) return null;
  const text = (part: unknown) => (typeof part === 'string' ? part : null);
  const anchor: TimerAnchor = {
    startTime,
    initialDuration,
    examNo,
    attemptId: text(attemptId),
    questionId: text(questionId),
    timerType,
  };
  const { pausedLeft } = record;
  return typeof pausedLeft === 'number' && Number.isFinite(pausedLeft) && pausedLeft >= 0
    ? { ...anchor, pausedLeft }
    : anchor;
}

/** When the countdown reaches zero, in server epoch ms. */
export function deadlineOf(anchor: TimerAnchor): number {
  return anchor.startTime + anchor.initialDuration * 1000;
}

/** Seconds left at server time `nowMs` (fractional, never negative). */
export function remainingSeconds(anchor: TimerAnchor, nowMs: number): number {
  return Math.max(0, (deadlineOf(anchor) - nowMs) / 1000);
}

/** What is known when a countdown is (re)started. */
export interface TimerInput {
  examNo: string;
  attemptId: string | null;
  /** The question of a per-question timer; null for a total timer. */
  questionId: string | null;
  kind: TimerKind;
  /** The exam's time limit (seconds, already through `timeLimitSeconds`): the whole exam, or each question. */
  limitSeconds: number;
  /** The server's remaining time (seconds) from the take response; null when moving between questions in the page. */
  serverRemaining: number | null;
  /** What the storage holds under `timerKey` (anything). */
  stored: unknown;
  /** Server time now (epoch ms, from `serverNow`). */
  nowMs: number;
}

/** Tolerance (ms) under which a server deadline does not replace the stored one (the Date header counts whole seconds). */
const RESYNC_TOLERANCE_MS = 1000;

/**
 * The countdown's anchor, and whether it must be written. The deadline is the earliest of: the stored record of this
 * same exam, attempt, question and kind (a reload never resets it; one starting in the future is dropped); the server's remaining time (the server refuses
 * answers after its deadline, so no more is ever shown); and, for a per-question timer or without either, now plus the
 * limit.
 */
export function resolveTimerAnchor(input: TimerInput): { anchor: TimerAnchor; changed: boolean } {
  const { examNo, attemptId, questionId, kind, limitSeconds, serverRemaining, nowMs } = input;
  const stored = parseTimerAnchor(input.stored);
  const matches =
    stored !== null &&
    stored.examNo === examNo &&
    stored.attemptId === attemptId &&
    stored.questionId === questionId &&
    stored.timerType === kind;
  const fresh = (seconds: number): TimerAnchor => ({
    startTime: nowMs,
    initialDuration: Math.max(0, seconds),
    examNo,
    attemptId,
    questionId,
    timerType: kind,
  });
  const server =
    serverRemaining != null && Number.isFinite(serverRemaining) && serverRemaining >= 0 ? serverRemaining : null;
  // A skipped question comes back with the time it had left (#29): its countdown did not run while it waited.
  if (matches && stored.pausedLeft !== undefined)
    return { anchor: fresh(Math.min(stored.pausedLeft, server ?? Number.POSITIVE_INFINITY)), changed: true };
  // An anchor that starts later than now was stored while the page's clock ran ahead (a changed wall clock): not kept.
  if (matches && stored.startTime <= nowMs + RESYNC_TOLERANCE_MS) {
    if (server !== null && nowMs + server * 1000 < deadlineOf(stored) - RESYNC_TOLERANCE_MS)
      return { anchor: fresh(server), changed: true };
    return { anchor: stored, changed: false };
  }
  if (server === null) return { anchor: fresh(limitSeconds), changed: true };
  return { anchor: fresh(kind === 'question' ? Math.min(server, limitSeconds) : server), changed: true };
}
