import { request } from '../http/client';
import { UserSchema, type User } from './schemas/user';

export { UserSchema, type User };

/** GET user/current — also validates a stored token. */
export function fetchCurrentUser(options: { silent?: boolean; token?: string } = {}): Promise<User> {
  return request('GET', 'user/current', { schema: UserSchema, silent: options.silent, token: options.token });
}
