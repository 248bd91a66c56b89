import { useStore } from '@nanostores/react';
import { createContext, use, useCallback, useContext, useMemo } from 'react';
import { loadDictionary, translate, type LazyDictionary, type MessageKey } from '../../core/locale/i18n';
import { $calendar, type CalendarPreference } from '../../core/locale/calendar-store';
import { formatDate } from '../../core/locale/dates';
import { $locale, directionOf, type Direction, type Locale } from '../../core/locale/locale-store';
import { isKeyMessage, type Message } from '../../core/locale/message';

/** An element's `lang` attribute, when set, overrides the page-wide locale for that element only. */
export const LocaleOverrideContext = createContext<Locale | null>(null);

export interface I18n {
  locale: Locale;
  dir: Direction;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** Renders a Message (key or server text). */
  message: (message: Message) => string;
  /**
   * The one date formatter (core/locale/dates): DATE_STYLE unless `options` picks other parts, in the user's
   * calendar unless `calendar` names one.
   */
  formatDate: (
    value: Date | string | number,
    options?: Intl.DateTimeFormatOptions,
    calendar?: CalendarPreference,
  ) => string;
}

export function useLocale(): Locale {
  const stored = useStore($locale);
  return useContext(LocaleOverrideContext) ?? stored;
}

/** Suspends until a feature's strings are loaded in the language this element shows. */
export function useDictionary(part: LazyDictionary): void {
  const load: Promise<void> = loadDictionary(part, useLocale());
  use(load);
}

/** Re-renders its element when the language or the user's calendar changes, so every date follows both. */
export function useI18n(): I18n {
  const locale = useLocale();
  const calendar = useStore($calendar);
  const t = useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params),
    [locale],
  );
  return useMemo(
    () => ({
      locale,
      dir: directionOf(locale),
      t,
      message: (message: Message) => (isKeyMessage(message) ? t(message.key, message.params) : message.text),
      formatDate: (value, options, shown) => formatDate(value, locale, options, shown ?? calendar),
    }),
    [locale, t, calendar],
  );
}
