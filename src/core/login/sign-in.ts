import { fetchPermissions, fetchRoles } from '../api/access';
import { postLogin, type LoginInput } from '../api/login';
import { fetchCurrentUser, type User } from '../api/user';
import { emit, pageTarget } from '../events/emit';
import { clearUserQueries } from '../query/query';
import { applySession, markSessionLoaded } from '../session/session';

/**
 * Signs in (§4): reads roles and permissions with the new token before storing anything, then stores the whole
 * session in one step and announces `academy-login`; the login answer's user is used as is when it has one.
 */
export async function login(input: LoginInput, from: EventTarget | null = pageTarget()): Promise<User> {
  try {
    const { token, user: answered } = await postLogin(input);
    const [user, roles, permissions] = await Promise.all([
      answered ?? fetchCurrentUser({ silent: true, token }),
      fetchRoles({ token }),
      fetchPermissions({ token }),
    ]);
    clearUserQueries();
    applySession({ token, user, roles, permissions });
    if (from) emit(from, 'academy-login', { user });
    return user;
  } finally {
    markSessionLoaded();
  }
}
