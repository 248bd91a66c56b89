import { memo } from 'react';
import type { AttendanceRow as Row } from '../../../core/api/schemas/batch';
import { rowFlags } from '../../../core/batch/attendance-scans';
import { personKey } from '../../../core/batch/selection';
import { localDigits } from '../../../core/locale/numbers';
import { Icon } from '../../ui/icons';
import { ScanNote } from '../../ui/scan-note';
import { useI18n } from '../../ui/use-i18n';
import { EntryLog } from './entry-log';
import { LateToggle } from './late-toggle';
import { RowMenu, type RowAction } from './row-menu';
import { StatusPill } from './status-pill';

/** Columns of the table, the two control columns (select, expand) included. */
export const COLUMN_COUNT = 10;

interface RowProps {
  row: Row;
  batchId: string;
  /** 1-based, the header being row 1 (aria-rowindex). */
  rowIndex: number;
  selected: boolean;
  expanded: boolean;
  onSelect: (id: string) => void;
  onExpand: (id: string) => void;
  onAction: (action: RowAction, row: Row) => void;
}

/** Points inline-end when closed (mirrored by CSS in RTL; an SVG, since a text '›' is mirrored again by the bidi algorithm) and down when open. */
function ChevronIcon() {
  return (
    <Icon className="chevron">
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

/** One record: its box, expander, figures, is-late switch and menu; the entry log below it when expanded. */
export const AttendanceRow = memo(function AttendanceRow({
  row,
  batchId,
  rowIndex,
  selected,
  expanded,
  onSelect,
  onExpand,
  onAction,
}: RowProps) {
  const { t, locale } = useI18n();
  const logId = `log-${row.record_id}`;
  const flags = rowFlags(row).map((flag) => ({ flag, text: t(`scanFacts.flags.${flag}`) }));
  return (
    <>
      <tr
        aria-rowindex={rowIndex}
        data-selected={selected || undefined}
        data-record={row.record_id}
        data-person={personKey(row)}
        data-flagged={flags.length > 0 || undefined}
      >
        <td className="cell-control cell-select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={t('batch.attendance.table.selectRow', { name: row.user_name })}
            onChange={() => onSelect(row.record_id)}
          />
        </td>
        <td className="cell-control cell-expand">
          <button
            type="button"
            className="icon-button expander"
            aria-expanded={expanded}
            aria-controls={expanded ? logId : undefined}
            aria-label={t('batch.attendance.table.expand', { name: row.user_name })}
            onClick={() => onExpand(row.record_id)}
          >
            <ChevronIcon />
          </button>
        </td>
        <th scope="row" className="cell-name">
          <bdi>{row.user_name}</bdi>
          {row.trainer_tag?.label && <span className="badge">{row.trainer_tag.label}</span>}
          {flags.length > 0 && <ScanNote texts={{ method: null, place: null, flags }} />}
        </th>
        <td data-label={t('batch.attendance.table.nid')}>
          <bdi>{localDigits(row.user_nid ?? '', locale)}</bdi>
        </td>
        <td data-label={t('batch.attendance.table.type')}>{row.type_lbl?.label ?? ''}</td>
        <td data-label={t('batch.attendance.table.status')}>
          {row.status_lbl && <StatusPill status={row.status_lbl} />}
        </td>
        <td data-label={t('batch.attendance.table.present')}>
          <bdi>{localDigits(row.total_time_present ?? '', locale)}</bdi>
        </td>
        <td data-label={t('batch.attendance.table.breakTime')}>
          <bdi>{localDigits(row.total_break_time ?? '', locale)}</bdi>
        </td>
        <td data-label={t('batch.attendance.table.late')}>
          <LateToggle row={row} />
        </td>
        <td className="cell-control cell-menu">
          <RowMenu name={row.user_name} onAction={(action) => onAction(action, row)} />
        </td>
      </tr>
      {expanded && (
        <tr className="log-row">
          <td id={logId} colSpan={COLUMN_COUNT}>
            <EntryLog batchId={batchId} recordId={row.record_id} row={row} />
          </td>
        </tr>
      )}
    </>
  );
});
