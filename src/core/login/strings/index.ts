import type { LazyDictionary } from '../../locale/i18n';
import type { LoginDictionary } from './en';

/** The sign-in strings, one chunk per language: a page downloads only the language it shows. */
export const loginDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.loginEn),
  ar: () => import('./ar').then((module) => module.loginAr),
};

declare module '../../locale/i18n' {
  /** The sign-in keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    login: LoginDictionary;
  }
}
