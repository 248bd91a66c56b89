import { fetchActivity, updateName, type ActivityItem } from '../api/profile';
import type { User } from '../api/user';
import { ApiError } from '../http/api-error';
import type { Message } from '../locale/message';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';
import type { QueryStore } from '../query/query-store';
import { currentUserQuery } from '../session/queries';
import { $storedUser, $token } from '../session/storage';
import { pushToast } from '../toasts/toasts';
import { profilePayload, type ProfileField, type ProfileInput } from './profile-rules';

/** §4/§9: after a successful update the activity history reloads after 1 s (the server has logged it by then). */
export const PROFILE_ACTIVITY_RELOAD_MS = 1000;

/** One activity history per user, cached, de-duplicated and retried; forgotten at sign-out and sign-in. */
const activityQuery = createQueryFamily((userId: string) => fetchActivity(userId));

/** The activity history of one user as a store: loads when first watched, `load({ force: true })` reloads. */
export const activityStore: (userId: string) => QueryStore<ActivityItem[]> = keyedStores(activityQuery);

/** §8: an activity failure is logged only (the card shows an empty list with a retry). */
export function logActivityFailure(error: unknown): void {
  console.error('[academy] activity history failed to load', error instanceof Error ? error.message : error);
}

/**
 * Reloads a user's activity after `delay` ms (§4); returns a cancel for a page that goes away first.
 * Forced, so the cached list from before the update is not reused.
 */
export function scheduleActivityReload(userId: string, delay: number = PROFILE_ACTIVITY_RELOAD_MS): () => void {
  const timer = setTimeout(() => void activityStore(userId).load({ force: true }), delay);
  return () => clearTimeout(timer);
}

/** What a failed update shows: the generic profile error, plus the server's own words under a field it names. */
export interface ProfileFailure {
  message: Message;
  fields: Partial<Record<ProfileField, string>>;
}

const SERVER_FIELDS: Record<string, ProfileField> = { name: 'name', arabic_name: 'arabicName' };

export function profileFailure(error: unknown): ProfileFailure {
  const fields: Partial<Record<ProfileField, string>> = {};
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field && messages[0] && !fields[field]) fields[field] = messages[0];
    }
  }
  return { message: { key: 'profile.error' }, fields };
}

/**
 * PUT user/update/name (§7) with the trimmed names, then stores the answered user, so every element on the page
 * (the shell's profile menu too) shows the new name at once; the cached user/current answer is dropped so a
 * later session refresh cannot bring the old name back. Toasts the outcome (§4, §8); rejects with the failure.
 */
export async function updateProfile(user: Pick<User, 'id'>, input: ProfileInput): Promise<User> {
  const token = $token.get();
  let updated: User;
  try {
    updated = await updateName(profilePayload(user.id, input));
  } catch (error) {
    // An expired session is announced by the session itself (§4), not as a profile failure.
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'profile.error' } });
    throw error;
  }
  // Signed out (or in as someone else) while the answer travelled: it no longer belongs in the stored session.
  if ($token.get() !== token || $storedUser.get()?.id !== updated.id) return updated;
  currentUserQuery.invalidate();
  $storedUser.set(updated);
  pushToast({ variant: 'success', message: { key: 'profile.success' } });
  return updated;
}
