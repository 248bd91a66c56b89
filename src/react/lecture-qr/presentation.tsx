import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LectureCode } from '../../core/api/schemas/attendance';
import { presentationMode } from '../../core/lecture-qr/layout';
import type { QrTab } from '../../core/lecture-qr/lecture-qr-rules';
import { useI18n } from '../ui/use-i18n';
import { CodeFigure } from './code-figure';

interface PresentationProps {
  entries: QrTab['codes'];
  codes: readonly LectureCode[];
  lectureTitle: string;
  onClose: () => void;
}

/** The Keyboard Lock API (Chromium): not in TypeScript's DOM library yet. */
type KeyboardLock = { lock?: (keys: string[]) => Promise<void>; unlock?: () => void };
const keyboardLock = () => (navigator as Navigator & { keyboard?: KeyboardLock }).keyboard;

/** Shows the codes in their own full screen; leaving full screen (Escape, by the browser) ends the presentation. */
function enterFullscreen(element: HTMLElement, onClose: () => void): () => void {
  let entered = false;
  const onChange = () => {
    if (document.fullscreenElement) entered = true;
    else if (entered) onClose();
  };
  document.addEventListener('fullscreenchange', onChange);
  element.requestFullscreen?.().catch(() => undefined);
  return () => {
    document.removeEventListener('fullscreenchange', onChange);
    // Nothing was full screen when this began (presentationMode): whatever is now is ours.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
}

/**
 * Shows the codes over a full screen someone else holds (a deck): in the top layer, above that full screen and clear
 * of the deck's transforms, without a full screen of our own. Escape is kept for the page while it shows, so a short
 * press reaches the element (which closes the overlay) instead of making the browser leave the deck's full screen.
 */
function showOverlay(element: HTMLElement): () => void {
  element.showPopover?.();
  const keyboard = keyboardLock();
  void keyboard?.lock?.(['Escape']).catch(() => undefined);
  return () => {
    keyboard?.unlock?.();
    if (element.matches(':popover-open')) element.hidePopover();
  };
}

/**
 * The codes as large as the screen allows, for a projector: full screen through the Fullscreen API when the
 * browser grants it, otherwise a fixed overlay over the whole viewport; inside a deck that is already full screen,
 * an overlay over it (`presentationMode`). Escape (or the button) leaves, and goes no further than the element.
 */
export function Presentation({ entries, codes, lectureTitle, onClose }: PresentationProps) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [mode] = useState(() => presentationMode(document.fullscreenElement));

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const leave = mode === 'overlay' ? showOverlay(element) : enterFullscreen(element, onClose);
    close.current?.focus();
    return leave;
  }, [mode, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // A deck listening on the page would also leave its full screen or open its overview.
    event.stopPropagation();
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
      data-mode={mode}
      popover={mode === 'overlay' ? 'manual' : undefined}
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
