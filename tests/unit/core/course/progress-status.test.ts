import { describe, expect, it } from 'vitest';
import { contentsOf } from '../../../../src/core/course/course-tree';
import {
  completedShare,
  contentPercentage,
  EMPTY_PERCENTAGE,
  isContentComplete,
  progressStatus,
} from '../../../../src/core/course/progress-status';
import { course, emptyRecord, recordWith } from './course-fixtures';

// §4: status from percentage (0 not_started, 100 completed, else in_progress); a chapter or unit with no content is 100 %.

describe('progressStatus', () => {
  it.each([
    [0, 'not_started'],
    [1, 'in_progress'],
    [50, 'in_progress'],
    [99, 'in_progress'],
    [99.9, 'in_progress'],
    [100, 'completed'],
    [-1, 'not_started'],
    [150, 'completed'],
    [Number.NaN, 'not_started'],
  ])('%d → %s', (percentage, status) => expect(progressStatus(percentage)).toBe(status));
});

describe('contentPercentage / isContentComplete', () => {
  const record = emptyRecord({
    course_content_progress: [
      { content_id: 'c1', completed_percentage: 100 },
      { content_id: 'c2', completed_percentage: 99 },
    ],
  });

  it('reads the entry, 0 without one or without a record', () => {
    expect(contentPercentage(record, 'c1')).toBe(100);
    expect(contentPercentage(record, 'c2')).toBe(99);
    expect(contentPercentage(record, 'c3')).toBe(0);
    expect(contentPercentage(null, 'c1')).toBe(0);
    expect(contentPercentage(undefined, 'c1')).toBe(0);
  });

  it('complete only at 100', () => {
    expect(isContentComplete(record, 'c1')).toBe(true);
    expect(isContentComplete(record, 'c2')).toBe(false);
    expect(isContentComplete(null, 'c1')).toBe(false);
  });
});

describe('completedShare (rounded share of completed contents)', () => {
  const ch1 = course.units[0]!.chapters[0]!.contents;

  it.each([
    [[], 0],
    [['c1'], 33],
    [['c1', 'c2'], 67],
    [['c1', 'c2', 'c3'], 100],
  ])('chapter ch1 with %j done → %i %', (done, share) => expect(completedShare(ch1, recordWith(done))).toBe(share));

  it('rounds halves up (1/8 → 13) and small shares (1/6 → 17)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `x${i}` }));
    expect(completedShare(ids(8), recordWith(['x0']))).toBe(13);
    expect(completedShare(ids(6), recordWith(['x0']))).toBe(17);
    expect(completedShare(ids(200), recordWith(['x0']))).toBe(1);
    expect(completedShare(ids(201), recordWith(['x0']))).toBe(0);
  });

  it('an empty chapter or unit counts as 100 %, with or without progress', () => {
    expect(EMPTY_PERCENTAGE).toBe(100);
    expect(completedShare(contentsOf(course.units[0]!.chapters[1]!), recordWith([]))).toBe(100);
    expect(completedShare(contentsOf(course.units[2]!), null)).toBe(100);
  });

  it('counts only contents at 100 %, not partly done ones', () => {
    const record = emptyRecord({ course_content_progress: [{ content_id: 'c1', completed_percentage: 99 }] });
    expect(completedShare(ch1, record)).toBe(0);
    expect(completedShare(ch1, null)).toBe(0);
  });
});
