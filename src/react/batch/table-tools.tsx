import { useId, type ReactNode } from 'react';
import { PAGE_SIZES, type PageOf, type PageSize } from '../../core/batch/pagination';
import { formatInteger } from '../../core/locale/numbers';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/** A labelled search box that filters as the user types. */
export function SearchBox({
  value,
  placeholder,
  onValue,
}: {
  value: string;
  placeholder: string;
  onValue: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field table-search">
      <label htmlFor={id}>{t('batch.table.search')}</label>
      <input
        id={id}
        className="input"
        part="search"
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

/** §9 rows per page: 25, 50 or 100. */
export function PageSizeSelect({ value, onValue }: { value: PageSize; onValue: (value: PageSize) => void }) {
  const { t, locale } = useI18n();
  const id = useId();
  return (
    <div className="field table-size">
      <label htmlFor={id}>{t('batch.table.pageSize')}</label>
      <select
        id={id}
        className="input"
        part="page-size"
        value={value}
        onChange={(event) => onValue(Number(event.target.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {formatInteger(size, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search, the page size and any extra control (refresh) in one wrapping row. */
export function TableTools({ children }: { children: ReactNode }) {
  return (
    <div className="table-tools" part="tools">
      {children}
    </div>
  );
}

/** 'from-to of total' (announced as it changes) and previous / next with 'page x of y' when there is more than one page. */
export function Pager({ view, onPage }: { view: PageOf<unknown>; onPage: (page: number) => void }) {
  const { t } = useI18n();
  return (
    <div className="batch-pager" part="pager">
      <span className="muted" part="range" role="status">
        {t('batch.table.range', { from: view.from, to: view.to, total: view.total })}
      </span>
      {view.pages > 1 && (
        <nav className="row" aria-label={t('batch.table.pager')}>
          <Button variant="secondary" disabled={view.page <= 1} onClick={() => onPage(view.page - 1)}>
            {t('batch.table.previous')}
          </Button>
          <span part="page-status">{t('batch.table.page', { page: view.page, pages: view.pages })}</span>
          <Button variant="secondary" disabled={view.page >= view.pages} onClick={() => onPage(view.page + 1)}>
            {t('batch.table.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/** An empty or no-match state, with an optional action (clear the search). */
export function EmptyState({ text, action }: { text: string; action?: { label: string; run: () => void } }) {
  return (
    <div className="batch-empty" part="empty">
      <p>{text}</p>
      {action && (
        <Button variant="secondary" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
