import { createContext, useContext } from 'react';

/** Where the current sign-in screen is (its path and query) and how it moves to another screen. */
export interface LoginRoute {
  pathname: string;
  query: URLSearchParams;
  /** True once the element switched screens itself (the new screen's title then takes focus). */
  moved: boolean;
  /** Asks the host to navigate; when nobody handles it and the path is a sign-in screen, switches to it here. */
  go: (path: string, options?: { replace?: boolean }) => void;
  /** After a sign-in no host routed: shows the signed-in state, whose "Continue" leads to `continueTo`. */
  signedIn: (continueTo: string) => void;
}

export const LoginRouteContext = createContext<LoginRoute | null>(null);

export function useLoginRoute(): LoginRoute {
  const route = useContext(LoginRouteContext);
  if (!route) throw new Error('useLoginRoute() outside <LoginFeature>');
  return route;
}
