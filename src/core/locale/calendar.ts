/** How dates are shown (#34): Gregorian, Umm al-Qura Hijri, or Hijri beside Gregorian. */
export const CALENDARS = ['gregory', 'islamic-umalqura', 'both'] as const;

export type CalendarPreference = (typeof CALENDARS)[number];

/** What a user who never chose sees, and what an unknown stored value falls back to. */
export const DEFAULT_CALENDAR: CalendarPreference = 'gregory';

export function isCalendar(value: unknown): value is CalendarPreference {
  return typeof value === 'string' && (CALENDARS as readonly string[]).includes(value);
}

/** A stored or received value as a preference: anything unknown is the default. */
export function calendarOf(value: unknown): CalendarPreference {
  return isCalendar(value) ? value : DEFAULT_CALENDAR;
}
