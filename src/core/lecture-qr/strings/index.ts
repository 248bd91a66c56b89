import type { LazyDictionary } from '../../locale/i18n';
import type { LectureQrDictionary } from './en';

/**
 * The lecture QR strings, one chunk per language: a page downloads only the language it shows; the shared duration
 * and scan-fact words are fetched side by side with them (a static import would fetch them only after the strings).
 */
export const lectureQrDictionary: LazyDictionary = {
  en: () =>
    Promise.all([
      import('./en'),
      import('../../locale/dictionaries/duration/en'),
      import('../../locale/dictionaries/scan-facts/en'),
    ]).then(([own, duration, scanFacts]) => ({
      ...own.lectureQrEn,
      duration: duration.durationEn,
      scanFacts: scanFacts.scanFactsEn,
    })),
  ar: () =>
    Promise.all([
      import('./ar'),
      import('../../locale/dictionaries/duration/ar'),
      import('../../locale/dictionaries/scan-facts/ar'),
    ]).then(([own, duration, scanFacts]) => ({
      ...own.lectureQrAr,
      duration: duration.durationAr,
      scanFacts: scanFacts.scanFactsAr,
    })),
};

declare module '../../locale/i18n' {
  /** The lecture QR keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    lectureQr: LectureQrDictionary;
  }
}
