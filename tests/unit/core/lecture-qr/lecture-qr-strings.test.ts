import { describe, expect, it } from 'vitest';
import { durationParts } from '../../../../src/core/locale/duration';
import { translate } from '../../../../src/core/locale/i18n';
import type { Locale } from '../../../../src/core/locale/locale-store';
import { pluralForm, type PluralForm } from '../../../../src/core/locale/plural';
import { durationAr } from '../../../../src/core/locale/dictionaries/duration/ar';
import { durationEn } from '../../../../src/core/locale/dictionaries/duration/en';

// learning §8 lecture QR messages with durations (platform §9 "Duration formatting": singular and plural labels),
// through the i18n engine the way the page joins them (src/react/ui/use-duration.ts).

const UNITS = ['hours', 'minutes', 'seconds'] as const;
const FORMS: PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Seconds as the page writes them: each part in its plural form, joined by the language's separator. */
function spoken(seconds: number, locale: Locale): string {
  return durationParts(seconds)
    .map((part) => translate(locale, `duration.${part.unit}.${pluralForm(part.count)}`, { count: part.count }))
    .join(translate(locale, 'duration.separator'));
}

describe('unit labels', () => {
  it.each([
    ['en', durationEn],
    ['ar', durationAr],
  ] as const)('%s names hours, minutes and seconds in every plural form', (_locale, dictionary) => {
    for (const unit of UNITS) {
      expect(Object.keys(dictionary[unit]).sort()).toEqual([...FORMS].sort());
      for (const form of FORMS) expect(dictionary[unit][form].trim()).not.toBe('');
    }
  });

  it('the forms that show a number carry the {{count}} placeholder', () => {
    for (const dictionary of [durationEn, durationAr]) {
      for (const unit of UNITS)
        for (const form of ['few', 'many', 'other'] as const) expect(dictionary[unit][form]).toContain('{{count}}');
    }
  });
});

describe('durations in English', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [2, '2 seconds'],
    [5, '5 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '1 minute, 1 second'],
    [125, '2 minutes, 5 seconds'],
    [3600, '1 hour'],
    [3661, '1 hour, 1 minute, 1 second'],
    [7322, '2 hours, 2 minutes, 2 seconds'],
    [86_399, '23 hours, 59 minutes, 59 seconds'],
    [172_799, '47 hours, 59 minutes, 59 seconds'],
    [172_800, '2 days'],
    [288_000, '3 days, 8 hours'],
    [360_000, '4 days, 4 hours'],
  ])('%i s → %s', (seconds, text) => {
    expect(spoken(seconds, 'en')).toBe(text);
  });
});

describe('durations in Arabic', () => {
  it.each([
    [0, '٠ ثانية'],
    [1, 'ثانية واحدة'],
    [2, 'ثانيتان'],
    [5, '٥ ثوانٍ'],
    [11, '١١ ثانية'],
    [59, '٥٩ ثانية'],
    [60, 'دقيقة واحدة'],
    [61, 'دقيقة واحدة وثانية واحدة'],
    [125, 'دقيقتان و٥ ثوانٍ'],
    [3600, 'ساعة واحدة'],
    [3661, 'ساعة واحدة ودقيقة واحدة وثانية واحدة'],
    [7322, 'ساعتان ودقيقتان وثانيتان'],
    [10 * 3600, '١٠ ساعات'],
    [86_399, '٢٣ ساعة و٥٩ دقيقة و٥٩ ثانية'],
    [172_800, 'يومان'],
    [288_000, '٣ أيام و٨ ساعات'],
    [360_000, '٤ أيام و٤ ساعات'],
  ])('%i s → %s', (seconds, text) => {
    expect(spoken(seconds, 'ar')).toBe(text);
  });
});

describe('status banner (§8)', () => {
  it('uses the spec’s English messages', () => {
    expect(translate('en', 'lectureQr.status.startsIn', { duration: spoken(3661, 'en') })).toBe(
      'The lecture starts in: 1 hour, 1 minute, 1 second',
    );
    expect(translate('en', 'lectureQr.status.endedAgo', { duration: spoken(125, 'en') })).toBe(
      'The lecture ended 2 minutes, 5 seconds ago',
    );
    expect(translate('en', 'lectureQr.status.ongoing')).toBe('Lecture is currently ongoing');
    expect(translate('en', 'lectureQr.status.missing')).toBe('Lecture you are trying to access does not exist.');
    expect(translate('en', 'lectureQr.unavailable')).toBe('QR Code not available');
    expect(translate('en', 'lectureQr.duration')).toBe('Duration');
    expect(translate('en', 'lectureQr.title')).toBe('Attendance');
  });

  it('uses the spec’s English error card and the tab names', () => {
    expect(translate('en', 'lectureQr.error.title')).toBe('Error Loading Lecture');
    expect(translate('en', 'lectureQr.error.body')).toBe('Unable to load lecture data. Please try again.');
    expect(
      ['in', 'out', 'inOut'].map((tab) => translate('en', `lectureQr.tabs.${tab as 'in' | 'out' | 'inOut'}`)),
    ).toEqual(['Check In', 'Check Out', 'Check In & Out']);
  });

  it('writes the Arabic messages with the Arabic duration', () => {
    expect(translate('ar', 'lectureQr.status.startsIn', { duration: spoken(7322, 'ar') })).toBe(
      'تبدأ المحاضرة خلال: ساعتان ودقيقتان وثانيتان',
    );
    expect(translate('ar', 'lectureQr.status.endedAgo', { duration: spoken(60, 'ar') })).toBe(
      'انتهت المحاضرة منذ دقيقة واحدة',
    );
    expect(translate('ar', 'lectureQr.unavailable')).toBe('رمز QR غير متاح');
  });
});
