/** Attributes of `<academy-tickets>` (besides the common api-base, lang and brand). */
export interface TicketsProps {
  /** Which screen: the list (default), the create form, or one ticket. */
  view?: 'list' | 'create' | 'detail';
  /** The ticket number shown by `view="detail"`. */
  ticketNo?: string;
}
