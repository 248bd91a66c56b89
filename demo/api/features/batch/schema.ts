import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns';
import { users } from '../../schema';
import type { ActivityType } from '../../types';

// Cohorts and who is in them (batch owns them; other features read them through ./directory.ts). Ids are the
// demo's public numbers (pages open /trainer/batch/{batchNo}, /trainer/qr/{lectureId}): set by whoever creates them.
// Course, exam and attendance rows point here by id; they live in other owners' migrations, so no foreign keys.

/** The people on rosters (learning §3 Participant); `user_id` links the ones who can sign in. */
export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    arabic_name: text('arabic_name').notNull(),
    email: text('email').notNull(),
    nid: text('nid'),
    phone_number: text('phone_number'),
    company: text('company'),
    position: text('position'),
  },
  // Every signed-in call that takes part in courses starts from "the participant of this user".
  (table) => [uniqueIndex('participants_user').on(table.user_id)],
);

export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey(),
    batch_no: integer('batch_no').notNull(),
    title: text('title').notNull(),
    title_ar: text('title_ar').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'active' | 'completed'>().notNull(),
  },
  (table) => [uniqueIndex('batches_no').on(table.batch_no)],
);

/** Who teaches a batch (the trainer dashboard lists a user's batches). */
export const batchTrainers = pgTable(
  'batch_trainers',
  {
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.batch_id, table.user_id] }), index('batch_trainers_user').on(table.user_id)],
);

/** The courses taught in a batch (`batch_course_id`). */
export const batchCourses = pgTable(
  'batch_courses',
  {
    id: integer('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull(),
  },
  (table) => [index('batch_courses_batch').on(table.batch_id)],
);

/** A participant's place in a batch (`batch_participant_id`): one per pair. */
export const batchParticipants = pgTable(
  'batch_participants',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    participant_id: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    status: text('status').$type<'Active' | 'Completed' | 'Withdrawn'>().notNull(),
    enrollment_date: date('enrollment_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('batch_participants_pair').on(table.batch_id, table.participant_id),
    index('batch_participants_participant').on(table.participant_id),
  ],
);

/** A scheduled session of a batch (learning §3 batch_schedules). */
export const lectures = pgTable(
  'lectures',
  {
    id: integer('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull(),
    title: text('title').notNull(),
    title_ar: text('title_ar').notNull(),
    start_at: instant('start_at').notNull(),
    end_at: instant('end_at').notNull(),
    venue: text('venue').notNull(),
    venue_ar: text('venue_ar').notNull(),
    delivered_by: integer('delivered_by')
      .notNull()
      .references(() => users.id),
    meeting_link: text('meeting_link'),
    // Where scans are checked against: a point and a radius in metres; null for an online lecture (no check).
    venue_latitude: doublePrecision('venue_latitude'),
    venue_longitude: doublePrecision('venue_longitude'),
    venue_radius_m: integer('venue_radius_m'),
    /** When its learners were mailed that it starts soon (null: not yet); set by the one process that sends them. */
    reminded_at: instant('reminded_at'),
  },
  // A batch's lectures in time order; the dashboards' week by start.
  (table) => [
    index('lectures_batch_start').on(table.batch_id, table.start_at),
    index('lectures_start').on(table.start_at),
  ],
);

/** Something that happened in a batch, for its trainers' recent activity. */
export const batchActivity = pgTable(
  'batch_activity',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    type: text('type').$type<ActivityType>().notNull(),
    message: text('message').notNull(),
    message_ar: text('message_ar').notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [index('batch_activity_batch_created').on(table.batch_id, table.created_at)],
);

/** A batch's assessment criterion. */
export const assessmentCriteria = pgTable(
  'assessment_criteria',
  {
    id: integer('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    title_ar: text('title_ar').notNull(),
    /** The public number of the exam whose attempts the rows link to (exam owns exams: no foreign key). */
    exam_no: integer('exam_no'),
  },
  (table) => [index('assessment_criteria_batch').on(table.batch_id)],
);

/** A score column of a criterion, marked out of `max_score`; a score names its sub-criterion alone. */
export const assessmentSubCriteria = pgTable(
  'assessment_sub_criteria',
  {
    id: integer('id').primaryKey(),
    criterion_id: integer('criterion_id')
      .notNull()
      .references(() => assessmentCriteria.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    title_ar: text('title_ar').notNull(),
    max_score: doublePrecision('max_score').notNull(),
    weightage: doublePrecision('weightage').notNull(),
  },
  (table) => [index('assessment_sub_criteria_criterion').on(table.criterion_id, table.id)],
);

/**
 * A score a trainer entered (seeded scores are derived, see seeded.ts): one per sub-criterion and participant. No
 * foreign keys on the two: the generated performance batch (perf.ts) is scored too, and its rows are never stored.
 */
export const assessmentScores = pgTable(
  'assessment_scores',
  {
    sub_criterion_id: integer('sub_criterion_id').notNull(),
    participant_id: integer('participant_id').notNull(),
    scored: doublePrecision('scored').notNull(),
    updated_by: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updated_at: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sub_criterion_id, table.participant_id] })],
);
