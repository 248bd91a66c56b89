import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { arrayOf } from '../../db/arrays';
import type { Db } from '../../db/database';
import { preparedPer } from '../../db/prepared';
import { rowId } from '../../validation';
import {
  batchActivity,
  batchCourses,
  batches,
  batchParticipants,
  batchTrainers,
  lectures,
  participants,
} from './schema';
import type { BatchActivityRecord, BatchRecord, Enrolment, LectureRecord, ParticipantRecord } from './types';

// Batches, rosters and lectures as whole records: what every other feature reads (course and exam enrolments,
// attendance scans, dashboards, ticket contacts) through ./directory.ts. Other features never read these tables.

type LectureRow = typeof lectures.$inferSelect;

function lectureOf(row: LectureRow): LectureRecord {
  return { ...row, start_at: row.start_at.toISOString(), end_at: row.end_at.toISOString() };
}

/** Batches matching `where`, each with its trainers, courses and places (four indexed reads, whatever the count). */
async function loadBatches(db: Db, where: SQL | undefined): Promise<BatchRecord[]> {
  const rows = await db.select().from(batches).where(where).orderBy(asc(batches.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [trainers, courses, places] = await Promise.all([
    db.select().from(batchTrainers).where(inArray(batchTrainers.batch_id, ids)).orderBy(asc(batchTrainers.user_id)),
    db.select().from(batchCourses).where(inArray(batchCourses.batch_id, ids)).orderBy(asc(batchCourses.id)),
    db
      .select()
      .from(batchParticipants)
      .where(inArray(batchParticipants.batch_id, ids))
      .orderBy(asc(batchParticipants.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    trainer_ids: trainers.filter((trainer) => trainer.batch_id === row.id).map((trainer) => trainer.user_id),
    courses: courses.filter((course) => course.batch_id === row.id).map(({ id, course_id }) => ({ id, course_id })),
    participants: places
      .filter((place) => place.batch_id === row.id)
      .map(({ id, participant_id, status, enrollment_date }) => ({ id, participant_id, status, enrollment_date })),
  }));
}

export async function batchById(db: Db, id: number): Promise<BatchRecord | undefined> {
  return (await loadBatches(db, eq(batches.id, id)))[0];
}

/** By public number (`/trainer/batch/{batchNo}`). */
export async function batchByNo(db: Db, no: number): Promise<BatchRecord | undefined> {
  return (await loadBatches(db, eq(batches.batch_no, no)))[0];
}

export async function batchesByIds(db: Db, ids: readonly number[]): Promise<BatchRecord[]> {
  return ids.length === 0 ? [] : loadBatches(db, inArray(batches.id, [...ids]));
}

/** The ids of the batches a participant has a place in (any status). */
export async function batchIdsOfParticipant(db: Db, participantId: number): Promise<number[]> {
  const places = await db
    .select({ id: batchParticipants.batch_id })
    .from(batchParticipants)
    .where(eq(batchParticipants.participant_id, participantId));
  return places.map((place) => place.id);
}

/** The batches a participant has a place in (any status). */
export async function batchesOfParticipant(db: Db, participantId: number): Promise<BatchRecord[]> {
  return batchesByIds(db, await batchIdsOfParticipant(db, participantId));
}

/** The batches a user teaches. */
export async function batchesTaughtBy(db: Db, userId: number): Promise<BatchRecord[]> {
  const taught = await db
    .select({ id: batchTrainers.batch_id })
    .from(batchTrainers)
    .where(eq(batchTrainers.user_id, userId));
  return batchesByIds(
    db,
    taught.map((row) => row.id),
  );
}

/** The participant record of a signed-in user, if they take part in courses. */
export async function participantOfUser(db: Db, userId: number): Promise<ParticipantRecord | undefined> {
  const [row] = await db.select().from(participants).where(eq(participants.user_id, userId));
  return row;
}

/** Participant records by id (the exam result's notice finds its learner's account). */
export async function participantsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ParticipantRecord>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(participants)
          .where(sql`${participants.id} = any(${arrayOf(ids)}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Everyone on the batch's roster except the withdrawn, in enrolment order, with their participant record. */
export async function rosterOf(db: Db, batch: Pick<BatchRecord, 'participants'>): Promise<Enrolment[]> {
  return (await rostersOf(db, [{ id: 0, participants: batch.participants }])).get(0) ?? [];
}

/** The rosters of these batches (see rosterOf), by batch id: one read of the people of all of them. */
export async function rostersOf(
  db: Db,
  list: readonly Pick<BatchRecord, 'id' | 'participants'>[],
): Promise<Map<number, Enrolment[]>> {
  const active = list.map((batch) => batch.participants.filter((place) => place.status !== 'Withdrawn'));
  const people = await participantsByIds(db, [...new Set(active.flat().map((place) => place.participant_id))]);
  return new Map(
    list.map((batch, at) => [
      batch.id,
      (active[at] ?? []).flatMap((place) => {
        const participant = people.get(place.participant_id);
        return participant ? [{ participant, place }] : [];
      }),
    ]),
  );
}

// Prepared once per database handle: QR codes and rosters look lectures up, and every scan its lecture and place.
const lectureQuery = preparedPer((db) =>
  db
    .select()
    .from(lectures)
    .where(eq(lectures.id, sql.placeholder('id')))
    .prepare('batch_lecture'),
);
const lectureWithPlaceQuery = preparedPer((db) =>
  db
    .select({ lecture: lectures, participant: participants, place: batchParticipants })
    .from(lectures)
    .leftJoin(participants, eq(participants.user_id, sql.placeholder('userId')))
    .leftJoin(
      batchParticipants,
      and(
        eq(batchParticipants.participant_id, participants.id),
        eq(batchParticipants.batch_id, lectures.batch_id),
        ne(batchParticipants.status, 'Withdrawn'),
      ),
    )
    .where(eq(lectures.id, sql.placeholder('id')))
    .prepare('batch_lecture_place'),
);

/**
 * A lecture by a body's id ('1001' or 1001), with the user's place in its batch when they are on the roster (not
 * withdrawn): one indexed read. Anything else, or an unknown id, is no lecture.
 */
export async function lectureWithEnrolment(
  db: Db,
  raw: unknown,
  userId: number,
): Promise<{ lecture: LectureRecord; enrolment?: Enrolment } | undefined> {
  const id = rowId(raw);
  if (id === undefined) return undefined;
  const [row] = await lectureWithPlaceQuery(db).execute({ id, userId });
  if (!row) return undefined;
  const lecture = lectureOf(row.lecture);
  if (!row.participant || !row.place) return { lecture };
  const { id: placeId, participant_id, status, enrollment_date } = row.place;
  return {
    lecture,
    enrolment: { participant: row.participant, place: { id: placeId, participant_id, status, enrollment_date } },
  };
}

export async function lectureById(db: Db, id: number): Promise<LectureRecord | undefined> {
  const [row] = await lectureQuery(db).execute({ id });
  return row && lectureOf(row);
}

/** A lecture by a body's id ('1001' or 1001); anything else, or an unknown id, is no lecture. */
export async function findLecture(db: Db, raw: unknown): Promise<LectureRecord | undefined> {
  const id = rowId(raw);
  return id === undefined ? undefined : lectureById(db, id);
}

/** The lectures of these batches in time order (ties by id). */
export async function lecturesOfBatches(db: Db, batchIds: readonly number[]): Promise<LectureRecord[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select()
    .from(lectures)
    .where(inArray(lectures.batch_id, [...batchIds]))
    .orderBy(asc(lectures.start_at), asc(lectures.id));
  return rows.map(lectureOf);
}

/** The lectures of these batches that start in [from, to) or began before `from` and end after `runningAt`, in time order. */
export async function lecturesStartingBetween(
  db: Db,
  batchIds: readonly number[],
  from: number,
  to: number,
  runningAt: number,
): Promise<LectureRecord[]> {
  if (batchIds.length === 0) return [];
  const [start, end, running] = [new Date(from), new Date(to), new Date(runningAt)];
  const rows = await db
    .select()
    .from(lectures)
    .where(
      and(
        inArray(lectures.batch_id, [...batchIds]),
        or(
          and(gte(lectures.start_at, start), lt(lectures.start_at, end)),
          and(lt(lectures.start_at, start), gt(lectures.end_at, running)),
        ),
      ),
    )
    .orderBy(asc(lectures.start_at), asc(lectures.id));
  return rows.map(lectureOf);
}

/** The newest activity of these batches, newest first. */
export async function recentActivity(
  db: Db,
  batchIds: readonly number[],
  limit: number,
): Promise<BatchActivityRecord[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select()
    .from(batchActivity)
    .where(inArray(batchActivity.batch_id, [...batchIds]))
    .orderBy(desc(batchActivity.created_at), desc(batchActivity.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The user's participant record, created from their account when they have none (development enrolment). */
export async function ensureParticipant(
  db: Db,
  user: Pick<ParticipantRecord, 'user_id' | 'name' | 'arabic_name' | 'email' | 'nid'> & { user_id: number },
): Promise<ParticipantRecord> {
  await db
    .insert(participants)
    .values({ ...user, phone_number: null, company: 'Safe Academy', position: 'Security Officer' })
    .onConflictDoNothing({ target: participants.user_id });
  const found = await participantOfUser(db, user.user_id);
  if (!found) throw new Error(`[api] participant of user ${user.user_id} missing after insert`);
  return found;
}

/** Gives the participant an active place in the batch unless they have a place there already. */
export async function enrol(db: Db, batchId: number, participantId: number, enrollmentDate: string): Promise<void> {
  await db
    .insert(batchParticipants)
    .values({ batch_id: batchId, participant_id: participantId, status: 'Active', enrollment_date: enrollmentDate })
    .onConflictDoNothing();
}

/** Sets where a lecture's scans are checked against (the trainer's QR page); answers the lecture as stored. */
export async function setLectureVenue(
  db: Db,
  id: number,
  venue: { latitude: number; longitude: number; radius_m: number },
): Promise<LectureRecord | undefined> {
  const [row] = await db
    .update(lectures)
    .set({ venue_latitude: venue.latitude, venue_longitude: venue.longitude, venue_radius_m: venue.radius_m })
    .where(eq(lectures.id, id))
    .returning();
  return row && lectureOf(row);
}
