import { afterEach, describe, expect, it } from 'vitest';
import { calendarOf, isCalendar } from '../../../../src/core/locale/calendar';
import { $calendar } from '../../../../src/core/locale/calendar-store';
import { DATE_STYLE, DATE_TIME_STYLE, formatDate, TIME_STYLE } from '../../../../src/core/locale/dates';
import { $storedUser } from '../../../../src/core/session/storage';
import { FIRST_DAYS, MONTHS_AR, MONTHS_EN } from '../../../support/umm-al-qura-days';

// #34: the one formatter shows Umm al-Qura dates alone or beside Gregorian, the same in Node and Chromium.

const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
const utc = { ...DATE_STYLE, timeZone: 'UTC' } as const;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe('formatDate in the Umm al-Qura calendar', () => {
  it.each(FIRST_DAYS)('%s is 1 of month %i, %i AH, in English and Arabic', (day, month, year) => {
    expect(formatDate(noon(day), 'en', utc, 'islamic-umalqura')).toBe(`1 ${MONTHS_EN[month - 1]} ${year} AH`);
    expect(formatDate(noon(day), 'ar', utc, 'islamic-umalqura')).toBe(
      `١ ${MONTHS_AR[month - 1]} ${arabicDigits(year)} هـ`,
    );
  });

  it('the day before each first day is in the month before (the table gives month starts, not a nearby day)', () => {
    for (const [day, month] of FIRST_DAYS) {
      const before = new Date(noon(day).getTime() - 86_400_000);
      const shown = formatDate(before, 'en', utc, 'islamic-umalqura');
      expect(shown, day).toMatch(/^(29|30) /);
      expect(shown, day).toContain(MONTHS_EN[(month + 10) % 12]);
    }
  });

  it('matches the examples: 5 Jumada II 1448 in both languages, and "both" puts Hijri then Gregorian in brackets', () => {
    const at = noon('2026-11-15');
    expect(formatDate(at, 'en', utc, 'islamic-umalqura')).toBe('5 Jumada II 1448 AH');
    expect(formatDate(at, 'ar', utc, 'islamic-umalqura')).toBe('٥ جمادى الآخرة ١٤٤٨ هـ');
    expect(formatDate(at, 'en', utc, 'both')).toBe('5 Jumada II 1448 AH (Nov 15, 2026)');
    expect(formatDate(at, 'ar', utc, 'both')).toBe('٥ جمادى الآخرة ١٤٤٨ هـ (١٥ نوفمبر ٢٠٢٦)');
    expect(formatDate(at, 'en', utc, 'gregory')).toBe('Nov 15, 2026');
    expect(formatDate(at, 'ar', utc, 'gregory')).toBe('١٥ نوفمبر ٢٠٢٦');
  });

  it('keeps times of day as they are, after the date with the language comma', () => {
    const at = new Date('2026-11-15T10:05:00Z');
    const withTime = { ...DATE_TIME_STYLE, timeZone: 'UTC' };
    expect(formatDate(at, 'en', withTime, 'islamic-umalqura')).toBe('5 Jumada II 1448 AH, 10:05 AM');
    expect(formatDate(at, 'ar', withTime, 'both')).toBe('٥ جمادى الآخرة ١٤٤٨ هـ (١٥ نوفمبر ٢٠٢٦)، ١٠:٠٥ ص');
    expect(formatDate(at, 'en', { ...TIME_STYLE, timeZone: 'UTC' }, 'both')).toBe('10:05 AM');
    expect(formatDate(at, 'en', withTime, 'gregory')).toBe('Nov 15, 2026, 10:05 AM');
  });

  it('writes a weekday and a day without a year as the Gregorian forms do', () => {
    const at = noon('2026-11-15');
    expect(
      formatDate(at, 'en', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }, 'islamic-umalqura'),
    ).toBe('Sunday, 5 Jumada II');
    expect(formatDate(at, 'ar', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }, 'both')).toBe(
      'الأحد، ٥ جمادى الآخرة (١٥ نوفمبر)',
    );
    expect(formatDate(at, 'ar', { month: 'short', day: 'numeric', timeZone: 'UTC' }, 'islamic-umalqura')).toBe(
      '٥ جمادى الآخرة',
    );
  });

  it('takes the zone into account: the Hijri day is the one in the given zone', () => {
    const lateEvening = new Date('2026-11-10T22:30:00Z');
    expect(formatDate(lateEvening, 'en', { ...DATE_STYLE, timeZone: 'UTC' }, 'islamic-umalqura')).toBe(
      '30 Jumada I 1448 AH',
    );
    expect(formatDate(lateEvening, 'en', { ...DATE_STYLE, timeZone: 'Asia/Riyadh' }, 'islamic-umalqura')).toBe(
      '1 Jumada II 1448 AH',
    );
  });
});

describe('the calendar preference', () => {
  afterEach(() => $storedUser.set(null));

  it('accepts exactly the three calendars; anything else is Gregorian', () => {
    for (const value of ['gregory', 'islamic-umalqura', 'both']) expect(isCalendar(value)).toBe(true);
    for (const value of ['islamic', 'Gregory', 'hijri', '', null, undefined, 1]) {
      expect(isCalendar(value)).toBe(false);
      expect(calendarOf(value)).toBe('gregory');
    }
  });

  it('follows the signed-in user, and formatDate follows $calendar unless told otherwise', () => {
    const at = noon('2026-11-15');
    expect($calendar.get()).toBe('gregory');
    expect(formatDate(at, 'en', utc)).toBe('Nov 15, 2026');
    const user = { id: '1', name: 'Layla', email: 'l@academy.test', roles: [], permissions: [] };
    $storedUser.set({ ...user, calendar: 'islamic-umalqura' });
    expect($calendar.get()).toBe('islamic-umalqura');
    expect(formatDate(at, 'en', utc)).toBe('5 Jumada II 1448 AH');
    expect(formatDate(at, 'en', utc, 'gregory')).toBe('Nov 15, 2026');
    $storedUser.set({ ...user, calendar: 'lunar' });
    expect($calendar.get()).toBe('gregory');
  });
});
