import type { LazyDictionary } from '../../locale/i18n';
import type { ExamDictionary } from './en';

/**
 * The exam strings, one chunk per language: a page downloads only the language it shows; the shared duration words
 * are fetched side by side with them (a static import would fetch them only after the strings arrived).
 */
export const examDictionary: LazyDictionary = {
  en: () =>
    Promise.all([import('./en'), import('../../locale/dictionaries/duration/en')]).then(([own, shared]) => ({
      ...own.examEn,
      duration: shared.durationEn,
    })),
  ar: () =>
    Promise.all([import('./ar'), import('../../locale/dictionaries/duration/ar')]).then(([own, shared]) => ({
      ...own.examAr,
      duration: shared.durationAr,
    })),
};

declare module '../../locale/i18n' {
  /** The exam keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    exam: ExamDictionary;
  }
}
