import { request } from '../http/client';
import { NameList } from './common';

/** GET roles/current — role names as stored (any casing). */
export function fetchRoles(): Promise<string[]> {
  return request('GET', 'roles/current', { schema: NameList, silent: true });
}

/** GET permissions/current — permission names (never shown to the user). */
export function fetchPermissions(): Promise<string[]> {
  return request('GET', 'permissions/current', { schema: NameList, silent: true });
}
