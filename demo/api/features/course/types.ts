// The course feature's records, as its tables hold them (schema.ts); bilingual texts are `x` (English) and `x_ar`.

/** Course viewer content (learning §3 Content; `duration` in minutes). */
export interface CourseContentRecord {
  id: number;
  title: string;
  title_ar: string;
  type: 'presentation' | 'pdf' | 'video' | 'quiz' | 'assignment';
  url: string | null;
  thumbnailUrl: string | null;
  /** HTML, shown through the client's sanitizer. */
  description: string | null;
  description_ar: string | null;
  duration: number;
  downloadUrl: string | null;
  status: string | null;
  /** A video's caption tracks (WebVTT), #37; absent on other contents. */
  captions?: CaptionTrackRecord[];
}

/** One caption track: a BCP 47 language, its name in that language, the file. */
export interface CaptionTrackRecord {
  lang: string;
  label: string;
  url: string;
}

export interface CourseChapterRecord {
  id: number;
  title: string;
  title_ar: string;
  duration: number;
  contents: CourseContentRecord[];
}

export interface CourseUnitRecord {
  id: number;
  title: string;
  title_ar: string;
  duration: number;
  chapters: CourseChapterRecord[];
}

/** Course: id, title, duration (hours), units. */
export interface CourseRecord {
  id: number;
  title: string;
  title_ar: string;
  duration: number;
  units: CourseUnitRecord[];
}

/** Course progress record (learning §3), one per participant and batch course; `id` is batch_participant_course_progress_id. */
export interface CourseProgressRecord {
  id: number;
  batch_id: number;
  batch_course_id: number;
  batch_participant_id: number;
  course_id: number;
  participant_id: number;
  progress_percentage: number;
  total_time_spent: number;
  total_guided_learning_time: number;
  started_at: string | null;
  completed_at: string | null;
  course_content_progress: ContentProgressRecord[];
  course_chapter_progress: ChapterProgressRecord[];
  course_unit_progress: UnitProgressRecord[];
}

/** One progress entry (learning §3): percentage 0–100, time in whole minutes, instants in ISO 8601. */
export interface ProgressEntryRecord {
  completed_percentage: number;
  time_spent: number;
  started_at: string | null;
  completed_at: string | null;
}

export interface ContentProgressRecord extends ProgressEntryRecord {
  content_id: number;
}

export interface ChapterProgressRecord extends ProgressEntryRecord {
  chapter_id: number;
}

export interface UnitProgressRecord extends ProgressEntryRecord {
  unit_id: number;
}
