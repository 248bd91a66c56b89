import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { $listLocation, syncListLocation } from '../../core/tickets/list-location';
import {
  DEFAULT_LIST_QUERY,
  listQueryString,
  pageView,
  parseListQuery,
  tableRequest,
  type TicketListQuery,
} from '../../core/tickets/list-query';
import { logListFailure, ticketListStore } from '../../core/tickets/tickets-store';
import { Button } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { LoadFailed } from './load-failed';
import { useQueryState } from '../ui/use-query-state';
import { ListFilter } from './list-filter';
import { TicketPager } from './ticket-pager';
import { TicketRow } from './ticket-row';
import { CREATE_PATH } from '../../core/tickets/ticket-paths';

const SKELETON_ROWS = 3;

/** §2 ticket list: title, filter card, results card with rows, empty state and paging; the query lives in the URL. */
export function TicketList() {
  const { t } = useI18n();
  const { navigate } = useElement();
  const search = useStore($listLocation);
  const query = useMemo(() => parseListQuery(search), [search]);
  const store = ticketListStore(tableRequest(query));
  const state = useQueryState(store);
  const headingId = useId();
  const resultsId = useId();

  const show = (next: TicketListQuery, replace = false) => {
    // The list stays on the host's own page (a portal may embed it anywhere); only the query changes.
    navigate(`${location.pathname}${listQueryString(next, location.search)}`, { replace });
    syncListLocation();
  };

  useEffect(() => {
    if (state.status === 'error') logListFailure(state.error);
  }, [state.status, state.error]);

  const view = state.data ? pageView(query, state.data.row_numbers, state.data.rows.length) : null;
  // A page past the end (rows deleted, an old link): the last page instead, without a history entry.
  useEffect(() => {
    if (view?.beyondEnd) show({ ...query, page: view.pages }, true);
  });

  const filtered = query.status !== DEFAULT_LIST_QUERY.status || query.search !== '';
  const loading = !state.data && state.status !== 'error';
  let body;
  if (state.status === 'error' && !state.data) {
    body = <LoadFailed message={t('tickets.results.failed')} onRetry={() => void store.load({ force: true })} />;
  } else if (loading) {
    body = (
      <ul className="ticket-rows" aria-busy="true" aria-label={t('tickets.results.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="ticket-row skeleton pulse" part="skeleton" />
        ))}
      </ul>
    );
  } else if (state.data && state.data.rows.length === 0) {
    body = filtered ? (
      <div className="tickets-empty" part="empty">
        <p>{t('tickets.empty.noMatches')}</p>
        <Button variant="secondary" onClick={() => show(DEFAULT_LIST_QUERY)}>
          {t('tickets.empty.clear')}
        </Button>
      </div>
    ) : (
      <div className="tickets-empty" part="empty">
        <h3>{t('tickets.empty.title')}</h3>
        <p className="muted">{t('tickets.empty.body')}</p>
        <NavLink to={CREATE_PATH} className="button button-primary" part="create-first">
          {t('tickets.empty.createFirst')}
        </NavLink>
      </div>
    );
  } else if (state.data) {
    body = (
      <ul className="ticket-rows" aria-labelledby={resultsId}>
        {state.data.rows.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    );
  }

  return (
    <div className="stack">
      <header className="tickets-header" part="header">
        <div>
          <h1 id={headingId}>{t('tickets.list.title')}</h1>
          <p className="muted">{t('tickets.list.subtitle')}</p>
        </div>
        <NavLink to={CREATE_PATH} className="button button-primary" part="create">
          {t('tickets.list.createNew')}
        </NavLink>
      </header>
      <ListFilter
        query={query}
        busy={state.status === 'loading'}
        onQuery={(next) => show(next)}
        onRefresh={() => void store.load({ force: true })}
      />
      <section
        className="card stack"
        part="results"
        aria-labelledby={resultsId}
        aria-busy={state.status === 'loading' || undefined}
      >
        <div className="tickets-results-head">
          <h2 id={resultsId}>{t('tickets.results.title')}</h2>
          {view && view.total > 0 && (
            <span className="muted" part="range" role="status">
              {t('tickets.results.range', { from: view.from, to: view.to, total: view.total })}
            </span>
          )}
        </div>
        {body}
        {view && view.pages > 1 && <TicketPager view={view} onPage={(page) => show({ ...query, page })} />}
      </section>
    </div>
  );
}
