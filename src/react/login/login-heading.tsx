import { useEffect, useRef, type ReactNode } from 'react';
import { useLoginRoute } from './login-route';

/**
 * A screen's title and lead text. After the element moved to this screen itself (or when `focus` is set,
 * e.g. a result replacing a form) the title takes focus, so keyboard and screen-reader users land on it.
 */
export function LoginHeading({ title, children, focus }: { title: string; children?: ReactNode; focus?: boolean }) {
  const { moved } = useLoginRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  const shouldFocus = focus || moved;
  useEffect(() => {
    if (shouldFocus) heading.current?.focus({ preventScroll: false });
  }, [shouldFocus]);
  return (
    <header className="login-heading">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {typeof children === 'string' ? <p className="muted">{children}</p> : children}
    </header>
  );
}
