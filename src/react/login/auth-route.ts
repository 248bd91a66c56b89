import { createContext, useContext } from 'react';

/** Where the current auth screen is (its path and query) and how it moves to another screen. */
export interface AuthRoute {
  pathname: string;
  query: URLSearchParams;
  /** True once the element switched screens itself (the new screen's title then takes focus). */
  moved: boolean;
  /** Asks the host to navigate; when nobody handles it and the path is an auth screen, switches to it here. */
  go: (path: string, options?: { replace?: boolean }) => void;
  /** After a sign-in no host routed: shows the signed-in state, whose "Continue" leads to `continueTo`. */
  signedIn: (continueTo: string) => void;
}

export const AuthRouteContext = createContext<AuthRoute | null>(null);

export function useAuthRoute(): AuthRoute {
  const route = useContext(AuthRouteContext);
  if (!route) throw new Error('useAuthRoute() outside <LoginFeature>');
  return route;
}
