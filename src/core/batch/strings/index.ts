import type { LazyDictionary } from '../../locale/i18n';
import type { BatchDictionary } from './en';

/**
 * The batch-page strings, one chunk per language: a page downloads only the language it shows; the shared scan-fact
 * words are fetched side by side with them (a static import would fetch them only after the strings arrived).
 */
export const batchDictionary: LazyDictionary = {
  en: () =>
    Promise.all([import('./en'), import('../../locale/dictionaries/scan-facts/en')]).then(([own, shared]) => ({
      ...own.batchEn,
      scanFacts: shared.scanFactsEn,
    })),
  ar: () =>
    Promise.all([import('./ar'), import('../../locale/dictionaries/scan-facts/ar')]).then(([own, shared]) => ({
      ...own.batchAr,
      scanFacts: shared.scanFactsAr,
    })),
};

declare module '../../locale/i18n' {
  /** The batch keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    batch: BatchDictionary;
  }
}
