import type { LazyDictionary } from '../../locale/i18n';
import type { ScannerDictionary } from './en';

/** The QR scanner strings, one chunk per language: a page downloads only the language it shows. */
export const scannerDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.scannerEn),
  ar: () => import('./ar').then((module) => module.scannerAr),
};

declare module '../../locale/i18n' {
  /** The scanner keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    scanner: ScannerDictionary;
  }
}
