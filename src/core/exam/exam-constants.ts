// §9 business constants of exams and feedback, with the §4 timer thresholds.

/** Time limit (seconds) used when the exam has none or an unreadable one. */
export const DEFAULT_TIME_LIMIT_S = 3600;
/** `timer_type` of a total timer; any other value means a per-question timer. */
export const TOTAL_TIMER_TYPE = '2';
/** Next is enabled this long after an answer is chosen. */
export const NEXT_ENABLE_DELAY_MS = 1000;
/** A start whose attempt values were missing is retried after this long. */
export const START_RETRY_MS = 100;
/** The timer ticks this often. */
export const TIMER_TICK_MS = 1000;

/** Total timer: red at or below this many seconds. */
export const TOTAL_RED_S = 300;
/** Total timer: orange at or below this many seconds. */
export const TOTAL_ORANGE_S = 1800;
/** Total timer: pulsing at or below this many seconds. */
export const TOTAL_PULSE_S = 300;
/** Per-question timer: red at or below this many seconds. */
export const QUESTION_RED_S = 30;
/** Per-question timer: pulsing at or below this many seconds. */
export const QUESTION_PULSE_S = 20;
/** "A few minutes remain": the first warning, at or below this many seconds (the total timer's red threshold). */
export const WARNING_MINUTES_S = 300;
/** "Under 1 minute": the last warning, below this many seconds. */
export const WARNING_FINAL_S = 60;

/** Feedback: a rating at this scale index or above (Non Acceptable, Poor) asks for a follow-up. */
export const FOLLOW_UP_MIN_INDEX = 3;
/** Feedback: the success banner hides after this long. */
export const FEEDBACK_BANNER_MS = 3000;
/** Before-exam feedback: moves on this long after a successful submit. */
export const BEFORE_EXAM_REDIRECT_MS = 1000;
/** Percentages are shown with this many decimals. */
export const PERCENTAGE_DECIMALS = 2;
/** Company name signing the thank-you when the participant's company has none. */
export const FALLBACK_COMPANY_NAME = 'SAFE';
