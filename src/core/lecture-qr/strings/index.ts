import type { LazyDictionary } from '../../locale/i18n';
import type { LectureQrDictionary } from './en';

/** The lecture QR strings, one chunk per language: a page downloads only the language it shows. */
export const lectureQrDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.lectureQrEn),
  ar: () => import('./ar').then((module) => module.lectureQrAr),
};

declare module '../../locale/i18n' {
  /** The lecture QR keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    lectureQr: LectureQrDictionary;
  }
}
