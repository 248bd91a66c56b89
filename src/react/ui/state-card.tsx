import { useId, type ReactNode, type Ref } from 'react';
import type { Message } from '../../core/locale/message';
import { Alert, Button } from './controls';
import { ArrowBackIcon } from './feature-icons';
import { NavLink } from './nav-link';
import { useI18n } from './use-i18n';

/** The link back to a page (§2 'Back to dashboard'); `className` gives the feature's button style. */
export function BackLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <NavLink to={to} className={`button ${className} back-link`} part="back">
      <ArrowBackIcon />
      {label}
    </NavLink>
  );
}

/** A card for one state of a page that replaces its content (an error, not found…): a heading and what follows. */
export function StateCard({
  className,
  part,
  title,
  children,
  level = 1,
  headingRef,
}: {
  className: string;
  part: string;
  title: string;
  children: ReactNode;
  level?: 1 | 2;
  /** For a card that takes focus from script (a pressed button now gone): its heading then gets tabindex -1. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card stack ${className}`} part={part} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** §8 a failed load: the title, its detail, Try Again when a retry can help, and the way back. */
export function ErrorCard({
  className,
  title,
  detail,
  retryLabel,
  onRetry,
  back,
}: {
  className: string;
  title: string;
  detail: Message;
  retryLabel: string;
  onRetry?: (() => void) | undefined;
  back: ReactNode;
}) {
  const { message } = useI18n();
  return (
    <StateCard className={className} part="error" title={title}>
      <Alert variant="danger">{message(detail)}</Alert>
      <div className="row">
        {onRetry && (
          <Button variant="primary" part="retry" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {back}
      </div>
    </StateCard>
  );
}
