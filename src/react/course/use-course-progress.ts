import { useStore } from '@nanostores/react';
import { useCallback, useRef } from 'react';
import type { Course, CourseProgress } from '../../core/api/schemas/course';
import { $localProgress, commitProgress } from '../../core/course/course-store';
import { completeContent, openContent, unmarkContent } from '../../core/course/progress-rules';
import { completedShare, isContentComplete } from '../../core/course/progress-status';
import { contentsOf } from '../../core/course/course-tree';
import '../../core/course/events';
import { useElement } from '../ui/element-context';

export interface CourseProgressApi {
  /** The record shown: the learner's newest change, else the server's; null/undefined when there is none. */
  record: CourseProgress | null | undefined;
  /** §4 opening content (first open or a forward move from `from`). */
  open: (contentId: string, from: string | null) => void;
  /** §4 completion; false when it was skipped (no record, already complete…). */
  complete: (contentId: string) => boolean;
  /** §4 unmarking a completed content. */
  unmark: (contentId: string) => boolean;
  /** Whether a content is complete in the newest record (for callbacks that fire after their render). */
  isDone: (contentId: string) => boolean;
}

/** The §4 progress rules applied to the shown record; every change is committed (shown at once, queued for the server). */
export function useCourseProgress(
  course: Course,
  progressId: string | undefined,
  fromServer: CourseProgress | null | undefined,
): CourseProgressApi {
  const { emit } = useElement();
  const local = useStore($localProgress);
  const record = (progressId ? local[progressId] : undefined) ?? fromServer;
  // Video and document callbacks fire later: they must read the newest record, not the one of their render.
  const latest = useRef(record);
  latest.current = record;

  const commit = useCallback(
    (next: CourseProgress) => {
      latest.current = next;
      if (progressId) commitProgress(progressId, next);
    },
    [progressId],
  );
  const announce = useCallback(
    (contentId: string, completed: boolean, next: CourseProgress) => {
      emit('academy-course-progress', {
        courseId: course.id,
        contentId,
        completed,
        percentage: completedShare(contentsOf(course), next),
      });
    },
    [course, emit],
  );

  const open = useCallback(
    (contentId: string, from: string | null) => {
      if (!progressId || !latest.current) return;
      const result = openContent(latest.current, course, contentId, new Date(), from);
      if (result.changed) commit(result.record);
    },
    [course, progressId, commit],
  );
  const complete = useCallback(
    (contentId: string) => {
      const result = completeContent({ progressId, record: latest.current, course, contentId, now: new Date() });
      if (!result.done) return false;
      if (result.suspect) console.warn(`[academy] suspect time spent on content ${contentId} (over a day)`);
      commit(result.record);
      announce(contentId, true, result.record);
      return true;
    },
    [course, progressId, commit, announce],
  );
  const unmark = useCallback(
    (contentId: string) => {
      const result = unmarkContent({ progressId, record: latest.current, course, contentId, now: new Date() });
      if (!result.done) return false;
      commit(result.record);
      announce(contentId, false, result.record);
      return true;
    },
    [course, progressId, commit, announce],
  );
  const isDone = useCallback((contentId: string) => isContentComplete(latest.current, contentId), []);
  return { record, open, complete, unmark, isDone };
}
