import type { LazyDictionary } from '../../locale/i18n';
import type { IntegrityDictionary } from './en';

/** The integrity log's words, one chunk per language, loaded with the section that shows the log (not with the page). */
export const integrityDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.integrityEn),
  ar: () => import('./ar').then((module) => module.integrityAr),
};

declare module '../../locale/i18n' {
  /** `integrity.*` keys: event words, spans, the summary and both views' labels (#33). */
  interface DictionaryParts {
    integrity: IntegrityDictionary;
  }
}
