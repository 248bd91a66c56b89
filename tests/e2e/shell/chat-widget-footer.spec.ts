// #29 item 13: on a phone the fixed chat bubble covers nothing at the page's end (WCAG 2.4.11, target spacing). At
// 390 × 844, scrolled to the bottom, in English (bubble at the right) and Arabic (at the left), the shell's footer lies
// wholly above the bubble, the end of its text and the last control of the page are what a tap there hits. Before the
// fix the bubble (768–824 px) sat on the footer (751–805 px) and covered the end of "All rights reserved".
import type { Page } from '@playwright/test';
import { expect, test } from '../_infra/fixtures';
import { chatWidget, expectSignedInShell, LANGS } from './support';

/** What a tap at the centre of the last line of the footer's text, and of the page's last control, would hit. */
function hitsAtTheEnd(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('academy-shell')!.shadowRoot!;
    const text = root.querySelector('[part="footer"] p')!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const line = [...range.getClientRects()].at(-1)!;
    // The end of the line the reading direction ends it at: the bubble's own side in either language.
    const endX = getComputedStyle(text).direction === 'rtl' ? line.left + 4 : line.right - 4;
    const lastControl = [...document.querySelectorAll<HTMLElement>('a[href], button, summary, select, input')]
      .filter((control) => !control.matches('[data-academy-chat-widget]') && control.checkVisibility())
      .at(-1)!;
    const box = lastControl.getBoundingClientRect();
    return {
      footerText: root.elementFromPoint(endX, line.top + line.height / 2) === text,
      lastControl: document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === lastControl,
    };
  });
}

for (const lang of LANGS) {
  test.describe(`chat bubble and the page's end on a phone (${lang})`, () => {
    test.use({ lang, signedIn: 'learner', viewport: { width: 390, height: 844 } });

    test('scrolled to the bottom, the bubble covers neither the footer nor the last control', async ({ page }) => {
      await page.goto('/dashboard?brand=safe');
      const ui = await expectSignedInShell(page, lang);
      const { root } = chatWidget(page);
      await expect(root).toBeVisible();
      // Placed on its side (left in Arabic) by the app.
      await expect
        .poll(() => root.evaluate((el, side) => el.style.getPropertyValue(side), lang === 'ar' ? 'left' : 'right'))
        .toBe('20px');
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => innerHeight + scrollY >= document.scrollingElement!.scrollHeight - 1))
        .toBe(true);

      const bubble = (await root.boundingBox())!;
      const footer = (await ui.footer.boundingBox())!;
      expect(footer.y + footer.height, 'the footer ends above the bubble').toBeLessThanOrEqual(bubble.y);
      expect(await hitsAtTheEnd(page)).toEqual({ footerText: true, lastControl: true });
    });
  });
}
