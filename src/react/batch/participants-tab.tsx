import { lazy, Suspense } from 'react';
import { contactOf } from '../../core/batch/header';
import { formatInteger, localDigits } from '../../core/locale/numbers';
import { participantsFailure } from '../../core/batch/batch-store';
import { participantFields } from '../../core/batch/search';
import type { Participant } from '../../core/api/schemas/batch';
import type { QueryStore } from '../../core/query/query-store';
import { Alert, Button, Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { TableScroll } from './table-scroll';
import { EmptyState, PageSizeSelect, Pager, SearchBox, TableTools } from './table-tools';
import { useTableView } from './use-table-view';

const NO_ROWS: readonly Participant[] = [];

// Extra time (#33) is a chunk of its own, fetched with the tab: the table shows without waiting for it.
// Plain lazy, like the assessment tab's: the shared lazyPart would add its own weight to the page's first load.
const loadAllowance = () => import('./allowance-cell');
const AllowanceCell = lazy(() => loadAllowance().then((module) => ({ default: module.AllowanceCell })));
const AllowanceNotice = lazy(() => loadAllowance().then((module) => ({ default: module.AllowanceNotice })));

/**
 * §2 Participants: search, the table (serial, names, email, NID, contact or 'N/A', extra time with its button),
 * empty states and paging.
 */
export function ParticipantsTab({ store, batchNo }: { store: QueryStore<Participant[]>; batchNo: string }) {
  const { t, message, locale } = useI18n();
  const state = useQueryState(store);
  const table = useTableView(state.data ?? NO_ROWS, participantFields);

  if (!state.data) {
    if (state.status === 'error') {
      return (
        <div className="batch-error stack" part="error">
          <Alert variant="danger">{message(participantsFailure(state.error))}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void store.load({ force: true })}>
              {t('batch.table.retry')}
            </Button>
          </div>
        </div>
      );
    }
    return <Spinner label={t('common.loading')} />;
  }
  if (state.data.length === 0) return <EmptyState text={t('batch.participants.empty')} />;

  const { view } = table;
  return (
    <div className="stack">
      <TableTools>
        <SearchBox
          value={table.query}
          placeholder={t('batch.participants.searchPlaceholder')}
          onValue={table.setQuery}
        />
        <PageSizeSelect value={table.size} onValue={table.setSize} />
      </TableTools>
      <Suspense fallback={null}>
        <AllowanceNotice batchNo={batchNo} />
      </Suspense>
      {view.total === 0 ? (
        <EmptyState
          text={t('batch.participants.noMatches')}
          action={{ label: t('batch.table.clear'), run: () => table.setQuery('') }}
        />
      ) : (
        <TableScroll name={t('batch.participants.title')} part="table">
          <table className="batch-table card-table" aria-label={t('batch.participants.title')}>
            <thead>
              <tr>
                <th scope="col">{t('batch.participants.columns.serial')}</th>
                <th scope="col">{t('batch.participants.columns.name')}</th>
                <th scope="col">{t('batch.participants.columns.arabicName')}</th>
                <th scope="col">{t('batch.participants.columns.email')}</th>
                <th scope="col">{t('batch.participants.columns.nid')}</th>
                <th scope="col">{t('batch.participants.columns.contact')}</th>
                <th scope="col">{t('batch.allowance.column')}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((participant, index) => (
                <tr key={participant.participant_id} part="row" data-participant-id={participant.participant_id}>
                  <td className="cell-serial">{formatInteger(view.from + index, locale)}</td>
                  <th scope="row" className="cell-name">
                    <bdi>{participant.participant_name}</bdi>
                  </th>
                  <td data-label={t('batch.participants.columns.arabicName')} dir="rtl" lang="ar">
                    {participant.participant_arabic_name ?? ''}
                  </td>
                  <td data-label={t('batch.participants.columns.email')} className="cell-email">
                    {participant.email ?? ''}
                  </td>
                  <td data-label={t('batch.participants.columns.nid')}>
                    <span dir="ltr">{localDigits(participant.participant_nid ?? '', locale)}</span>
                  </td>
                  <td data-label={t('batch.participants.columns.contact')} part="contact">
                    {contactOf(participant) ? (
                      <span dir="ltr">{localDigits(contactOf(participant) ?? '', locale)}</span>
                    ) : (
                      t('batch.participants.notAvailable')
                    )}
                  </td>
                  <td data-label={t('batch.allowance.column')} part="allowance">
                    <Suspense fallback={null}>
                      <AllowanceCell
                        batchNo={batchNo}
                        learner={{ id: participant.participant_id, name: participant.participant_name }}
                      />
                    </Suspense>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager view={view} onPage={table.setPage} />
    </div>
  );
}
