import {
  array,
  coerce,
  is,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { ApiUrl, OptionalApiUrl } from '../../http/api-url';
import { Id, OptionalText } from './common';
import { maxLength, TEXT_MAX } from './limits';
import { Num } from './numbers';

// Course viewer (§3 course and progress entities, §7 course and progress calls): the course view answer, the progress
// record the get and update calls answer with, and the update body.

const OptionalNum = optional(nullable(Num));

/** A list that may come missing or null; read as empty so an empty branch shows "no content" rather than an error. */
function list<T, S>(item: Struct<T, S>): Struct<T[], Struct<T, S>> {
  return coerce(array(item), unknown(), (value) => value ?? []);
}

/** §2 the five content types; anything else is shown as an unsupported type, never rejected. */
export const CONTENT_TYPES = ['presentation', 'pdf', 'video', 'quiz', 'assignment'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** True for one of the five §2 content types. */
export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * A video's caption track (#37): WebVTT at `url` (resolved against the API host; null when refused), in `lang` (a
 * BCP 47 tag), named `label` in its own language.
 */
export const CaptionTrackSchema = type({
  lang: refine(maxLength(string(), 35), 'languageTag', (value) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value)),
  label: OptionalText,
  url: ApiUrl,
});
export type CaptionTrack = Infer<typeof CaptionTrackSchema>;

/** Caption tracks, keeping the readable ones (none when missing): a bad track costs its captions, never the course. */
const CaptionTracks = coerce(array(CaptionTrackSchema), unknown(), (value) =>
  Array.isArray(value) ? value.filter((track) => is(track, CaptionTrackSchema)) : [],
);

/** §3 Content; `duration` in minutes. */
export const CourseContentSchema = type({
  id: Id,
  title: string(),
  type: string(),
  url: OptionalApiUrl,
  thumbnailUrl: OptionalApiUrl,
  description: OptionalText,
  duration: OptionalNum,
  downloadUrl: OptionalApiUrl,
  status: OptionalText,
  captions: optional(CaptionTracks),
});
export type CourseContent = Infer<typeof CourseContentSchema>;

/** §3 Chapter. */
export const CourseChapterSchema = type({
  id: Id,
  title: string(),
  duration: OptionalNum,
  contents: list(CourseContentSchema),
});
export type CourseChapter = Infer<typeof CourseChapterSchema>;

/** §3 Unit. */
export const CourseUnitSchema = type({
  id: Id,
  title: string(),
  duration: OptionalNum,
  chapters: list(CourseChapterSchema),
});
export type CourseUnit = Infer<typeof CourseUnitSchema>;

/** §3 Course: units → chapters → contents. */
export const CourseSchema = type({
  id: Id,
  title: string(),
  duration: OptionalNum,
  units: list(CourseUnitSchema),
});
export type Course = Infer<typeof CourseSchema>;

/** GET courses/view/course/{courseId} (§7 "data holds course", after the envelope): the course, or `{ course }`. */
export const CourseViewAnswer = coerce(CourseSchema, type({ course: type({}) }), (value) => value.course);

/** §3 Content progress; `time_spent` in whole minutes, times ISO 8601. */
export const ContentProgressSchema = type({
  content_id: Id,
  completed_percentage: Num,
  time_spent: OptionalNum,
  started_at: OptionalText,
  completed_at: OptionalText,
});
export type ContentProgress = Infer<typeof ContentProgressSchema>;

/** §3 Chapter progress. */
export const ChapterProgressSchema = type({
  chapter_id: Id,
  completed_percentage: Num,
  time_spent: OptionalNum,
  started_at: OptionalText,
  completed_at: OptionalText,
});
export type ChapterProgress = Infer<typeof ChapterProgressSchema>;

/** §3 Unit progress. */
export const UnitProgressSchema = type({
  unit_id: Id,
  completed_percentage: Num,
  time_spent: OptionalNum,
  started_at: OptionalText,
  completed_at: OptionalText,
});
export type UnitProgress = Infer<typeof UnitProgressSchema>;

/** §3 Course progress record as the get and update calls answer it; ids (participant_id included) kept as text. */
export const CourseProgressSchema = type({
  batch_id: optional(nullable(Id)),
  batch_course_id: optional(nullable(Id)),
  course_id: optional(nullable(Id)),
  participant_id: optional(nullable(Id)),
  course_content_progress: list(ContentProgressSchema),
  course_chapter_progress: list(ChapterProgressSchema),
  course_unit_progress: list(UnitProgressSchema),
  total_time_spent: OptionalNum,
  progress_percentage: OptionalNum,
  total_guided_learning_time: OptionalNum,
  started_at: OptionalText,
  completed_at: OptionalText,
});
export type CourseProgress = Infer<typeof CourseProgressSchema>;

/** GET batch/participant/course/progress/get/{id} (§7): the record, or null for a copied link. */
export const CourseProgressAnswer = nullable(CourseProgressSchema);

// The update body is checked by the server without coercion, so it states what the client really sends.
const BodyId = union([maxLength(string(), TEXT_MAX), number()]);
const BodyTime = optional(nullable(maxLength(string(), TEXT_MAX)));
const Percentage = refine(number(), 'percentage', (value) => (value >= 0 && value <= 100) || 'outside 0–100');
const Minutes = optional(nullable(refine(number(), 'minutes', (value) => value >= 0 || 'negative')));

const entryBody = {
  completed_percentage: Percentage,
  time_spent: Minutes,
  started_at: BodyTime,
  completed_at: BodyTime,
};

/** POST batch/participant/course/progress/update/{id} body (§7 "progress record"); participant_id sent as text (§3). */
export const CourseProgressUpdateBody = type({
  batch_id: optional(nullable(BodyId)),
  batch_course_id: optional(nullable(BodyId)),
  course_id: optional(nullable(BodyId)),
  participant_id: maxLength(string(), TEXT_MAX),
  course_content_progress: array(type({ content_id: BodyId, ...entryBody })),
  course_chapter_progress: array(type({ chapter_id: BodyId, ...entryBody })),
  course_unit_progress: array(type({ unit_id: BodyId, ...entryBody })),
  total_time_spent: Minutes,
  progress_percentage: optional(nullable(Percentage)),
  total_guided_learning_time: optional(nullable(Num)),
  started_at: BodyTime,
  completed_at: BodyTime,
});
export type CourseProgressUpdateRequest = Infer<typeof CourseProgressUpdateBody>;
