import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { LectureCode } from '../../core/api/schemas/attendance';
import type { QrTab } from '../../core/lecture-qr/lecture-qr-rules';
import { useI18n } from '../ui/use-i18n';
import { CodeFigure } from './code-figure';

interface PresentationProps {
  entries: QrTab['codes'];
  codes: readonly LectureCode[];
  lectureTitle: string;
  onClose: () => void;
}

/**
 * The codes as large as the screen allows, for a projector: full screen through the Fullscreen API when the
 * browser grants it, otherwise a fixed overlay over the whole viewport. Escape (or the button) leaves.
 */
export function Presentation({ entries, codes, lectureTitle, onClose }: PresentationProps) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = root.current;
    close.current?.focus();
    let entered = false;
    // The browser leaves full screen on Escape by itself: leaving it ends the presentation too.
    const onChange = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) onClose();
    };
    document.addEventListener('fullscreenchange', onChange);
    element?.requestFullscreen?.().catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <div
      ref={root}
      className="presentation"
      part="presentation"
      role="dialog"
      aria-modal="true"
      aria-label={t('lectureQr.present.label')}
      onKeyDown={onKeyDown}
    >
      <div className="presentation-codes" data-count={codes.length}>
        {codes.map((code, index) => (
          <CodeFigure
            key={entries[index]}
            entry={entries[index]!}
            code={code}
            lectureTitle={lectureTitle}
            sizeClass="size-present"
            part="presented-code"
          />
        ))}
      </div>
      <div className="presentation-tools">
        <span className="muted">{t('lectureQr.present.hint')}</span>
        <button ref={close} type="button" className="button button-secondary" onClick={onClose} part="present-close">
          {t('lectureQr.present.close')}
        </button>
      </div>
    </div>
  );
}
