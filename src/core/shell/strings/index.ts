import type { LazyDictionary } from '../../locale/i18n';
import type { ShellDictionary } from './en';

/** The shell strings, one chunk per language: a page downloads only the language it shows. */
export const shellDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.shellEn),
  ar: () => import('./ar').then((module) => module.shellAr),
};

declare module '../../locale/i18n' {
  /** The shell keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    shell: ShellDictionary;
  }
}
