import { useId } from 'react';
import type { LectureQrData } from '../../core/api/schemas/attendance';
import { codesToDraw, qrSizeFor } from '../../core/lecture-qr/lecture-qr-rules';
import { Button } from '../ui/controls';
import { ExpandIcon } from '../ui/attendance-icons';
import { useI18n } from '../ui/use-i18n';
import { CodeFigure } from './code-figure';
import { Presentation } from './presentation';
import { QrCodesPanel, QrTabList, usePresenting, useQrTabs } from './qr-controls';
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
  const { t } = useI18n();
  const { selected, tab, select, onKeyDown } = useQrTabs();
  const { presenting, start, stop, presentButton } = usePresenting();
  const size = qrSizeFor(useWindowWidth());
  const baseId = useId();
  const codes = available ? codesToDraw(data, tab.codes) : null;
  const printCodes = available ? codesToDraw(data, tab.codes, true) : null;

  return (
    <section className="card qr-panel" part="qr">
      {available && <QrTabList baseId={baseId} selected={selected} select={select} onKeyDown={onKeyDown} />}
      <QrCodesPanel
        baseId={baseId}
        tab={tab}
        codes={codes}
        lectureTitle={lectureTitle}
        sizeClass={`size-${size}`}
        className="qr-codes screen-only"
        tabbed={available}
      />
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
            <Button variant="secondary" onClick={start} part="present" ref={presentButton}>
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
        <Presentation entries={tab.codes} codes={codes} lectureTitle={lectureTitle} onClose={stop} />
      )}
    </section>
  );
}
