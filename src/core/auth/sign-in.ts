import { postLogin, type LoginInput } from '../api/auth';
import type { User } from '../api/user';
import { emit, pageTarget } from '../events/emit';
import { clearUserCaches } from '../session/queries';
import { endSession, markSessionLoaded, refreshSession } from '../session/session';
import { $storedUser, $token } from '../session/storage';

/** Signs in (§4): stores the token, then loads user, roles and permissions before announcing `academy-login`. */
export async function login(input: LoginInput, from: EventTarget | null = pageTarget()): Promise<User | null> {
  const { token, user } = await postLogin(input);
  clearUserCaches();
  $token.set(token);
  if (user) $storedUser.set(user);
  try {
    await refreshSession({ force: true });
  } catch (error) {
    // Signed in only when user, roles and permissions loaded: never leave a half session behind.
    endSession();
    throw error;
  } finally {
    markSessionLoaded();
  }
  const signedIn = $storedUser.get();
  if (from) emit(from, 'academy-login', { user: signedIn });
  return signedIn;
}
