import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BatchSchedule } from '../../../core/api/schemas/batch';
import { initialLectureIndex, lectureTabs, shortLectureDate } from '../../../core/batch/lecture-tabs';
import { tabAfterKey } from '../../../core/dom/tab-keys';
import { useI18n } from '../../ui/use-i18n';
import { EmptyState } from '../table-tools';
import { LecturePanel } from './lecture-panel';

/**
 * §2 one ARIA sub-tab per lecture ('Lecture N' and a short date; today's lecture opens first, else the first) over
 * that lecture's table.
 */
export default function LectureTabs({ batchId, schedules }: { batchId: string; schedules: readonly BatchSchedule[] }) {
  const { t, locale, dir } = useI18n();
  const baseId = useId();
  const tabs = useMemo(() => lectureTabs(schedules), [schedules]);
  const [chosen, setChosen] = useState(() => initialLectureIndex(tabs));
  const index = Math.min(Math.max(chosen, 0), tabs.length - 1);
  const current = tabs[index];
  const list = useRef<HTMLDivElement>(null);
  // The chosen tab (today's at first) wholly in view in its sideways scroller, not cut off at an edge (#29 item 13);
  // only the list scrolls, never the page.
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>(`[data-lecture-index="${index}"]`);
    if (!box || !tab) return;
    const outer = box.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [index]);
  if (!current) return <EmptyState text={t('batch.attendance.noLectures')} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, index, tabs.length, dir);
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-lecture-index="${next}"]`)?.focus();
  };

  return (
    <div className="attendance-tab stack">
      <div
        ref={list}
        className="tab-list lecture-tabs"
        role="tablist"
        aria-label={t('batch.attendance.lectures')}
        onKeyDown={onKeyDown}
        part="lecture-tabs"
      >
        {tabs.map((tab, at) => {
          const date = shortLectureDate(tab, locale);
          return (
            <button
              key={`${tab.id ?? ''}-${tab.number}`}
              type="button"
              role="tab"
              id={`${baseId}-${at}`}
              data-lecture-index={at}
              data-lecture={tab.id ?? ''}
              aria-selected={at === index}
              aria-controls={`${baseId}-panel`}
              tabIndex={at === index ? 0 : -1}
              className="tab lecture-tab"
              onClick={() => setChosen(at)}
            >
              <span>{t('batch.attendance.lecture', { number: tab.number })}</span>
              {date && <span className="lecture-date">{date}</span>}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${index}`}
        className="lecture-panel"
        part="lecture-panel"
      >
        {current.id ? (
          <LecturePanel key={current.id} batchId={batchId} lectureId={current.id} lectureNumber={current.number} />
        ) : (
          <EmptyState text={t('batch.attendance.empty')} />
        )}
      </div>
    </div>
  );
}
