// Journey 7: the third-party chat widget (§2 "Page shell", §6, §9 polling): safe brand only, users with a national ID,
// on / and /dashboard, right in LTR and left in RTL, hidden elsewhere.
import type { Page } from '@playwright/test';
import { expect, test, type Lang } from '../_infra/fixtures';
import {
  ACCOUNTS,
  BRAND_VARIANTS,
  LANGS,
  chatWidget,
  expectLanguage,
  expectSignedInShell,
  openProfileMenu,
  shell,
  type BrandVariantId,
  type DemoUser,
} from './support';

/** Requests for the widget script, to prove it was never loaded. */
function widgetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/chat-widget.js') urls.push(request.url());
  });
  return urls;
}

/** The widget sits on `side`: inline style from the app and its box on that half of the viewport. */
async function expectWidgetOn(page: Page, side: 'left' | 'right'): Promise<void> {
  const { root } = chatWidget(page);
  await expect(root).toBeVisible();
  await expect(root).toHaveCount(1);
  const opposite = side === 'left' ? 'right' : 'left';
  await expect.poll(() => root.evaluate((el, s) => (el as HTMLElement).style.getPropertyValue(s), side)).toBe('20px');
  expect(await root.evaluate((el, s) => (el as HTMLElement).style.getPropertyValue(s), opposite)).toBe('');
  const box = (await root.boundingBox())!;
  const width = page.viewportSize()!.width;
  if (side === 'right') expect(box.x + box.width).toBeCloseTo(width - 20, 0);
  else expect(box.x).toBeCloseTo(20, 0);
}

const sideFor = (lang: Lang) => (lang === 'ar' ? 'left' : 'right');

/** Waits until the shell settled (menu with the user's dynamic buttons), then proves no widget was loaded. */
async function expectNoWidget(page: Page, lang: Lang, user: DemoUser, requests: string[]): Promise<void> {
  const ui = await expectSignedInShell(page, lang);
  await openProfileMenu(ui);
  await expect(ui.buttonItems).toHaveCount(ACCOUNTS[user].buttons.length);
  const { root, script } = chatWidget(page);
  await expect(script).toHaveCount(0);
  await expect(root).toHaveCount(0);
  expect(requests).toEqual([]);
}

for (const lang of LANGS) {
  test.describe(`chat widget (${lang})`, () => {
    test.use({ lang });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });
      test(`safe brand, user with a national ID: on / and /dashboard at the ${sideFor(lang)}, hidden elsewhere`, async ({
        page,
      }) => {
        // / redirects to /dashboard; the brand is remembered for the tab.
        await page.goto('/?brand=safe');
        await expect(page).toHaveURL('/dashboard');
        const ui = await expectSignedInShell(page, lang);
        await expectLanguage(page, lang);
        await expectWidgetOn(page, sideFor(lang));

        // Other pages hide it (it stays loaded).
        await ui.tickets.click();
        await expect(page).toHaveURL('/support/tickets');
        await expect(chatWidget(page).root).toBeHidden();
        await expect(chatWidget(page).script).toHaveCount(1);
        // A fresh load elsewhere does not even load it.
        await page.goto('/profile/settings');
        await expectSignedInShell(page, lang);
        await expect(chatWidget(page).script).toHaveCount(0);
        await expect(chatWidget(page).root).toHaveCount(0);

        // Home again: shown.
        await ui.brand.click();
        await expect(page).toHaveURL('/dashboard');
        await expectWidgetOn(page, sideFor(lang));

        // Switching the language moves it to the other side.
        await ui.language.click();
        const other: Lang = lang === 'en' ? 'ar' : 'en';
        await expectLanguage(page, other);
        await expectWidgetOn(page, sideFor(other));
      });
    });

    test.describe('newcomer', () => {
      test.use({ signedIn: 'newcomer' });
      test('safe brand: a user without a national ID (newcomer) gets no widget', async ({ page }) => {
        const requests = widgetRequests(page);
        await page.goto('/dashboard?brand=safe');
        await expect(shell(page, lang).brandName).toHaveText(/SAFE|سيف/);
        await expectNoWidget(page, lang, 'newcomer', requests);
      });
    });

    test.describe('both on aman and association', () => {
      test.use({ signedIn: 'both' });
      test('aman and association brands: the widget is not loaded, even for a user with a national ID', async ({
        page,
      }) => {
        const requests = widgetRequests(page);
        for (const brand of ['aman', 'association'] as BrandVariantId[]) {
          await page.goto(`/dashboard?brand=${brand}`);
          await expect(shell(page, lang).brandName).toHaveText(BRAND_VARIANTS[brand].academyName[lang]);
          await expectNoWidget(page, lang, 'both', requests);
        }
      });
    });

    test.describe('trainer', () => {
      test.use({ signedIn: 'trainer' });
      test('switching the brand away from safe hides the widget; back to safe shows it', async ({ page }) => {
        await page.goto('/dashboard?brand=safe');
        await expectSignedInShell(page, lang);
        await expectWidgetOn(page, sideFor(lang));
        await page.locator('#brand-switcher').selectOption('association');
        await expect(chatWidget(page).root).toBeHidden();
        await page.locator('#brand-switcher').selectOption('safe');
        await expectWidgetOn(page, sideFor(lang));
      });
    });
  });
}
