import { useStore } from '@nanostores/react';
import type { AttendanceRow } from '../../../core/api/schemas/batch';
import { TIME_STYLE } from '../../../core/locale/dates';
import { attendanceDetailStore, attendanceFailure } from '../../../core/batch/attendance-store';
import { Button, Spinner } from '../../ui/controls';
import { useFormatDate } from '../../ui/use-format-date';
import { useI18n } from '../../ui/use-i18n';
import { entryTypeLabel } from './labels';
import { ScanList } from './scan-list';

/** §2 the expander's entry log of one record, read from attendance/get/with/entries; then the row's scans with their method, place and flags. */
export function EntryLog({ batchId, recordId, row }: { batchId: string; recordId: string; row: AttendanceRow }) {
  const { t, message } = useI18n();
  const formatDate = useFormatDate();
  // Entry times come as ISO date-times (shown as a local time) or as a clock time already.
  const time = (value: string | null | undefined) =>
    value && !Number.isNaN(Date.parse(value)) ? formatDate(value, TIME_STYLE) : (value ?? '');
  const store = attendanceDetailStore(batchId, recordId);
  const state = useStore(store);
  if (!state.data) {
    if (state.status === 'error') {
      return (
        <div className="entry-log" role="alert">
          <p>{message(attendanceFailure(state.error))}</p>
          <Button variant="secondary" onClick={() => void store.load({ force: true })}>
            {t('batch.attendance.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="entry-log">
        <Spinner label={t('batch.attendance.edit.loading')} />
      </div>
    );
  }
  const entries = state.data.attendance_entries_data;
  return (
    <div className="entry-log">
      <strong>{t('batch.attendance.log.title')}</strong>
      {entries.length === 0 ? (
        <p className="muted">{t('batch.attendance.log.empty')}</p>
      ) : (
        <ol className="entry-log-list">
          {entries.map((entry, index) => (
            <li key={index} data-deleted={entry.is_deleted || undefined}>
              <bdi>{time(entry.attendance_entry_time)}</bdi>
              <span>{entryTypeLabel(t, entry.attendance_entry_type)}</span>
              {entry.attendance_entry_status_lbl?.label && (
                <span className="badge">{entry.attendance_entry_status_lbl.label}</span>
              )}
              {entry.attendance_entry_created_by_name && (
                <bdi className="muted">{entry.attendance_entry_created_by_name}</bdi>
              )}
              {entry.is_deleted && <span className="badge">{t('batch.attendance.log.deleted')}</span>}
            </li>
          ))}
        </ol>
      )}
      <ScanList row={row} />
    </div>
  );
}
