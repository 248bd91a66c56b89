import type { LazyDictionary } from '../../../locale/i18n';
import type { InsightsDictionary } from './en';

/** The Insights tab's strings, one chunk per language, fetched when the tab first opens. */
export const insightsDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.insightsEn),
  ar: () => import('./ar').then((module) => module.insightsAr),
};

declare module '../../../locale/i18n' {
  /** The insights keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    insights: InsightsDictionary;
  }
}
