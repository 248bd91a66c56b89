import { array, boolean, nullable, number, string, type, type Infer } from 'superstruct';
import { IntegritySummarySchema } from './exam-integrity';
import { wholeFrom } from './notification-count';

// The live exam board (issue #33): every attempt at one exam as a trainer watches it, asked again every
// BOARD_POLL_MS. Polling, not server-sent events: EventSource cannot send the Authorization header, and a token never
// goes in a URL; a poll also passes every proxy and CMS host the element is embedded in.

/**
 * How often the board asks again: a save shows on it within this long plus one answer, so inside #33's 5 s even when
 * it lands just after a poll (at 5 s, the bench's p95 was 5.04 s).
 */
export const BOARD_POLL_MS = 4_000;
/** A page that has not asked for its clock for this long is shown offline. */
export const ONLINE_WITHIN_MS = 15_000;

/** One learner's attempt on the board. */
export const BoardRowSchema = type({
  attempt_id: wholeFrom(1),
  participant_id: wholeFrom(1),
  name: string(),
  completed: boolean(),
  remaining_time: wholeFrom(0),
  answered: wholeFrom(0),
  last_save_at: nullable(string()),
  last_seen_at: nullable(string()),
  online: boolean(),
  extra_seconds: wholeFrom(0),
  summary: IntegritySummarySchema,
});
export type BoardRow = Infer<typeof BoardRowSchema>;

/** GET exams/board/{examNo}: the exam and its attempts, running ones first, then by name. */
export const ExamBoardSchema = type({
  exam_no: wholeFrom(1),
  exam_title: string(),
  batch_no: wholeFrom(1),
  total_questions: wholeFrom(0),
  rows: array(BoardRowSchema),
  server_time: number(),
});
export type ExamBoard = Infer<typeof ExamBoardSchema>;
