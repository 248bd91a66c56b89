import { fetchPermissions, fetchRoles } from '../api/access';
import { fetchCurrentUser } from '../api/user';
import { createQuery } from '../query/query';

/** User cache lifetime from the spec (§9). */
export const USER_CACHE_MS = 300_000;

export const currentUserQuery = createQuery(() => fetchCurrentUser({ silent: true }), { ttlMs: USER_CACHE_MS });
export const rolesQuery = createQuery(() => fetchRoles(), { ttlMs: USER_CACHE_MS });
export const permissionsQuery = createQuery(() => fetchPermissions(), { ttlMs: USER_CACHE_MS });
