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
  // The switch's own value only while its call is out; otherwise the row decides (a table reload brings a new one).
  const [pending, setPending] = useState<boolean | null>(null);
  const value = pending ?? row.is_late === true;
  if (!canToggleLate(row))
    return <span data-late={value}>{value ? t('batch.attendance.late.yes') : t('batch.attendance.late.no')}</span>;

  const change = async (next: boolean) => {
    // One call at a time: a refusal then falls back to the row's value from before this change.
    if (pending !== null) return;
    setPending(next);
    await saveLate(row, next);
    setPending(null);
  };

  // aria-disabled rather than disabled while the call is out: a disabled control would drop the keyboard focus.
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={value}
        aria-busy={pending !== null || undefined}
        aria-disabled={pending !== null || undefined}
        aria-label={t('batch.attendance.late.toggle', { name: row.user_name })}
        onChange={(event) => void change(event.target.checked)}
      />
      <span aria-hidden="true">{value ? t('batch.attendance.late.yes') : t('batch.attendance.late.no')}</span>
    </label>
  );
}
