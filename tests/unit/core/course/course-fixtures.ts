import type { Course, CourseContent, CourseProgress } from '../../../../src/core/api/schemas/course';

const content = (id: string, type: string): CourseContent => ({ id, title: `Content ${id}`, type, duration: 5 });

/**
 * Unit u1: chapter ch1 (c1 video, c2 pdf, c3 presentation), ch2 (empty), ch3 (c4 quiz); unit u2: ch4 (c5 assignment);
 * unit u3 with no chapter. Navigation order c1 … c5.
 */
export const course: Course = {
  id: '12',
  title: 'Site Security Fundamentals',
  duration: 120,
  units: [
    {
      id: 'u1',
      title: 'Foundations',
      chapters: [
        {
          id: 'ch1',
          title: 'Patrols',
          contents: [content('c1', 'video'), content('c2', 'pdf'), content('c3', 'presentation')],
        },
        { id: 'ch2', title: 'Coming soon', contents: [] },
        { id: 'ch3', title: 'Check', contents: [content('c4', 'quiz')] },
      ],
    },
    {
      id: 'u2',
      title: 'Practice',
      chapters: [{ id: 'ch4', title: 'Report', contents: [content('c5', 'assignment')] }],
    },
    { id: 'u3', title: 'Later', chapters: [] },
  ],
};

export const ORDER = ['c1', 'c2', 'c3', 'c4', 'c5'];

/** A record with no entries yet. */
export function emptyRecord(overrides: Partial<CourseProgress> = {}): CourseProgress {
  return {
    batch_id: '3',
    batch_course_id: '4',
    course_id: '12',
    participant_id: '77',
    course_content_progress: [],
    course_chapter_progress: [],
    course_unit_progress: [],
    total_time_spent: 0,
    progress_percentage: 0,
    total_guided_learning_time: 120,
    started_at: null,
    completed_at: null,
    ...overrides,
  };
}

/** A record where the listed contents are complete (each 10 minutes, started and completed at `at`). */
export function recordWith(done: readonly string[], at = '2025-01-01T08:00:00.000Z'): CourseProgress {
  return emptyRecord({
    started_at: at,
    course_content_progress: done.map((id) => ({
      content_id: id,
      completed_percentage: 100,
      time_spent: 10,
      started_at: at,
      completed_at: at,
    })),
  });
}

/** Freezes a value and everything inside it, so a test fails if a rule mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
