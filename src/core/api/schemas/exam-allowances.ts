import { array, boolean, nullable, number, string, type, union, type Infer } from 'superstruct';
import { BodyRef } from './exam';
import { maxLength } from './limits';
import { wholeFrom } from './notification-count';

// Extra time (issue #33): a trainer's allowance for a learner in a batch, a running attempt's extension, and the clock
// a running exam page polls to show either within seconds. Shared by the client's calls and the reference API's routes.

/** The allowance's bounds: a multiplier of the paper's time and minutes added to it. */
export const ALLOWANCE_MULTIPLIER_MIN = 1;
export const ALLOWANCE_MULTIPLIER_MAX = 3;
export const ALLOWANCE_MINUTES_MAX = 240;
/** How often a running exam page asks for its clock: an extension shows within this long. */
export const CLOCK_POLL_MS = 5_000;

/** POST exams/allowances/set body: ×1 and 0 minutes remove the allowance. Ranges are checked with the field's message. */
export const AllowanceBody = type({
  batch_no: BodyRef,
  participant_id: BodyRef,
  multiplier: union([number(), maxLength(string(), 16)]),
  extra_minutes: union([number(), maxLength(string(), 16)]),
});
export type AllowanceRequest = Infer<typeof AllowanceBody>;

/** One learner's allowance in a batch. */
export const AllowanceSchema = type({
  participant_id: wholeFrom(1),
  name: string(),
  multiplier: number(),
  extra_minutes: wholeFrom(0),
  set_at: nullable(string()),
});
export type Allowance = Infer<typeof AllowanceSchema>;

/** GET exams/allowances/batch/{batchNo}: the batch's allowances, by name. */
export const BatchAllowancesSchema = type({ rows: array(AllowanceSchema) });
export type BatchAllowances = Infer<typeof BatchAllowancesSchema>;

/** POST exams/attempts/{id}/extend body: minutes added to a running attempt. */
export const ExtendAttemptBody = type({ minutes: union([number(), maxLength(string(), 16)]) });

/** GET exams/attempts/{id}/clock (and the answer to an extension): the running attempt's time as the server has it. */
export const AttemptClockSchema = type({
  remaining_time: wholeFrom(0),
  /** The limit the page's timer counts: the whole attempt's (total timer) or one question's (per-question timer). */
  time_limit: wholeFrom(0),
  extra_seconds: wholeFrom(0),
  is_completed: boolean(),
  server_time: number(),
});
export type AttemptClock = Infer<typeof AttemptClockSchema>;
