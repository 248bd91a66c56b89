import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick, NavLink } from '../ui/nav-link';
import { useLoginRoute } from './login-route';

/**
 * A NavLink between sign-in screens: a plain click asks the host to navigate and, when the host leaves the
 * event alone, switches the element's own view, so a page holding only `<academy-login>` still works.
 */
export function LoginLink({
  to,
  replace,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  const { go } = useLoginRoute();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(to, { replace });
  };
  return <NavLink to={to} replace={replace} onClick={handle} {...rest} />;
}
