import type { LazyDictionary } from '../../locale/i18n';
import type { ProfileDictionary } from './en';

/** The profile-settings strings, one chunk per language: a page downloads only the language it shows. */
export const profileDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.profileEn),
  ar: () => import('./ar').then((module) => module.profileAr),
};

declare module '../../locale/i18n' {
  /** The profile keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    profile: ProfileDictionary;
  }
}
