import { useId, useRef, useState, type FormEvent } from 'react';
import { localDigits } from '../../core/locale/numbers';
import { setValidity } from '../../core/verify/validity-store';
import { validateValidity, validityOf } from '../../core/verify/validity';
import { Alert, Button, CheckboxField, TextField } from '../ui/controls';
import { focusField } from '../ui/form-state';
import { Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';

/**
 * Editing how long the course's certificates stay valid (issue #34): whole months, or "never expires" (which sets the
 * months aside). Checked here before sending; the server's refusal shows under the field, a failure above the buttons
 * with Save as the retry; a save closes the dialog (focus goes back to Edit).
 */
export function ValidityDialog({
  batchNo,
  months: current,
  onClose,
}: {
  batchNo: string;
  months: number | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const noteId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [months, setMonths] = useState(current === null ? '' : localDigits(String(current), locale));
  const [never, setNever] = useState(current === null);
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const issue = validateValidity({ months, never }).months;
    if (issue) {
      setError(t(issue));
      return focusField(form.current, 'months');
    }
    setBusy(true);
    setFailed(false);
    void setValidity(batchNo, validityOf({ months, never })).then((outcome) => {
      setBusy(false);
      if (outcome.kind === 'saved') return onClose();
      if (outcome.kind === 'refused') {
        setError(outcome.monthsError);
        focusField(form.current, 'months');
      } else setFailed(true);
    });
  };

  return (
    <Modal
      part="dialog validity-dialog"
      labelledBy={titleId}
      describedBy={noteId}
      onClose={onClose}
      dismissible={!busy}
    >
      <h2 id={titleId}>{t('verify.validity.dialogTitle')}</h2>
      <p id={noteId} className="muted">
        {t('verify.validity.dialogNote')}
      </p>
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          label={t('verify.validity.monthsLabel')}
          name="months"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={months}
          disabled={never}
          readOnly={busy}
          aria-required={!never}
          error={never ? undefined : error}
          onValue={(value) => {
            setMonths(value);
            setError(undefined);
          }}
        />
        <CheckboxField
          name="never"
          label={t('verify.validity.neverLabel')}
          checked={never}
          onChecked={(value) => {
            if (busy) return;
            setNever(value);
            setError(undefined);
          }}
        />
        {failed && <Alert variant="danger">{t('verify.validity.failed')}</Alert>}
        <div className="dialog-actions">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('verify.validity.cancel')}
          </Button>
          <Button type="submit" data-action="save-validity" busy={busy}>
            {busy ? t('verify.validity.saving') : t('verify.validity.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
