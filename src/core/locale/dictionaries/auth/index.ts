import type { LazyDictionary } from '../../i18n';

/** The auth strings, one chunk per language: a page downloads only the language it shows. */
export const authDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.authEn),
  ar: () => import('./ar').then((module) => module.authAr),
};
