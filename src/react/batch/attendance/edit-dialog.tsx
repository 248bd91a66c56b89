import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AttendanceDetail, AttendanceRow, AttendanceStatus } from '../../../core/api/schemas/batch';
import { toEditableEntries, type EditableEntry } from '../../../core/batch/attendance-entries';
import { formatDateOnly } from '../../../core/dashboard/schedule';
import { localDigits } from '../../../core/locale/numbers';
import {
  attendanceDetailStore,
  attendanceFailure,
  EDIT_SUCCESS_MS,
  saveAttendanceEdit,
} from '../../../core/batch/attendance-store';
import { isEditValid, validateAttendanceEdit } from '../../../core/batch/attendance-validation';
import type { LectureRef } from '../../../core/batch/requests';
import { Alert, Button, Spinner } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';
import { useQueryState } from '../../ui/use-query-state';
import { Modal } from '../../ui/modal';
import { EntriesEditor } from './entries-editor';
import { EntryLog } from './entry-log';
import { CommentsField, Detail, StatusField } from './form-fields';

interface DialogProps {
  lecture: LectureRef;
  row: AttendanceRow;
  /** View: the same dialog with nothing editable. */
  readOnly: boolean;
  onClose: () => void;
}

/** §4 the edit (or view) dialog of one record: loads its detail, then the form. */
export function EditDialog({ lecture, row, readOnly, onClose }: DialogProps) {
  const { t, message, locale } = useI18n();
  const titleId = useId();
  const store = attendanceDetailStore(lecture.batchId, row.record_id);
  const state = useQueryState(store);
  const [saving, setSaving] = useState(false);
  // A save clears the cached details: the form (and its success state) stays on the detail it opened with.
  const opened = useRef(state.data);
  opened.current ??= state.data;
  const detail = opened.current;

  let body;
  if (detail) {
    body = (
      <EditForm
        lecture={lecture}
        row={row}
        detail={detail}
        readOnly={readOnly}
        onSaving={setSaving}
        onClose={onClose}
      />
    );
  } else if (state.status === 'error') {
    body = (
      <div className="stack">
        <Alert variant="danger" title={t('batch.attendance.edit.loadFailed')}>
          {message(attendanceFailure(state.error))}
        </Alert>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('batch.attendance.edit.close')}
          </Button>
          <Button onClick={() => void store.load({ force: true })}>{t('batch.attendance.retry')}</Button>
        </div>
      </div>
    );
  } else {
    body = <Spinner label={t('batch.attendance.edit.loading')} />;
  }

  return (
    <Modal
      part="dialog"
      labelledBy={titleId}
      onClose={onClose}
      dismissible={!saving}
      className="attendance-dialog edit-dialog"
    >
      <div>
        <h2 id={titleId}>{t(readOnly ? 'batch.attendance.edit.viewTitle' : 'batch.attendance.edit.title')}</h2>
        <p className="muted">
          <bdi>{row.user_name}</bdi>
          {detail?.date ? ` · ${formatDateOnly(detail.date, locale)}` : ''}
        </p>
      </div>
      {body}
    </Modal>
  );
}

/** The form over a loaded detail: status, comments (required, ≤ 200), entries; validated on change. */
function EditForm({
  lecture,
  row,
  detail,
  readOnly,
  onSaving,
  onClose,
}: {
  lecture: LectureRef;
  row: AttendanceRow;
  detail: AttendanceDetail;
  readOnly: boolean;
  onSaving: (saving: boolean) => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState(detail.attendance_status ?? '');
  const [comments, setComments] = useState(detail.update_comments ?? '');
  const [entries, setEntries] = useState<readonly EditableEntry[]>(() => toEditableEntries(detail.attendance_entries));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const issues = validateAttendanceEdit({ status, update_comments: comments, entries });
  const show = touched && !readOnly;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, EDIT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setTouched(true);
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!isEditValid(issues) || saving) return;
    setSaving(true);
    onSaving(true);
    const outcome = await saveAttendanceEdit(lecture, {
      attendanceId: detail.attendance_id,
      status: status as AttendanceStatus,
      comments,
      entries,
      lastEntryType: detail.last_entry_type ?? null,
    });
    setSaving(false);
    onSaving(false);
    if (outcome.ok) setSaved(true);
  };

  if (saved) return <Alert variant="success">{t('batch.attendance.edit.saved')}</Alert>;

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <dl className="detail-list">
        <Detail term={t('batch.attendance.table.type')}>{detail.attendance_type_lbl?.label}</Detail>
        <Detail term={t('batch.attendance.edit.present')}>
          {localDigits(detail.total_time_present ?? '', locale)}
        </Detail>
        <Detail term={t('batch.attendance.edit.breakTime')}>
          {localDigits(detail.total_break_time ?? '', locale)}
        </Detail>
        <Detail term={t('batch.attendance.edit.createdBy')}>{detail.created_by_name}</Detail>
        <Detail term={t('batch.attendance.edit.reviewedBy')}>{detail.reviewed_by_name}</Detail>
      </dl>
      <StatusField
        label={t('batch.attendance.edit.status')}
        placeholder={t('batch.attendance.edit.selectStatus')}
        value={status}
        disabled={readOnly || saving}
        error={show && issues.fields.status ? t(issues.fields.status) : undefined}
        onValue={change(setStatus)}
      />
      <CommentsField
        label={t('batch.attendance.edit.comments')}
        value={comments}
        required
        readOnly={readOnly || saving}
        error={show && issues.fields.update_comments ? t(issues.fields.update_comments) : undefined}
        onValue={change(setComments)}
      />
      <EntriesEditor
        entries={entries}
        issues={show ? issues.entries : []}
        readOnly={readOnly || saving}
        onEntries={change(setEntries)}
      />
      {/* §7 attendance/update takes no entries, only the type derived from them: say so where they are edited. */}
      {!readOnly && <p className="muted entries-note">{t('batch.attendance.edit.entriesNote')}</p>}
      {readOnly && <EntryLog batchId={lecture.batchId} recordId={row.record_id} row={row} />}
      <div className="dialog-actions">
        <Button variant="secondary" disabled={saving} onClick={onClose}>
          {t(readOnly ? 'batch.attendance.edit.close' : 'batch.attendance.edit.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" busy={saving}>
            {saving ? t('batch.attendance.edit.saving') : t('batch.attendance.edit.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
