import { atom, computed } from 'nanostores';
import type { User } from '../api/user';
import { emit, pageTarget } from '../events/emit';
import { ApiError } from '../http/api-error';
import { onHttpStatus } from '../http/client';
import { currentPath, navigate } from '../navigation/navigate';
import { isSignInPage, rememberLocation } from '../navigation/return-to';
import { clearUserQueries } from '../query/query';
import { currentUserQuery, permissionsQuery, rolesQuery } from './queries';
import { pushToast } from '../toasts/toasts';
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

/**
 * Synchronous, not `batched`: a batched store's get() (useStore reads it during render) flushes a pending change to
 * its listeners mid-render ("Cannot update a component while rendering"). Writers order the keys instead: the token
 * is written last and cleared first, and React renders the writes of one tick once.
 */
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

/** Everything a signed-in session holds; written together so no one sees a token without its roles. */
export interface SessionData {
  token?: string;
  user: User;
  roles: string[];
  permissions: string[];
}

/** Stores a session in one step: the token (what makes it signed in) is written last, in the same tick. */
export function applySession({ token, user, roles, permissions }: SessionData): void {
  $storedUser.set(user);
  $roles.set(roles);
  $permissions.set(permissions);
  if (token !== undefined) $token.set(token);
}

/** Fetches user, roles and permissions together and stores them in one step; `force` skips the 5-minute cache. */
export async function refreshSession(options: { force?: boolean } = {}): Promise<void> {
  const [user, roles, permissions] = await Promise.all([
    currentUserQuery.get(options),
    rolesQuery.get(options),
    permissionsQuery.get(options),
  ]);
  applySession({ user, roles, permissions });
}

/**
 * Starts the shared session once per page (§4). A stored token and user show at once; the token is validated
 * through user/current behind them, so a slow or failing server never leaves the page blank. A 401 clears
 * everything (the status listener); any other failure keeps the stored session and says it was not checked.
 */
export function startSession(): Promise<void> {
  if (started) return started;
  watchUnauthorized();
  if (!$token.get() || !$storedUser.get()) {
    clearStoredSession();
    $loading.set(false);
    started = Promise.resolve();
    return started;
  }
  $loading.set(false);
  started = refreshSession({ force: true }).catch((error: unknown) => {
    // The failed call was announced to the host (`academy-error`) by the client.
    if (error instanceof ApiError && error.status === 401) return;
    pushToast({ variant: 'warning', message: { key: 'errors.sessionUnchecked' } });
  });
  return started;
}

/** Ends the loading state once a sign-in attempt has settled (sign-in lives in core/login/sign-in.ts). */
export function markSessionLoaded(): void {
  $loading.set(false);
}

/** Local part of logout (§4): caches and stored keys; the shell removes its chat widget when the token goes. */
export function endSession(): void {
  clearUserQueries();
  clearStoredSession();
}

/** A 401 anywhere (§4): clear token and user, announce expiry, send to sign-in unless already on a sign-in page. */
function handleUnauthorized(path: string): void {
  // A refused sign-out (token already dead) is not an expiry: sign-out clears the session itself.
  if (path === 'auth/logout' || !$token.get()) return;
  // Read and remember the page before clearing: hosts may route away as soon as the token goes.
  const here = currentPath();
  const redirect = typeof location !== 'undefined' && !isSignInPage(location.pathname);
  if (redirect) rememberLocation(here);
  endSession();
  pushToast({ variant: 'danger', message: { key: 'errors.sessionExpired' } });
  const target = pageTarget();
  if (target) emit(target, 'academy-session-expired', { path: here });
  if (redirect && target) navigate(target, '/auth/login');
}

let stopWatchingStatus: (() => void) | undefined;

/** Every element starts the session; the first start wires the 401 handler (nothing is wired at import). */
function watchUnauthorized(): void {
  stopWatchingStatus ??= onHttpStatus((status, path) => {
    if (status === 401) handleUnauthorized(path);
  });
}

/** For tests: forget that the session was started. */
export function resetSessionForTests(): void {
  started = null;
  stopWatchingStatus?.();
  stopWatchingStatus = undefined;
  $loading.set(true);
}
