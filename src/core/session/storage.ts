import { persistentAtom } from '@nanostores/persistent';
import type { User } from '../api/schemas/user';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS };

/** Empty values remove the key rather than storing '' or 'null', so signed-out means absent keys. */
function json<T>(fallback: T) {
  return {
    encode: (value: T) =>
      value === null || (Array.isArray(value) && value.length === 0) ? undefined : JSON.stringify(value),
    decode: (text: string): T => {
      try {
        return JSON.parse(text) as T;
      } catch {
        return fallback;
      }
    },
  };
}

/** Raw bearer token; empty string means signed out. */
export const $token = persistentAtom<string>(STORAGE_KEYS.token, '', {
  encode: (value) => value || undefined,
  decode: (value) => value,
});
export const $storedUser = persistentAtom<User | null>(STORAGE_KEYS.user, null, json<User | null>(null));
export const $roles = persistentAtom<string[]>(STORAGE_KEYS.roles, [], json<string[]>([]));
export const $permissions = persistentAtom<string[]>(STORAGE_KEYS.permissions, [], json<string[]>([]));

/** Drops every stored session key (token, user, roles, permissions). */
export function clearStoredSession(): void {
  $token.set('');
  $storedUser.set(null);
  $roles.set([]);
  $permissions.set([]);
}
