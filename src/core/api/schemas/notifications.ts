import { array, boolean, refine, string, type, unknown, type Infer, type Struct } from 'superstruct';
import { UnreadCountSchema, wholeFrom } from './notification-count';

// The header's in-app notifications (issue #32): shared by the client's calls and the reference API's routes. Built on
// `refine` only: superstruct's integer/min/size/record would join the chunk every element loads (see tolerant.ts).

/** The most notifications one POST user/notifications/read may mark. */
export const READ_IDS_MAX = 100;

const NotificationId = wholeFrom(1);
const Count = wholeFrom(0);

/** A notification's parameters: names to text (lecture titles, an ISO start time). */
const Params = refine(
  unknown(),
  'params',
  (value) =>
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string'),
) as unknown as Struct<Record<string, string>, null>;

/** One notification; `params` are the words' parameters (lecture titles, start time) and `path` an app path. */
export const NotificationSchema = type({
  id: NotificationId,
  kind: string(),
  params: Params,
  path: string(),
  created_at: string(),
  read: boolean(),
});
export type Notification = Infer<typeof NotificationSchema>;

/** GET user/notifications[?before=<id>]: 20 newest first; `more` says an older page exists. */
export const NotificationPageSchema = type({ items: array(NotificationSchema), unread: Count, more: boolean() });
export type NotificationPage = Infer<typeof NotificationPageSchema>;

export { UnreadCountSchema };

/** POST user/notifications/read body: 1–100 notification ids. */
export const NotificationReadBody = type({
  ids: refine(
    array(NotificationId),
    'ids',
    (ids) => (ids.length >= 1 && ids.length <= READ_IDS_MAX) || `1 to ${READ_IDS_MAX} ids`,
  ),
});

/** POST user/notifications/read-all body: empty (every notification of the signed-in user). */
export const NotificationReadAllBody = type({});
