import type { LazyDictionary } from '../../locale/i18n';
import type { NotificationsDictionary } from './en';

/** The notifications panel's words, one chunk per language, loaded with the panel (not with every page). */
export const notificationsDictionary: LazyDictionary = {
  en: () => import('./en').then((module) => module.notificationsEn),
  ar: () => import('./ar').then((module) => module.notificationsAr),
};

declare module '../../locale/i18n' {
  /** `notifications.*` keys: the panel's words and arrival times ('5 minutes ago'). */
  interface DictionaryParts {
    notifications: NotificationsDictionary;
  }
}
