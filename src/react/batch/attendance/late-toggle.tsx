import { useState } from 'react';
import type { AttendanceRow } from '../../../core/api/schemas/batch';
import { saveLate } from '../../../core/batch/attendance-store';
import { canToggleLate } from '../../../core/batch/permissions';
import { useI18n } from '../../ui/use-i18n';

/**
 * §2/§4 the is-late switch: flips at once, then reverts when the server refuses (the store toasts why). Without the
 * row's can_mark_attendance or admin_mark_attendance it is plain Yes / No text.
 */
export function LateToggle({ row }: { row: AttendanceRow }) {
  const { t } = useI18n();
  const [value, setValue] = useState(row.is_late === true);
  const [busy, setBusy] = useState(false);
  if (!canToggleLate(row)) return <span data-late={value}>{value ? t('batch.attendance.late.yes') : t('batch.attendance.late.no')}</span>;

  const change = async (next: boolean) => {
    setValue(next);
    setBusy(true);
    const outcome = await saveLate(row, next);
    setBusy(false);
    if (!outcome.ok) setValue(!next);
  };

  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={value} aria-busy={busy || undefined} aria-label={t('batch.attendance.late.toggle', { name: row.user_name })}
        onChange={(event) => void change(event.target.checked)} />
      <span aria-hidden="true">{value ? t('batch.attendance.late.yes') : t('batch.attendance.late.no')}</span>
    </label>
  );
}
