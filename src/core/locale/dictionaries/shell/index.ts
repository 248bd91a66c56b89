import type { LazyDictionary } from '../../i18n';

/** The shell strings, one chunk per language: a page downloads only the language it shows. */
export const shellDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.shellEn),
  ar: () => import('./ar').then((module) => module.shellAr),
};
