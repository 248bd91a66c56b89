import {
  array,
  boolean,
  enums,
  nullable,
  optional,
  refine,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { wholeFrom } from './notification-count';

// The exam's integrity log (issue #33) as the learner (after the exam) and the batch's trainer read it back; the page's
// side is exam-events.ts, re-exported here. Shared by the client's calls and the reference API's routes.

export * from './exam-events';

/** One logged event as read back. `at` is the server's placing of it; `counted` is false for a blip. */
export const IntegrityEventSchema = type({
  id: wholeFrom(1),
  kind: string(),
  detail: nullable(string()),
  at: string(),
  client_at: nullable(string()),
  server_at: string(),
  duration_ms: nullable(wholeFrom(0)),
  counted: boolean(),
});
export type IntegrityEvent = Infer<typeof IntegrityEventSchema>;

/** Counted events per kind: kind names to whole numbers (a `refine`, so superstruct's `record` stays out of the chunk). */
const ByKind = refine(
  unknown(),
  'byKind',
  (value) =>
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((count) => Number.isInteger(count) && (count as number) >= 0),
) as unknown as Struct<Record<string, number>, null>;

/** Counted events by kind, time away (hidden or unfocused) in total and at the longest, and time offline. */
export const IntegritySummarySchema = type({
  counted: wholeFrom(0),
  blips: wholeFrom(0),
  away_count: wholeFrom(0),
  away_ms: wholeFrom(0),
  longest_away_ms: wholeFrom(0),
  offline_ms: wholeFrom(0),
  by_kind: ByKind,
});
export type IntegritySummary = Infer<typeof IntegritySummarySchema>;

/** GET exams/integrity/{examNo}: the learner's own log, once their attempt has ended. */
export const OwnIntegritySchema = type({
  attempt_id: wholeFrom(1),
  summary: IntegritySummarySchema,
  events: array(IntegrityEventSchema),
});
export type OwnIntegrity = Infer<typeof OwnIntegritySchema>;

/** One attempt of the batch's list: who, which exam, and the summary; sorted by time away, longest first. */
export const IntegrityRowSchema = type({
  attempt_id: wholeFrom(1),
  exam_no: wholeFrom(1),
  exam_title: string(),
  participant_id: wholeFrom(1),
  name: string(),
  started_at: nullable(string()),
  completed: boolean(),
  summary: IntegritySummarySchema,
});
export type IntegrityRow = Infer<typeof IntegrityRowSchema>;

/** GET exams/integrity/batch/{batchNo}: every started attempt of the batch's exams. */
export const BatchIntegritySchema = type({ rows: array(IntegrityRowSchema) });
export type BatchIntegrity = Infer<typeof BatchIntegritySchema>;

/** One point of an attempt's timeline: an answer or skip (question number from 1) or a logged event. */
export const TimelineItemSchema = type({
  at: string(),
  type: enums(['answer', 'skip', 'event'] as const),
  question_no: optional(nullable(wholeFrom(1))),
  event: optional(nullable(IntegrityEventSchema)),
});
export type TimelineItem = Infer<typeof TimelineItemSchema>;

/** GET exams/integrity/batch/{batchNo}/attempt/{attemptId}: one attempt's answers and events on one time axis. */
export const AttemptTimelineSchema = type({
  ...IntegrityRowSchema.schema,
  ended_at: nullable(string()),
  timeline: array(TimelineItemSchema),
});
export type AttemptTimeline = Infer<typeof AttemptTimelineSchema>;
