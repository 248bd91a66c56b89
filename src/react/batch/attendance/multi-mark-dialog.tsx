import { type FormEvent, useId, useState } from 'react';
import type { AttendanceStatus } from '../../../core/api/schemas/batch';
import { markSelected } from '../../../core/batch/attendance-store';
import { canSubmitMultiMark, validateMultiMark } from '../../../core/batch/attendance-validation';
import type { LectureRef } from '../../../core/batch/requests';
import { Alert, Button } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';
import { Modal } from '../../ui/modal';
import { CommentsField, StatusField } from './form-fields';

/**
 * §2/§5 the multi-mark dialog: one status (required) and comments (≤ 200) for every selected record; 'No records
 * selected' when there are none; submit disabled while loading, with no records or invalid. Saved → the selection
 * clears, the table reloads (the store) and the dialog closes.
 */
export function MultiMarkDialog({
  lecture,
  selectedIds,
  onDone,
  onClose,
}: {
  lecture: LectureRef;
  selectedIds: readonly string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const [status, setStatus] = useState('');
  const [comments, setComments] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const input = { status, update_comments: comments, selectedIds };
  const issues = validateMultiMark(input);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmitMultiMark(input, saving)) return;
    setSaving(true);
    const outcome = await markSelected(lecture, selectedIds, status as AttendanceStatus, comments);
    setSaving(false);
    if (!outcome.ok) return;
    onDone();
    onClose();
  };

  return (
    <Modal part="dialog" labelledBy={titleId} onClose={onClose} dismissible={!saving} className="attendance-dialog">
      <h2 id={titleId}>{t('batch.attendance.multi.title')}</h2>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        {issues.records ? (
          <Alert variant="warning">{t(issues.records)}</Alert>
        ) : (
          <p className="muted" role="status">
            {t('batch.attendance.multi.selected', { count: selectedIds.length })}
          </p>
        )}
        <StatusField
          label={t('batch.attendance.multi.status')}
          placeholder={t('batch.attendance.multi.selectStatus')}
          value={status}
          error={touched && issues.status ? t(issues.status) : undefined}
          disabled={saving}
          onValue={(value) => {
            setStatus(value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        <CommentsField
          label={t('batch.attendance.multi.comments')}
          value={comments}
          readOnly={saving}
          error={issues.update_comments ? t(issues.update_comments) : undefined}
          onValue={setComments}
        />
        <div className="dialog-actions">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            {t('batch.attendance.multi.cancel')}
          </Button>
          <Button type="submit" busy={saving} disabled={!canSubmitMultiMark(input, false)}>
            {saving ? t('batch.attendance.multi.submitting') : t('batch.attendance.multi.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
