import type { Ref } from 'react';
import type { User } from '../../core/api/user';
import { nameIn } from '../../core/locale/person-name';
import { UserIcon } from '../ui/feature-icons';
import { lazyPart } from '../ui/lazy-part';
import { useI18n } from '../ui/use-i18n';

/** Menu item value of the sign-out entry; every other value is the path the item opens. */
export const SIGN_OUT = 'sign-out';
export const SETTINGS_PATH = '/profile/settings';

export interface ProfileMenuProps {
  user: User | null;
  signingOut: boolean;
  onSignOut: () => void;
}

interface TriggerProps {
  user: User | null;
  signingOut: boolean;
  ref?: Ref<HTMLButtonElement>;
  slot?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
}

/** What the visitor did to the button before the dropdown arrived; the dropdown takes it over once (focus, open). */
const early = { focused: false, opened: false };

/** Reads and forgets what happened to the button before the dropdown's code came. */
export function takeEarlyIntent(): { focused: boolean; opened: boolean } {
  const intent = { ...early };
  Object.assign(early, { focused: false, opened: false });
  return intent;
}

/**
 * The account menu's button, the same before and after the dropdown's code arrives.
 * `aria-haspopup`/`aria-expanded` start here; Shoelace keeps them current once the menu opens.
 */
export function ProfileTrigger({ user, signingOut, ref, slot, ...handlers }: TriggerProps) {
  const { t, locale } = useI18n();
  return (
    <button
      ref={ref}
      slot={slot}
      type="button"
      className="nav-button profile-trigger"
      aria-haspopup="true"
      aria-expanded={false}
      aria-busy={signingOut || undefined}
      {...handlers}
    >
      {signingOut ? <span className="spinner" aria-hidden="true" /> : <UserIcon />}
      <span className="sr-only">{t('shell.profileMenu')} </span>
      {user && <bdi className="collapsible profile-trigger-name">{nameIn(locale, user)}</bdi>}
    </button>
  );
}

/**
 * Keyboard-accessible account menu. Shoelace's dropdown with Lit, Floating UI and its theme (~25 KB gzip) comes in a
 * chunk of its own, fetched as the header renders: the page shows without waiting for it, its button drawn meanwhile.
 */
export const ProfileMenu = lazyPart(() => import('./profile-dropdown').then((module) => module.ProfileDropdown), {
  placeholder: ({ user, signingOut }: ProfileMenuProps) => (
    <span className="profile-menu">
      <ProfileTrigger
        user={user}
        signingOut={signingOut}
        onFocus={() => (early.focused = true)}
        onBlur={() => (early.focused = false)}
        onClick={() => (early.opened = true)}
      />
    </span>
  ),
});
