import { atom, computed } from 'nanostores';
import { postLogin, postLogout, type LoginInput } from '../api/auth';
import type { User } from '../api/user';
import { emit, pageTarget } from '../events/emit';
import { ApiError } from '../http/api-error';
import { onHttpStatus } from '../http/client';
import { currentPath, navigate } from '../navigation/navigate';
import { isSignInPage, rememberLocation } from '../navigation/return-to';
import { clearUserCaches, currentUserQuery, permissionsQuery, rolesQuery } from './queries';
import { removeChatWidget } from '../shell/chat-widget';
import { $permissions, $roles, $storedUser, $token, clearStoredSession } from './storage';

/** Auth state (§3): user, token, isAuthenticated, isLoading, plus roles and permissions. */
export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  roles: string[];
  permissions: string[];
}

const $loading = atom(true);

export const $session = computed(
  [$token, $storedUser, $roles, $permissions, $loading],
  (token, user, roles, permissions, isLoading): SessionState => ({
    user,
    token: token || null,
    isAuthenticated: !!token,
    isLoading,
    roles,
    permissions,
  }),
);

let started: Promise<void> | null = null;
let loggingOut = false;

/** Fetches user, roles and permissions; `force` skips the 5-minute cache. */
export async function refreshSession(options: { force?: boolean } = {}): Promise<void> {
  const user = await currentUserQuery.get(options);
  $storedUser.set(user);
  const [roles, permissions] = await Promise.all([rolesQuery.get(options), permissionsQuery.get(options)]);
  $roles.set(roles);
  $permissions.set(permissions);
}

/**
 * Starts the shared session once per page (§4): with a stored token and user the token is validated
 * through user/current; a 401 clears everything, other failures keep the stored session.
 */
export function startSession(): Promise<void> {
  if (started) return started;
  started = (async () => {
    try {
      if (!$token.get() || !$storedUser.get()) {
        clearStoredSession();
        return;
      }
      await refreshSession({ force: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endSession();
    } finally {
      $loading.set(false);
    }
  })();
  return started;
}

/** Signs in: stores the token, then loads user, roles and permissions before announcing `academy-login`. */
export async function login(input: LoginInput, from: EventTarget | null = pageTarget()): Promise<User | null> {
  const { token, user } = await postLogin(input);
  clearUserCaches();
  $token.set(token);
  if (user) $storedUser.set(user);
  try {
    await refreshSession({ force: true });
  } catch (error) {
    // Signed in only when user, roles and permissions loaded: never leave a half session behind.
    endSession();
    throw error;
  } finally {
    $loading.set(false);
  }
  const signedIn = $storedUser.get();
  if (from) emit(from, 'academy-login', { user: signedIn });
  return signedIn;
}

/** Local part of logout (§4): caches, stored keys and the chat widget. */
export function endSession(): void {
  clearUserCaches();
  clearStoredSession();
  removeChatWidget();
}

/** Signs out (§4): calls the server, then clears everything even if the call failed. */
export async function logout(from: EventTarget | null = pageTarget()): Promise<void> {
  loggingOut = true;
  try {
    await postLogout();
  } catch {
    // The server may already consider the token dead; the local session is cleared regardless.
  } finally {
    loggingOut = false;
    endSession();
  }
  if (from) emit(from, 'academy-logout', {});
}

/** A 401 anywhere (§4): clear token and user, announce expiry, send to sign-in unless already on a sign-in page. */
function handleUnauthorized(): void {
  if (loggingOut || !$token.get()) return;
  endSession();
  const target = pageTarget();
  const path = currentPath();
  if (target) emit(target, 'academy-session-expired', { path });
  if (typeof location === 'undefined' || isSignInPage(location.pathname)) return;
  rememberLocation(path);
  if (target) navigate(target, '/auth/login');
}

onHttpStatus((status) => {
  if (status === 401) handleUnauthorized();
});

/** For tests: forget that the session was started. */
export function resetSessionForTests(): void {
  started = null;
  $loading.set(true);
}
