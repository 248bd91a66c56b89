import { atom, computed, onMount } from 'nanostores';
import { fetchMyButtons, type DynamicButton } from '../api/content';
import { ApiError } from '../http/api-error';
import { createQuery } from '../query/query';
import { pushToast } from '../toasts/toasts';
import { $roles, $token } from '../session/storage';
import { visibleButtons } from './visible-buttons';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Buttons cache lifetime from the spec (§9). */
export const BUTTONS_CACHE_MS = 600_000;

/** GET base/dynamic/button/mine, per user: cleared with every other user cache. */
export const buttonsQuery = createQuery(() => fetchMyButtons(), { ttlMs: BUTTONS_CACHE_MS });

/** The user's dynamic buttons as the server sent them; the list is hidden on failure (§8). */
export const $dynamicButtons = atom<{ status: LoadStatus; buttons: DynamicButton[] }>({ status: 'idle', buttons: [] });

/** The buttons the profile menu shows: active, dashboard, for one of the user's roles. */
export const $menuButtons = computed([$dynamicButtons, $roles], (state, roles) =>
  state.status === 'ready' ? visibleButtons(state.buttons, roles) : [],
);

/** Loads through the 10-minute cache; `force` refreshes. */
export async function loadDynamicButtons(options: { force?: boolean } = {}): Promise<void> {
  if (!$token.get()) return;
  if ($dynamicButtons.get().status !== 'ready') $dynamicButtons.set({ status: 'loading', buttons: [] });
  try {
    const buttons = await buttonsQuery.get(options);
    $dynamicButtons.set({ status: 'ready', buttons });
  } catch (error) {
    $dynamicButtons.set({ status: 'error', buttons: [] });
    // An expired session is announced by the session itself, not as a button failure.
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'shell.dynamicButtonsFailed' } });
  }
}

/** While watched, signing out clears the list together with its cache. */
onMount($dynamicButtons, () =>
  $token.subscribe((token) => {
    if (!token) $dynamicButtons.set({ status: 'idle', buttons: [] });
  }),
);
