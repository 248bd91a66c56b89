// Journey 9: accessibility of the shell — axe (WCAG 2.2 A/AA), the skip link, and the profile menu by keyboard.
import type { Page } from '@playwright/test';
import { expect, test } from '../_infra/fixtures';
import { LANGS, expectLanguage, expectSignedInShell, openProfileMenu, strings } from './support';

/** Short, readable violation list for the failure message. */
function summary(violations: { id: string; nodes: { target: unknown }[] }[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Deep focus: the focused element inside the shell's shadow root. */
const focusedInShell = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('academy-shell')?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return active ? { tag: active.tagName.toLowerCase(), id: active.id, text: active.textContent?.trim() ?? '' } : null;
  });

for (const lang of LANGS) {
  test.describe(`shell accessibility (${lang})`, () => {
    // 'both' shows every part of the chrome: toggle, Arabic name, NID and dynamic buttons.
    test.use({ lang, signedIn: 'both' });
    const t = strings(lang).shell;

    test.beforeEach(async ({ page }) => {
      await page.goto('/dashboard');
      const ui = await expectSignedInShell(page, lang);
      await expect(ui.toggle).toBeVisible();
      await expectLanguage(page, lang);
    });

    test('axe finds no violations with the profile menu closed and open', async ({ page, axe }) => {
      const closed = await axe().analyze();
      expect(summary(closed.violations), 'menu closed').toEqual([]);

      const ui = await expectSignedInShell(page, lang);
      await openProfileMenu(ui);
      await expect(ui.buttonItems.first()).toBeVisible();
      const open = await axe().analyze();
      expect(summary(open.violations), 'menu open').toEqual([]);
    });

    test('the skip link is the first stop and moves focus to the content; the profile menu opens with Enter and closes with Escape, returning focus; ArrowDown opens it on its first item, arrows move and Escape returns focus', async ({
      page,
    }) => {
      const ui = await expectSignedInShell(page, lang);
      await page.keyboard.press('Tab');
      await expect(ui.skipLink).toBeFocused();
      await expect(ui.skipLink).toHaveText(t.skipToContent);
      await expect(ui.skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(ui.content).toBeFocused();
      expect(await focusedInShell(page)).toMatchObject({ tag: 'main', id: 'content' });
      // The URL is not changed to #content (the host owns routing).
      await expect(page).toHaveURL('/dashboard');

      // The profile menu with Enter and Escape.
      await ui.profileTrigger.focus();
      await expect(ui.profileTrigger).toBeFocused();
      await expect(ui.profileTrigger).toHaveAttribute('aria-haspopup', 'true');
      await expect(ui.profileTrigger).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(ui.dropdown).toHaveAttribute('open', '');
      await expect(ui.profileTrigger).toHaveAttribute('aria-expanded', 'true');
      await expect(ui.signOutItem).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(ui.dropdown).not.toHaveAttribute('open');
      await expect(ui.profileTrigger).toHaveAttribute('aria-expanded', 'false');
      await expect(ui.signOutItem).toBeHidden();
      await expect(ui.profileTrigger).toBeFocused();

      // The profile menu with the arrow keys, once the hide animation is over (a dropdown re-opened mid-animation ends up hidden).
      await expect(ui.menu).toBeHidden();
      await ui.profileTrigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(ui.dropdown).toHaveAttribute('open', '');
      await expect(ui.settingsItem).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(ui.buttonItems.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(ui.signOutItem).toBeFocused();
      await page.keyboard.press('Home');
      await expect(ui.settingsItem).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(ui.dropdown).not.toHaveAttribute('open');
      await expect(ui.profileTrigger).toBeFocused();
      // Let the hide animation finish: Shoelace's dropdown re-opened mid-animation ends up hidden.
      await expect(ui.menu).toBeHidden();

      // Enter on an item follows it.
      await page.keyboard.press('ArrowDown');
      await expect(ui.settingsItem).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/profile/settings');
      await expectSignedInShell(page, lang);
    });
  });
}
