import type { LazyDictionary } from '../../locale/i18n';
import type { ContentDictionary } from './en';

/** The content-page strings, one chunk per language: a page downloads only the language it shows. */
export const contentDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.contentEn),
  ar: () => import('./ar').then((module) => module.contentAr),
};

declare module '../../locale/i18n' {
  /** The content keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    content: ContentDictionary;
  }
}
