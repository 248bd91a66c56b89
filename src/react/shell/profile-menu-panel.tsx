import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import type SlDropdown from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import themeCss from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import { useStore } from '@nanostores/react';
import { useId, type RefObject } from 'react';
import type { User } from '../../core/api/user';
import { $menuButtons } from '../../core/dynamic-buttons/dynamic-buttons-store';
import { buttonPath, buttonTitle } from '../../core/dynamic-buttons/visible-buttons';
import { presentText } from '../../core/shell/shell-rules';
import { useElement } from '../ui/element-context';
import { FileIcon, LogoutIcon, SettingsIcon } from '../ui/feature-icons';
import { localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import type { SlSelectEvent } from '../ui/shoelace';
import { useStyles } from '../ui/use-styles';
import { SETTINGS_PATH, SIGN_OUT } from './profile-menu-items';

const THEME = [themeCss];

interface PanelProps {
  user: User | null;
  signingOut: boolean;
  onSignOut: () => void;
  dropdown: RefObject<SlDropdown | null>;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The profile menu's panel, a chunk of its own with Shoelace's dropdown, menu and theme (Lit and Floating UI too):
 * who is signed in, profile settings, the user's dynamic buttons and sign out. Importing it defines the Shoelace tags,
 * which upgrades the `<sl-dropdown>` the header already drew in place (the button inside it stays the same node).
 */
export function ProfileMenuPanel({ user, signingOut, onSignOut, dropdown, trigger }: PanelProps) {
  useStyles('theme', THEME);
  const { t, locale } = useI18n();
  const { navigate } = useElement();
  const buttons = useStore($menuButtons);
  const nameId = useId();
  const detailsId = useId();
  const arabicName = presentText(user?.arabic_name);
  const nid = presentText(user?.nid);

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
    <>
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
                <bdi>{localDigits(nid, locale)}</bdi>
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
    </>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Opens the upgraded dropdown for a visitor who asked before its code came, as Shoelace would have: a click (or
 * Enter, Space) leaves focus on the button, an arrow key, Home or End puts it on the first or last item.
 */
export async function openAsAsked(dropdown: SlDropdown, how: 'click' | 'first' | 'last'): Promise<void> {
  await dropdown.updateComplete;
  // show() is a no-op once open: the click cannot toggle the menu twice.
  void dropdown.show();
  if (how === 'click') return;
  const menu = dropdown.querySelector('sl-menu');
  if (!menu) return;
  await menu.updateComplete;
  const items = menu.getAllItems();
  const item = how === 'first' ? items[0] : items[items.length - 1];
  // The panel is unhidden a few microtasks into the show: an item takes focus only once it can be seen.
  for (let frame = 0; item && !item.checkVisibility() && frame < 10; frame++) await nextFrame();
  if (!item || !dropdown.open) return;
  menu.setCurrentItem(item);
  item.focus();
}
