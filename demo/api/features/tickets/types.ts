// Support tickets and support types (spec §3); the data file gains them through `DataCollections`.

import type { TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';

/** §4 Support ticket states as stored (-1 "all" exists only as a list filter); one table with the client's. */
export type TicketStatus = Exclude<(typeof TICKET_STATUS)[keyof typeof TICKET_STATUS], -1>;

/** One entry of a ticket's conversation; `content` is HTML stored as given (sanitised only on display). */
export interface TicketHistoryRecord {
  id: number;
  content: string;
  /** The author's account, or null for the support team. */
  user_id: number | null;
  /** The author's name as it was when the entry was written. */
  name: string;
  created_at: string;
}

/** A support ticket; `id` is internal (reply, reopen), `no` is the public number (detail page, search). */
export interface TicketRecord {
  id: number;
  no: number;
  title: string;
  name: string;
  email: string;
  phone: string | null;
  nid: string | null;
  training_location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** The `value` of a support type. */
  type: string;
  status: TicketStatus;
  /** HTML stored as given. */
  description: string;
  user_id: number;
  file_id: number | null;
  created_at: string;
  /** Oldest first. */
  histories: TicketHistoryRecord[];
}

/** §3 Support type; `status` 1 is active (every seeded type is). */
export interface SupportTypeRecord {
  id: number;
  name_en: string;
  name_ar: string;
  value: string;
  label: string;
  status: number;
}

declare module '../../types' {
  interface DataCollections {
    tickets: TicketRecord[];
    support_types: SupportTypeRecord[];
  }
}
