import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LectureCode } from '../../core/api/schemas/attendance';
import { tabAfterKey } from '../../core/dom/tab-keys';
import { QR_TABS, type QrTab } from '../../core/lecture-qr/lecture-qr-rules';
import { useI18n } from '../ui/use-i18n';
import { CodeFigure } from './code-figure';

/** The chosen tab (Check In, Check Out, Check In & Out) and the tab list's keys. */
export function useQrTabs() {
  const { dir } = useI18n();
  const [selected, setSelected] = useState(0);
  const tab: QrTab = QR_TABS[selected] ?? QR_TABS[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selected, QR_TABS.length, dir);
    if (next === undefined) return;
    event.preventDefault();
    // The key moved a tab: a deck listening on the page must not also move a slide.
    event.stopPropagation();
    setSelected(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return { selected, tab, select: setSelected, onKeyDown };
}

interface QrTabListProps {
  baseId: string;
  selected: number;
  select: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
}

/** §2 tabs Check In (0), Check Out (1), Check In & Out (2), controlling the panel `${baseId}-panel`. */
export function QrTabList({ baseId, selected, select, onKeyDown, className = '' }: QrTabListProps) {
  const { t } = useI18n();
  return (
    <div
      className={`qr-tabs controls ${className}`.trim()}
      role="tablist"
      aria-label={t('lectureQr.tabs.label')}
      onKeyDown={onKeyDown}
    >
      {QR_TABS.map((item) => (
        <button
          key={item.index}
          type="button"
          role="tab"
          id={`${baseId}-tab-${item.index}`}
          data-tab={item.index}
          aria-selected={item.index === selected}
          aria-controls={`${baseId}-panel`}
          tabIndex={item.index === selected ? 0 : -1}
          className="qr-tab"
          part="tab"
          onClick={() => select(item.index)}
        >
          {t(`lectureQr.tabs.${item.name}`)}
        </button>
      ))}
    </div>
  );
}

/** Whether the presentation shows; focus goes back to the Present button once it (and any full screen) is gone. */
export function usePresenting() {
  const [presenting, setPresenting] = useState(false);
  const presentButton = useRef<HTMLButtonElement>(null);
  const presented = useRef(false);
  const stop = useCallback(() => setPresenting(false), []);
  const start = useCallback(() => setPresenting(true), []);
  useEffect(() => {
    if (presenting) presented.current = true;
    else if (presented.current) {
      presented.current = false;
      presentButton.current?.focus();
    }
  }, [presenting]);
  return { presenting, start, stop, presentButton };
}

interface QrCodesPanelProps {
  baseId: string;
  tab: QrTab;
  /** The chosen tab's codes, or null when the server sent none. */
  codes: readonly LectureCode[] | null;
  lectureTitle: string;
  sizeClass: string;
  className: string;
  /** Whether the tab list controls it (it is then its tab panel). */
  tabbed: boolean;
}

/** The chosen tab's codes on screen, or 'QR Code not available'. */
export function QrCodesPanel({ baseId, tab, codes, lectureTitle, sizeClass, className, tabbed }: QrCodesPanelProps) {
  const { t } = useI18n();
  return (
    <div
      id={`${baseId}-panel`}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? `${baseId}-tab-${tab.index}` : undefined}
      className={className}
      data-entry={tab.codes.join(' ')}
    >
      {codes ? (
        codes.map((code, index) => (
          <CodeFigure
            key={tab.codes[index]}
            entry={tab.codes[index]!}
            code={code}
            lectureTitle={lectureTitle}
            sizeClass={sizeClass}
            part="code"
          />
        ))
      ) : (
        <p className="qr-unavailable" part="unavailable">
          {t('lectureQr.unavailable')}
        </p>
      )}
    </div>
  );
}
