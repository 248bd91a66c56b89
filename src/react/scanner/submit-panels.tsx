import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Scanner } from '../../core/scanner/scanner-store';
import { AlertIcon, CheckCircleIcon } from '../ui/icons';
import { CloudOffIcon } from '../ui/feature-icons';
import { lazyPart } from '../ui/lazy-part';
import { useI18n } from '../ui/use-i18n';

/** The sanitiser (DOMPurify, 11 KB gzip) in a chunk of its own: only a server's error message needs it, never the first screen. */
const loadSanitizedHtml = () => import('../ui/sanitized-html').then((module) => module.SanitizedHtml);
/** Until it comes, the message's words: parsed in an inert document, which runs no script and fetches nothing. */
const plainText = ({ html, className }: { html: string; className?: string }) => (
  <div className={className} dir="auto">
    {new DOMParser().parseFromString(html, 'text/html').body.textContent}
  </div>
);
const SanitizedHtml = lazyPart(loadSanitizedHtml, { placeholder: plainText });

/**
 * §2 under the camera: the inline error panel (the server's message through the one sanitiser) and the
 * progress / success panel; beyond the spec, the offline panels (a scan kept, kept scans waiting or being sent).
 * The live region stays mounted so each change is announced.
 */
export function SubmitPanels({ scanner }: { scanner: Scanner }) {
  const { t, message } = useI18n();
  const submit = useStore(scanner.$submit);
  const offline = useStore(scanner.$offline);
  // Fetched while a call is under way, so a server's error shows whole the moment it comes.
  useEffect(() => {
    if (submit.phase === 'submitting') loadSanitizedHtml().catch(() => undefined);
  }, [submit.phase]);
  return (
    <>
      {submit.phase === 'error' && (
        <div className="alert alert-danger submit-panel" part="error-panel" role="alert">
          <AlertIcon />
          <div>
            <strong>{t('scanner.progress.errorTitle')}</strong>
            {submit.html ? (
              <SanitizedHtml className="panel-html" html={submit.html} />
            ) : (
              <p>{message(submit.message)}</p>
            )}
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
        {submit.phase === 'saved' && !offline.sending && (
          <div className="alert alert-warning submit-panel" part="saved-panel" data-call={submit.call}>
            <CloudOffIcon />
            <p>{t('scanner.offline.saved')}</p>
          </div>
        )}
        {offline.sending && (
          <div className="alert alert-primary submit-panel" part="offline-panel" data-state="sending" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            <p>{t('scanner.offline.sending')}</p>
          </div>
        )}
        {offline.pending > 0 && !offline.sending && submit.phase !== 'saved' && (
          <div className="alert alert-warning submit-panel" part="offline-panel" data-state="pending">
            <CloudOffIcon />
            <p>{t('scanner.offline.pending')}</p>
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
