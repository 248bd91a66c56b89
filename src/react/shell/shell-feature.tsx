import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { loadDynamicButtons } from '../../core/dynamic-buttons/dynamic-buttons-store';
import { emit } from '../../core/events/emit';
import { currentPath } from '../../core/navigation/navigate';
import { $pathname } from '../../core/navigation/path-store';
import { rememberLocation } from '../../core/navigation/return-to';
import { logout } from '../../core/session/sign-out';
import { shellMode } from '../../core/shell/shell-rules';
import { Spinner } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { ShellFooter } from './footer';
import { ShellHeader } from './header';
import type { ShellProps } from './shell-props';
import notificationsCss from './notifications.css?inline';
import shellCss from './shell.css?inline';
import { useChatWidget } from './use-chat-widget';

// One sheet for the shell's own rules: the header's notifications live in their own file but not their own sheet.
const FEATURE = [`${shellCss}\n${notificationsCss}`];
const LOGIN_PATH = '/auth/login';

/**
 * Page chrome for signed-in pages (§2 "Page shell"): header with brand, dashboard toggle, tickets,
 * notifications, language and profile menu; the page content in a slot; the copyright footer; the chat widget.
 */
export default function ShellFeature({ dashboardToggle = false }: ShellProps) {
  useStyles('feature', FEATURE);
  const { t, dir } = useI18n();
  const { host, navigate } = useElement();
  const session = useSession();
  const pathname = useStore($pathname);
  const mode = shellMode(session, pathname);
  const [signingOut, setSigningOut] = useState(false);
  /** Set while our own sign-out runs, so the guest redirect does not remember the page or navigate twice. */
  const leaving = useRef(false);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    if (mode === 'signed-in') {
      leaving.current = false;
      void loadDynamicButtons();
    } else if (mode === 'redirect' && !leaving.current) {
      rememberLocation(currentPath());
      navigate(LOGIN_PATH);
    }
  }, [mode, navigate]);

  useChatWidget(mode === 'signed-in', pathname, session.user?.nid, dir);

  const signOut = async () => {
    leaving.current = true;
    setSigningOut(true);
    try {
      await logout(host);
    } finally {
      setSigningOut(false);
    }
    // A host page that re-renders when the session ends has already removed this element, so the event
    // dispatched on it reached no ancestor: announce the sign-out on the document as well.
    if (!host.isConnected) emit(document, 'academy-logout', {});
    navigate(LOGIN_PATH);
  };

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView?.({ block: 'start' });
  };

  if (mode === 'loading' || mode === 'redirect') {
    return (
      <div className="shell-loading" part="loading" aria-busy="true">
        <Spinner label={mode === 'loading' ? t('common.loading') : t('shell.redirecting')} />
      </div>
    );
  }

  const account =
    mode === 'signed-in'
      ? { user: session.user, roles: session.roles, signingOut, onSignOut: () => void signOut() }
      : null;
  return (
    <div className="shell">
      <a className="skip-link sr-only" href="#content" onClick={skipToContent}>
        {t('shell.skipToContent')}
      </a>
      <ShellHeader account={account} dashboardToggle={dashboardToggle} />
      <main ref={main} part="content" id="content" className="shell-content" tabIndex={-1}>
        <slot></slot>
      </main>
      <ShellFooter />
    </div>
  );
}
