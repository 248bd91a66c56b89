import { number, refine, type } from 'superstruct';

// The unread count apart from the list's schemas (notifications.ts): every signed-in page polls it, only the
// panel reads the list.

/** A whole number no smaller than `least`: notification ids count from 1, counts from 0. */
export const wholeFrom = (least: number) =>
  refine(number(), 'whole', (value) => (Number.isInteger(value) && value >= least) || `a whole number ≥ ${least}`);

/** GET user/notifications/unread and the answer of both read calls. */
export const UnreadCountSchema = type({ unread: wholeFrom(0) });
