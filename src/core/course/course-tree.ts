import type { Course, CourseChapter, CourseContent, CourseUnit } from '../api/schemas/course';

/** One content with the chapter and unit it sits in, and its place in the navigation order. */
export interface ContentPlace {
  content: CourseContent;
  chapter: CourseChapter;
  unit: CourseUnit;
  /** 0-based position in `flattenCourse`. */
  index: number;
}

/** The contents of a previous / next move; null at either end (the button is disabled). */
export interface Neighbours {
  previous: CourseContent | null;
  next: CourseContent | null;
}

/** §4 navigation order: the contents of a chapter, then the chapters of a unit, then the units. */
export function flattenCourse(course: Course): ContentPlace[] {
  const places: ContentPlace[] = [];
  for (const unit of course.units) {
    for (const chapter of unit.chapters) {
      for (const content of chapter.contents) places.push({ content, chapter, unit, index: places.length });
    }
  }
  return places;
}

/** The content with this id, with its chapter and unit; undefined when the course has none such. */
export function locateContent(course: Course, contentId: string): ContentPlace | undefined {
  return flattenCourse(course).find((place) => place.content.id === contentId);
}

/** The content with this id, or undefined. */
export function findContent(course: Course, contentId: string): CourseContent | undefined {
  return locateContent(course, contentId)?.content;
}

/** Previous and next content in the navigation order; both null for an unknown id. */
export function neighbours(course: Course, contentId: string): Neighbours {
  const order = flattenCourse(course);
  const at = order.findIndex((place) => place.content.id === contentId);
  if (at < 0) return { previous: null, next: null };
  return { previous: order[at - 1]?.content ?? null, next: order[at + 1]?.content ?? null };
}

/** Every content of a chapter, of a unit or of the whole course (the items whose shares make the percentages). */
export function contentsOf(node: CourseChapter | CourseUnit | Course): CourseContent[] {
  if ('contents' in node) return node.contents;
  if ('chapters' in node) return node.chapters.flatMap((chapter) => chapter.contents);
  return node.units.flatMap((unit) => contentsOf(unit));
}

/** True when the course has at least one content (else §4 "This course does not have any content available."). */
export function hasContent(course: Course): boolean {
  return course.units.some((unit) => unit.chapters.some((chapter) => chapter.contents.length > 0));
}
