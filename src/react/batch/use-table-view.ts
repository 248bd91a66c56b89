import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, paginate, type PageSize } from '../../core/batch/pagination';
import { createSearch } from '../../core/search/text-search';

type Field = string | number | null | undefined;

/** §5 search and §9 paging over a loaded list: a new query or page size goes back to page 1. */
export function useTableView<T>(rows: readonly T[], fieldsOf: (row: T) => readonly Field[]) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // Each row's text is folded once per answer, so a keystroke is one substring test per row.
  const search = useMemo(() => createSearch(rows, fieldsOf), [rows, fieldsOf]);
  const matches = useMemo(() => search(query), [search, query]);
  const view = paginate(matches, page, size);
  return {
    query,
    view,
    size,
    setQuery: (next: string) => {
      setQuery(next);
      setPage(1);
    },
    setSize: (next: PageSize) => {
      setSize(next);
      setPage(1);
    },
    setPage,
  };
}
