import { useStore } from '@nanostores/react';
import type { Scanner } from '../../core/scanner/scanner-store';
import { AlertIcon, CheckCircleIcon } from '../ui/icons';
import { SanitizedHtml } from '../ui/sanitized-html';
import { useI18n } from '../ui/use-i18n';

/**
 * §2 under the camera: the inline error panel (the server's message through the one sanitiser) and the
 * progress / success panel. The live region stays mounted so each change is announced.
 */
export function SubmitPanels({ scanner }: { scanner: Scanner }) {
  const { t, message } = useI18n();
  const submit = useStore(scanner.$submit);
  return (
    <>
      {submit.phase === 'error' && (
        <div className="alert alert-danger submit-panel" part="error-panel" role="alert">
          <AlertIcon />
          <div>
            <strong>{t('scanner.progress.errorTitle')}</strong>
            {submit.html ? <SanitizedHtml className="panel-html" dir="auto" html={submit.html} /> : <p>{message(submit.message)}</p>}
          </div>
        </div>
      )}
      <div className="submit-status" role="status" aria-live="polite">
        {submit.phase === 'submitting' && (
          <div className="alert alert-primary submit-panel" part="progress-panel" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            <p>{t('scanner.progress.submitting')}</p>
          </div>
        )}
        {submit.phase === 'success' && (
          <div className="alert alert-success submit-panel" part="success-panel" data-call={submit.call}>
            <CheckCircleIcon />
            <div>
              <strong>{t('scanner.progress.successTitle')}</strong>
              <p dir="auto">{message(submit.message)}</p>
              {submit.call === 'scan' && <p className="muted">{t('scanner.progress.resetNote')}</p>}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
