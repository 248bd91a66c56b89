// Dynamic button content page journeys against the reference API (spec §2 "Dynamic button content page", §5, §8, §9):
// a learner opens the code of conduct from the profile menu (title, body, the PDF in a 600 px frame); a trainer opens
// the handbook whose hostile markup arrives inert; an unknown id is 'not found'; the dashboard toggle is off here.
import type { Page } from '@playwright/test';
import { contentAr } from '../../../src/core/content/strings/ar';
import { contentEn } from '../../../src/core/content/strings/en';
import { expect, test, type Lang } from '../_infra/fixtures';
import {
  BUTTON_TITLES,
  LANGS,
  dirOf,
  expectSignedInShell,
  openProfileMenu,
  strings as shellStrings,
} from '../shell/support';

const PDF_PATH = '/backend/storage/files/code-of-conduct.pdf';

function contentPage(page: Page, lang: Lang) {
  const t = { ...(lang === 'ar' ? contentAr : contentEn).content, common: shellStrings(lang).common };
  const host = page.locator('academy-content');
  return {
    t,
    host,
    title: host.locator('[part~="title"]'),
    body: host.locator('.content-body'),
    frame: host.locator('iframe[part~="document-frame"]'),
    openInNewTab: host.locator('a[part~="open-in-new-tab"]'),
    error: host.locator('[part~="error"]'),
    back: host.getByRole('link', { name: t.common.backToDashboard }),
  };
}

for (const lang of LANGS) {
  test.describe(`content page (${lang})`, () => {
    test.use({ lang });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test('opens the code of conduct from the profile menu: title, body and the PDF frame; an unknown button id shows "not found" without a retry', async ({
        page,
      }) => {
        await page.goto('/dashboard');
        const ui = await expectSignedInShell(page, lang);
        await openProfileMenu(ui);
        await ui.host.getByRole('menuitem', { name: BUTTON_TITLES[1]![lang] }).click();
        await expect(page).toHaveURL('/content/dynamic-button/1');

        const c = contentPage(page, lang);
        await expect(c.title).toHaveText(BUTTON_TITLES[1]![lang]);
        await expect(c.host).toHaveAttribute('dir', dirOf(lang));
        await expect(c.body.locator('h2')).toHaveText('Code of Conduct');
        await expect(c.body).toContainText(
          'Every learner is expected to treat trainers, classmates and staff with respect.',
        );
        await expect(c.frame).toHaveAttribute('src', new URL(PDF_PATH, page.url()).href);
        await expect(c.frame).toHaveAttribute('title', c.t.documentFrame.replace('{{name}}', 'code-of-conduct.pdf'));
        expect((await c.frame.boundingBox())?.height).toBe(600);
        await expect(c.openInNewTab).toHaveAttribute('href', new URL(PDF_PATH, page.url()).href);
        await expect(c.openInNewTab).toHaveAttribute('target', '_blank');
        await expect(c.openInNewTab).toHaveAttribute('rel', /\bnoopener\b/);

        // The framed URL answers the PDF itself, inline, and may be framed by the page (same origin).
        const pdf = await page.request.get(PDF_PATH);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
        expect(pdf.headers()['x-frame-options']).toBeUndefined();
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

        await c.back.click();
        await expect(page).toHaveURL('/dashboard');

        // An unknown button id: "not found", without a retry.
        await page.goto('/content/dynamic-button/999');
        await expect(c.error).toHaveText(c.t.noButton);
        await expect(c.error).toHaveAttribute('data-error', 'noButton');
        await expect(c.error.getByRole('button')).toHaveCount(0);
        await expect(c.back).toHaveAttribute('href', '/dashboard');
      });
    });

    test.describe('both', () => {
      // A trainer who is also a learner: the dashboard shows the toggle, so its absence here is the page's doing.
      test.use({ signedIn: 'both' });

      test('the handbook renders with its hostile markup inert, and no dashboard toggle', async ({ page }) => {
        await page.goto('/dashboard');
        const ui = await expectSignedInShell(page, lang);
        // The dashboard enables the toggle; the content page turns it off (§2).
        await expect(ui.toggle).toBeVisible();

        await page.goto('/content/dynamic-button/2');
        const c = contentPage(page, lang);
        await expect(c.title).toHaveText(BUTTON_TITLES[2]![lang]);
        await expect(c.body).toContainText('Mark attendance within the first fifteen minutes of each lecture.');
        await expect(c.body).toContainText('Assessment marks must be entered within three working days.');
        await expect(c.body.locator('script')).toHaveCount(0);
        await expect(c.body.locator('[onerror]')).toHaveCount(0);
        await expect(c.body.locator('a')).toHaveAttribute('href', 'https://example.com/handbook');
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
        await expect(c.host.locator('[part~="document"]')).toHaveCount(0);

        await expectSignedInShell(page, lang);
        await expect(ui.toggle).toHaveCount(0);
        await expect(ui.host.locator('[part="dashboard-toggle"]')).toHaveCount(0);
        await expect(ui.host).not.toHaveAttribute('dashboard-toggle');
      });
    });
  });
}
