import { useStore } from '@nanostores/react';
import { createContext, use, useCallback, useContext, useMemo } from 'react';
import { $calendar } from '../../core/locale/calendar-store';
import { loadDictionary, translate, type LazyDictionary, type MessageKey } from '../../core/locale/i18n';
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

/**
 * Re-renders its element when the language or the user's calendar changes, so every date follows both, however it
 * is formatted (useFormatDate, or a core formatter reading the calendar).
 */
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
    }),
    // The calendar is no field: a new object tells every reader's memo that its dates changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, t, calendar],
  );
}
