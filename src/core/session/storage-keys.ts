/** localStorage keys, exactly as the spec names them. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  roles: 'user_roles',
  permissions: 'user_permissions',
  language: 'language',
} as const;
