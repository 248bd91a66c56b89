import { useState } from 'react';
import { issueReady } from '../../core/verify/revoke-store';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/**
 * The batch's certificates waiting to be issued (#29 item 9, the trainer dashboard's "Process certificates"): how many,
 * what issuing prints, and Issue certificates (busy while it runs; the outcome is toasted and both lists read again).
 */
export function ReadyCertificates({ batchNo, count }: { batchNo: string; count: number }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <div className="card stack" part="certificates-ready" data-count={count}>
      <h3>{t('verify.ready.title')}</h3>
      <p>{t('verify.ready.body', { count })}</p>
      <div>
        <Button
          part="button button-primary issue-certificates"
          busy={busy}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void issueReady(batchNo).finally(() => setBusy(false));
          }}
        >
          {busy ? t('verify.ready.issuing') : t('verify.ready.issue')}
        </Button>
      </div>
    </div>
  );
}
