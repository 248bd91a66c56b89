import type { LazyDictionary } from '../../locale/i18n';
import type { ExamDictionary } from './en';

/** The exam strings, one chunk per language: a page downloads only the language it shows. */
export const examDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.examEn),
  ar: () => import('./ar').then((module) => module.examAr),
};

declare module '../../locale/i18n' {
  /** The exam keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    exam: ExamDictionary;
  }
}
