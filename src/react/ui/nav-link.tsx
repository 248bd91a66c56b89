import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useElement } from './element-context';

/** A plain primary click, not yet handled, with no modifier key: one the element may turn into navigation. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A real link (href, middle-click, copy) whose plain click becomes an `academy-navigate` request,
 * so the host page's router decides how to move.
 */
export function NavLink({
  to,
  replace,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean }) {
  const element = useElement();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    element.navigate(to, { replace });
  };
  return <a href={to} onClick={handle} {...rest} />;
}
