/** Attributes of `<academy-course>` (besides the common api-base, lang and brand). */
export interface CourseProps {
  /** The course shown (required). */
  courseId?: string;
  /** The content to open; without it the viewer resumes (§4). */
  contentId?: string;
  /** The learner's progress record; without it nothing is tracked. */
  courseProgressId?: string;
}
