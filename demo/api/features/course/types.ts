// Course viewer records besides the catalog's courses and progress; the data file gains them through `DataCollections`.

/**
 * A batch_participant_course_progress_id handed out before its record exists (a link copied early): the get call
 * answers null to its owner (learning §4 "A null progress result (copied link)").
 */
export interface CourseProgressLinkRecord {
  id: number;
  participant_id: number;
  course_id: number;
}

declare module '../../types' {
  interface DataCollections {
    course_progress_links: CourseProgressLinkRecord[];
  }
}
