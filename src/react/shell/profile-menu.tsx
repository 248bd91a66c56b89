import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import type { User } from '../../core/api/user';
import { $menuButtons } from '../../core/dynamic-buttons/dynamic-buttons-store';
import { buttonPath, buttonTitle } from '../../core/dynamic-buttons/visible-buttons';
import { nameIn } from '../../core/locale/person-name';
import { presentText } from '../../core/shell/shell-rules';
import { $toastsBelow } from '../../core/toasts/toasts';
import { useElement } from '../ui/element-context';
import { FileIcon, LogoutIcon, SettingsIcon, UserIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';
import type { SlSelectEvent } from '../ui/shoelace';

/** Menu item value of the sign-out entry; every other value is the path the item opens. */
export const SIGN_OUT = 'sign-out';
export const SETTINGS_PATH = '/profile/settings';

interface ProfileMenuProps {
  user: User | null;
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * Keyboard-accessible account menu (Shoelace dropdown): who is signed in, profile settings, the
 * user's dynamic buttons and sign out. It stays open while signing out so the busy item stays visible.
 * `aria-haspopup`/`aria-expanded` start here; Shoelace keeps them current once the menu opens.
 */
export function ProfileMenu({ user, signingOut, onSignOut }: ProfileMenuProps) {
  const { t, locale } = useI18n();
  const { navigate } = useElement();
  const buttons = useStore($menuButtons);
  const dropdown = useRef<SlDropdown>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const detailsId = useId();
  const arabicName = presentText(user?.arabic_name);
  const nid = presentText(user?.nid);
  // Toasts go back under the header when the menu leaves with the shell.
  useEffect(() => () => $toastsBelow.set(false), []);

  const onSelect = (event: SlSelectEvent) => {
    const value = event.detail.item.value;
    if (value === SIGN_OUT) {
      if (!signingOut) onSignOut();
      return;
    }
    if (!value) return;
    void dropdown.current?.hide();
    trigger.current?.focus();
    navigate(value);
  };

  return (
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
        aria-busy={signingOut || undefined}
      >
        {signingOut ? <span className="spinner" aria-hidden="true" /> : <UserIcon />}
        <span className="sr-only">{t('shell.profileMenu')} </span>
        {user && <bdi className="collapsible profile-trigger-name">{nameIn(locale, user)}</bdi>}
      </button>
      {user && (
        <div className="profile-summary" part="profile-summary">
          <p className="profile-name" id={nameId}>
            <bdi>{user.name}</bdi>
          </p>
          <div id={detailsId}>
            {arabicName && (
              <p className="profile-name-ar" lang="ar" dir="rtl" data-field="arabic-name">
                {arabicName}
              </p>
            )}
            <p className="profile-detail" data-field="email">
              <bdi>{user.email}</bdi>
            </p>
            {nid && (
              <p className="profile-detail profile-nid" data-field="nid">
                <span className="profile-nid-label">{t('shell.nid')}</span>
                <bdi>{nid}</bdi>
              </p>
            )}
          </div>
        </div>
      )}
      <sl-menu
        className="profile-items"
        aria-label={user ? undefined : t('shell.profileMenu')}
        aria-labelledby={user ? nameId : undefined}
        aria-describedby={user ? detailsId : undefined}
        onsl-select={onSelect}
      >
        <sl-menu-item value={SETTINGS_PATH}>
          <span slot="prefix" className="menu-icon">
            <SettingsIcon />
          </span>
          {t('shell.profileSettings')}
        </sl-menu-item>
        {buttons.length > 0 && <sl-divider />}
        {buttons.map((button) => (
          <sl-menu-item key={button.id} value={buttonPath(button)} data-button-id={button.id}>
            <span slot="prefix" className="menu-icon">
              <FileIcon />
            </span>
            {buttonTitle(button, locale)}
          </sl-menu-item>
        ))}
        <sl-divider />
        <sl-menu-item value={SIGN_OUT} loading={signingOut} disabled={signingOut} aria-busy={signingOut || undefined}>
          <span slot="prefix" className="menu-icon">
            <LogoutIcon />
          </span>
          {signingOut ? t('shell.signingOut') : t('shell.signOut')}
        </sl-menu-item>
      </sl-menu>
    </sl-dropdown>
  );
}
