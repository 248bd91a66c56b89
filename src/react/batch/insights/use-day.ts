import { useCallback } from 'react';
import { DATE_STYLE } from '../../../core/locale/dates';
import { useFormatDate } from '../../ui/use-format-date';

/** A `YYYY-MM-DD` calendar day in the reader's language and calendar: read at UTC midnight, shown in UTC, the same day everywhere. */
export function useDay(): (day: string) => string {
  const formatDate = useFormatDate();
  return useCallback(
    (day: string) => formatDate(`${day.slice(0, 10)}T00:00:00Z`, { ...DATE_STYLE, timeZone: 'UTC' }),
    [formatDate],
  );
}
