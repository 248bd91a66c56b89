import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from './use-i18n';

/** Plain markup on purpose: the fallback ships in every element, so it avoids the form-controls kit. */
function FallbackScreen() {
  const { t } = useI18n();
  return (
    <div className="card fallback stack" role="alert" part="fallback">
      <h2>{t('fallback.title')}</h2>
      <p className="muted">{t('fallback.message')}</p>
      <div>
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
          {t('fallback.refresh')}
        </button>
      </div>
    </div>
  );
}

/** The fallback error screen (§2): a render crash shows it instead of a blank element. */
export class ErrorBoundary extends Component<
  { children: ReactNode; onError?: (error: Error) => void },
  { failed: boolean }
> {
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
