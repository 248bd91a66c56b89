import { putCalendar } from '../api/profile';
import { ApiError } from '../http/api-error';
import type { CalendarPreference } from '../locale/calendar';
import { currentUserQuery } from '../session/queries';
import { $storedUser, $token } from '../session/storage';
import { pushToast } from '../toasts/toasts';

/**
 * PUT user/calendar (#34), then stores the answered user: $calendar follows it, so every element on the page
 * shows its dates in the new calendar at once; the cached user/current answer is dropped so a session refresh
 * cannot bring the old calendar back. Toasts the outcome; rejects with the failure.
 */
export async function saveCalendar(calendar: CalendarPreference): Promise<void> {
  const token = $token.get();
  try {
    const updated = await putCalendar(calendar);
    // Signed out (or in as someone else) while the answer travelled: it no longer belongs in the stored session.
    if ($token.get() !== token || $storedUser.get()?.id !== updated.id) return;
    currentUserQuery.invalidate();
    $storedUser.set(updated);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'profile.calendar.error' } });
    throw error;
  }
  pushToast({ variant: 'success', message: { key: 'profile.calendar.saved' } });
}
