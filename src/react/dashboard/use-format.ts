import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $calendar } from '../../core/locale/calendar-store';
import type { ScheduleItem } from '../../core/api/schemas/dashboard';
import { dateAtTimeParts, formatDateOnly, formatScheduleDate, formatScheduleTime } from '../../core/dashboard/schedule';
import { useI18n } from '../ui/use-i18n';

/** Dashboard date and time display in the shown language (ar-SA in Arabic, en-US otherwise) and the user's calendar. */
export function useFormat() {
  const { t, locale } = useI18n();
  const calendar = useStore($calendar);
  return useMemo(
    () => ({
      /** 'Nov 22, 2026 at 10:00 AM'; null when missing or unreadable. */
      dateAtTime(value: string | null | undefined): string | null {
        const parts = dateAtTimeParts(value, locale, undefined, calendar);
        return parts ? t('dashboard.dateAtTime', parts) : null;
      },
      timeRange: (item: Pick<ScheduleItem, 'start_time' | 'end_time'>) =>
        t('dashboard.timeRange', {
          start: formatScheduleTime(item.start_time, locale),
          end: formatScheduleTime(item.end_time, locale),
        }),
      day: (date: string) => formatScheduleDate(date, locale, calendar),
      date: (date: string) => formatDateOnly(date, locale, calendar),
    }),
    [t, locale, calendar],
  );
}
