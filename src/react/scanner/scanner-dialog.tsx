import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { MessageKey } from '../../core/locale/i18n';
import type { Locale } from '../../core/locale/locale';
import type { Message } from '../../core/locale/message';
import { locationDetail } from '../../core/scanner/scanner-rules';
import type { Scanner, ScannerDialog as Dialog } from '../../core/scanner/scanner-store';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { closeDialogOf, Modal } from '../ui/modal';

interface Action {
  label: MessageKey;
  variant: 'primary' | 'secondary';
  /** 'close' closes the dialog like Escape (the store decides what closing means for its type). */
  run: 'close' | (() => void);
}

interface Content {
  title: MessageKey;
  message: string;
  detail?: string | null | undefined;
  actions: Action[];
}

const close = (label: MessageKey = 'scanner.dialog.close', variant: Action['variant'] = 'secondary'): Action => ({
  label,
  variant,
  run: 'close',
});

/** What each dialog type of §4 and §8 says and offers. "Reload" is the element's own reset, never a page reload. */
function contentOf(
  dialog: Dialog,
  scanner: Scanner,
  text: (key: MessageKey) => string,
  message: (m: Message) => string,
  locale: Locale,
): Content {
  switch (dialog.type) {
    case 'info_submit':
      return {
        title: 'scanner.dialog.confirmTitle',
        message: text('scanner.dialog.confirmMessage'),
        actions: [
          close('scanner.dialog.cancel'),
          { label: 'scanner.dialog.submit', variant: 'primary', run: () => scanner.confirm() },
        ],
      };
    case 'loading':
      return { title: 'scanner.dialog.loadingTitle', message: text('scanner.dialog.loadingMessage'), actions: [] };
    case 'success':
    case 'success_submit':
      return {
        title: 'scanner.dialog.successTitle',
        message: message(dialog.message),
        actions: [close('scanner.dialog.ok', 'primary')],
      };
    case 'error_reload':
      return {
        title: 'scanner.dialog.errorTitle',
        message: message(dialog.message),
        actions: [close(), { label: 'scanner.dialog.tryAgain', variant: 'primary', run: () => scanner.reset() }],
      };
    case 'error_reload_check':
      return {
        title: 'scanner.dialog.errorTitle',
        message: message(dialog.message),
        actions: [
          close('scanner.dialog.cancel'),
          { label: 'scanner.dialog.reload', variant: 'primary', run: () => scanner.reset() },
        ],
      };
    case 'location':
      return {
        title: 'scanner.dialog.locationTitle',
        message: text('scanner.dialog.locationMessage'),
        detail: dialog.detail && message(locationDetail(dialog.detail, locale)),
        actions: [
          close(),
          {
            label: 'scanner.dialog.retry',
            variant: 'primary',
            run: () => {
              scanner.closeDialog();
              scanner.requestLocation();
            },
          },
        ],
      };
    case 'camera':
      return {
        title: dialog.offline ? 'scanner.dialog.cameraOfflineTitle' : 'scanner.dialog.cameraTitle',
        message: text(dialog.offline ? 'scanner.dialog.cameraOfflineMessage' : 'scanner.dialog.cameraMessage'),
        actions: [close(), { label: 'scanner.dialog.tryAgain', variant: 'primary', run: () => scanner.retryCamera() }],
      };
    case 'invalid_qr':
      return {
        title: 'scanner.dialog.invalidTitle',
        message: text('scanner.dialog.invalidMessage'),
        actions: [close('scanner.dialog.ok', 'primary')],
      };
  }
}

/** The store's one dialog (§4 dialog types; §8 location, camera and invalid-QR), as a labelled modal. */
export function ScannerDialog({ scanner }: { scanner: Scanner }) {
  const { t, message, locale } = useI18n();
  const dialog = useStore(scanner.$dialog);
  const titleId = useId();
  const messageId = useId();
  if (!dialog) return null;
  const content = contentOf(dialog, scanner, t, message, locale);
  return (
    <Modal
      key={dialog.type}
      labelledBy={titleId}
      describedBy={messageId}
      dismissible={dialog.type !== 'loading'}
      onClose={() => scanner.closeDialog()}
      className="scanner-dialog"
      data={{ 'data-type': dialog.type }}
    >
      <h2 id={titleId} part="dialog-title">
        {t(content.title)}
      </h2>
      {dialog.type === 'loading' && <span className="spinner dialog-spinner" aria-hidden="true" />}
      <p id={messageId} className="dialog-message" part="dialog-message" dir="auto">
        {content.message}
      </p>
      {content.detail && (
        <p className="dialog-detail" part="dialog-detail" dir="auto">
          {content.detail}
        </p>
      )}
      {content.actions.length > 0 && (
        <div className="dialog-actions" part="dialog-actions">
          {content.actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant}
              onClick={(event) => (action.run === 'close' ? closeDialogOf(event.currentTarget) : action.run())}
            >
              {t(action.label)}
            </Button>
          ))}
        </div>
      )}
    </Modal>
  );
}
