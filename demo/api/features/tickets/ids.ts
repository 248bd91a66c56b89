// Numbers of the seeded support tickets that tests and journeys open. Ticket ids run 1, 2, 3 … in creation order and
// numbers run FIRST_TICKET_NO, FIRST_TICKET_NO + 1 … alongside, so an id is never mistaken for a number.

/** Number of the oldest seeded ticket (id 1); each later ticket's number is one more. */
export const FIRST_TICKET_NO = 240101;

/** Learner, Open, two replies ('Quiz timer ran out early'): reply and close. */
export const LEARNER_OPEN_TICKET_ID = 24;
export const LEARNER_OPEN_TICKET_NO = 240124;
/** Learner, Closed, the newest closed one ('Two accounts under one email'): closed notice, reopen. */
export const LEARNER_CLOSED_TICKET_ID = 28;
export const LEARNER_CLOSED_TICKET_NO = 240128;
/** Learner, Re-Opened, three replies ('Exam results not visible'): replying keeps it re-opened. */
export const LEARNER_REOPENED_TICKET_ID = 30;
export const LEARNER_REOPENED_TICKET_NO = 240130;
/** Learner, Open: description and one reply carry script and event-handler HTML that must arrive inert. */
export const LEARNER_HOSTILE_TICKET_ID = 32;
export const LEARNER_HOSTILE_TICKET_NO = 240132;
/** Learner, Open, Arabic title and description ('استفسار عن موعد الامتحان'). */
export const LEARNER_ARABIC_TICKET_NO = 240119;
/** Learner, Open, no replies ('Video lectures stop after a few minutes'). */
export const LEARNER_UNANSWERED_TICKET_NO = 240106;
/** Trainer, Re-Opened ('Marking page loads slowly'): the learner must not see it. */
export const TRAINER_TICKET_ID = 26;
export const TRAINER_TICKET_NO = 240126;
/** Both, Closed ('Room booking for role-play sessions'): the learner cannot reopen it. */
export const BOTH_TICKET_ID = 22;
export const BOTH_TICKET_NO = 240122;

/** The learner's seeded tickets per status (27 in all: three pages of 10). */
export const LEARNER_TICKET_COUNTS = { all: 27, open: 12, closed: 8, reopened: 7 } as const;
/** Seeded tickets of `trainer` and of `both` (`newcomer` has none). */
export const TRAINER_TICKET_COUNT = 4;
export const BOTH_TICKET_COUNT = 2;

/** A word only in the descriptions (never a title) of two learner tickets, ids 8 and 15. */
export const DESCRIPTION_ONLY_WORD = 'invoice';

/** The seeded support types' values, in order (ids 1–5). */
export const SUPPORT_TYPE_VALUES = [
  'technical_support',
  'course_inquiry',
  'account_issues',
  'general_inquiry',
  'payment_issues',
] as const;

/** Script and event-handler markup seeded in the hostile ticket; the client must render it inert. */
export const HOSTILE_HTML = '<img src=x onerror="window.__ticketXss=1"><script>window.__ticketXss=2</script>';
