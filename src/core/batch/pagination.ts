// §2/§9: the three tables page by 25, 50 or 100 rows, 50 by default.

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** A page size from a select or a URL; anything else gives the default. */
export function parsePageSize(value: unknown): PageSize {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

/** One page of rows with the figures the pager shows; `from`/`to` are 1-based (0 when empty), `page` is clamped. */
export interface PageOf<T> {
  rows: readonly T[];
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
}

/** Page `page` (1-based, clamped to 1..pages) of `rows` at `size` rows a page. */
export function paginate<T>(rows: readonly T[], page: number, size: number = DEFAULT_PAGE_SIZE): PageOf<T> {
  const perPage = parsePageSize(size);
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(pages, Math.max(1, Number.isInteger(page) ? page : 1));
  const start = (current - 1) * perPage;
  const slice = rows.slice(start, start + perPage);
  return { rows: slice, page: current, pages, from: slice.length ? start + 1 : 0, to: start + slice.length, total };
}
