import type { LazyDictionary } from '../../locale/i18n';
import type { BatchDictionary } from './en';

/** The batch-page strings, one chunk per language: a page downloads only the language it shows. */
export const batchDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.batchEn),
  ar: () => import('./ar').then((module) => module.batchAr),
};

declare module '../../locale/i18n' {
  /** The batch keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    batch: BatchDictionary;
  }
}
