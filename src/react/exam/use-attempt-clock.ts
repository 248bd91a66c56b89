import { useEffect, useRef, type RefObject } from 'react';
import { getAttemptClock } from '../../core/api/exam-clock';
import { announcedSeconds, readClock } from '../../core/exam/attempt-clock';
import { startClockPoll } from '../../core/exam/clock-poll';
import type { TimerKind } from '../../core/exam/time-limit';
import type { ExamTimer } from '../../core/exam/timer-store';
import { pushToast } from '../../core/toasts/toasts';
import { useDuration } from '../ui/use-duration';

/** An extension's toast stays this long: the learner is reading a question. */
const ADDED_TOAST_MS = 10_000;

/** What the poll reads and moves on the page. */
export interface AttemptClockOptions {
  active: boolean;
  attemptId: string;
  kind: TimerKind;
  timer: ExamTimer | null;
  /** Server time now (epoch ms). */
  now: () => number;
  /** The attempt's deadline in server time (null: not known): caps each per-question countdown. */
  deadline: RefObject<number | null>;
  /** The per-question limit the next question gets (seconds). */
  limit: RefObject<number>;
  /** The server ended the attempt. */
  onCompleted: () => void;
}

/**
 * #33 polls the attempt's clock while it is active and follows it: a moved deadline moves the countdown (and its
 * stored record), a new per-question limit applies from the next question, the end ends the exam; an extension is
 * announced once in a toast.
 */
export function useAttemptClock(options: AttemptClockOptions): void {
  const duration = useDuration();
  const latest = useRef({ options, duration });
  useEffect(() => {
    latest.current = { options, duration };
  });
  const { active, attemptId } = options;
  useEffect(() => {
    if (!active) return;
    return startClockPoll({
      read: () => getAttemptClock(attemptId),
      onClock: (clock) => {
        const { kind, timer, now, deadline, limit, onCompleted } = latest.current.options;
        const nowMs = now();
        const countdown = timer?.remaining.peek() ?? 0;
        const known = deadline.current === null ? null : Math.max(0, (deadline.current - nowMs) / 1000);
        const decision = readClock(
          { kind, remaining: kind === 'total' && timer ? countdown : known, countdown, limit: limit.current },
          clock,
        );
        if (decision.completed) return onCompleted();
        if (decision.remaining !== null) deadline.current = nowMs + decision.remaining * 1000;
        if (decision.limit !== null) limit.current = decision.limit;
        if (decision.countdown !== null) timer?.setRemaining(decision.countdown);
        if (decision.added > 0)
          pushToast({
            variant: 'primary',
            message: {
              key: 'exam.active.timeAdded',
              params: { duration: latest.current.duration(announcedSeconds(decision.added)) },
            },
            duration: ADDED_TOAST_MS,
          });
      },
      setInterval: (run, ms) => window.setInterval(run, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    });
  }, [active, attemptId]);
}
