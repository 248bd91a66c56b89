import type { LazyDictionary } from '../../locale/i18n';
import type { TicketsDictionary } from './en';

/** The support-ticket strings, one chunk per language: a page downloads only the language it shows. */
export const ticketsDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.ticketsEn),
  ar: () => import('./ar').then((module) => module.ticketsAr),
};

declare module '../../locale/i18n' {
  /** The ticket keys join the typed key space here, not in a central list. */
  interface DictionaryParts {
    tickets: TicketsDictionary;
  }
}
