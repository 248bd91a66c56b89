import { useEffect } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { sanitizeHtml } from '../ui/sanitized-html';

const idle = (run: () => void): number =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : window.setTimeout(run, 50);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);

/** Sanitises the exam's questions while the page is idle, one at a time, so Next only has to show the next one. */
export function usePreparedQuestions(take: ExamTake): void {
  useEffect(() => {
    const pending = (take.exam_obj?.questions ?? []).map((question) => question.question ?? '');
    const step = () => {
      const html = pending.shift();
      if (html === undefined) return;
      sanitizeHtml(html);
      handle = idle(step);
    };
    let handle = idle(step);
    return () => cancelIdle(handle);
  }, [take]);
}
