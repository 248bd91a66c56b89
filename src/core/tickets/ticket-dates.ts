import { DATE_STYLE, DATE_TIME_STYLE, formatDate } from '../locale/dates';
import type { Locale } from '../locale/locale';

/**
 * A ticket's or reply's moment in the shown language ('Nov 22, 2026', with the time when `withTime`): formatted from
 * `created_at` so it follows the language, else the server's `created_at_formatted`, else null.
 * `timeZone` is for tests; the browser's zone otherwise.
 */
export function formatTicketDate(
  item: { created_at?: string | null | undefined; created_at_formatted?: string | null | undefined },
  locale: Locale,
  withTime = false,
  timeZone?: string,
): string | null {
  const at = item.created_at ? new Date(item.created_at) : null;
  if (at && !Number.isNaN(at.getTime())) {
    return formatDate(at, locale, { ...(withTime ? DATE_TIME_STYLE : DATE_STYLE), timeZone });
  }
  return item.created_at_formatted || null;
}
