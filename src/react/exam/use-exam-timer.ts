import { useEffect, useState } from 'react';
import type { ExamTimer } from '../../core/exam/timer-store';
import { startExamTimer, type TimerStart } from '../../core/exam/timer-store';

/**
 * The countdown of the attempt (total timer) or of the question shown (per-question timer): started when `key`
 * changes, stopped on unmount. `start` is read only when the key changes.
 */
export function useExamTimer(key: string | null, start: () => TimerStart): ExamTimer | null {
  const [timer, setTimer] = useState<ExamTimer | null>(null);
  useEffect(() => {
    if (key === null) return;
    const running = startExamTimer(start());
    setTimer(running);
    return () => running.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new countdown only for a new attempt or question
  }, [key]);
  return key === null ? null : timer;
}
