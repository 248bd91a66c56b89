import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courseProgress, courses } from './schema';

// What other features may ask about courses and progress; they never read course's tables themselves.

/** A course's titles, for the pages that name a course (dashboards, batch overview, exam results, certificates). */
export interface CourseTitle {
  id: number;
  title: string;
  title_ar: string;
}

/** Course titles by course id. */
export type CourseTitles = ReadonlyMap<number, CourseTitle>;

/** One progress record without its entries: what a dashboard card shows. */
export interface ProgressSummary {
  /** batch_participant_course_progress_id. */
  id: number;
  batch_id: number;
  batch_course_id: number;
  course_id: number;
  participant_id: number;
  progress_percentage: number;
}

const TITLE = { id: courses.id, title: courses.title, title_ar: courses.title_ar };

/** The titles of these courses (one read by primary key); an unknown id is simply absent. */
export async function courseTitles(db: Db, ids: Iterable<number>): Promise<CourseTitles> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(TITLE).from(courses).where(inArray(courses.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The titles of one course, or undefined for none (no id, or an unknown one). */
export async function courseTitle(db: Db, id: number | undefined): Promise<CourseTitle | undefined> {
  if (id === undefined) return undefined;
  const [row] = await db.select(TITLE).from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

/** A participant's progress records in id order (enrolment order), read through the participant index. */
export async function progressOfParticipant(db: Db, participantId: number): Promise<ProgressSummary[]> {
  const { id, batch_id, batch_course_id, course_id, participant_id, progress_percentage } = courseProgress;
  return db
    .select({ id, batch_id, batch_course_id, course_id, participant_id, progress_percentage })
    .from(courseProgress)
    .where(eq(courseProgress.participant_id, participantId))
    .orderBy(asc(courseProgress.id));
}

/** The seeded courses other features' demo data refers to. */
export { COURSE } from './ids';

/** How many months a course's certificates stay valid: null when they never expire, undefined for no such course. */
export async function certificateValidity(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db.select({ months: courses.validity_months }).from(courses).where(eq(courses.id, id)).limit(1);
  return row?.months;
}

/** Sets how many months the course's certificates stay valid (null: never expire); false for no such course. */
export async function setCertificateValidity(db: Db, id: number, months: number | null): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ validity_months: months })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}
