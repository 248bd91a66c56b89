import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  CourseProgressAnswer,
  CourseProgressSchema,
  CourseProgressUpdateBody,
  CourseSchema,
  CourseViewAnswer,
  isContentType,
} from '../../../../src/core/api/schemas/course';
import { completeContent } from '../../../../src/core/course/progress-rules';
import { fails, ok } from '../schema-check';

// §3 course and progress entities, §7 the course view answer, the progress get/update answer and the update body.

/** A course as the server sends it: numeric ids, a duration as text, a chapter without contents, nulls. */
const courseAnswer = {
  id: 12,
  title: 'Site Security Fundamentals',
  duration: '120',
  units: [
    {
      id: 1,
      title: 'Foundations',
      duration: 60,
      chapters: [
        {
          id: 10,
          title: 'Patrols',
          duration: null,
          contents: [
            {
              id: 100,
              title: 'Patrol basics',
              type: 'video',
              url: '/media/patrol.mp4',
              thumbnailUrl: null,
              description: '<p>Watch</p>',
              duration: '4',
              downloadUrl: null,
              status: 'active',
            },
            { id: '101', title: 'Patrol checklist', type: 'pdf', url: '/media/checklist.pdf' },
          ],
        },
        { id: 11, title: 'Coming soon', contents: null },
        { id: 12, title: 'Later' },
      ],
    },
  ],
};

describe('CourseSchema / CourseViewAnswer', () => {
  it('reads a realistic course: ids as text, numbers from text, missing or null lists as empty', () => {
    const course = ok(courseAnswer, CourseSchema);
    expect(course.id).toBe('12');
    expect(course.duration).toBe(120);
    const chapters = course.units[0]!.chapters;
    expect(chapters[0]!.contents.map((content) => [content.id, content.type, content.duration])).toEqual([
      ['100', 'video', 4],
      ['101', 'pdf', undefined],
    ]);
    expect(chapters[1]!.contents).toEqual([]);
    expect(chapters[2]!.contents).toEqual([]);
  });

  it('takes the course itself or wrapped in { course }', () => {
    expect(ok(courseAnswer, CourseViewAnswer).id).toBe('12');
    expect(ok({ course: courseAnswer }, CourseViewAnswer).id).toBe('12');
    expect(ok({ id: 5, title: 'Empty' }, CourseViewAnswer).units).toEqual([]);
  });

  it('keeps an unknown content type (shown as unsupported, not rejected)', () => {
    const course = ok(
      {
        ...courseAnswer,
        units: [
          { id: 1, title: 'U', chapters: [{ id: 2, title: 'C', contents: [{ id: 3, title: 'X', type: 'scorm' }] }] },
        ],
      },
      CourseSchema,
    );
    expect(course.units[0]!.chapters[0]!.contents[0]!.type).toBe('scorm');
    expect(isContentType('scorm')).toBe(false);
    expect(CONTENT_TYPES.every(isContentType)).toBe(true);
    expect(CONTENT_TYPES).toEqual(['presentation', 'pdf', 'video', 'quiz', 'assignment']);
  });

  it.each([
    ['null', null],
    ['a string', 'course'],
    ['no id', { title: 'No id', units: [] }],
    ['no title', { id: 1, units: [] }],
    ['units not a list', { id: 1, title: 'T', units: 'x' }],
    [
      'a content without a type',
      {
        id: 1,
        title: 'T',
        units: [{ id: 1, title: 'U', chapters: [{ id: 1, title: 'C', contents: [{ id: 1, title: 'X' }] }] }],
      },
    ],
    ['a duration that is not a number', { id: 1, title: 'T', duration: 'long', units: [] }],
  ])('rejects %s (Invalid course data)', (_case, answer) => fails(answer, CourseViewAnswer));
});

const progressAnswer = {
  batch_id: 3,
  batch_course_id: 4,
  course_id: 12,
  participant_id: 77,
  course_content_progress: [
    {
      content_id: 100,
      completed_percentage: '100',
      time_spent: 4,
      started_at: '2025-03-01T09:00:00.000Z',
      completed_at: '2025-03-01T09:04:00.000Z',
    },
    {
      content_id: '101',
      completed_percentage: 0,
      time_spent: null,
      started_at: '2025-03-01T09:05:00.000Z',
      completed_at: null,
    },
  ],
  course_chapter_progress: [
    {
      chapter_id: 10,
      completed_percentage: 50,
      time_spent: 4,
      started_at: '2025-03-01T09:00:00.000Z',
      completed_at: null,
    },
  ],
  course_unit_progress: [
    { unit_id: 1, completed_percentage: 50, time_spent: 4, started_at: '2025-03-01T09:00:00.000Z' },
  ],
  total_time_spent: '4',
  progress_percentage: 50,
  total_guided_learning_time: 120,
  started_at: '2025-03-01T09:00:00.000Z',
  completed_at: null,
};

describe('CourseProgressSchema / CourseProgressAnswer', () => {
  it('reads a realistic record: participant_id and every id as text, percentages from text', () => {
    const record = ok(progressAnswer, CourseProgressSchema);
    expect(record.participant_id).toBe('77');
    expect(record.batch_id).toBe('3');
    expect(record.course_content_progress[0]).toMatchObject({ content_id: '100', completed_percentage: 100 });
    expect(record.course_chapter_progress[0]!.chapter_id).toBe('10');
    expect(record.course_unit_progress[0]!.unit_id).toBe('1');
    expect(record.total_time_spent).toBe(4);
  });

  it('a fresh record may come without entry lists', () => {
    const record = ok({ participant_id: '77', course_id: 12 }, CourseProgressSchema);
    expect(record.course_content_progress).toEqual([]);
    expect(record.course_chapter_progress).toEqual([]);
    expect(record.course_unit_progress).toEqual([]);
  });

  it('null is a valid answer (a copied link)', () => expect(ok(null, CourseProgressAnswer)).toBeNull());

  it.each([
    ['a string', 'progress'],
    ['entries not a list', { ...progressAnswer, course_content_progress: 'x' }],
    ['an entry without content_id', { ...progressAnswer, course_content_progress: [{ completed_percentage: 10 }] }],
    ['an entry without a percentage', { ...progressAnswer, course_unit_progress: [{ unit_id: 1 }] }],
    ['a percentage that is not a number', { ...progressAnswer, progress_percentage: 'half' }],
  ])('rejects %s', (_case, answer) => fails(answer, CourseProgressAnswer));
});

describe('CourseProgressUpdateBody (checked as sent, no coercion)', () => {
  const record = ok(progressAnswer, CourseProgressSchema);
  const strict = (body: unknown) => validate(body, CourseProgressUpdateBody)[0];

  it('accepts the record the rules produce, participant_id as text', () => {
    const result = completeContent({
      progressId: '900',
      record,
      course: ok(courseAnswer, CourseSchema),
      contentId: '101',
      now: new Date('2025-03-01T09:15:00.000Z'),
    });
    if (!result.done) throw new Error(result.reason);
    expect(strict(result.record)).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result.record)).participant_id).toBe('77');
  });

  it('accepts numeric ids for batch, course and entries', () => {
    expect(
      strict({
        ...progressAnswer,
        participant_id: '77',
        total_time_spent: 4,
        course_content_progress: [{ content_id: 100, completed_percentage: 100 }],
      }),
    ).toBeUndefined();
  });

  it.each([
    ['participant_id as a number', { participant_id: 77 }],
    ['a missing participant_id', { participant_id: undefined }],
    ['a percentage above 100', { progress_percentage: 101 }],
    ['a negative percentage', { course_content_progress: [{ content_id: '1', completed_percentage: -1 }] }],
    ['negative minutes', { total_time_spent: -1 }],
    ['a percentage as text', { course_unit_progress: [{ unit_id: '1', completed_percentage: '50' }] }],
    ['an overlong time', { started_at: 'x'.repeat(300) }],
  ])('rejects %s', (_case, change) => expect(strict({ ...record, ...change })).toBeDefined());
});
