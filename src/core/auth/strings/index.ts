import type { LazyDictionary } from '../../locale/i18n';
import type { AuthDictionary } from './en';

/** The auth strings, one chunk per language: a page downloads only the language it shows. */
export const authDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.authEn),
  ar: () => import('./ar').then((module) => module.authAr),
};

declare module '../../locale/i18n' {
  /** The auth keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    auth: AuthDictionary;
  }
}
