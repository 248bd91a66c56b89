// Theme pages (§2 /theme and /css-variables-demo, §3 theme palette): swatches coloured by one constructed sheet under
// the demo's strict CSP (the fixture fails on any violation), in English and Arabic, following the brand.
import type { Page } from '@playwright/test';
import { demoStrings } from '../../../demo/host/demo-dictionary';
import { contrastRatio, parseColour, relativeLuminance } from '../../../demo/host/theme-contrast';
import { paletteTokens } from '../../../src/core/brand/tokens';
import { expect, test } from '../_infra/fixtures';
import { BRAND_VARIANTS, LANGS, dirOf, expectSignedInShell, rgb, type BrandVariantId } from '../shell/support';

/** Every swatch cell of /theme as the browser paints it. */
function paintedSwatches(page: Page) {
  return page.locator('section[data-theme-page="palette"] td[data-swatch]').evaluateAll((cells) =>
    cells.map((cell) => {
      const style = getComputedStyle(cell);
      const code = cell.querySelector('code');
      return {
        token: cell.closest('tr')?.getAttribute('data-token') ?? '',
        variant: cell.getAttribute('data-variant') ?? '',
        text: code?.textContent ?? '',
        dir: code?.getAttribute('dir') ?? '',
        background: style.backgroundColor,
        color: style.color,
      };
    }),
  );
}

/** What /css-variables-demo lists, next to what the shell host computes for each property now. */
function listedProperties(page: Page) {
  return page.locator('section[data-theme-page="variables"] tr[data-property]').evaluateAll((rows) => {
    const host = getComputedStyle(document.querySelector('academy-shell') as Element);
    return rows.map((row) => {
      const name = row.getAttribute('data-property') ?? '';
      const sample = row.querySelector('[data-swatch]');
      return {
        name,
        shown: row.querySelector('td code')?.textContent ?? '',
        computed: host.getPropertyValue(name).trim(),
        kind: sample?.getAttribute('data-kind') ?? null,
        sample: sample ? getComputedStyle(sample).backgroundColor : null,
      };
    });
  });
}

const luminanceOf = (css: string) => relativeLuminance(parseColour(css) ?? [0, 0, 0]);

for (const lang of LANGS) {
  test.describe(`theme pages (${lang})`, () => {
    test.use({ signedIn: 'learner', lang });
    const t = demoStrings(lang);

    test('/theme shows every palette token of the three variants in its colour, the active one marked, and passes the WCAG A/AA checks', async ({
      page,
      axe,
    }) => {
      await page.goto('/theme');
      await expectSignedInShell(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.themeTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(Object.values(t.theme.groups));

      const painted = await paintedSwatches(page);
      const expected = Object.values(BRAND_VARIANTS).flatMap((variant) =>
        Object.entries(paletteTokens(variant.palette)).map(([token, value]) => ({
          token,
          variant: variant.id,
          text: value,
          dir: 'ltr',
          background: rgb(value),
        })),
      );
      expect(
        painted
          .map(({ color: _color, ...rest }) => rest)
          .sort((a, b) => `${a.variant}${a.token}`.localeCompare(`${b.variant}${b.token}`)),
      ).toEqual(expected.sort((a, b) => `${a.variant}${a.token}`.localeCompare(`${b.variant}${b.token}`)));
      // Readable text on every swatch: black or white, whichever contrasts more (never below 4.5:1).
      for (const swatch of painted)
        expect(
          contrastRatio(luminanceOf(swatch.background), luminanceOf(swatch.color)),
          swatch.token,
        ).toBeGreaterThanOrEqual(4.5);

      // localhost matches no brand host: the Arabic-default variant is the active one.
      const active = page.locator('thead th[data-active]');
      await expect(active).toHaveCount(Object.keys(t.theme.groups).length);
      await expect(active.first()).toHaveAttribute('data-variant', 'aman');
      await expect(active.first()).toContainText(t.theme.active);
      await expect(page.locator('[data-active-brand]')).toHaveText(t.brands.aman);

      // Swatch contrast is asserted cell by cell above; axe checks contrast on one group (the slow rule) and the rest everywhere.
      expect((await axe().include('section.theme-page').disableRules(['color-contrast']).analyze()).violations).toEqual(
        [],
      );
      expect(
        (
          await axe()
            .include('section.theme-page > p')
            .include('table[data-group="primary"]')
            .withRules(['color-contrast'])
            .analyze()
        ).violations,
      ).toEqual([]);
    });

    test('/css-variables-demo lists every --academy-* property with its current value and a live sample, passes the WCAG A/AA checks and links back to the palette', async ({
      page,
      axe,
    }) => {
      await page.goto('/css-variables-demo');
      await expectSignedInShell(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.theme.variablesTitle })).toBeVisible();
      const rows = page.locator('tr[data-property]');
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('.theme-status[role="status"]')).toHaveText(t.theme.count(await rows.count()));

      const listed = await listedProperties(page);
      for (const property of listed) expect(property.shown, property.name).toBe(property.computed);
      const tokens = paletteTokens(BRAND_VARIANTS.aman.palette);
      const byName = new Map(listed.map((property) => [property.name, property]));
      for (const [name, value] of Object.entries(tokens)) {
        expect(byName.get(name), name).toMatchObject({ shown: value, kind: 'colour', sample: rgb(value) });
      }
      expect(byName.get('--academy-font-sans')?.kind).toBe('font');
      // Nothing else with the prefix is left out (the shell's header height, set on <html>, included).
      const computedNames = () =>
        page.evaluate(() =>
          Array.from(getComputedStyle(document.querySelector('academy-shell') as Element))
            .filter((name) => name.startsWith('--academy-'))
            .sort(),
        );
      await expect
        .poll(async () => (await listedProperties(page)).map((property) => property.name).sort())
        .toEqual(await computedNames());
      expect(byName.get('--academy-header-block-size')?.kind).toBe('length');
      await expect(page.locator('tr[data-property] code').first()).toHaveAttribute('dir', 'ltr');

      expect((await axe().include('section.theme-page').analyze()).violations).toEqual([]);
      await page.getByRole('link', { name: t.themeTitle }).click();
      await expect(page).toHaveURL('/theme');
      await expect(page.getByRole('heading', { level: 1, name: t.themeTitle })).toBeVisible();
    });

    test('?brand=safe moves the mark and the values; the switcher updates the page live', async ({ page }) => {
      await page.goto('/theme?brand=safe');
      await expect(page.locator('thead th[data-active]').first()).toHaveAttribute('data-variant', 'safe');
      await page.goto('/css-variables-demo');
      const primary = page.locator('tr[data-property="--academy-primary-main"] td code');
      await expect(primary).toHaveText(BRAND_VARIANTS.safe.palette.primary.main);

      const next: BrandVariantId = 'association';
      await page.locator('#brand-switcher').selectOption(next);
      await expect(page.locator('[data-active-brand]')).toHaveText(t.brands[next]);
      await expect(primary).toHaveText(BRAND_VARIANTS[next].palette.primary.main);
      const sample = page.locator('tr[data-property="--academy-primary-main"] [data-swatch]');
      await expect
        .poll(() => sample.evaluate((node) => getComputedStyle(node).backgroundColor))
        .toBe(rgb(BRAND_VARIANTS[next].palette.primary.main));
    });
  });
}
