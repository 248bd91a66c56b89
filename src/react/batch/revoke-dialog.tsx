import { useId, useState, type FormEvent } from 'react';
import type { BatchCertificate } from '../../core/api/verify';
import { REVOKE_REASON_MAX } from '../../core/api/schemas/verify';
import { revoke, validateReason } from '../../core/verify/revoke-store';
import { Button } from '../ui/controls';
import { TextAreaField } from '../ui/fields';
import { Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';

/**
 * Revoking one certificate (issue #34): the reason, required and capped, checked here before anything is sent; a
 * refusal keeps the dialog open with the server's words under the field; a revocation closes it.
 */
export function RevokeDialog({
  batchNo,
  certificate,
  onClose,
}: {
  batchNo: string;
  certificate: BatchCertificate;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const issue = validateReason(reason).reason;
    if (issue) return setError(t(issue));
    setBusy(true);
    void revoke(batchNo, certificate.certificate_no, reason).then((outcome) => {
      setBusy(false);
      if (outcome.ok) onClose();
      else if (outcome.reasonError) setError(outcome.reasonError);
    });
  };

  return (
    <Modal part="dialog" labelledBy={titleId} describedBy={noteId} onClose={onClose} dismissible={!busy}>
      <h2 id={titleId}>{t('verify.revoke.dialogTitle', { name: certificate.holder_name })}</h2>
      <p id={noteId} className="muted">
        {t('verify.revoke.dialogNote')}
      </p>
      <form className="stack" noValidate onSubmit={submit}>
        <TextAreaField
          label={`${t('verify.revoke.reasonLabel')} (${t('common.required')})`}
          name="reason"
          required
          aria-required="true"
          maxLength={REVOKE_REASON_MAX}
          rows={3}
          value={reason}
          readOnly={busy}
          error={error}
          onValue={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        <div className="dialog-actions">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('verify.revoke.cancel')}
          </Button>
          <Button type="submit" data-action="revoke" busy={busy}>
            {busy ? t('verify.revoke.revoking') : t('verify.revoke.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
