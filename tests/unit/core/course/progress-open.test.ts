import { describe, expect, it } from 'vitest';
import { VIDEO_COMPLETE_PERCENT } from '../../../../src/core/course/course-constants';
import {
  initialContentId,
  isForwardMove,
  openContent,
  resumeContentId,
  shouldCompleteVideo,
} from '../../../../src/core/course/progress-rules';
import { course, deepFreeze, emptyRecord, ORDER, recordWith } from './course-fixtures';

// §4: started_at on first open (content, chapter, unit, course), forward moves only; resume; video complete at 90 %.

const t1 = new Date('2025-03-10T10:00:00.000Z');
const t2 = new Date('2025-03-10T11:00:00.000Z');

describe('openContent', () => {
  it('a first open sets started_at on the content, its chapter, its unit and the course, and has something to send', () => {
    const before = deepFreeze(emptyRecord());
    const { record, changed } = openContent(before, course, 'c1', t1);
    expect(changed).toBe(true);
    expect(record.started_at).toBe(t1.toISOString());
    expect(record.course_content_progress).toEqual([
      { content_id: 'c1', completed_percentage: 0, time_spent: 0, started_at: t1.toISOString(), completed_at: null },
    ]);
    expect(record.course_chapter_progress).toEqual([
      { chapter_id: 'ch1', completed_percentage: 0, time_spent: 0, started_at: t1.toISOString(), completed_at: null },
    ]);
    expect(record.course_unit_progress).toEqual([
      { unit_id: 'u1', completed_percentage: 0, time_spent: 0, started_at: t1.toISOString(), completed_at: null },
    ]);
    expect(before.course_content_progress).toEqual([]);
  });

  it('opening again never moves started_at back or forward, and has nothing to send', () => {
    const first = deepFreeze(openContent(emptyRecord(), course, 'c1', t1).record);
    const again = openContent(first, course, 'c1', t2);
    expect(again.changed).toBe(false);
    expect(again.record).toBe(first);
  });

  it('a forward move into a new chapter and unit starts them; the course keeps its first start', () => {
    const first = deepFreeze(openContent(emptyRecord(), course, 'c3', t1).record);
    const { record, changed } = openContent(first, course, 'c5', t2, 'c3');
    expect(changed).toBe(true);
    expect(record.started_at).toBe(t1.toISOString());
    expect(record.course_content_progress.map((entry) => [entry.content_id, entry.started_at])).toEqual([
      ['c3', t1.toISOString()],
      ['c5', t2.toISOString()],
    ]);
    expect(record.course_chapter_progress.map((entry) => entry.chapter_id)).toEqual(['ch1', 'ch4']);
    expect(record.course_unit_progress.map((entry) => [entry.unit_id, entry.started_at])).toEqual([
      ['u1', t1.toISOString()],
      ['u2', t2.toISOString()],
    ]);
  });

  it('a forward move within a started chapter starts only the content', () => {
    const first = openContent(emptyRecord(), course, 'c1', t1).record;
    const { record } = openContent(first, course, 'c2', t2, 'c1');
    expect(record.course_content_progress.find((entry) => entry.content_id === 'c2')?.started_at).toBe(
      t2.toISOString(),
    );
    expect(record.course_chapter_progress).toEqual(first.course_chapter_progress);
    expect(record.course_unit_progress).toEqual(first.course_unit_progress);
  });

  it('a backward move sends nothing, even to content never opened', () => {
    const first = deepFreeze(openContent(emptyRecord(), course, 'c5', t1).record);
    expect(openContent(first, course, 'c1', t2, 'c5')).toEqual({ record: first, changed: false });
  });

  it('keeps entries the server already sent and fills only a missing started_at', () => {
    const before = deepFreeze(
      emptyRecord({
        started_at: '2025-01-01T00:00:00.000Z',
        course_content_progress: [{ content_id: 'c1', completed_percentage: 40, time_spent: 3, started_at: null }],
        course_chapter_progress: [
          { chapter_id: 'ch1', completed_percentage: 0, started_at: '2025-01-01T00:00:00.000Z' },
        ],
      }),
    );
    const { record } = openContent(before, course, 'c1', t1);
    expect(record.course_content_progress).toEqual([
      { content_id: 'c1', completed_percentage: 40, time_spent: 3, started_at: t1.toISOString() },
    ]);
    expect(record.course_chapter_progress[0]!.started_at).toBe('2025-01-01T00:00:00.000Z');
    expect(record.started_at).toBe('2025-01-01T00:00:00.000Z');
  });

  it('a new chapter or unit entry starts at the share already complete', () => {
    const { record } = openContent(recordWith(['c1']), course, 'c2', t1);
    expect(record.course_chapter_progress[0]!.completed_percentage).toBe(33);
    expect(record.course_unit_progress[0]!.completed_percentage).toBe(25);
  });

  it('an unknown content changes nothing', () => {
    const before = emptyRecord();
    expect(openContent(before, course, 'zz', t1)).toEqual({ record: before, changed: false });
  });
});

describe('isForwardMove', () => {
  it.each([
    ['c1', 'c2', true],
    ['c3', 'c4', true],
    ['c2', 'c2', true],
    ['c4', 'c3', false],
    ['c5', 'c1', false],
    ['gone', 'c1', true],
  ])('%s → %s forward: %s', (from, to, forward) => expect(isForwardMove(course, from, to)).toBe(forward));
});

describe('resumeContentId / initialContentId', () => {
  it('no progress loaded → the first content', () => {
    expect(resumeContentId(course, null)).toBe('c1');
    expect(resumeContentId(course, undefined)).toBe('c1');
  });

  it.each([
    [[], 'c1'],
    [['c1'], 'c2'],
    [['c1', 'c2', 'c4'], 'c3'],
    [['c1', 'c2', 'c3', 'c4'], 'c5'],
    [ORDER, 'c5'],
  ])('with %j done → %s', (done, id) => expect(resumeContentId(course, recordWith(done))).toBe(id));

  it('content at 99 % is not done', () => {
    const record = recordWith(['c1']);
    const partly = {
      ...record,
      course_content_progress: [...record.course_content_progress, { content_id: 'c2', completed_percentage: 99 }],
    };
    expect(resumeContentId(course, partly)).toBe('c2');
  });

  it('a course without content has nothing to resume', () => {
    expect(resumeContentId({ id: '1', title: 'Empty', units: [] }, recordWith([]))).toBeNull();
    expect(initialContentId({ id: '1', title: 'Empty', units: [] }, null, 'c1')).toBeNull();
  });

  it('the route content wins when the course has it, else the resume content', () => {
    expect(initialContentId(course, recordWith(['c1']), 'c4')).toBe('c4');
    expect(initialContentId(course, recordWith(['c1']), 'gone')).toBe('c2');
    expect(initialContentId(course, recordWith(['c1']), null)).toBe('c2');
  });
});

describe('shouldCompleteVideo', () => {
  it('uses the spec threshold', () => expect(VIDEO_COMPLETE_PERCENT).toBe(90));

  it.each([
    [0, 100, false],
    [89.9, 100, false],
    [90, 100, true],
    [100, 100, true],
    [8.99, 10, false],
    [9, 10, true],
    [27, 30, true],
  ])('%d s of %d s → %s', (time, duration, complete) =>
    expect(shouldCompleteVideo(time, duration, false)).toBe(complete),
  );

  it('never when already complete', () => expect(shouldCompleteVideo(95, 100, true)).toBe(false));

  it.each([Number.NaN, 0, -1, Number.POSITIVE_INFINITY])('never with an unusable duration %d', (duration) =>
    expect(shouldCompleteVideo(95, duration, false)).toBe(false),
  );

  it('never with an unusable position', () => expect(shouldCompleteVideo(Number.NaN, 100, false)).toBe(false));
});
