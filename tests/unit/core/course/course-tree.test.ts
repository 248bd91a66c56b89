import { describe, expect, it } from 'vitest';
import type { Course } from '../../../../src/core/api/schemas/course';
import {
  contentsOf,
  findContent,
  flattenCourse,
  hasContent,
  locateContent,
  neighbours,
} from '../../../../src/core/course/course-tree';
import { course, ORDER } from './course-fixtures';

// §4 "Navigation runs through contents of a chapter, then chapters of a unit, then units"; previous/next disabled at the ends.

describe('flattenCourse', () => {
  it('lists contents of a chapter, then chapters of a unit, then units, skipping empty chapters and units', () => {
    const order = flattenCourse(course);
    expect(order.map((place) => place.content.id)).toEqual(ORDER);
    expect(order.map((place) => place.index)).toEqual([0, 1, 2, 3, 4]);
    expect(order.map((place) => `${place.unit.id}/${place.chapter.id}`)).toEqual([
      'u1/ch1',
      'u1/ch1',
      'u1/ch1',
      'u1/ch3',
      'u2/ch4',
    ]);
  });

  it('is empty for a course without content', () => {
    expect(flattenCourse({ id: '1', title: 'Empty', units: [] })).toEqual([]);
  });
});

describe('neighbours', () => {
  it('the first has no previous (disabled), the last no next (disabled)', () => {
    expect(neighbours(course, 'c1')).toEqual({ previous: null, next: expect.objectContaining({ id: 'c2' }) });
    expect(neighbours(course, 'c5')).toEqual({ previous: expect.objectContaining({ id: 'c4' }), next: null });
  });

  it('crosses chapter and unit borders, skipping an empty chapter', () => {
    expect(neighbours(course, 'c3').next?.id).toBe('c4');
    expect(neighbours(course, 'c4').previous?.id).toBe('c3');
    expect(neighbours(course, 'c4').next?.id).toBe('c5');
  });

  it('a single content has neither', () => {
    const single: Course = {
      id: '1',
      title: 'One',
      units: [
        { id: 'u', title: 'U', chapters: [{ id: 'c', title: 'C', contents: [{ id: 'x', title: 'X', type: 'pdf' }] }] },
      ],
    };
    expect(neighbours(single, 'x')).toEqual({ previous: null, next: null });
  });

  it('an unknown id has neither', () => expect(neighbours(course, 'nope')).toEqual({ previous: null, next: null }));
});

describe('locateContent / findContent', () => {
  it('gives the unit and chapter of a content (the footer title)', () => {
    const place = locateContent(course, 'c4');
    expect(place?.unit.title).toBe('Foundations');
    expect(place?.chapter.title).toBe('Check');
    expect(place?.index).toBe(3);
    expect(findContent(course, 'c5')?.type).toBe('assignment');
  });

  it('is undefined for an unknown id', () => {
    expect(locateContent(course, 'c9')).toBeUndefined();
    expect(findContent(course, '')).toBeUndefined();
  });
});

describe('contentsOf / hasContent', () => {
  it('collects the contents of a chapter, a unit and the course', () => {
    expect(contentsOf(course.units[0]!.chapters[1]!)).toEqual([]);
    expect(contentsOf(course.units[0]!).map((item) => item.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(contentsOf(course.units[2]!)).toEqual([]);
    expect(contentsOf(course).map((item) => item.id)).toEqual(ORDER);
  });

  it('a course whose units and chapters are all empty has no content', () => {
    expect(hasContent(course)).toBe(true);
    expect(
      hasContent({
        id: '1',
        title: 'Empty',
        units: [{ id: 'u', title: 'U', chapters: [{ id: 'c', title: 'C', contents: [] }] }],
      }),
    ).toBe(false);
    expect(hasContent({ id: '1', title: 'Empty', units: [] })).toBe(false);
  });
});
