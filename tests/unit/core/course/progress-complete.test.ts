import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../../src/core/api/schemas/course';
import {
  completeContent,
  openContent,
  unmarkContent,
  type ProgressChange,
} from '../../../../src/core/course/progress-rules';
import { course, deepFreeze, emptyRecord, recordWith } from './course-fixtures';

// §4 completing and unmarking content: 100 %, whole minutes, completed_at; chapter, unit and course recomputed.

const opened = new Date('2025-03-10T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
const change = (
  record: CourseProgress | null,
  contentId: string | null,
  now: Date,
  extra: Partial<ProgressChange> = {},
): ProgressChange => ({
  progressId: '900',
  record,
  course,
  contentId,
  now,
  ...extra,
});
const openedAt = (contentId: string, record = emptyRecord()) =>
  deepFreeze(openContent(record, course, contentId, opened).record);
const complete = (record: CourseProgress, contentId: string, now: Date) => {
  const result = completeContent(change(record, contentId, now));
  if (!result.done) throw new Error(result.reason);
  return result;
};
const entry = (record: CourseProgress, contentId: string) =>
  record.course_content_progress.find((item) => item.content_id === contentId);

describe('completeContent', () => {
  it('sets 100 %, whole minutes since started_at and completed_at, without touching the input', () => {
    const before = openedAt('c1');
    const now = new Date(minutesLater(12).getTime() + 59_000);
    const { record, suspect } = complete(before, 'c1', now);
    expect(entry(record, 'c1')).toEqual({
      content_id: 'c1',
      completed_percentage: 100,
      time_spent: 12,
      started_at: opened.toISOString(),
      completed_at: now.toISOString(),
    });
    expect(suspect).toBe(false);
    expect(entry(before, 'c1')?.completed_percentage).toBe(0);
  });

  it('recomputes chapter, unit and course as rounded shares (1/3 → 33, 1/4 → 25, 1/5 → 20) with summed times', () => {
    const { record } = complete(openedAt('c1'), 'c1', minutesLater(10));
    expect(record.course_chapter_progress[0]).toMatchObject({
      chapter_id: 'ch1',
      completed_percentage: 33,
      time_spent: 10,
      completed_at: null,
    });
    expect(record.course_unit_progress[0]).toMatchObject({
      unit_id: 'u1',
      completed_percentage: 25,
      time_spent: 10,
      completed_at: null,
    });
    expect(record.progress_percentage).toBe(20);
    expect(record.total_time_spent).toBe(10);
    expect(record.completed_at).toBeNull();
  });

  it('2/3 → 67 and the chapter reaching 100 gets completed_at', () => {
    const twoDone = complete(openedAt('c2', recordWith(['c1'])), 'c2', minutesLater(5)).record;
    expect(twoDone.course_chapter_progress[0]!.completed_percentage).toBe(67);
    const allDone = complete(openContent(twoDone, course, 'c3', opened).record, 'c3', minutesLater(7)).record;
    expect(allDone.course_chapter_progress[0]).toMatchObject({
      completed_percentage: 100,
      time_spent: 22,
      completed_at: minutesLater(7).toISOString(),
    });
    expect(allDone.course_unit_progress[0]).toMatchObject({ completed_percentage: 75, completed_at: null });
    expect(allDone.progress_percentage).toBe(60);
  });

  it('the last content completes its unit and the course; an empty chapter or unit never holds it back', () => {
    const { record } = complete(openedAt('c5', recordWith(['c1', 'c2', 'c3', 'c4'])), 'c5', minutesLater(3));
    expect(record.course_unit_progress[0]).toMatchObject({
      unit_id: 'u2',
      completed_percentage: 100,
      completed_at: minutesLater(3).toISOString(),
    });
    expect(record.progress_percentage).toBe(100);
    expect(record.completed_at).toBe(minutesLater(3).toISOString());
    expect(record.total_time_spent).toBe(43);
  });

  it('keeps a completed_at already set and the larger of summed and stored times', () => {
    const before = deepFreeze({
      ...openedAt('c1'),
      total_time_spent: 500,
      course_chapter_progress: [
        { chapter_id: 'ch1', completed_percentage: 0, time_spent: 2, started_at: opened.toISOString() },
      ],
    });
    const { record } = complete(before, 'c1', minutesLater(10));
    expect(record.total_time_spent).toBe(500);
    expect(record.course_chapter_progress[0]!.time_spent).toBe(10);
  });

  it('completed_at: an entry already stored at 100 keeps its date; one that reaches 100 now gets now', () => {
    // The course gained c4 after ch3 and u1 were stored as complete: completing c4 brings them back to 100.
    const stale = deepFreeze({
      ...openedAt('c4', recordWith(['c1', 'c2', 'c3'])),
      course_chapter_progress: [
        { chapter_id: 'ch3', completed_percentage: 100, completed_at: '2025-01-05T00:00:00.000Z' },
      ],
      course_unit_progress: [{ unit_id: 'u1', completed_percentage: 75, completed_at: '2025-01-06T00:00:00.000Z' }],
    });
    const { record } = complete(stale, 'c4', minutesLater(2));
    expect(record.course_chapter_progress[0]).toMatchObject({
      completed_percentage: 100,
      completed_at: '2025-01-05T00:00:00.000Z',
    });
    expect(record.course_unit_progress[0]).toMatchObject({
      completed_percentage: 100,
      completed_at: minutesLater(2).toISOString(),
    });
  });

  it.each([
    [60, 5, 60],
    [61, 5, 5],
    [61, 90, 90],
    [10, 30, 30],
  ])('existing time %i, %i minutes since started_at → %i', (existing, elapsed, kept) => {
    const before = openedAt(
      'c1',
      emptyRecord({ course_content_progress: [{ content_id: 'c1', completed_percentage: 50, time_spent: existing }] }),
    );
    expect(entry(complete(before, 'c1', minutesLater(elapsed)).record, 'c1')?.time_spent).toBe(kept);
  });

  it.each([
    [1440, false],
    [1441, true],
  ])('%i minutes is suspect: %s (returned, not logged)', (minutes, suspect) => {
    expect(complete(openedAt('c1'), 'c1', minutesLater(minutes)).suspect).toBe(suspect);
  });

  it('never negative when the clock is behind started_at; a missing started_at becomes now with 0 minutes', () => {
    expect(entry(complete(openedAt('c1'), 'c1', minutesLater(-30)).record, 'c1')?.time_spent).toBe(0);
    const unopened = complete(emptyRecord(), 'c2', opened).record;
    expect(entry(unopened, 'c2')).toMatchObject({
      completed_percentage: 100,
      time_spent: 0,
      started_at: opened.toISOString(),
    });
    expect(unopened.course_chapter_progress[0]).toMatchObject({
      chapter_id: 'ch1',
      completed_percentage: 33,
      started_at: opened.toISOString(),
    });
  });

  it.each([
    ['no-progress-id', { progressId: null }],
    ['no-progress-id', { progressId: '' }],
    ['no-progress', { record: null }],
    ['no-course', { course: null }],
    ['no-content', { contentId: null }],
    ['no-content', { contentId: 'gone' }],
  ] as const)('skipped with %s', (reason, extra) => {
    expect(completeContent(change(openedAt('c1'), 'c1', opened, extra))).toEqual({ done: false, reason });
  });

  it('skipped when the content is already complete', () => {
    expect(completeContent(change(recordWith(['c1']), 'c1', opened))).toEqual({
      done: false,
      reason: 'already-complete',
    });
  });
});

describe('unmarkContent', () => {
  it('removes the content entry, recomputes and clears completed_at below 100', () => {
    const all = deepFreeze(
      complete(openedAt('c5', recordWith(['c1', 'c2', 'c3', 'c4'])), 'c5', minutesLater(3)).record,
    );
    const result = unmarkContent(change(all, 'c5', minutesLater(9)));
    if (!result.done) throw new Error(result.reason);
    const { record } = result;
    expect(entry(record, 'c5')).toBeUndefined();
    expect(record.course_content_progress).toHaveLength(4);
    expect(record.course_unit_progress.find((item) => item.unit_id === 'u2')).toMatchObject({
      completed_percentage: 0,
      completed_at: null,
    });
    expect(record.progress_percentage).toBe(80);
    expect(record.completed_at).toBeNull();
    expect(record.total_time_spent).toBe(43);
    expect(entry(all, 'c5')?.completed_percentage).toBe(100);
  });

  it('only the chapter that drops below 100 loses completed_at; one still at 100 keeps it', () => {
    const before = deepFreeze({
      ...recordWith(['c1', 'c2', 'c3', 'c4']),
      course_chapter_progress: [
        { chapter_id: 'ch1', completed_percentage: 100, time_spent: 30, completed_at: '2025-01-02T00:00:00.000Z' },
        { chapter_id: 'ch3', completed_percentage: 100, time_spent: 10, completed_at: '2025-01-03T00:00:00.000Z' },
      ],
    });
    const result = unmarkContent(change(before, 'c4', opened));
    if (!result.done) throw new Error(result.reason);
    expect(result.record.course_chapter_progress).toEqual([
      before.course_chapter_progress[0],
      { chapter_id: 'ch3', completed_percentage: 0, time_spent: 10, completed_at: null },
    ]);
    expect(result.record.course_unit_progress[0]).toMatchObject({
      unit_id: 'u1',
      completed_percentage: 75,
      time_spent: 30,
      completed_at: null,
    });
  });

  it('unmarking one of three drops the chapter from 100 to 67', () => {
    const result = unmarkContent(change(recordWith(['c1', 'c2', 'c3']), 'c1', opened));
    expect(result.done && result.record.course_chapter_progress[0]).toMatchObject({
      chapter_id: 'ch1',
      completed_percentage: 67,
      completed_at: null,
    });
  });

  it('unmarking content that is not complete is a no-op', () => {
    const partly = emptyRecord({ course_content_progress: [{ content_id: 'c1', completed_percentage: 99 }] });
    expect(unmarkContent(change(partly, 'c1', opened))).toEqual({ done: false, reason: 'not-complete' });
    expect(unmarkContent(change(emptyRecord(), 'c2', opened))).toEqual({ done: false, reason: 'not-complete' });
  });

  it.each([
    ['no-progress-id', { progressId: undefined }],
    ['no-progress', { record: undefined }],
    ['no-course', { course: undefined }],
    ['no-content', { contentId: 'gone' }],
  ] as const)('skipped with %s', (reason, extra) => {
    expect(unmarkContent(change(recordWith(['c1']), 'c1', opened, extra))).toEqual({ done: false, reason });
  });
});
