import { request } from '../http/client';
import { PermissionList, RoleList } from './schemas/access';

/** GET roles/current — role names as stored (any casing). */
export function fetchRoles(options: { token?: string } = {}): Promise<string[]> {
  return request('GET', 'roles/current', { schema: RoleList, silent: true, token: options.token });
}

/** GET permissions/current — permission names (never shown to the user). */
export function fetchPermissions(options: { token?: string } = {}): Promise<string[]> {
  return request('GET', 'permissions/current', { schema: PermissionList, silent: true, token: options.token });
}
