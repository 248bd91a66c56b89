import type { DynamicButton } from '../api/content';
import type { Locale } from '../locale/locale-store';
import { roleMatches } from '../roles/roles';

/** Shown only when active (status 1), placed on the dashboard and meant for one of the user's roles (§6). */
export function visibleButtons(
  buttons: readonly DynamicButton[],
  roles: readonly string[],
  page = 'dashboard',
): DynamicButton[] {
  return buttons.filter(
    (button) =>
      button.status === 1 &&
      (button.on_page ?? '').toLowerCase() === page &&
      !!button.visible_for_role_name &&
      roles.some((role) => roleMatches(role, button.visible_for_role_name ?? '')),
  );
}

/** Content page route of a dynamic button. */
export function buttonPath(button: Pick<DynamicButton, 'id'>): string {
  return `/content/dynamic-button/${encodeURIComponent(button.id)}`;
}

/** A dynamic button's label: its Arabic title in Arabic when it has one, else its title. */
export function buttonTitle(button: Pick<DynamicButton, 'title' | 'title_ar'>, locale: Locale): string {
  const arabic = button.title_ar?.trim();
  return locale === 'ar' && arabic ? arabic : button.title;
}
