import {
  array,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  unknown,
  type Infer,
} from 'superstruct';
import { Id, OptionalText } from './common';
import { Num } from './numbers';
import { maxLength, TEXT_MAX } from './limits';

// Support tickets (§3, §7): the list, one ticket with its history, the support types and the write bodies.

/** Longest reply the client lets a learner type and the server stores. */
export const REPLY_MAX = 5000;
/** Hard cap on a new ticket's description (the 20–1000 rule is checked with its own messages below this). */
export const DESCRIPTION_HARD_MAX = 4000;
/** Longest search text the list sends. */
export const SEARCH_MAX = 100;

/** §3 one history entry: the author comes as `user.name` or `name`. */
export const TicketHistorySchema = type({
  id: Id,
  content: string(),
  user: optional(nullable(type({ name: OptionalText }))),
  name: OptionalText,
  created_at: OptionalText,
  created_at_formatted: OptionalText,
});
export type TicketHistory = Infer<typeof TicketHistorySchema>;

/** §3 Support ticket as the list and the detail send it; `description` is HTML, shown only through the sanitizer. */
export const TicketSchema = type({
  id: Id,
  no: Id,
  title: string(),
  name: OptionalText,
  email: OptionalText,
  phone: OptionalText,
  nid: OptionalText,
  training_location: OptionalText,
  city: OptionalText,
  state: OptionalText,
  country: OptionalText,
  type: OptionalText,
  status: Num,
  description: OptionalText,
  user_id: optional(nullable(Id)),
  file_id: optional(nullable(Id)),
  replies: optional(nullable(Num)),
  created_at: OptionalText,
  created_at_formatted: OptionalText,
  histories: optional(nullable(array(TicketHistorySchema))),
});
export type Ticket = Infer<typeof TicketSchema>;

/** §3 Pagination of a table answer; `current_page` is 1-based, `from`/`to` are 1-based row ordinals (null when empty). */
export const PaginationSchema = type({
  current_page: Num,
  per_page: Num,
  total: Num,
  last_page: Num,
  from: optional(nullable(Num)),
  to: optional(nullable(Num)),
});
export type Pagination = Infer<typeof PaginationSchema>;

/** POST support/ticket/table answer (`data.data`): the page's rows and `row_numbers`. */
export const TicketTableSchema = type({ rows: array(TicketSchema), row_numbers: PaginationSchema });
export type TicketTable = Infer<typeof TicketTableSchema>;

/** POST support/ticket/table body: `page` is zero-based on the wire (§7). */
export const TicketTableBody = type({
  status: Num,
  page: Num,
  limit: Num,
  search: maxLength(string(), SEARCH_MAX),
});
export type TicketTableRequest = Infer<typeof TicketTableBody>;

/** POST support/ticket/create body. */
export const CreateTicketBody = type({
  type: maxLength(string(), TEXT_MAX),
  title: maxLength(string(), TEXT_MAX),
  description: maxLength(string(), DESCRIPTION_HARD_MAX),
});
export type CreateTicketRequest = Infer<typeof CreateTicketBody>;

/** POST support/ticket/create/history body: a reply, optionally closing the ticket (§3 Ticket reply). */
export const TicketReplyBody = type({
  ticket_id: union([string(), number()]),
  content: maxLength(string(), REPLY_MAX),
  close_now: boolean(),
});
export type TicketReplyRequest = Infer<typeof TicketReplyBody>;

/** §3 Support type. */
export const SupportTypeSchema = type({
  id: Id,
  name_en: OptionalText,
  name_ar: OptionalText,
  value: string(),
  label: OptionalText,
});
export type SupportType = Infer<typeof SupportTypeSchema>;

/** POST base/support/type/table body (§7: page 1, limit 100, search empty, status -1). */
export const SupportTypeTableBody = type({
  page: Num,
  limit: Num,
  search: maxLength(string(), SEARCH_MAX),
  status: Num,
});

/** The types answer as §7 reads it: `data.rows`, `rows`, `data` or the array itself (after the envelope's `data`). */
export const SupportTypeAnswer = coerce(
  array(SupportTypeSchema),
  union([
    array(unknown()),
    type({ rows: array(unknown()) }),
    type({ data: union([array(unknown()), type({ rows: array(unknown()) })]) }),
  ]),
  (value) => {
    if (Array.isArray(value)) return value;
    if ('rows' in value) return value.rows;
    const inner = value.data;
    return Array.isArray(inner) ? inner : inner.rows;
  },
);

/** POST support/ticket/create answer (after the envelope): the new ticket; only its id and number are read. */
export const CreatedTicketSchema = type({ id: Id, no: Id });
