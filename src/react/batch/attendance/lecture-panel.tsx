import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttendanceRow } from '../../../core/api/schemas/batch';
import { attendanceFailure, attendanceTableStore } from '../../../core/batch/attendance-store';
import { canBulkMark } from '../../../core/batch/permissions';
import { userRowFields } from '../../../core/batch/search';
import { personKey, selectionState, toggleAll, toggleOne } from '../../../core/batch/selection';
import { Alert, Button, Spinner } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';
import { useQueryState } from '../../ui/use-query-state';
import { EmptyState, PageSizeSelect, Pager, SearchBox, TableTools } from '../table-tools';
import { useTableView } from '../use-table-view';
import { AttendanceTable } from './attendance-table';
import { EditDialog } from './edit-dialog';
import { MultiMarkDialog } from './multi-mark-dialog';
import type { RowAction } from './row-menu';

const NO_ROWS: readonly AttendanceRow[] = [];
const NO_SELECTION: ReadonlySet<string> = new Set();

type Dialog = { type: RowAction; row: AttendanceRow } | { type: 'multi' } | null;

/** §2 one lecture: search, the bulk 'Mark Attendance (count)' button, the table, paging and the dialogs. */
export function LecturePanel({
  batchId,
  lectureId,
  lectureNumber,
}: {
  batchId: string;
  lectureId: string;
  lectureNumber: number;
}) {
  const { t, message } = useI18n();
  const ref = useMemo(() => ({ batchId, lectureId }), [batchId, lectureId]);
  const store = attendanceTableStore(ref);
  const state = useQueryState(store);
  const rows = state.data?.rows ?? NO_ROWS;
  const table = useTableView(rows, userRowFields);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_SELECTION);
  const [dialog, setDialog] = useState<Dialog>(null);

  const onSelect = useCallback((id: string) => setSelected((current) => toggleOne(current, id)), []);
  const onAction = useCallback((type: RowAction, row: AttendanceRow) => setDialog({ type, row }), []);
  const panel = useRef<HTMLDivElement>(null);
  // A saved row comes back with a new record id: focus returns to its menu by person once the table has it (#37).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const closeDialog = useCallback(() => {
    if (dialog && dialog.type !== 'multi') setReturnTo(personKey(dialog.row));
    setDialog(null);
  }, [dialog]);
  useEffect(() => {
    if (returnTo === null || state.status === 'loading') return;
    const row = panel.current?.querySelector(`tr[data-person="${CSS.escape(returnTo)}"]`);
    row?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    setReturnTo(null);
  }, [returnTo, state.status, rows]);

  if (!state.data) {
    if (state.status === 'error') {
      return (
        <div className="batch-error stack" part="error">
          <Alert variant="danger">{message(attendanceFailure(state.error))}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void store.load({ force: true })}>
              {t('batch.attendance.retry')}
            </Button>
          </div>
        </div>
      );
    }
    return <Spinner label={t('batch.attendance.loading')} />;
  }
  if (rows.length === 0) return <EmptyState text={t('batch.attendance.empty')} />;

  const { view } = table;
  const selectedIds = [...selected];
  // Select-all acts on the rows shown: the search's matches on this page.
  const shownIds = view.rows.map((row) => row.record_id);
  return (
    <div className="stack" ref={panel} aria-busy={state.status === 'loading' || undefined}>
      <TableTools>
        <SearchBox
          value={table.query}
          placeholder={t('batch.attendance.search.placeholder')}
          onValue={table.setQuery}
        />
        <PageSizeSelect value={table.size} onValue={table.setSize} />
        {canBulkMark(state.data) && (
          <Button part="mark-button" disabled={selected.size === 0} onClick={() => setDialog({ type: 'multi' })}>
            {t('batch.attendance.markButton', { count: selected.size })}
          </Button>
        )}
      </TableTools>
      {view.total === 0 ? (
        <EmptyState
          text={t('batch.attendance.noMatches')}
          action={{ label: t('batch.table.clear'), run: () => table.setQuery('') }}
        />
      ) : (
        <AttendanceTable
          rows={view.rows}
          batchId={batchId}
          lectureNumber={lectureNumber}
          selected={selected}
          allState={selectionState(selected, shownIds)}
          onSelectAll={() => setSelected((current) => toggleAll(current, shownIds))}
          onSelect={onSelect}
          onAction={onAction}
        />
      )}
      <Pager view={view} onPage={table.setPage} />
      {dialog?.type === 'multi' && (
        <MultiMarkDialog
          lecture={ref}
          selectedIds={selectedIds}
          onDone={() => setSelected(NO_SELECTION)}
          onClose={closeDialog}
        />
      )}
      {(dialog?.type === 'edit' || dialog?.type === 'view') && (
        <EditDialog lecture={ref} row={dialog.row} readOnly={dialog.type === 'view'} onClose={closeDialog} />
      )}
    </div>
  );
}
