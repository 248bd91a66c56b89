import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX } from '../../core/api/schemas/tickets';
import { normalizeSearch, type TicketListQuery } from '../../core/tickets/list-query';
import { filterName, STATUS_FILTERS, type StatusFilter } from '../../core/tickets/ticket-status';
import { Button, TextField } from '../ui/controls';
import { textDir } from '../ui/text-dir';
import { useI18n } from '../ui/use-i18n';
import { SelectField } from '../ui/fields';

interface ListFilterProps {
  query: TicketListQuery;
  busy: boolean;
  onQuery: (query: TicketListQuery) => void;
  onRefresh: () => void;
}

/** §2 filter card: search (Enter or the button), status dropdown (applies at once) and refresh; each change starts at page 1. */
export function ListFilter({ query, busy, onQuery, onRefresh }: ListFilterProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [text, setText] = useState(query.search);
  // Back/forward or a cleared filter changes the query under the box: the box follows it.
  const [shown, setShown] = useState(query.search);
  if (shown !== query.search) {
    setShown(query.search);
    setText(query.search);
  }

  // Emptying the box (typing it away or its clear button) shows every ticket again without a search press (#29).
  const edit = (value: string) => {
    setText(value);
    if (normalizeSearch(value) === '' && query.search !== '') onQuery({ ...query, search: '', page: 1 });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onQuery({ ...query, search: normalizeSearch(text), page: 1 });
  };

  return (
    <section className="card" part="filter" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('tickets.filter.title')}
      </h2>
      <form className="tickets-filter" role="search" aria-labelledby={headingId} onSubmit={submit}>
        <TextField
          className="filter-search"
          type="search"
          name="search"
          label={t('tickets.filter.search')}
          placeholder={t('tickets.filter.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          value={text}
          dir={textDir(text)}
          onValue={edit}
        />
        <Button type="submit" variant="secondary" part="search-button">
          {t('tickets.filter.searchButton')}
        </Button>
        <SelectField
          label={t('tickets.filter.status')}
          name="status"
          value={String(query.status)}
          onValue={(value) => onQuery({ ...query, status: Number(value) as StatusFilter, page: 1 })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`tickets.status.${filterName(status)}`)}
            </option>
          ))}
        </SelectField>
        <Button variant="text" busy={busy} onClick={onRefresh} part="refresh">
          {t('tickets.filter.refresh')}
        </Button>
      </form>
    </section>
  );
}
