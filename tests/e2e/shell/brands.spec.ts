// Journey 4: white-label variants (§1, §3 theme palette): host default, ?brand=, the demo switcher, the `brand` attribute.
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { screens as dashboardScreens } from '../../../demo/host/features/dashboard';
import { screens as loginScreens } from '../../../demo/host/features/login';
import { localDigits } from '../../../src/core/locale/numbers';
import { expect, test, type Lang } from '../_infra/fixtures';
import {
  BRAND_VARIANTS,
  LANGS,
  dirOf,
  expectLanguage,
  expectSignedInShell,
  loginForm,
  presetLanguage,
  rgb,
  shell,
  strings,
  type BrandVariantId,
} from './support';

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/** The document title of a screen under a brand: "<screen> · <academy name>" (issue #7 item 20). */
const titleOf = (screen: 'login' | 'signup' | 'dashboard', id: BrandVariantId, lang: Lang) =>
  `${{ ...loginScreens, ...dashboardScreens }[screen]?.title[lang]} · ${BRAND_VARIANTS[id].academyName[lang]}`;

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The sign-in page wears `id`'s brand in `lang`: name, primary colour, favicon, title, language. */
async function expectBrandedLogin(page: Page, id: BrandVariantId, lang: Lang): Promise<void> {
  const brand = BRAND_VARIANTS[id];
  const form = loginForm(page, lang);
  await expect(form.submit).toHaveText(strings(lang).login.login.submit);
  await expect(form.element.locator('.login-brand-name')).toHaveText(brand.academyName[lang]);
  await expect(form.element.locator('.login-brand img')).toHaveAttribute('src', brand.logo);
  await expect
    .poll(() => background(form.submit), { message: `${id} primary colour on the sign-in button` })
    .toBe(rgb(brand.palette.primary.main));
  await expect(page.locator('link#favicon')).toHaveAttribute('href', brand.favicon);
  await expect(page).toHaveTitle(titleOf('login', id, lang));
  await expectLanguage(page, lang, form.element);
  await expect(page.locator('#brand-switcher')).toHaveValue(id);
}

test.describe('brand variants on the sign-in page', () => {
  // The brand picks the language: nothing is saved beforehand.
  test.use({ saveLanguage: false });

  test('localhost matches no brand host: the Arabic-default variant (aman) applies', async ({ page }) => {
    await page.goto('/auth/login');
    await expectBrandedLogin(page, 'aman', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });

  for (const id of ['safe', 'association'] as const) {
    test(`?brand=${id} gives its English default, colour, favicon and title`, async ({ page }) => {
      await page.goto(`/auth/login?brand=${id}`);
      await expectBrandedLogin(page, id, 'en');
      // Remembered for the tab: the next page without the query keeps it.
      await loginForm(page, 'en')
        .element.getByRole('link', { name: strings('en').login.login.signupLink })
        .click();
      await expect(page).toHaveURL('/auth/signup');
      await page.reload();
      await expect(page).toHaveTitle(titleOf('signup', id, 'en'));
      await expect(page.locator('#brand-switcher')).toHaveValue(id);
    });
  }

  test('a saved language wins over the brand default', async ({ page }) => {
    await presetLanguage(page, 'ar');
    await page.goto('/auth/login?brand=safe');
    await expectBrandedLogin(page, 'safe', 'ar');
  });

  test('the #brand-switcher select changes the brand live', async ({ page }) => {
    await page.goto('/auth/login');
    await expectBrandedLogin(page, 'aman', 'ar');
    const switcher = page.locator('#brand-switcher');
    await switcher.selectOption('safe');
    await expectBrandedLogin(page, 'safe', 'en');
    await page.locator('#brand-switcher').selectOption('association');
    await expectBrandedLogin(page, 'association', 'en');
    await page.locator('#brand-switcher').selectOption('aman');
    await expectBrandedLogin(page, 'aman', 'ar');
  });

  test('an unknown ?brand= keeps the default with a console warning', async ({ page }) => {
    const seen = warnings(page);
    await page.goto('/auth/login?brand=zzz');
    await expectBrandedLogin(page, 'aman', 'ar');
    expect(seen.some((text) => text.includes('unknown brand "zzz"'))).toBe(true);
  });
});

test.describe('the brand attribute of an element', () => {
  test.use({ saveLanguage: false });

  test('overrides the host variant on a plain embedding page', async ({ page }) => {
    const seen = warnings(page);
    await page.goto('/embed.html');
    const login = page.locator('academy-login');
    const submit = () => loginForm(page, 'en').submit;
    // Default for localhost: aman, Arabic.
    await expect(loginForm(page, 'ar').submit).toBeVisible();
    await expect(login).toHaveAttribute('lang', 'ar');
    await expect(login).toHaveAttribute('dir', 'rtl');
    await expect
      .poll(() => background(loginForm(page, 'ar').submit))
      .toBe(rgb(BRAND_VARIANTS.aman.palette.primary.main));

    for (const id of ['safe', 'association'] as const) {
      await login.evaluate((element, value) => element.setAttribute('brand', value), id);
      await expect(submit()).toBeVisible();
      await expect(login).toHaveAttribute('lang', 'en');
      await expect(login).toHaveAttribute('dir', dirOf('en'));
      await expect(login.locator('.login-brand-name')).toHaveText(BRAND_VARIANTS[id].academyName.en);
      await expect.poll(() => background(submit())).toBe(rgb(BRAND_VARIANTS[id].palette.primary.main));
    }

    // Removing the attribute releases the override: back to the host's variant.
    await login.evaluate((element) => element.removeAttribute('brand'));
    await expect(login).toHaveAttribute('lang', 'ar');
    await expect(login.locator('.login-brand-name')).toHaveText(BRAND_VARIANTS.aman.academyName.ar);

    // An unknown value is ignored with a warning: it overrides nothing, so the host's variant stays.
    await login.evaluate((element) => element.setAttribute('brand', 'zzz'));
    await expect.poll(() => seen.some((text) => text.includes('invalid brand="zzz"'))).toBe(true);
    await expect(login).toHaveAttribute('lang', 'ar');
    await expect(login.locator('.login-brand-name')).toHaveText(BRAND_VARIANTS.aman.academyName.ar);
    // Polled: buttons transition their colour for 150 ms.
    await expect
      .poll(() => background(loginForm(page, 'ar').submit))
      .toBe(rgb(BRAND_VARIANTS.aman.palette.primary.main));
  });
});

for (const lang of LANGS) {
  test.describe(`brand variants in the signed-in shell (${lang})`, () => {
    // A trainer who is also a learner: the dashboard toggle (drawn in the primary colour) shows only to both roles.
    test.use({ lang, signedIn: 'both' });

    test('safe, aman and association: logo, academy name, footer, title and primary colour', async ({ page }) => {
      const t = strings(lang).shell;
      for (const id of Object.keys(BRAND_VARIANTS) as BrandVariantId[]) {
        const brand = BRAND_VARIANTS[id];
        await page.goto(`/dashboard?brand=${id}`);
        const ui = await expectSignedInShell(page, lang);
        await expectLanguage(page, lang);
        await expect(ui.logo).toHaveAttribute('src', brand.logo);
        await expect(ui.brandName).toHaveText(brand.academyName[lang]);
        await expect(ui.footer).toHaveText(
          t.copyright
            .replace('{{year}}', localDigits(String(new Date().getFullYear()), lang))
            .replace('{{academy}}', brand.academyName[lang]),
        );
        await expect(page).toHaveTitle(titleOf('dashboard', id, lang));
        // The selected dashboard view is drawn in the brand's primary colour.
        await expect(ui.trainerView).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(() => background(ui.trainerView)).toBe(rgb(brand.palette.primary.main));
      }
    });

    test.describe('as both', () => {
      test('the #brand-switcher restyles the signed-in shell live', async ({ page }) => {
        await page.goto('/dashboard');
        const ui = await expectSignedInShell(page, lang);
        for (const id of ['association', 'safe', 'aman'] as const) {
          await page.locator('#brand-switcher').selectOption(id);
          await expect(ui.brandName).toHaveText(BRAND_VARIANTS[id].academyName[lang]);
          await expect(ui.logo).toHaveAttribute('src', BRAND_VARIANTS[id].logo);
          await expect.poll(() => background(ui.trainerView)).toBe(rgb(BRAND_VARIANTS[id].palette.primary.main));
          // The saved language stays.
          await expectLanguage(page, lang);
        }
        await expect(shell(page, lang).profileTrigger).toBeVisible();
      });
    });
  });
}
