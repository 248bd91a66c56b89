// Journey 8: failed server answers never blank the page (§8 generic catalogue, dynamic buttons; §2 toasts; §7 back-off; §9).
// The back-off (1 s, 2 s, 4 s) and the toasts' display time run on Playwright's clock, not the wall clock.
// The malformed user/current permutations (sign-in form, stored session, start-up toast) are browser-tier tests:
// tests/browser/elements/academy-login-answers.test.ts and tests/browser/elements/academy-shell-answers.test.ts.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../_infra/fixtures';
import {
  LANGS,
  advanceUntilVisible,
  collectPageErrors,
  expectSignedInShell,
  openProfileMenu,
  pauseClock,
  strings,
} from './support';

const BUTTONS = '**/backend/base/dynamic/button/mine';

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

    test.describe('both', () => {
      test.use({ signedIn: 'both' });

      test('dynamic buttons answering 500: the failure toast in a live region and a menu without buttons', async ({
        page,
      }) => {
        const errors = collectPageErrors(page);
        await page.clock.install();
        let calls = 0;
        await page.route(BUTTONS, (route) => {
          calls++;
          return serverError(route);
        });
        await page.goto('/dashboard');
        const ui = await expectSignedInShell(page, lang);

        const alerts = ui.toaster.getByRole('alert');
        await expect(ui.toaster).toHaveAccessibleName(t.common.notifications);
        // From here page time moves only when the test says (a busy machine cannot age the toast meanwhile).
        await pauseClock(page);
        // Three retries 1 s, 2 s and 4 s apart (§7) come before the failure is reported.
        await advanceUntilVisible(page, alerts.locator('[part="toast"]'));
        await expect(alerts).toHaveAttribute('aria-live', 'assertive');
        await expect(alerts.locator('[part="toast"] > p')).toHaveText([t.shell.dynamicButtonsFailed]);
        // Retried 3 times (§7), then reported once; 5xx itself only goes to the console (§8).
        expect(calls).toBe(4);
        // It can be dismissed before its display time ends.
        await alerts.getByRole('button', { name: t.common.dismiss }).click();
        await expect(ui.toasts).toHaveCount(0);
        // Shoelace's dropdown animates on the page's timers.
        await page.clock.resume();

        await openProfileMenu(ui);
        await expect(ui.menuItems).toHaveText([t.shell.profileSettings, t.shell.signOut]);
        await expect(ui.buttonItems).toHaveCount(0);
        await expectNotBlank(page);
        // No later retry either.
        await page.clock.runFor(30_000);
        expect(calls).toBe(4);

        expect(errors).toEqual([]);
      });
    });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test('at most 3 toasts show at once, and they leave after their display time', async ({ page }) => {
        await page.clock.install();
        await page.route(BUTTONS, serverError);
        await page.goto('/dashboard');
        const ui = await expectSignedInShell(page, lang);

        // While the first load is still retrying, every shell mounted on the page asks again and shares that failing
        // request: five shells, five failure toasts at the same moment.
        await page.evaluate(() => {
          for (let i = 0; i < 4; i++) document.body.append(document.createElement('academy-shell'));
        });
        await expect(page.locator('academy-shell button.profile-trigger')).toHaveCount(5);
        await pauseClock(page);
        await advanceUntilVisible(page, ui.toasts);
        await expect(ui.toasts).toHaveCount(3);
        await expect(ui.toastMessages).toHaveText(Array(3).fill(t.shell.dynamicButtonsFailed));
        // Default display time 4000 ms (§9): still there well into it, gone once it has passed.
        await page.clock.runFor(3_000);
        await expect(ui.toasts).toHaveCount(3);
        await page.clock.runFor(1_300);
        await expect(ui.toasts).toHaveCount(0, { timeout: 1_000 });
      });
    });
  });
}
