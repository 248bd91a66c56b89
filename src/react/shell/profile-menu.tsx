import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { User } from '../../core/api/user';
import { nameIn } from '../../core/locale/person-name';
import { $toastsBelow } from '../../core/toasts/toasts';
import { UserIcon } from '../ui/feature-icons';
import { PartFailed } from '../ui/lazy-part';
import { useI18n } from '../ui/use-i18n';
import { useProfilePanel, type MenuAsk } from './use-profile-panel';

export { SETTINGS_PATH, SIGN_OUT } from './profile-menu-items';

interface ProfileMenuProps {
  user: User | null;
  signingOut: boolean;
  onSignOut: () => void;
}

/** The keys Shoelace opens a shut menu onto an item with. */
const KEY_ASKS: Partial<Record<string, MenuAsk>> = { ArrowDown: 'first', Home: 'first', ArrowUp: 'last', End: 'last' };

/**
 * Keyboard-accessible account menu (Shoelace dropdown): who is signed in, profile settings, the user's dynamic buttons
 * and sign out; it stays open while signing out so the busy item stays visible. Its button is drawn at once inside
 * the `<sl-dropdown>` tag; the panel and Shoelace (~30 KB gzip) come in a chunk of their own, prefetched when idle or
 * on hover, focus or press, and defining the tag upgrades it in place. A click or key given before that opens the
 * menu once it has come (said aloud past 300 ms, Try Again if it could not be fetched).
 * `aria-haspopup`/`aria-expanded` start here; Shoelace keeps them current once the menu opens.
 */
export function ProfileMenu({ user, signingOut, onSignOut }: ProfileMenuProps) {
  const { t, locale } = useI18n();
  const dropdown = useRef<SlDropdown>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { panel, phase, prefetch, ask, cancel } = useProfilePanel((module, how) => {
    if (!dropdown.current) return;
    if (how === 'click') trigger.current?.focus();
    void module.openAsAsked(dropdown.current, how);
  });
  // Toasts go back under the header when the menu leaves with the shell.
  useEffect(() => () => $toastsBelow.set(false), []);

  const busy = signingOut || phase === 'slow';
  // Once the panel is drawn Shoelace answers the button itself; before, the ask waits for the chunk.
  const onClick = () => {
    if (!panel) ask('click');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const how = KEY_ASKS[event.key];
    if (panel || !how) return;
    event.preventDefault();
    ask(how);
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || phase === 'idle') return;
    // Taken: the host page (a portal's modal) must not close too.
    event.preventDefault();
    if (phase === 'failed') trigger.current?.focus();
    cancel();
  };
  const retry = () => {
    // Try Again leaves as the fetch starts: focus stays on the button the menu opens from.
    trigger.current?.focus();
    ask('click');
  };

  return (
    <span className="profile-menu-anchor" onKeyDown={onEscape}>
      <sl-dropdown
        ref={dropdown}
        placement="bottom-end"
        distance={6}
        hoist
        stay-open-on-select
        className="profile-menu"
        onsl-show={(event) => event.target === dropdown.current && $toastsBelow.set(true)}
        onsl-after-hide={(event) => event.target === dropdown.current && $toastsBelow.set(false)}
      >
        <button
          ref={trigger}
          slot="trigger"
          type="button"
          className="nav-button profile-trigger"
          aria-haspopup="true"
          aria-expanded={false}
          aria-busy={busy || undefined}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onPointerEnter={prefetch}
          onPointerDown={prefetch}
          onFocus={prefetch}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : <UserIcon />}
          <span className="sr-only">{t('shell.profileMenu')} </span>
          {user && <bdi className="collapsible profile-trigger-name">{nameIn(locale, user)}</bdi>}
        </button>
        {panel && (
          <panel.ProfileMenuPanel
            user={user}
            signingOut={signingOut}
            onSignOut={onSignOut}
            dropdown={dropdown}
            trigger={trigger}
          />
        )}
      </sl-dropdown>
      <span className="sr-only" role="status">
        {phase === 'slow' ? t('shell.menuLoading') : ''}
      </span>
      {phase === 'failed' && (
        <div className="profile-menu-failed" part="profile-menu-failed">
          <PartFailed onRetry={retry} />
        </div>
      )}
    </span>
  );
}
