// Journey 3: the language switch flips text, direction and lang, persists, loads the Arabic font and mirrors the layout (§1, §2, §3).
import type { Page } from '@playwright/test';
import { serverLanguage } from '../../../src/core/locale/locale';
import { localDigits } from '../../../src/core/locale/numbers';
import { expect, test, type Lang } from '../_infra/fixtures';
import { BRAND_VARIANTS, LANGS, expectLanguage, expectSignedInShell, openProfileMenu, shell, strings } from './support';

const ARABIC_FONT = 'Academy Noto Sans Arabic';
const brand = BRAND_VARIANTS.aman;
const other = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');

/** Status of every face of the bundled Arabic family declared on the document. */
function arabicFaces(page: Page): Promise<{ weight: string; status: string }[]> {
  return page.evaluate(
    (family) =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === family)
        .map((face) => ({ weight: face.weight, status: face.status })),
    ARABIC_FONT,
  );
}

/** Everything language-dependent the shell shows, in `lang`. */
async function expectShellIn(page: Page, lang: Lang): Promise<void> {
  const t = strings(lang).shell;
  const ui = shell(page, lang);
  await expectLanguage(page, lang);
  await expect(ui.tickets).toHaveText(t.supportTickets);
  await expect(ui.language).toBeVisible();
  // The switch names the other language in that language.
  await expect(ui.language.locator(`span[lang="${other(lang)}"]`)).toHaveText(strings(lang).common.otherLanguage);
  await expect(ui.brandName).toHaveText(brand.academyName[lang]);
  await expect(ui.nav).toBeVisible();
  await expect(ui.footer).toHaveText(
    t.copyright
      .replace('{{year}}', localDigits(String(new Date().getFullYear()), lang))
      .replace('{{academy}}', brand.academyName[lang]),
  );
}

/** RTL mirrors the header: the logo sits right of the profile menu (and on the right half). */
async function expectMirroring(page: Page, lang: Lang): Promise<void> {
  const ui = shell(page, lang);
  const width = page.viewportSize()!.width;
  await expect
    .poll(
      async () => {
        const logo = (await ui.logo.boundingBox())!;
        const trigger = (await ui.profileTrigger.boundingBox())!;
        const logoCentre = logo.x + logo.width / 2;
        return lang === 'ar'
          ? logo.x > trigger.x + trigger.width && logoCentre > width / 2
          : logo.x + logo.width < trigger.x && logoCentre < width / 2;
      },
      { message: `logo on the ${lang === 'ar' ? 'right' : 'left'} in ${lang}` },
    )
    .toBe(true);
}

/** The bundled Arabic font is declared on the document and used: regular and bold faces loaded, the shell asking for it. */
async function expectArabicFont(page: Page): Promise<void> {
  const ar = shell(page, 'ar');
  await expect(ar.footer).toContainText(brand.academyName.ar);
  // Declared once on the document (@font-face does not work inside shadow roots): regular and bold.
  const faces = () =>
    page.evaluate(
      () =>
        document.adoptedStyleSheets
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule instanceof CSSFontFaceRule).length,
    );
  await expect.poll(faces).toBe(2);
  // Regular-weight Arabic text (footer, menu) loads the 400 face; the bold name loads 700.
  await expect
    .poll(() => arabicFaces(page), { message: `${ARABIC_FONT} faces loaded` })
    .toEqual(
      expect.arrayContaining([
        { weight: '400', status: 'loaded' },
        { weight: '700', status: 'loaded' },
      ]),
    );
  expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'أكاديمية'), ARABIC_FONT)).toBe(true);
  // The shell's text actually asks for that family.
  const family = await ar.footer.evaluate((footer) => getComputedStyle(footer).fontFamily);
  expect(family).toContain(ARABIC_FONT);
}

for (const lang of LANGS) {
  test.describe(`language switch from ${lang}`, () => {
    test.use({ lang, signedIn: 'learner' });

    test(`downloads only the ${lang} strings; switching (keyboard) fetches the other language's strings and dashboard data and keeps focus; flips text, dir and lang, Arabic in the bundled font, persists across reload, and back (${lang} → ${other(lang)} → ${lang})`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (req) => {
        const chunk = /\/strings-([a-z]+-(?:en|ar))-/.exec(req.url());
        if (chunk) fetched.push(chunk[1]!);
      });
      // Issue 21 item 7: names come from the server in the language asked in, so the dashboard asks again.
      const dashboardAsked: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/reports/v2/dashboard/learner/'))
          dashboardAsked.push(req.headers()['accept-language'] ?? '');
      });
      await page.goto('/dashboard');
      const ui = await expectSignedInShell(page, lang);
      // The page holds the shell and the dashboard: each brings its strings in this language only.
      await expect.poll(() => [...fetched].sort()).toEqual([`dashboard-${lang}`, `shell-${lang}`]);
      await expectShellIn(page, lang);
      await expectMirroring(page, lang);
      if (lang === 'ar') await expectArabicFont(page);

      const next = other(lang);
      await ui.language.focus();
      await page.keyboard.press('Enter');
      await expectShellIn(page, next);
      await expect
        .poll(() => [...fetched].sort())
        .toEqual([`dashboard-${lang}`, `dashboard-${next}`, `shell-${lang}`, `shell-${next}`].sort());
      // The new strings arrive before the switch, so the header never blanks and the switch keeps focus.
      await expect(shell(page, next).language).toBeFocused();
      expect(dashboardAsked[0]).toBe(serverLanguage(lang));
      await expect.poll(() => dashboardAsked.at(-1)).toBe(serverLanguage(next));
      await expectMirroring(page, next);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(next);
      if (next === 'ar') await expectArabicFont(page);

      // The profile menu follows too.
      const nextUi = shell(page, next);
      await openProfileMenu(nextUi);
      await expect(nextUi.settingsItem).toBeVisible();
      await expect(nextUi.signOutItem).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nextUi.dropdown).not.toHaveAttribute('open');

      // The saved language wins over the brand default after a reload.
      await page.reload();
      await expectSignedInShell(page, next);
      await expectShellIn(page, next);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(next);

      // And back, with the mouse.
      await nextUi.language.click();
      await expectShellIn(page, lang);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(lang);
      await page.reload();
      await expectSignedInShell(page, lang);
      await expectShellIn(page, lang);
    });
  });
}
