import { useId, useState, type FormEvent } from 'react';
import { ALLOWANCE_MINUTES_MAX } from '../../core/api/schemas/exam-allowances';
import {
  issueMessage,
  isNoAllowance,
  MULTIPLIER_CHOICES,
  multiplierText,
  NO_ALLOWANCE,
  validateAllowance,
  type AllowanceIssueKey,
  type AllowanceIssues,
  type AllowanceTerms,
} from '../../core/batch/allowance';
import { saveAllowance } from '../../core/batch/allowance-store';
import { localDigits } from '../../core/locale/numbers';
import { Alert, Button, TextField } from '../ui/controls';
import { SelectField } from '../ui/fields';
import { Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';

/** The learner the dialog is about. */
export interface AllowanceLearner {
  id: string;
  name: string;
}

/**
 * Extra time (#33) for one learner: a multiplier (×1 to ×3) and whole minutes (0–240), checked here with the
 * dictionary's words before anything is sent; Save, Remove (×1 and 0, when there is one) and Cancel. A refusal keeps
 * the dialog open with its fields' messages (Save tries again); a save closes it (focus back on its button).
 */
export function AllowanceDialog({
  batchNo,
  learner,
  current,
  onClose,
}: {
  batchNo: string;
  learner: AllowanceLearner;
  current: AllowanceTerms | undefined;
  onClose: () => void;
}) {
  const { t, message, locale } = useI18n();
  const titleId = useId();
  const noteId = useId();
  const start = current ?? NO_ALLOWANCE;
  const [multiplier, setMultiplier] = useState(String(start.multiplier));
  const [minutes, setMinutes] = useState(localDigits(String(start.extra_minutes), locale));
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<AllowanceIssues>({});
  const [saving, setSaving] = useState(false);
  const checks = validateAllowance({ multiplier, minutes });
  const issues: AllowanceIssues = checked ? { ...refused, ...checks.issues } : refused;
  // A multiplier set some other way (the API takes any value in range) stays offered.
  const choices = MULTIPLIER_CHOICES.includes(start.multiplier)
    ? MULTIPLIER_CHOICES
    : [...MULTIPLIER_CHOICES, start.multiplier].sort((a, b) => a - b);
  const words = (key: AllowanceIssueKey | undefined) => (key ? message(issueMessage(key)) : undefined);

  const send = async (terms: AllowanceTerms) => {
    setSaving(true);
    setRefused({});
    const outcome = await saveAllowance(batchNo, learner, terms);
    setSaving(false);
    if (outcome.ok) onClose();
    else setRefused(outcome.issues);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (checks.terms && !saving) void send(checks.terms);
  };

  return (
    <Modal
      part="dialog"
      labelledBy={titleId}
      describedBy={noteId}
      onClose={onClose}
      dismissible={!saving}
      className="allowance-dialog"
    >
      <h2 id={titleId}>{t('batch.allowance.title', { name: learner.name })}</h2>
      <p id={noteId} className="muted">
        {t('batch.allowance.applies')}
      </p>
      <form className="stack" noValidate onSubmit={submit}>
        <SelectField
          label={t('batch.allowance.multiplierLabel')}
          name="multiplier"
          value={multiplier}
          disabled={saving}
          error={words(issues.multiplier)}
          onValue={(value) => {
            setMultiplier(value);
            setRefused({});
          }}
        >
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {multiplierText(choice, locale)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('batch.allowance.minutesLabel', { min: 0, max: ALLOWANCE_MINUTES_MAX })}
          name="extra_minutes"
          inputMode="numeric"
          autoComplete="off"
          value={minutes}
          readOnly={saving}
          error={words(issues.extra_minutes)}
          onValue={(value) => {
            setMinutes(value);
            setRefused({});
          }}
        />
        {issues.form && <Alert variant="danger">{words(issues.form)}</Alert>}
        <div className="dialog-actions">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {t('batch.allowance.cancel')}
          </Button>
          {current && !isNoAllowance(current) && (
            <Button variant="secondary" data-action="remove" disabled={saving} onClick={() => void send(NO_ALLOWANCE)}>
              {t('batch.allowance.remove')}
            </Button>
          )}
          <Button type="submit" data-action="save" busy={saving}>
            {saving ? t('batch.allowance.saving') : t('batch.allowance.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
