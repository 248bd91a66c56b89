import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AttendanceRow as Row } from '../../../core/api/schemas/batch';
import type { SelectionState } from '../../../core/batch/selection';
import { useI18n } from '../../ui/use-i18n';
import { useMediaQuery } from '../../ui/use-media-query';
import { AttendanceRow, COLUMN_COUNT } from './attendance-row';
import type { RowAction } from './row-menu';

/** A collapsed row's height before it is measured (px); expanded rows are measured as they render. */
const ROW_ESTIMATE = 57;
/** The same as a phone's card (px, 390 px wide), so the page's height barely moves as cards are measured. */
const CARD_ESTIMATE = 265;
/** Rows kept rendered beyond each edge of the visible window: a fast scroll moves ~3 a frame (each row costs layout and paint). */
const OVERSCAN = 3;
/** Where the rows become cards (attendance.css, batch.css) and scroll with the page: no box of their own (#29 item 13). */
const PHONE = '(max-width: 767px)';

interface TableProps {
  rows: readonly Row[];
  batchId: string;
  lectureNumber: number;
  selected: ReadonlySet<string>;
  allState: SelectionState;
  onSelectAll: () => void;
  onSelect: (id: string) => void;
  onAction: (action: RowAction, row: Row) => void;
}

/**
 * The page's rows rendered through a virtualizer: only the visible rows (and a few beyond) are in the DOM; spacer
 * rows keep the scroll height, and aria-rowcount / aria-rowindex tell screen readers the table's real size. On a
 * desktop the rows scroll in a box under a sticky header (the tools and pager stay in sight); on a phone they scroll
 * with the page, since a scroller inside a scrolling page is hard to use by touch.
 */
export function AttendanceTable({
  rows,
  batchId,
  lectureNumber,
  selected,
  allState,
  onSelectAll,
  onSelect,
  onAction,
}: TableProps) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const spaceBefore = useRef<HTMLTableCellElement>(null);
  const spaceAfter = useRef<HTMLTableCellElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const paged = useMediaQuery(PHONE);
  // The rows' top in the page, for the window's virtualizer: measured when the mode changes and when the page resizes.
  const [listTop, setListTop] = useState(0);
  const common = {
    count: rows.length,
    estimateSize: () => (paged ? CARD_ESTIMATE : ROW_ESTIMATE),
    overscan: OVERSCAN,
    getItemKey: (index: number) => rows[index]!.record_id,
    // Scroll renders go through React's scheduler, and row sizes are read once a frame: no synchronous render per
    // scroll event, so scrolling never builds a long task.
    useFlushSync: false,
    useAnimationFrameWithResizeObserver: true,
  };
  const boxed = useVirtualizer({
    ...common,
    enabled: !paged,
    getScrollElement: () => scroller.current,
  });
  const windowed = useWindowVirtualizer({
    ...common,
    enabled: paged,
    scrollMargin: listTop,
  });
  const virtualizer = paged ? windowed : boxed;
  const margin = paged ? listTop : 0;
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const before = items.length ? items[0]!.start - margin : 0;
  const after = items.length ? total - (items[items.length - 1]!.end - margin) : 0;

  useLayoutEffect(() => {
    if (!paged) return;
    const measure = () => {
      if (spaceBefore.current) setListTop(Math.round(spaceBefore.current.getBoundingClientRect().top + scrollY));
    };
    measure();
    // Anything above the rows that grows or shrinks (tools wrapping, a message, the window's width) resizes the page.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [paged]);

  // The spacers' heights change with every scroll: a CSS custom property set through CSSOM (no style attribute) on
  // each spacer cell itself, so only that cell's style is recomputed, not the whole table's.
  useLayoutEffect(() => {
    spaceBefore.current?.style.setProperty('--space', `${before}px`);
    spaceAfter.current?.style.setProperty('--space', `${after}px`);
  }, [before, after]);

  useLayoutEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = allState === 'some';
  }, [allState]);

  const onExpand = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const caption = t('batch.attendance.table.caption', {
    number: lectureNumber,
  });
  // The header re-renders with the selection or the language, not with every scroll frame's rows.
  const head = useMemo(
    () => (
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col" className="cell-control" data-label={t('batch.attendance.table.selectAll')}>
            <input
              ref={selectAll}
              type="checkbox"
              checked={allState === 'all'}
              aria-checked={allState === 'some' ? 'mixed' : allState === 'all'}
              aria-label={t('batch.attendance.table.selectAll')}
              onChange={onSelectAll}
            />
          </th>
          <th scope="col" className="cell-control">
            <span className="sr-only">{t('batch.attendance.log.title')}</span>
          </th>
          <th scope="col">{t('batch.attendance.table.name')}</th>
          <th scope="col">{t('batch.attendance.table.nid')}</th>
          <th scope="col">{t('batch.attendance.table.type')}</th>
          <th scope="col">{t('batch.attendance.table.status')}</th>
          <th scope="col">{t('batch.attendance.table.present')}</th>
          <th scope="col">{t('batch.attendance.table.breakTime')}</th>
          <th scope="col">{t('batch.attendance.table.late')}</th>
          <th scope="col" className="cell-control">
            <span className="sr-only">{t('batch.attendance.table.actions')}</span>
          </th>
        </tr>
      </thead>
    ),
    [t, allState, onSelectAll],
  );

  return (
    <div
      ref={scroller}
      className="table-scroll attendance-scroll"
      part="table-scroll"
      data-paged={paged || undefined}
      // Focusable only as a scroller (axe scrollable-region-focusable); on a phone the page scrolls instead.
      tabIndex={paged ? undefined : 0}
      role="region"
      aria-label={caption}
    >
      <table className="batch-table card-table attendance-table" part="table" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        {head}
        <tbody aria-hidden="true">
          <tr className="spacer">
            <td ref={spaceBefore} colSpan={COLUMN_COUNT} />
          </tr>
        </tbody>
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <tbody key={item.key} ref={virtualizer.measureElement} data-index={item.index}>
              <AttendanceRow
                row={row}
                batchId={batchId}
                rowIndex={item.index + 2}
                selected={selected.has(row.record_id)}
                expanded={expanded.has(row.record_id)}
                onSelect={onSelect}
                onExpand={onExpand}
                onAction={onAction}
              />
            </tbody>
          );
        })}
        <tbody aria-hidden="true">
          <tr className="spacer">
            <td ref={spaceAfter} colSpan={COLUMN_COUNT} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
