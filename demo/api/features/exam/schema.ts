import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns';
import type {
  ExamAnswerRecord,
  ExamAttemptRecord,
  ExamPaperRecord,
  ExamStatus,
  FeedbackSubmissionRecord,
  FeedbackTiming,
  PaperQuestionRecord,
  PassingStatus,
} from './types';

// Exams, their papers, attempts and answers, certificates and feedback surveys (exam owns them; other features read
// them through ./directory.ts). Batch, course and participant ids point into other owners' tables
// (their own migrations): no foreign keys to them.

/** An exam of a batch; `id` is internal (attempts, the take response's record_id), `no` the public number (URLs). */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    no: integer('no').notNull(),
    title: text('title').notNull(),
    title_ar: text('title_ar').notNull(),
    batch_id: integer('batch_id').notNull(),
    course_id: integer('course_id').notNull(),
    status: text('status').$type<ExamStatus>().notNull(),
    start_date_time: instant('start_date_time').notNull(),
    end_date_time: instant('end_date_time').notNull(),
    duration: integer('duration').notNull(),
    availability: text('availability').notNull(),
    availability_ar: text('availability_ar').notNull(),
    location: text('location').notNull(),
    location_ar: text('location_ar').notNull(),
    manual_marking: boolean('manual_marking').notNull(),
    marking_due_date: date('marking_due_date', { mode: 'string' }),
  },
  // The dashboards list the exams of a participant's or a trainer's batches.
  (table) => [uniqueIndex('exams_no').on(table.no), index('exams_batch').on(table.batch_id)],
);

/** How an exam is taken; its questions are read whole with it (never queried inside), so they are one jsonb value. */
export const examPapers = pgTable('exam_papers', {
  exam_id: integer('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  time_limit: integer('time_limit').notNull(),
  timer_type: text('timer_type').$type<ExamPaperRecord['timer_type']>().notNull(),
  language: text('language').$type<ExamPaperRecord['language']>().notNull(),
  pass_mark: doublePrecision('pass_mark').notNull(),
  marks: integer('marks').notNull(),
  is_show_result: boolean('is_show_result').notNull(),
  feedback_timing: text('feedback_timing').$type<FeedbackTiming>(),
  is_npo_course: boolean('is_npo_course').notNull(),
  provided_by: integer('provided_by').notNull(),
  ineligible: integer('ineligible').array().notNull(),
  questions: jsonb('questions').$type<PaperQuestionRecord[]>().notNull(),
});

/** One participant's attempt and result: one per exam and participant, so parallel starts make one attempt. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    exam_id: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    participant_id: integer('participant_id').notNull(),
    batch_participant_id: integer('batch_participant_id').notNull(),
    passing_status: text('passing_status').$type<PassingStatus>(),
    percentage: doublePrecision('percentage'),
    scored: integer('scored'),
    total_score: integer('total_score').notNull(),
    is_feedback_pending: boolean('is_feedback_pending').notNull(),
    marking: text('marking').$type<ExamAttemptRecord['marking']>().notNull(),
    attempt_date_time: instant('attempt_date_time'),
    total_time_spent: integer('total_time_spent').notNull(),
    /** Time beyond the paper's (issue #33): the learner's allowance when it started, plus a trainer's extensions. */
    extra_seconds: integer('extra_seconds').notNull().default(0),
  },
  // (exam, participant) also serves an exam's attempts (batch page, marking counts); by participant: the learner dashboard.
  (table) => [
    uniqueIndex('exam_attempts_exam_participant').on(table.exam_id, table.participant_id),
    index('exam_attempts_participant').on(table.participant_id),
    // The attempts still open, which the deadline job (./overdue.ts) closes: few at any time, found without a scan.
    index('exam_attempts_open')
      .on(table.id)
      .where(sql`${table.passing_status} is null`),
  ],
);

/** One answered or skipped question of an attempt: one row per attempt and question, so a save is one upsert. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: serial('id').primaryKey(),
    attempt_id: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    exam_question_id: integer('exam_question_id').notNull(),
    answer: text('answer').array().$type<ExamAnswerRecord['answer']>().notNull(),
    skipped: boolean('skipped').notNull(),
    started_at: instant('started_at'),
    ended_at: instant('ended_at'),
    saved_at: instant('saved_at').notNull(),
  },
  (table) => [uniqueIndex('exam_answers_attempt_question').on(table.attempt_id, table.exam_question_id)],
);

/**
 * A certificate; `certificate_no` is public (the PDF's URL), 'ready' ones wait for the trainer. `verification_code` is
 * random (never derived from the number or the name) and is what /verify/{code} looks up; `holder_name` is frozen when
 * the certificate is issued, so a later profile rename does not rewrite it, and so is `expires_on`, so a later change
 * of the course's validity does not either (issue #34).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    certificate_no: text('certificate_no').notNull(),
    participant_id: integer('participant_id').notNull(),
    batch_id: integer('batch_id').notNull(),
    course_id: integer('course_id').notNull(),
    exam_id: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    status: text('status').$type<'ready' | 'issued'>().notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    verification_code: text('verification_code').notNull(),
    /** The name printed when issued; null while 'ready'. */
    holder_name: text('holder_name'),
    /** The first day it no longer holds, frozen when issued from the course's validity; null: never (or 'ready'). */
    expires_on: date('expires_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('certificates_no').on(table.certificate_no),
    uniqueIndex('certificates_verification_code').on(table.verification_code),
    // A learner's achievements and results; the trainer's ready counts per batch.
    index('certificates_participant').on(table.participant_id, table.status),
    index('certificates_batch').on(table.batch_id, table.status),
  ],
);

/** A feedback survey: one per exam, participant and type (a replay replaces it). */
export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: serial('id').primaryKey(),
    exam_id: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    participant_id: integer('participant_id').notNull(),
    feedback_type: text('feedback_type').$type<FeedbackSubmissionRecord['feedback_type']>().notNull(),
    language: text('language').$type<FeedbackSubmissionRecord['language']>().notNull(),
    answers: jsonb('answers').$type<FeedbackSubmissionRecord['answers']>().notNull(),
    created_at: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('feedback_submissions_exam_participant_type').on(
      table.exam_id,
      table.participant_id,
      table.feedback_type,
    ),
  ],
);

/**
 * The integrity log (issue #33), append-only: one row per event an attempt's page reported (one per attempt and
 * page-made `key`, so a replay is harmless) or the server noticed (`key` null). `at` is the server's placing of the
 * event; `client_at` what the page said, `server_at` when it arrived.
 */
export const examEvents = pgTable(
  'exam_events',
  {
    id: serial('id').primaryKey(),
    attempt_id: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    key: text('key'),
    kind: text('kind').notNull(),
    detail: text('detail'),
    at: instant('at').notNull(),
    client_at: instant('client_at'),
    server_at: instant('server_at').notNull(),
    duration_ms: integer('duration_ms'),
    counted: boolean('counted').notNull(),
  },
  // The log of an attempt in time order, its hourly count (throttle), and one row per page-made key.
  (table) => [
    index('exam_events_attempt').on(table.attempt_id, table.server_at),
    uniqueIndex('exam_events_attempt_key').on(table.attempt_id, table.key),
  ],
);

/** Who last reached an attempt: the session (its token's hash) and network address, to log a change of either; when. */
export const examAttemptClients = pgTable('exam_attempt_clients', {
  attempt_id: integer('attempt_id')
    .primaryKey()
    .references(() => examAttempts.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull(),
  address: text('address').notNull(),
  /** When the running page last asked for its clock (the live board's online / offline). */
  last_seen_at: instant('last_seen_at'),
});

/**
 * A learner's extra time in a batch (issue #33), set once by a trainer: every exam of the batch takes the paper's time
 * × `multiplier` + `extra_minutes`. One row per batch and participant.
 */
export const examAllowances = pgTable(
  'exam_allowances',
  {
    batch_id: integer('batch_id').notNull(),
    participant_id: integer('participant_id').notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    extra_minutes: integer('extra_minutes').notNull(),
    set_by: integer('set_by').notNull(),
    set_at: instant('set_at').notNull(),
  },
  (table) => [uniqueIndex('exam_allowances_batch_participant').on(table.batch_id, table.participant_id)],
);
