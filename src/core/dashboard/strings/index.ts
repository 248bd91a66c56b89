import type { LazyDictionary } from '../../locale/i18n';
import type { DashboardDictionary } from './en';

/** The dashboard strings, one chunk per language: a page downloads only the language it shows. */
export const dashboardDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.dashboardEn),
  ar: () => import('./ar').then((module) => module.dashboardAr),
};

declare module '../../locale/i18n' {
  /** The dashboard keys join the typed key space here. */
  interface DictionaryParts {
    dashboard: DashboardDictionary;
  }
}
