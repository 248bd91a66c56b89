import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $calendar, type CalendarPreference } from '../../core/locale/calendar-store';
import { formatDate } from '../../core/locale/dates';
import { useLocale } from './use-i18n';

/** Formats one date: DATE_STYLE unless `options` picks other parts, in the user's calendar unless `calendar` names one. */
export type FormatDate = (
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
  calendar?: CalendarPreference,
) => string;

/**
 * The one date formatter (core/locale/dates) in this element's language and the user's calendar; a component that
 * shows a date re-renders when either changes. Apart from useI18n, so an element that shows no date loads none of it.
 */
export function useFormatDate(): FormatDate {
  const locale = useLocale();
  const calendar = useStore($calendar);
  return useCallback<FormatDate>(
    (value, options, shown) => formatDate(value, locale, options, shown ?? calendar),
    [locale, calendar],
  );
}
