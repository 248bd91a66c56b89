import type { LazyDictionary } from '../../locale/i18n';
import type { CourseDictionary } from './en';

/** The course-viewer strings, one chunk per language: a page downloads only the language it shows. */
export const courseDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.courseEn),
  ar: () => import('./ar').then((module) => module.courseAr),
};

declare module '../../locale/i18n' {
  /** The course keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    course: CourseDictionary;
  }
}
