// Journey 8: malformed or failed server answers never blank the page (§8 generic catalogue, dynamic buttons; §2 toasts; §9).
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../_infra/fixtures';
import {
  LANGS,
  SESSION_KEYS,
  apiSession,
  collectPageErrors,
  expectLanguage,
  expectSignedInShell,
  loginForm,
  openProfileMenu,
  presetLanguage,
  seedSession,
  signInThroughForm,
  storedKeys,
  strings,
} from './support';

const CURRENT_USER = '**/backend/user/current';
const BUTTONS = '**/backend/base/dynamic/button/mine';
/** Three retries with 1 s, 2 s and 4 s back-off (§7) come before the buttons failure is reported. */
const AFTER_RETRIES = { timeout: 15_000 };

const BROKEN_ANSWERS: { name: string; reply: (route: Route) => Promise<void> }[] = [
  {
    name: 'a 200 with missing fields',
    reply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"id":1}}' }),
  },
  {
    name: 'a 200 that is not JSON',
    reply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>502 Bad Gateway</html>' }),
  },
];

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Server exploded', status_text: 'Internal Server Error', data: null }),
  });

/** Neither the fallback screen nor an empty page: the page still has its chrome or form. */
async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.locator('[part="fallback"]')).toHaveCount(0);
  await expect(page.locator('#app').locator('academy-shell, academy-login')).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`broken server answers (${lang})`, () => {
    test.use({ lang });
    const t = strings(lang);

    for (const broken of BROKEN_ANSWERS) {
      test(`signing in while user/current answers ${broken.name} shows a clear error`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await presetLanguage(page, lang);
        await page.route(CURRENT_USER, broken.reply);
        await page.goto('/auth/login');
        await signInThroughForm(page, lang, 'learner');

        const form = loginForm(page, lang);
        await expect(form.element.getByRole('alert').filter({ hasText: t.errors.invalidResponse })).toBeVisible();
        await expect(page).toHaveURL('/auth/login');
        await expect(form.submit).toBeEnabled();
        // No half session is left behind.
        await expect.poll(() => storedKeys(page)).toEqual({ ...Object.fromEntries(SESSION_KEYS.map((key) => [key, null])), language: lang });
        await expectNotBlank(page);
        await expectLanguage(page, lang, form.element);
        expect(errors).toEqual([]);
      });

      test(`a stored session validated by ${broken.name} keeps the page usable`, async ({ page, api, request }) => {
        const errors = collectPageErrors(page);
        await presetLanguage(page, lang);
        await seedSession(page, await apiSession(request, await api.login('learner')));
        await page.route(CURRENT_USER, broken.reply);
        await page.goto('/dashboard');

        // The token was not proven invalid (no 401), so the stored session is kept and the shell renders.
        const ui = await expectSignedInShell(page, lang);
        await expect(ui.profileTrigger).toHaveAccessibleName(`${t.shell.profileMenu} Layla Learner`);
        await expectLanguage(page, lang);
        await expectNotBlank(page);
        await openProfileMenu(ui);
        await expect(ui.signOutItem).toHaveText(t.shell.signOut);
        expect(errors).toEqual([]);
      });
    }

    // §8: an unreadable start-up answer keeps the stored session but is reported (errors.invalidResponse).
    test('a stored session validated by an unreadable answer tells the user', async ({ page, api, request }) => {
      await presetLanguage(page, lang);
      await seedSession(page, await apiSession(request, await api.login('learner')));
      await page.route(CURRENT_USER, BROKEN_ANSWERS[0]!.reply);
      await page.goto('/dashboard');
      const ui = await expectSignedInShell(page, lang);
      await expect(ui.toastMessages).toHaveText([t.errors.invalidResponse], { timeout: 3_000 });
    });

    test('dynamic buttons answering 500: the failure toast in a live region and a menu without buttons', async ({ page, api, request }) => {
      const errors = collectPageErrors(page);
      await presetLanguage(page, lang);
      await seedSession(page, await apiSession(request, await api.login('both')));
      let calls = 0;
      await page.route(BUTTONS, (route) => {
        calls++;
        return serverError(route);
      });
      await page.goto('/dashboard');
      const ui = await expectSignedInShell(page, lang);

      const alerts = ui.toaster.getByRole('alert');
      await expect(ui.toaster).toHaveAccessibleName(t.common.notifications);
      await expect(alerts).toHaveAttribute('aria-live', 'assertive');
      await expect(alerts.locator('[part="toast"] > p')).toHaveText([t.shell.dynamicButtonsFailed], AFTER_RETRIES);
      // Retried 3 times (§7), then reported once; 5xx itself only goes to the console (§8).
      expect(calls).toBe(4);
      // It can be dismissed before its display time ends.
      await alerts.getByRole('button', { name: t.common.dismiss }).click();
      await expect(ui.toasts).toHaveCount(0);

      await openProfileMenu(ui);
      await expect(ui.menuItems).toHaveText([t.shell.profileSettings, t.shell.signOut]);
      await expect(ui.buttonItems).toHaveCount(0);
      await expectNotBlank(page);

      expect(errors).toEqual([]);
    });

    test('at most 3 toasts show at once, and they leave after their display time', async ({ page, api, request }) => {
      await presetLanguage(page, lang);
      await seedSession(page, await apiSession(request, await api.login('learner')));
      await page.route(BUTTONS, serverError);
      await page.goto('/dashboard');
      const ui = await expectSignedInShell(page, lang);

      // While the first load is still retrying, every page the shell is mounted on asks again and shares that
      // failing request: five mounts, five failure toasts at the same moment.
      for (const [link, path] of [
        [ui.tickets, '/support/tickets'],
        [ui.brand, '/dashboard'],
        [ui.tickets, '/support/tickets'],
        [ui.brand, '/dashboard'],
      ] as const) {
        await link.click();
        await expect(page).toHaveURL(path);
        await expect(ui.profileTrigger).toBeVisible();
      }
      await expect(ui.toasts.first()).toBeVisible(AFTER_RETRIES);
      await expect(ui.toasts).toHaveCount(3);
      await expect(ui.toastMessages).toHaveText(Array(3).fill(t.shell.dynamicButtonsFailed));
      // Default display time 4000 ms (§9).
      await expect(ui.toasts).toHaveCount(0, { timeout: 6_000 });
    });
  });
}

