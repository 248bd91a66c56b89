// Issue #7, client items: the page shows at once when user/current fails (12), toasts sit clear of the header (13),
// configuration without an inline script (15), titles per screen and language (20), focus after sign-in and a main
// landmark on auth pages (21), the demo's brand switcher folded on phones (24). English and Arabic.
import type { Locator, Page } from '@playwright/test';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';
import { demoStrings } from '../../../demo/host/demo-dictionary';
import { screens as dashboardScreens } from '../../../demo/host/features/dashboard';
import { screens as loginScreens } from '../../../demo/host/features/login';
import { expect, test } from '../_infra/fixtures';
import { LANGS, advanceUntilVisible, expectSignedInShell, pauseClock, signInThroughForm, strings } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
/** localhost is the Arabic-default brand (README). */
const BRAND = BRAND_VARIANTS.aman;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element, through open shadow roots. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? { tag: active.localName, id: active.id } : null;
  });
}

for (const lang of LANGS) {
  const t = strings(lang);
  const titles = { login: loginScreens.login?.title[lang], dashboard: dashboardScreens.dashboard?.title[lang] };

  test.describe(`hardening (${lang})`, () => {
    test.use({ lang });

    test.describe('signed in, user/current failing', () => {
      test.use({ signedIn: 'learner' });

      for (const [label, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        test(`shows the shell at once from the stored user, then says the session could not be checked, below the header (${label})`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await page.clock.install();
          await page.route('**/backend/user/current', (route) =>
            route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'down', status_text: 'error', data: null }),
            }),
          );
          await page.goto('/dashboard');
          // No clock time has passed: the shell did not wait for the check or its back-off.
          const ui = await expectSignedInShell(page, lang);
          await expect(page).toHaveTitle(`${titles.dashboard} · ${BRAND.academyName[lang]}`);
          const notice = ui.toaster.locator('[part="toast"]', { hasText: t.errors.sessionUnchecked });
          // From here page time moves only when the test says, so a busy machine cannot age the toast meanwhile.
          await pauseClock(page);
          await advanceUntilVisible(page, notice);
          await expect(ui.toaster.getByRole('status')).toContainText(t.errors.sessionUnchecked);
          const header = await box(ui.header);
          expect(overlaps(await box(notice), header), 'the toast covers the header').toBe(false);
          // Every header control stays clickable under the toast's lifetime.
          await expect(ui.language).toBeVisible();
          expect(overlaps(await box(notice), await box(ui.profileTrigger))).toBe(false);
        });
      }
    });

    test.describe('signing in through the form', () => {
      test('titles the page per screen, lands focus on the main heading, and the success toast clears the header', async ({
        page,
      }) => {
        await page.clock.install();
        await page.goto('/auth/login');
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page).toHaveTitle(`${titles.login} · ${BRAND.academyName[lang]}`);
        // Page time moves only in the test's steps until the toast is measured: its 4 s cannot run out meanwhile on a
        // busy machine (stop 38).
        await pauseClock(page);
        await signInThroughForm(page, lang, 'learner');
        const toast = page.locator('academy-shell').locator('[part="toaster"] [part="toast"]').first();
        await advanceUntilVisible(page, toast, 100);
        // The shell's header draws on the page's timers too: stepped on until its last control shows.
        await advanceUntilVisible(page, page.locator('academy-shell').locator('button.profile-trigger'), 100);
        await expect(page).toHaveURL(/\/dashboard$/);
        const ui = await expectSignedInShell(page, lang);
        expect(overlaps(await box(toast), await box(ui.header))).toBe(false);
        await page.clock.resume();
        await expect(page).toHaveTitle(`${titles.dashboard} · ${BRAND.academyName[lang]}`);
        // Focus lands on the arriving screen's main heading: the dashboard's title.
        await expect.poll(() => deepFocus(page)).toEqual({ tag: 'h1', id: '' });
        await expect(page.locator('academy-dashboard h1')).toBeFocused();
      });
    });

    test('folds the brand switcher on phones so it covers neither the sign-up link nor the card', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/auth/login');
      const switcher = page.locator('#demo-tools');
      const select = page.locator('#brand-switcher');
      await expect(switcher.locator('summary')).toHaveText(demoStrings(lang).brand);
      await expect(select).toBeHidden();
      const signUp = page.locator('academy-login').getByRole('link', { name: t.login.login.signupLink });
      await expect(signUp).toBeVisible();
      expect(overlaps(await box(switcher), await box(signUp))).toBe(false);
      expect(overlaps(await box(switcher), await box(page.locator('academy-login')))).toBe(false);
      await switcher.locator('summary').click();
      await expect(select).toBeVisible();
    });
  });
}

test('the embedding page is configured by a JSON block, with no inline script (strict CSP)', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/backend/')) calls.push(new URL(request.url()).origin);
  });
  // The same page with the block pointing at another API host (which its CSP then allows): the element must follow it.
  await page.route('**/embed.html', async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace('{ "apiBase": "/" }', '{ "apiBase": "http://127.0.0.1:9/" }');
    const headers = original.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).not.toContain("'unsafe-inline'");
    headers['content-security-policy'] = csp.replace(/connect-src ([^;]*)/, 'connect-src $1 http://127.0.0.1:9');
    await route.fulfill({ response: original, body: html, headers });
  });
  await page.route('http://127.0.0.1:9/**', (route) => route.abort());
  await page.goto('/embed.html');
  const form = page.locator('academy-login');
  await form.locator('input').first().fill('learner');
  await form.locator('input[type="password"]').fill('Academy#2026');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => calls).toContain('http://127.0.0.1:9');
  expect(calls.every((origin) => origin === 'http://127.0.0.1:9')).toBe(true);
});
