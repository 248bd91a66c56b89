import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import type { Notification } from '../../core/api/notifications';
import { DATE_TIME_STYLE } from '../../core/locale/dates';
import {
  $notificationList,
  loadOlderNotifications,
  markAllRead,
  markRead,
  openNotificationList,
} from '../../core/shell/notifications-list';
import { $unread } from '../../core/shell/notifications-unread';
import { arrivalMessage, notificationHref, notificationWords } from '../../core/shell/notifications-words';
import { notificationsDictionary } from '../../core/shell/notification-strings';
import { loadDictionary } from '../../core/locale/i18n';
import { $locale } from '../../core/locale/locale-store';
import { NavLink, isPlainClick } from '../ui/nav-link';
import { useFormatDate } from '../ui/use-format-date';
import { useDictionary, useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { useStyles } from '../ui/use-styles';
import panelCss from './notifications-panel.css?inline';

/** Arrival times ('5 minutes ago') are worded again once a minute while the panel stays open. */
const CLOCK_TICK_MS = 60_000;
const STYLES = [panelCss];

/** The panel's own words (titles, arrival times), fetched with its code so it renders in one go. */
export const loadPanelWords = (): Promise<void> => loadDictionary(notificationsDictionary, $locale.get());

interface PanelProps {
  id: string;
  /** The bell and the panel: a click anywhere else closes the panel. */
  anchor: RefObject<HTMLElement | null>;
  /** Closes the panel; `refocus` gives focus back to the bell. */
  onClose: (refocus: boolean) => void;
}

function NotificationItem({ item, now, onChoose }: { item: Notification; now: number; onChoose: () => void }) {
  const { t, message, locale } = useI18n();
  const formatDate = useFormatDate();
  const words = notificationWords(item, locale);
  if (!words) return null;
  const ago = arrivalMessage(item.created_at, now);
  const arrived = Date.parse(item.created_at);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    void markRead(item.id);
    // A new tab (middle or modified click) leaves the panel open here.
    if (isPlainClick(event)) onChoose();
  };
  return (
    <li>
      <NavLink
        to={notificationHref(item.path)}
        className={item.read ? 'notification' : 'notification notification-unread'}
        data-id={item.id}
        onClick={onClick}
      >
        <span className="notification-dot" aria-hidden="true" />
        {!item.read && <span className="sr-only">{t('notifications.unread')}: </span>}
        <span className="notification-title">{t(words.titleKey)}</span>
        <span className="notification-detail">{message(words.detail)}</span>
        {ago && Number.isFinite(arrived) && (
          <time
            className="notification-time"
            dateTime={new Date(arrived).toISOString()}
            title={formatDate(arrived, DATE_TIME_STYLE)}
          >
            {message(ago)}
          </time>
        )}
      </NavLink>
    </li>
  );
}

/**
 * The notifications panel: read afresh at every opening, newest first, older pages on demand; loading, error (with
 * a retry) and empty states. Focus moves to its heading when it opens.
 */
export function NotificationsPanel({ id, anchor, onClose }: PanelProps) {
  useDictionary(notificationsDictionary);
  useStyles('view', STYLES);
  const { t } = useI18n();
  const state = useStore($notificationList);
  const unread = useStore($unread);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow(CLOCK_TICK_MS);
  const list = useRef<HTMLOListElement>(null);
  /** How many items showed when "show older" was pressed: focus goes to the first older one, not lost with the button. */
  const olderFrom = useRef<number | null>(null);

  useEffect(() => {
    void openNotificationList();
    heading.current?.focus();
  }, []);

  useEffect(() => {
    const onPointer = (event: Event) => {
      if (anchor.current && !event.composedPath().includes(anchor.current)) onClose(false);
    };
    // From inside the shell, taken there (prevented) before it leaves the element; from the page, closed as it passes.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose(true);
    };
    const inside = anchor.current;
    document.addEventListener('pointerdown', onPointer, true);
    inside?.addEventListener('keydown', onKey);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      inside?.removeEventListener('keydown', onKey);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, onClose]);

  useEffect(() => {
    const from = olderFrom.current;
    if (from === null || state.older === 'loading') return;
    olderFrom.current = null;
    if (state.older === 'idle') list.current?.querySelectorAll('a')[from]?.focus();
  }, [state.older, state.items]);

  const showOlder = () => {
    olderFrom.current = state.items.length;
    void loadOlderNotifications();
  };

  const loading = state.status === 'idle' || state.status === 'loading';
  return (
    <section id={id} className="notifications-panel" part="notifications" aria-labelledby={headingId}>
      <div className="notifications-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('shell.notifications.title')}
        </h2>
        <button
          type="button"
          className="notifications-action"
          data-action="mark-all-read"
          disabled={unread === 0 || state.markingAll}
          aria-busy={state.markingAll || undefined}
          onClick={() => void markAllRead()}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {loading ? (
        <p className="notifications-state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('shell.notifications.loading')}
        </p>
      ) : state.status === 'error' ? (
        <div className="notifications-state" role="alert">
          <p>{t('shell.notifications.failed')}</p>
          <button type="button" className="notifications-action" onClick={() => void openNotificationList()}>
            {t('common.retry')}
          </button>
        </div>
      ) : state.items.length === 0 ? (
        <p className="notifications-state" role="status">
          {t('notifications.empty')}
        </p>
      ) : (
        <ol className="notifications-list" ref={list}>
          {state.items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} onChoose={() => onClose(true)} />
          ))}
        </ol>
      )}
      {state.status === 'ready' && state.older === 'error' && (
        <p className="notifications-state" role="alert">
          {t('shell.notifications.failed')}
        </p>
      )}
      {state.status === 'ready' && state.more && (
        <button
          type="button"
          className="notifications-action notifications-older"
          data-action="show-older"
          aria-busy={state.older === 'loading' || undefined}
          disabled={state.older === 'loading'}
          onClick={showOlder}
        >
          {t('notifications.showOlder')}
        </button>
      )}
    </section>
  );
}
