import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { courseProgress, courseProgressLinks, courses } from './schema';
import type { CourseProgressRecord, CourseRecord, ProgressEntryRecord } from './types';

// The course tables' reads and writes for this feature's routes and seed; other features use ./directory.ts.

type ProgressRow = typeof courseProgress.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

/** An entry in the field order answers have always had (jsonb keeps keys in its own order). */
function entry<K extends string>(
  key: K,
  item: ProgressEntryRecord & Record<K, number>,
): ProgressEntryRecord & Record<K, number> {
  const { completed_percentage, time_spent, started_at, completed_at } = item;
  return { [key]: item[key], completed_percentage, time_spent, started_at, completed_at } as ProgressEntryRecord &
    Record<K, number>;
}

/** A stored row as the record the routes and the client rules work on (instants as ISO 8601 text). */
function progressOf(row: ProgressRow): CourseProgressRecord {
  return {
    id: row.id,
    batch_id: row.batch_id,
    batch_course_id: row.batch_course_id,
    batch_participant_id: row.batch_participant_id,
    course_id: row.course_id,
    participant_id: row.participant_id,
    progress_percentage: row.progress_percentage,
    total_time_spent: row.total_time_spent,
    total_guided_learning_time: row.total_guided_learning_time,
    started_at: row.started_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
    course_content_progress: row.course_content_progress.map((item) => entry('content_id', item)),
    course_chapter_progress: row.course_chapter_progress.map((item) => entry('chapter_id', item)),
    course_unit_progress: row.course_unit_progress.map((item) => entry('unit_id', item)),
  };
}

/** A record as its row. */
export function progressRow(record: CourseProgressRecord): ProgressRow {
  return {
    ...record,
    started_at: record.started_at === null ? null : new Date(record.started_at),
    completed_at: record.completed_at === null ? null : new Date(record.completed_at),
  };
}

/** A stored course as its record (the same fields; the tree is stored whole). */
function courseOf(row: CourseRow): CourseRecord {
  return { id: row.id, title: row.title, title_ar: row.title_ar, duration: row.duration, units: row.units };
}

/** The course with this id, tree included. */
export async function findCourse(db: Db, id: number): Promise<CourseRecord | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row && courseOf(row);
}

/**
 * The progress record `id` if it is this participant's; `lock` holds it until the transaction `db` ends, so two
 * updates of one record decide one after the other, each on what the other stored.
 */
export async function ownProgressRecord(
  db: Db,
  id: number,
  participantId: number,
  lock = false,
): Promise<CourseProgressRecord | undefined> {
  const query = db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.id, id), eq(courseProgress.participant_id, participantId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && progressOf(row);
}

/** Whether `id` is a link this participant was handed before its record exists (a copied link). */
export async function isOwnLink(db: Db, id: number, participantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseProgressLinks.id })
    .from(courseProgressLinks)
    .where(and(eq(courseProgressLinks.id, id), eq(courseProgressLinks.participant_id, participantId)))
    .limit(1);
  return row !== undefined;
}

/** Writes what an update changes (numbers, instants, entries) back to a stored record, inside the transaction that read it locked. */
export async function saveProgress(db: Db, record: CourseProgressRecord): Promise<void> {
  const row = progressRow(record);
  await db
    .update(courseProgress)
    .set({
      progress_percentage: row.progress_percentage,
      total_time_spent: row.total_time_spent,
      started_at: row.started_at,
      completed_at: row.completed_at,
      course_content_progress: row.course_content_progress,
      course_chapter_progress: row.course_chapter_progress,
      course_unit_progress: row.course_unit_progress,
    })
    .where(eq(courseProgress.id, row.id));
}
