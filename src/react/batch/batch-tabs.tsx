import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from '../../core/dom/tab-keys';
import type { BatchTab } from '../../core/batch/page-tabs';
import { useI18n } from '../ui/use-i18n';

/** §2 the page's tabs as an ARIA tablist (arrows along the reading direction, Home, End) over one panel. */
export function BatchTabs({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: readonly BatchTab[];
  selected: BatchTab;
  onSelect: (tab: BatchTab) => void;
  children: ReactNode;
}) {
  const { t, dir } = useI18n();
  const baseId = useId();
  const index = Math.max(0, tabs.indexOf(selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, index, tabs.length, dir);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${tabs[next]}"]`)?.focus();
  };

  return (
    <section className="card stack batch-tabs">
      <div className="tab-list" role="tablist" aria-label={t('batch.tabs.label')} onKeyDown={onKeyDown} part="tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${baseId}-${tab}`}
            data-tab={tab}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="tab"
            part={tab === selected ? 'tab tab-selected' : 'tab'}
            onClick={() => onSelect(tab)}
          >
            {t(`batch.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${selected}`}
        className="tab-panel"
        part="panel"
        data-tab={selected}
      >
        {children}
      </div>
    </section>
  );
}
