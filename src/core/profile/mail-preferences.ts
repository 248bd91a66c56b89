import { fetchMailPreferences, putMailPreference, type MailPreferences } from '../api/profile';
import { ApiError } from '../http/api-error';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';
import type { QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';

/** Notice kinds this client has words for; a kind a newer server adds is left out (its code is not a label). */
export const MAIL_KINDS = [
  'attendance-marked',
  'lecture-reminder',
  'exam-result',
  'certificate-issued',
  'ticket-updates',
  'attendance-digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}

/** One user's email switches, cached and retried; forgotten at sign-out and sign-in. */
const mailPreferencesQuery = createQueryFamily((_userId: string) => fetchMailPreferences());

export const mailPreferencesStore: (userId: string) => QueryStore<MailPreferences> = keyedStores(mailPreferencesQuery);

/** The switches the page shows: known kinds, in the server's order. */
export function shownPreferences(preferences: MailPreferences): Array<{ kind: MailKind; email: boolean }> {
  return preferences.flatMap(({ kind, email }) => (isMailKind(kind) ? [{ kind, email }] : []));
}

/** Saves one switch, then reloads the list from the server (what it stored is what the page shows) and toasts. */
export async function saveMailPreference(userId: string, kind: MailKind, email: boolean): Promise<void> {
  try {
    await putMailPreference(kind, email);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'profile.mail.error' } });
    throw error;
  }
  await mailPreferencesStore(userId).load({ force: true });
  pushToast({ variant: 'success', message: { key: 'profile.mail.saved' } });
}
