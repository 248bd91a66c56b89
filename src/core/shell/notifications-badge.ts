import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import { formatInteger } from '../locale/numbers';
import { pluralForm } from '../locale/plural';

// The bell's words, apart from the panel's (notifications-words.ts): every signed-in page loads these.

/** The badge shows at most this number; more reads "99+". */
export const BADGE_MAX = 99;

/** The badge's text: '' at 0 (hidden), the count in the language's digits, "99+" above 99. */
export function unreadBadge(count: number, locale: Locale): string {
  if (!(count > 0)) return '';
  return count > BADGE_MAX ? `${formatInteger(BADGE_MAX, locale)}+` : formatInteger(count, locale);
}

/**
 * The bell's words with the unread count in the right plural: its accessible name ('label': "Notifications, 3
 * unread", plain "Notifications" at 0) or what the live region says when the count goes up ('announce': "You have 3
 * unread notifications").
 */
export function unreadMessage(which: 'label' | 'announce', count: number): Message {
  const whole = Math.max(0, Math.floor(count));
  return { key: `shell.notifications.${which}.${pluralForm(whole)}`, params: { count: whole } };
}
