import { fetchPermissions, fetchRoles } from '../api/access';
import { fetchMyButtons } from '../api/dynamic-buttons';
import { fetchCurrentUser } from '../api/user';
import { createQuery } from '../query/query';

/** Cache lifetimes from the spec (§9). */
export const USER_CACHE_MS = 300_000;
export const BUTTONS_CACHE_MS = 600_000;

export const currentUserQuery = createQuery(() => fetchCurrentUser({ silent: true }), { ttlMs: USER_CACHE_MS });
export const rolesQuery = createQuery(fetchRoles, { ttlMs: USER_CACHE_MS });
export const permissionsQuery = createQuery(fetchPermissions, { ttlMs: USER_CACHE_MS });
export const buttonsQuery = createQuery(fetchMyButtons, { ttlMs: BUTTONS_CACHE_MS });

/** Forgets every per-user cache (logout, 401, new login). */
export function clearUserCaches(): void {
  currentUserQuery.clear();
  rolesQuery.clear();
  permissionsQuery.clear();
  buttonsQuery.clear();
}
