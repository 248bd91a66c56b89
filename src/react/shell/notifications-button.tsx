import { useStore } from '@nanostores/react';
import { Component, lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { $unread, $unreadRise, watchUnread } from '../../core/shell/notifications-unread';
import { pushToast } from '../../core/toasts/toasts';
import { unreadBadge, unreadMessage } from '../../core/shell/notifications-badge';
import { BellIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';

// The panel (list, paging, reads) loads on the first opening, or on hover or focus just before it: the bell alone
// is what every page pays for.
const loadPanel = () => import('./notifications-panel').then((module) => module.loadPanelWords().then(() => module));
const lazyPanel = () => lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));
let NotificationsPanel = lazyPanel();

/** A panel whose code or words could not be fetched (offline) closes with a toast instead of taking the header down. */
class PanelBoundary extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    // React keeps a failed lazy component failed: the next opening asks for the code again.
    NotificationsPanel = lazyPanel();
    this.props.onFail();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The header's notifications (issue #32): a bell with the unread count, a polite announcement when the count goes
 * up, and a non-modal panel below it (which closes itself on Escape or a click outside). Closing with Escape, the
 * bell or an item gives focus back to the bell.
 */
export function NotificationsButton() {
  const { t, message, locale } = useI18n();
  const unread = useStore($unread);
  const rise = useStore($unreadRise);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const badge = unreadBadge(unread, locale);

  useEffect(() => watchUnread(), []);

  // A failed preload is not an error yet: the opening asks again and shows the failure if it persists.
  const preload = () => void loadPanel().catch(() => {});

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className="notifications" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="nav-button notifications-button"
        part="notifications-button"
        data-action="notifications"
        aria-label={message(unreadMessage('label', unread))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(true) : setOpen(true))}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <BellIcon />
        <span className="collapsible">{t('shell.notifications.title')}</span>
        {badge && (
          <span className="notifications-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <span className="sr-only" role="status">
        {rise === null ? '' : message(unreadMessage('announce', rise))}
      </span>
      {open && (
        <PanelBoundary
          onFail={() => {
            close(true);
            pushToast({ variant: 'danger', message: { key: 'shell.notifications.failed' } });
          }}
        >
          <Suspense
            fallback={
              // The panel's code and rules arrive together on the first opening (preloaded on hover or focus).
              <span id={panelId} className="sr-only" role="status">
                {t('shell.notifications.loading')}
              </span>
            }
          >
            <NotificationsPanel id={panelId} anchor={wrapper} onClose={close} />
          </Suspense>
        </PanelBoundary>
      )}
    </div>
  );
}
