import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Spinner } from './controls';
import { useI18n } from './use-i18n';

/** Catches a lazy part's failed load, so the page around it stays. */
class PartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A part whose code (or words) could not be fetched: the network message and Try Again, in the common words. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="stack">
      <Alert variant="danger">{t('errors.network')}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </div>
  );
}

function PartLoading() {
  const { t } = useI18n();
  return <Spinner label={t('common.loading')} />;
}

/**
 * A component of a lazy chunk, fetched when first rendered: a spinner while it loads (or nothing, `quiet`, or what
 * `placeholder` draws from the props); a failed load (offline) shows the network message with Try Again, which
 * fetches the chunk afresh (React keeps a failed lazy component failed).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { quiet = false, placeholder }: { quiet?: boolean; placeholder?: (props: P) => ReactNode } = {},
): (props: P) => ReactNode {
  const still = quiet ? null : <PartLoading />;
  const make = () => lazy(() => load().then((part) => ({ default: part })));
  let current = make();
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState({ Part: current, key: 0 });
    const retry = () => {
      current = make();
      setAttempt({ Part: current, key: attempt.key + 1 });
    };
    const { Part } = attempt;
    return (
      <PartBoundary key={attempt.key} fallback={<PartFailed onRetry={retry} />}>
        <Suspense fallback={placeholder ? placeholder(props) : still}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
