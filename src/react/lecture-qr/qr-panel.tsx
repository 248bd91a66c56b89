import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LectureQrData } from '../../core/api/schemas/attendance';
import { tabAfterKey } from '../../core/dom/tab-keys';
import { codesToDraw, QR_TABS, qrSizeFor } from '../../core/lecture-qr/lecture-qr-rules';
import { Button } from '../ui/controls';
import { ExpandIcon } from '../ui/attendance-icons';
import { useI18n } from '../ui/use-i18n';
import { CodeFigure } from './code-figure';
import { Presentation } from './presentation';
import { useWindowWidth } from './use-page-state';

interface QrPanelProps {
  data: LectureQrData;
  lectureTitle: string;
  available: boolean;
}

/**
 * §2 tabs Check In (0), Check Out (1), Check In & Out (2, both codes side by side). Each code is the server's
 * (`qr_codes`, rotating; `print_qr_codes` on paper), sized by the window width (§9), with its typed number under it.
 */
export function QrPanel({ data, lectureTitle, available }: QrPanelProps) {
  const { t, dir } = useI18n();
  const [selected, setSelected] = useState(0);
  const [presenting, setPresenting] = useState(false);
  const presentButton = useRef<HTMLButtonElement>(null);
  const size = qrSizeFor(useWindowWidth());
  const baseId = useId();
  const tab = QR_TABS[selected] ?? QR_TABS[0];
  const codes = available ? codesToDraw(data, tab.codes) : null;
  const printCodes = available ? codesToDraw(data, tab.codes, true) : null;
  const presented = useRef(false);
  const stopPresenting = useCallback(() => setPresenting(false), []);
  // Focus goes back to the Present button once the presentation (and any full screen) is gone.
  useEffect(() => {
    if (presenting) presented.current = true;
    else if (presented.current) {
      presented.current = false;
      presentButton.current?.focus();
    }
  }, [presenting]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selected, QR_TABS.length, dir);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <section className="card qr-panel" part="qr">
      {available && (
        <div className="qr-tabs controls" role="tablist" aria-label={t('lectureQr.tabs.label')} onKeyDown={onKeyDown}>
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
              onClick={() => setSelected(item.index)}
            >
              {t(`lectureQr.tabs.${item.name}`)}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${baseId}-panel`}
        role={available ? 'tabpanel' : undefined}
        aria-labelledby={available ? `${baseId}-tab-${tab.index}` : undefined}
        className="qr-codes screen-only"
        data-entry={tab.codes.join(' ')}
      >
        {codes ? (
          codes.map((code, index) => (
            <CodeFigure
              key={tab.codes[index]}
              entry={tab.codes[index]!}
              code={code}
              lectureTitle={lectureTitle}
              sizeClass={`size-${size}`}
              part="code"
            />
          ))
        ) : (
          <p className="qr-unavailable" part="unavailable">
            {t('lectureQr.unavailable')}
          </p>
        )}
      </div>
      {printCodes && (
        <div className="qr-codes print-only" part="print-codes" data-entry={tab.codes.join(' ')}>
          {printCodes.map((code, index) => (
            <CodeFigure
              key={tab.codes[index]}
              entry={tab.codes[index]!}
              code={code}
              lectureTitle={lectureTitle}
              sizeClass="size-print"
              part="print-code"
            />
          ))}
          <p className="print-note">{t('lectureQr.code.printNote')}</p>
        </div>
      )}
      {codes && (
        <>
          <p className="muted qr-rotation controls" part="rotation">
            {t('lectureQr.code.rotation')}
          </p>
          <div className="row controls qr-actions">
            <Button variant="secondary" onClick={() => setPresenting(true)} part="present" ref={presentButton}>
              <ExpandIcon />
              {t('lectureQr.present.open')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()} part="print">
              {t('lectureQr.print')}
            </Button>
          </div>
        </>
      )}
      {presenting && codes && (
        <Presentation entries={tab.codes} codes={codes} lectureTitle={lectureTitle} onClose={stopPresenting} />
      )}
    </section>
  );
}
