import { useEffect } from 'react';
import { currentPath } from '../../core/navigation/navigate';
import { isSignInPage, rememberLocation } from '../../core/navigation/return-to';
import { useElement } from './element-context';
import { useSession } from './use-session';

const LOGIN_PATH = '/auth/login';

/**
 * §2 route guard for a feature that needs a signed-in user: a guest is sent to /auth/login (replacing the entry)
 * with this location remembered. Returns the session and whether the visitor is a guest being sent away.
 */
export function useSignInRedirect() {
  const { navigate } = useElement();
  const session = useSession();
  const guest = !session.isLoading && !session.user;
  useEffect(() => {
    // Inside the shell (or a routed host) the guard may have moved already; one redirect is enough.
    if (!guest || isSignInPage(location.pathname)) return;
    rememberLocation(currentPath());
    navigate(LOGIN_PATH, { replace: true });
  }, [guest, navigate]);
  return { session, guest };
}
