import type { LazyDictionary } from '../../locale/i18n';
import type { VerifyDictionary } from './en';

/** The verify strings, one chunk per language: a page downloads only the language it shows. */
export const verifyDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.verifyEn),
  ar: () => import('./ar').then((module) => module.verifyAr),
};

declare module '../../locale/i18n' {
  /** The verify keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    verify: VerifyDictionary;
  }
}
