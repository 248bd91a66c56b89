import { useId, useState, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../../core/dom/tab-keys';
import { QR_TABS, qrSizeFor, rotationSlot } from '../../core/lecture-qr/lecture-qr-rules';
import { buildLectureQr } from '../../core/qr/qr-content';
import { QrCode } from '../ui/qr-code';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { useWindowWidth } from './use-page-state';

/**
 * §2 tabs Check In (0), Check Out (1), Check In & Out (2, both codes side by side); each code is built here from the
 * lecture id and the start of the current 15 s slot, at level H, sized by the window width (§9).
 */
export function QrPanel({ lectureId, lectureTitle, available }: { lectureId: string; lectureTitle: string; available: boolean }) {
  const { t, dir } = useI18n();
  const [selected, setSelected] = useState(0);
  const now = useNow(1000);
  const size = qrSizeFor(useWindowWidth());
  const slot = rotationSlot(now);
  const baseId = useId();
  const tab = QR_TABS[selected] ?? QR_TABS[0];

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
      <div id={`${baseId}-panel`} role={available ? 'tabpanel' : undefined} aria-labelledby={available ? `${baseId}-tab-${tab.index}` : undefined} className="qr-codes" data-entry={tab.codes.join(' ')}>
        {available ? (
          tab.codes.map((entry) => (
            <figure key={entry} className={`qr-figure size-${size}`} part="code" data-entry={entry}>
              <QrCode className="qr-svg" value={buildLectureQr(lectureId, slot.createdAt, entry)} label={t('lectureQr.code.image', { action: t(`lectureQr.code.${entry}`), lecture: lectureTitle })} />
              <figcaption>{t(`lectureQr.code.${entry}`)}</figcaption>
            </figure>
          ))
        ) : (
          <p className="qr-unavailable" part="unavailable">{t('lectureQr.unavailable')}</p>
        )}
      </div>
      {available && (
        <p className="muted qr-rotation">
          <span part="countdown">{t('lectureQr.code.newCode', { seconds: slot.secondsLeft })}</span>
          <span className="controls"> · {t('lectureQr.code.rotation')}</span>
        </p>
      )}
    </section>
  );
}
