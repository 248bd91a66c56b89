import { useEffect, useRef, useState } from 'react';
import { fetchCertificatePdf } from '../../core/api/exam-certificate';
import { $brand } from '../../core/brand/brand-store';
import { saveBlob } from '../../core/dom/save-blob';
import { certificateState } from '../../core/exam/exam-result';
import { examFailure, genericFailure } from '../../core/exam/exam-failure';
import { examPath } from '../../core/exam/exam-paths';
import type { Message } from '../../core/locale/message';
import type { ExamResult } from '../../core/api/schemas/exam-result';
import { Alert, Button } from '../ui/controls';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';

type Download = { status: 'idle' | 'busy' | 'done' } | { status: 'failed'; detail: Message };

/** Why a download failed, in the catalogue's words (§8; #29: never the server's raw text). */
function downloadFailure(error: unknown): Message {
  return examFailure(error, genericFailure(error));
}

/** Download button for the PDF: busy while it is made, an alert (with the fallback link when there is one) on failure. */
function CertificateDownload({
  certificateNo,
  fileName,
  fallbackUrl,
}: {
  certificateNo: string;
  fileName: string;
  fallbackUrl: string | null;
}) {
  const { t, message } = useI18n();
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  const host = useRef<HTMLDivElement>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    pending.current = controller;
    setDownload({ status: 'busy' });
    try {
      const blob = await fetchCertificatePdf(certificateNo, $brand.get().id, controller.signal);
      if (host.current) saveBlob(blob, fileName, host.current);
      setDownload({ status: 'done' });
    } catch (error) {
      if (!controller.signal.aborted) setDownload({ status: 'failed', detail: downloadFailure(error) });
    }
  }

  const busy = download.status === 'busy';
  return (
    <div className="stack" ref={host}>
      <Button variant="primary" part="download" busy={busy} onClick={() => void start()}>
        {busy ? t('exam.result.downloading') : t('exam.result.download')}
      </Button>
      <p className="muted" role="status" part="download-status">
        {download.status === 'done' ? t('exam.result.downloaded') : ''}
      </p>
      {download.status === 'failed' && (
        <div part="download-error">
          <Alert variant="danger" title={t('exam.result.downloadFailed')}>
            <p dir="auto">{message(download.detail)}</p>
            {fallbackUrl && (
              <a
                href={fallbackUrl}
                part="download-fallback"
                target="_blank"
                rel="noopener noreferrer"
                download={fileName}
              >
                {t('exam.result.fallbackLink')}
              </a>
            )}
          </Alert>
        </div>
      )}
    </div>
  );
}

/** §4 the certificate section, on Pass only: feedback first, the e-mail notice, or the PDF (named by its number). */
export function CertificateSection({ examNo, result }: { examNo: string; result: ExamResult }) {
  const { t } = useI18n();
  const state = certificateState(result);
  if (state.kind === 'hidden') return null;
  return (
    <section className="card stack" part="certificate" data-state={state.kind} aria-labelledby="exam-certificate">
      <h2 id="exam-certificate">{t('exam.result.certificate')}</h2>
      {state.kind === 'feedback-first' && (
        <>
          <p>{t('exam.result.feedbackFirst')}</p>
          <NavLink to={examPath(examNo, 'feedback')} className="button button-primary" part="give-feedback">
            {t('exam.result.giveFeedback')}
          </NavLink>
        </>
      )}
      {state.kind === 'email-notice' && <p>{t('exam.result.emailNotice')}</p>}
      {state.kind === 'download' && (
        <>
          <p dir="auto">{t('exam.result.certificateNo', { no: state.certificateNo })}</p>
          <CertificateDownload
            certificateNo={state.certificateNo}
            fileName={state.fileName}
            fallbackUrl={state.fallbackUrl}
          />
        </>
      )}
    </section>
  );
}
