import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import themeCss from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef } from 'react';
import { $menuButtons } from '../../core/dynamic-buttons/dynamic-buttons-store';
import { buttonPath, buttonTitle } from '../../core/dynamic-buttons/visible-buttons';
import { presentText } from '../../core/shell/shell-rules';
import { useElement } from '../ui/element-context';
import { FileIcon, LogoutIcon, SettingsIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';
import type { SlSelectEvent } from '../ui/shoelace';
import { useStyles } from '../ui/use-styles';
import { ProfileTrigger, SETTINGS_PATH, SIGN_OUT, takeEarlyIntent, type ProfileMenuProps } from './profile-menu';

const THEME = [themeCss];

/**
 * Keyboard-accessible account menu (Shoelace dropdown): who is signed in, profile settings, the
 * user's dynamic buttons and sign out. It stays open while signing out so the busy item stays visible.
 */
export function ProfileDropdown({ user, signingOut, onSignOut }: ProfileMenuProps) {
  useStyles('theme', THEME);
  const { t, locale } = useI18n();
  const { navigate } = useElement();
  const buttons = useStore($menuButtons);
  const dropdown = useRef<SlDropdown>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const detailsId = useId();
  const arabicName = presentText(user?.arabic_name);
  const nid = presentText(user?.nid);

  // The button drawn while this code loaded is gone: keep the visitor's focus, and open if they asked for it.
  useLayoutEffect(() => {
    const { focused, opened } = takeEarlyIntent();
    if (focused || opened) trigger.current?.focus();
    if (opened) void dropdown.current?.show();
  }, []);

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
    <sl-dropdown ref={dropdown} placement="bottom-end" distance={6} hoist stay-open-on-select className="profile-menu">
      <ProfileTrigger ref={trigger} slot="trigger" user={user} signingOut={signingOut} />
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
