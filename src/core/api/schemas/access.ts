import { NameList } from './common';

/** GET roles/current answer: role names as stored (any casing). */
export const RoleList = NameList;

/** GET permissions/current answer: permission names. */
export const PermissionList = NameList;
