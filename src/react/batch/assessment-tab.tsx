import { useMemo, useState } from 'react';
import type { AssessmentRow, BatchOverview } from '../../core/api/schemas/batch';
import { assessmentColumns, assessmentCriteriaId, subAssessmentAt } from '../../core/batch/assessment-grid';
import { assessmentFailure, assessmentStore, submitScore } from '../../core/batch/batch-store';
import { userRowFields } from '../../core/batch/search';
import type { Message } from '../../core/locale/message';
import { Alert, Button, Spinner } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { lazyPart } from '../ui/lazy-part';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { AssessmentGrid } from './assessment-grid';
import { EmptyState, PageSizeSelect, Pager, SearchBox, TableTools } from './table-tools';
import { useTableView } from './use-table-view';

const NO_ROWS: readonly AssessmentRow[] = [];

// The exam activity (#33) is its own chunk with its own words, fetched when the tab shows: the page's first load
// does not grow with it.
const ExamActivity = lazyPart(() =>
  import('./exam-activity').then((module) => module.loadActivityWords().then(() => module.ExamActivity)),
);

/** §2 Assessment with a criterion to ask for, a blank state without one; the batch's exam activity below it. */
export function AssessmentTab({ overview }: { overview: BatchOverview }) {
  const { t } = useI18n();
  const criteriaId = assessmentCriteriaId(overview);
  return (
    <div className="stack">
      {criteriaId ? (
        <AssessmentScores key={criteriaId} overview={overview} criteriaId={criteriaId} />
      ) : (
        <EmptyState text={t('batch.assessment.noCriteria')} />
      )}
      <ExamActivity batchNo={String(overview.batch_no)} />
    </div>
  );
}

/** The searchable, refreshable, paginated score grid of one criterion; a failed save says so and reloads the grid. */
function AssessmentScores({ overview, criteriaId }: { overview: BatchOverview; criteriaId: string }) {
  const { t, message } = useI18n();
  const { emit } = useElement();
  const store = assessmentStore(overview.batch_id, criteriaId);
  const state = useQueryState(store);
  const rows = state.data?.rows ?? NO_ROWS;
  const table = useTableView(rows, userRowFields);
  const columns = useMemo(() => assessmentColumns(rows), [rows]);
  const [notice, setNotice] = useState<{ ok: boolean; message: Message } | null>(null);

  const save = async (row: AssessmentRow, index: number, value: number) => {
    const sub = subAssessmentAt(row, index);
    if (!sub) return false;
    setNotice({ ok: true, message: { key: 'batch.assessment.saving' } });
    const saved = await submitScore(store, row, sub, value);
    setNotice({ ok: saved, message: { key: saved ? 'batch.assessment.saved' : 'batch.assessment.updateFailed' } });
    if (saved) emit('academy-score-saved', { batchNo: overview.batch_no, recordId: sub.record_id, value });
    return saved;
  };

  const refresh = () => {
    setNotice(null);
    void store.load({ force: true });
  };

  let body;
  if (!state.data) {
    body =
      state.status === 'error' ? (
        <div className="batch-error stack" part="error">
          <Alert variant="danger">{message(assessmentFailure(state.error))}</Alert>
          <div>
            <Button variant="secondary" onClick={refresh}>
              {t('batch.table.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Spinner label={t('common.loading')} />
      );
  } else if (rows.length === 0) {
    body = <EmptyState text={t('batch.assessment.empty')} />;
  } else if (table.view.total === 0) {
    body = (
      <EmptyState
        text={t('batch.assessment.noMatches')}
        action={{ label: t('batch.table.clear'), run: () => table.setQuery('') }}
      />
    );
  } else {
    body = <AssessmentGrid rows={table.view.rows} from={table.view.from} columns={columns} onSave={save} />;
  }

  return (
    <div className="stack" aria-busy={state.status === 'loading' || undefined}>
      <TableTools>
        <SearchBox value={table.query} placeholder={t('batch.assessment.searchPlaceholder')} onValue={table.setQuery} />
        <PageSizeSelect value={table.size} onValue={table.setSize} />
        <Button variant="secondary" part="refresh" busy={state.status === 'loading'} onClick={refresh}>
          {t('batch.assessment.refresh')}
        </Button>
      </TableTools>
      {notice && !notice.ok && <Alert variant="danger">{message(notice.message)}</Alert>}
      <p className="sr-only" role="status">
        {notice?.ok ? message(notice.message) : ''}
      </p>
      {body}
      {state.data && rows.length > 0 && <Pager view={table.view} onPage={table.setPage} />}
    </div>
  );
}
