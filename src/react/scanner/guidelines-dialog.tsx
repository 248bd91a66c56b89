import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../../core/dom/tab-keys';
import type { MessageKey } from '../../core/locale/i18n';
import { GUIDELINE_STEPS, type GuidelineBrowser, type GuidelineSection } from '../../core/scanner/scanner-rules';
import { useI18n } from '../ui/use-i18n';
import { closeDialogOf, Modal } from '../ui/modal';

/** §2 tabs: Safari, Chrome, and Edge split into an Android part and an iPhone part. */
const TABS = [
  { id: 'safari', parts: ['safari'] },
  { id: 'chrome', parts: ['chrome'] },
  { id: 'edge', parts: ['edgeAndroid', 'edgeIphone'] },
] as const satisfies readonly { id: string; parts: readonly GuidelineBrowser[] }[];
const SECTIONS: readonly GuidelineSection[] = ['location', 'camera', 'additional'];

/** One browser part: three collapsible sections, each an ordered list of exactly GUIDELINE_STEPS steps. */
function GuidelinePart({ browser, heading }: { browser: GuidelineBrowser; heading: boolean }) {
  const { t } = useI18n();
  return (
    <section className="guideline-part" part="guideline-part" data-part={browser}>
      {heading && <h3>{t(`scanner.guidelines.parts.${browser as 'edgeAndroid' | 'edgeIphone'}`)}</h3>}
      {SECTIONS.map((section) => (
        <details key={section} className="guideline-section" part="guideline-section" data-section={section}>
          <summary>{t(`scanner.guidelines.sections.${section}`)}</summary>
          <ol>
            {Array.from({ length: GUIDELINE_STEPS[browser][section] }, (_, index) => (
              <li key={index}>{t(`scanner.guidelines.steps.${browser}.${section}.${index + 1}` as MessageKey)}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

/**
 * §2 guidelines dialog: ARIA tabs (arrow keys, Home and End move between them, mirrored in right-to-left),
 * closed by the close button, Escape or a click outside.
 */
export function GuidelinesDialog({ onClose }: { onClose: () => void }) {
  const { t, dir } = useI18n();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const titleId = `${base}-title`;

  const select = (index: number) => {
    const next = (index + TABS.length) % TABS.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabAfterKey(event.key, selected, TABS.length, dir);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
      part="dialog guidelines"
      className="guidelines-dialog"
      data={{ 'data-type': 'guidelines' }}
    >
      <div className="guidelines-head">
        <h2 id={titleId}>{t('scanner.guidelines.title')}</h2>
        <button
          type="button"
          className="icon-button"
          part="guidelines-close"
          aria-label={t('scanner.dialog.close')}
          onClick={(event) => closeDialogOf(event.currentTarget)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="muted">{t('scanner.guidelines.intro')}</p>
      <div
        className="tabs"
        role="tablist"
        aria-label={t('scanner.guidelines.tabs.label')}
        part="tabs"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            className="tab"
            part="tab"
            data-browser={tab.id}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {t(`scanner.guidelines.tabs.${tab.id}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          className="tab-panel"
          part="tab-panel"
          data-browser={tab.id}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {tab.parts.map((browser) => (
            <GuidelinePart key={browser} browser={browser} heading={tab.parts.length > 1} />
          ))}
        </div>
      ))}
    </Modal>
  );
}
