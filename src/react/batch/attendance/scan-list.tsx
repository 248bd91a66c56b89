import type { AttendanceRow } from '../../../core/api/schemas/batch';
import { TIME_STYLE } from '../../../core/locale/dates';
import { scanDirection, scansOf } from '../../../core/batch/attendance-scans';
import { knownFlags } from '../../../core/qr/scan-facts';
import { ScanNote } from '../../ui/scan-note';
import { useFormatDate } from '../../ui/use-format-date';
import { useI18n } from '../../ui/use-i18n';
import { useScanTexts } from '../../ui/use-scan-texts';

/** The record's scans (from the table row): when, in or out, how, where, and what was flagged. */
export function ScanList({ row }: { row: Pick<AttendanceRow, 'attendance_entries'> }) {
  const { t } = useI18n();
  const formatDate = useFormatDate();
  const texts = useScanTexts();
  const scans = scansOf(row);
  if (scans.length === 0) return null;
  const time = (value: string | null | undefined) =>
    value && !Number.isNaN(Date.parse(value)) ? formatDate(value, TIME_STYLE) : (value ?? '');
  return (
    <div className="scan-list" part="scan-list">
      <strong>{t('batch.attendance.scans.title')}</strong>
      <ol className="entry-log-list">
        {scans.map((scan, index) => {
          const direction = scanDirection(scan.type);
          const flagged = knownFlags(scan.flags).length > 0;
          return (
            <li key={index} className={flagged ? 'flagged' : undefined} part="scan" data-flagged={flagged || undefined}>
              <bdi>{time(scan.processed_time ?? scan.marked_at)}</bdi>
              <span>{direction ? t(`batch.attendance.scans.${direction}`) : (scan.type ?? '')}</span>
              <ScanNote texts={texts(scan)} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
