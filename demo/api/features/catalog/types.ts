import type { ActivityType } from '../../types';

// The shared learning data (learning spec §3); the data file gains these collections through `DataCollections`.
// Bilingual texts are stored as `x` (English) and `x_ar` (Arabic); answers pick one by the request's language.

/** Course viewer content (learning §3 Content; `duration` in minutes); the `course` feature seeds the units. */
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

/** A person on batch rosters (learning §3 Participant); `user_id` links the ones who can sign in. */
export interface ParticipantRecord {
  id: number;
  user_id: number | null;
  name: string;
  arabic_name: string;
  email: string;
  nid: string | null;
  phone_number: string | null;
  company: string | null;
  position: string | null;
}

/** One participant's place in a batch (`batch_participant_id`). */
export interface BatchParticipantRecord {
  id: number;
  participant_id: number;
  status: 'Active' | 'Completed' | 'Withdrawn';
  enrollment_date: string;
}

/** One course taught in a batch (`batch_course_id`). */
export interface BatchCourseRecord {
  id: number;
  course_id: number;
}

/** A cohort: its courses, trainers (user ids) and participants; dates YYYY-MM-DD (local). */
export interface BatchRecord {
  id: number;
  batch_no: number;
  title: string;
  title_ar: string;
  start_date: string;
  end_date: string;
  status: 'active' | 'completed';
  trainer_ids: number[];
  courses: BatchCourseRecord[];
  participants: BatchParticipantRecord[];
}

/** A scheduled session of a batch (learning §3 batch_schedules, Lecture QR data); instants in ISO 8601. */
export interface LectureRecord {
  id: number;
  batch_id: number;
  course_id: number;
  title: string;
  title_ar: string;
  start_at: string;
  end_at: string;
  venue: string;
  venue_ar: string;
  /** User id of the trainer who delivers it. */
  delivered_by: number;
  meeting_link: string | null;
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

/** Something that happened in a batch, for its trainers' recent activity. */
export interface BatchActivityRecord {
  id: number;
  batch_id: number;
  type: ActivityType;
  message: string;
  message_ar: string;
  created_at: string;
}

declare module '../../types' {
  interface DataCollections {
    courses: CourseRecord[];
    participants: ParticipantRecord[];
    batches: BatchRecord[];
    lectures: LectureRecord[];
    course_progress: CourseProgressRecord[];
    batch_activity: BatchActivityRecord[];
  }
}
