import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './controls';
import { AlertIcon } from './icons';
import { useI18n } from './use-i18n';

function FallbackScreen() {
  const { t } = useI18n();
  return (
    <div className="card fallback stack" role="alert" part="fallback">
      <AlertIcon width={40} height={40} style={{ margin: '0 auto', color: 'var(--academy-error-main)' }} />
      <h2>{t('fallback.title')}</h2>
      <p className="muted">{t('fallback.message')}</p>
      <div><Button onClick={() => location.reload()}>{t('fallback.refresh')}</Button></div>
    </div>
  );
}

/** The fallback error screen (§2): a render crash shows it instead of a blank element. */
export class ErrorBoundary extends Component<{ children: ReactNode; onError?: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[academy] render failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <FallbackScreen /> : this.props.children;
  }
}
