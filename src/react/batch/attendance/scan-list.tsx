import { useCallback } from 'react';
import type { AttendanceRow } from '../../../core/api/schemas/batch';
import { TIME_STYLE } from '../../../core/locale/dates';
import { scanDirection, scansOf } from '../../../core/batch/attendance-scans';
import { knownFlags, scanMethod, scanPlace, type ScanFactsInput } from '../../../core/qr/scan-facts';
import { ScanNote, type ScanNoteTexts } from '../../ui/scan-note';
import { useI18n } from '../../ui/use-i18n';

/** A scan's facts in the page's language (batch strings). */
export function useBatchScanTexts(): (facts: ScanFactsInput) => ScanNoteTexts {
  const { t, locale } = useI18n();
  return useCallback(
    (facts) => {
      const method = scanMethod(facts.method);
      const place = scanPlace(facts, locale);
      return {
        method: method ? t(`batch.attendance.scans.method.${method}`) : null,
        place: place ? t(`batch.attendance.scans.${place.kind}`, place) : null,
        flags: knownFlags(facts.flags).map((flag) => ({ flag, text: t(`batch.attendance.scans.flags.${flag}`) })),
      };
    },
    [t, locale],
  );
}

/** The record's scans (from the table row): when, in or out, how, where, and what was flagged. */
export function ScanList({ row }: { row: Pick<AttendanceRow, 'attendance_entries'> }) {
  const { t, formatDate } = useI18n();
  const texts = useBatchScanTexts();
  const scans = scansOf(row);
  if (scans.length === 0) return null;
  const time = (value: string | null | undefined) => (value && !Number.isNaN(Date.parse(value)) ? formatDate(value, TIME_STYLE) : (value ?? ''));
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
