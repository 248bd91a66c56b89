import {
  array,
  boolean,
  enums,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { IsoTime } from './exam';
import { maxLength } from './limits';
import { wholeFrom } from './notification-count';

// The exam's integrity log (issue #33): what the page reports while an attempt runs, and what the learner (after the
// exam) and the batch's trainer read back. Shared by the client's calls and the reference API's routes.

/** Kinds the page reports. Spans ('away', 'offline', 'fullscreen-exit') carry `duration_ms`. */
export const CLIENT_EVENT_KINDS = [
  'away',
  'offline',
  'fullscreen-exit',
  'shortcut',
  'copy',
  'cut',
  'paste',
  'context-menu',
  'print',
  'print-screen',
] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** Kinds only the server writes: the attempt opened by another session, a new network address, events throttled. */
export const SERVER_EVENT_KINDS = ['second-session', 'address-changed', 'throttled'] as const;
export type ServerEventKind = (typeof SERVER_EVENT_KINDS)[number];
export type IntegrityEventKind = ClientEventKind | ServerEventKind;

/** `detail` of a 'shortcut': which one was blocked. */
export const SHORTCUT_NAMES = [
  'copy',
  'cut',
  'paste',
  'select-all',
  'save',
  'view-source',
  'devtools',
  'print',
] as const;
export type ShortcutName = (typeof SHORTCUT_NAMES)[number];

/** `detail` of an 'away' span: the page was hidden (another tab, minimised) or only lost focus (another window). */
export const AWAY_DETAILS = ['hidden', 'blurred'] as const;

/** Spans shorter than this are kept but not counted ("blips": a notification, a display glitch). */
export const BLIP_MS = 2_000;
/** Events one POST may carry. */
export const EVENTS_PER_CALL = 50;
/** The longest span the server takes (a day). */
export const SPAN_MAX_MS = 86_400_000;

/** One event as the page reports it; `key` makes a replay harmless (the server keeps one event per attempt and key). */
export const IntegrityEventInput = type({
  key: refine(maxLength(string(), 64), 'eventKey', (value) => /^[A-Za-z0-9_-]{1,64}$/.test(value) || 'a key'),
  kind: enums(CLIENT_EVENT_KINDS),
  /** When it happened (or began), on the page's clock. */
  at: IsoTime,
  duration_ms: optional(
    refine(number(), 'span', (value) => (Number.isInteger(value) && value >= 0 && value <= SPAN_MAX_MS) || 'a span'),
  ),
  detail: optional(maxLength(string(), 32)),
});
export type IntegrityEventInput = Infer<typeof IntegrityEventInput>;

/**
 * POST exams/attempts/{id}/events body: 1–50 events and the page's clock at sending, which lets the server place
 * events on its own clock (the page's clock may be off; events kept offline are sent late).
 */
export const IntegrityEventsBody = type({
  events: refine(
    array(IntegrityEventInput),
    'events',
    (list) => (list.length >= 1 && list.length <= EVENTS_PER_CALL) || `1 to ${EVENTS_PER_CALL} events`,
  ),
  sent_at: IsoTime,
});
export type IntegrityEventsRequest = Infer<typeof IntegrityEventsBody>;

/** The answer to POST exams/attempts/{id}/events: how many events were new (a replayed key is not). */
export const IntegrityEventsAnswer = type({ accepted: wholeFrom(0) });

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
