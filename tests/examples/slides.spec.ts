// examples/slides: a reveal.js deck (from npm) with <academy-lecture-qr layout="slide"> on its second slide, built
// from the packed tarball. The trainer signs in once in the deck's dialog, then at a projector's two common sizes, in
// reveal.js's black and white themes: the code sits inside the slide at half its height or more, in colours of its
// own that read on either theme; it rotates; it survives leaving and returning to its slide; ArrowRight on its tabs
// and Escape in its Present leave the deck where it was. English at one size, Arabic at the other.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RUNNING_LECTURE_ID, SEEDED_ROSTER } from '../../demo/api/features/attendance/ids';
import { formatInteger } from '../../src/core/locale/numbers';
import { violationSummary } from '../e2e/_infra/axe-report';
import { DEMO_PASSWORD, type Lang } from '../e2e/_infra/fixtures';
import { lectureQrPage, lectureQrTexts } from '../e2e/lecture-qr/support';
import { dict, loginForm } from '../e2e/login/support';
import { dirOf } from '../e2e/shell/support';
import { deckBackgroundLuminance, readableColours, type Box } from './slides-support';

const THEMES = ['black', 'white'] as const;
/** The attendance slide's place in the deck (examples/slides/index.html). */
const QR_SLIDE = { h: 1, v: 0 };
/** The deck's sign-in dialog title (examples/slides/src/deck-language.ts). */
const SIGN_IN_TITLE: Record<Lang, string> = {
  en: 'Sign in to show the attendance code',
  ar: 'سجّل الدخول لعرض رمز الحضور',
};

/** Console errors, uncaught exceptions and failed requests (with their address) while the deck runs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser's line for a failed request names no address: the response below does.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Where the deck is (reveal.js's own answer) and whether it shows its overview. */
const deckState = (page: Page) =>
  page.evaluate(() => {
    const reveal = (window as unknown as { Reveal: { getIndices(): { h: number; v: number }; isOverview(): boolean } })
      .Reveal;
    const { h, v } = reveal.getIndices();
    return { h, v, overview: reveal.isOverview() };
  });

/** What is full screen now: `html` for the deck (reveal.js's F), the element's tag for its own Present, or null. */
const fullScreenName = (page: Page) => page.evaluate(() => document.fullscreenElement?.localName ?? null);

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
};

/**
 * The shown code inside the attendance slide, at least half its height; returns its size for the report. A code
 * drawn while the slide's transition still moves it is measured again.
 */
async function expectCodeFillsSlide(page: Page, code: Locator): Promise<{ px: number; share: number }> {
  const slide = page.locator('section[data-slide="attendance"]');
  await expect(code).toBeVisible();
  let measured = { px: 0, share: 0 };
  await expect(async () => {
    const [outer, inner] = [await box(slide), await box(code)];
    expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
    expect(inner.height).toBeGreaterThanOrEqual(outer.height / 2);
    measured = { px: Math.round(inner.height), share: Math.round((inner.height / outer.height) * 100) / 100 };
  }).toPass({ timeout: 5_000 });
  return measured;
}

for (const [viewport, lang] of [
  [{ width: 960, height: 540 }, 'en'],
  [{ width: 1280, height: 720 }, 'ar'],
] as const) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(`the QR slide in the black and white themes (${lang})`, async ({ page }) => {
      const errors = consoleErrors(page);
      const { t } = lectureQrTexts(lang);
      const ui = lectureQrPage(page);
      const shownCode = ui.host.locator('[part~="code"] svg[role="img"]').first();
      const typedCode = ui.host.locator('[part~="typed-code"]').first();
      const checkedIn = ui.host.locator('[part~="checked-in"]');

      // A trainer opening the deck with no session: the QR asks for a sign-in, and the deck's dialog holds the form.
      await page.goto(`/?theme=black&lang=${lang}`);
      const dialog = page.getByRole('dialog', { name: SIGN_IN_TITLE[lang] });
      await expect(dialog).toBeVisible();
      // Closed without signing in (Escape is the dialog's, not the deck's overview), it opens again on the QR's slide,
      // reached with a presenter's clicker (PageDown).
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await deckState(page)).toEqual({ h: 0, v: 0, overview: false });
      await page.keyboard.press('PageDown');
      expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
      await expect(dialog).toBeVisible();

      // The form's own links move between its screens inside the dialog.
      const login = dict(lang).login;
      await dialog.getByRole('link', { name: login.login.forgotPassword }).click();
      await expect(dialog.getByRole('heading', { name: login.forgot.title })).toBeVisible();
      await dialog.getByRole('link', { name: login.forgot.backToLogin }).click();

      const form = loginForm(page, lang);
      await form.username.fill('trainer');
      // reveal.js takes no key typed into the form: an "f" is not full screen, a space turns no slide.
      await form.password.pressSequentially(`f ${DEMO_PASSWORD}`);
      await form.password.fill(DEMO_PASSWORD);
      expect(await fullScreenName(page)).toBeNull();
      expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
      await form.submit.click();
      await expect(dialog, errors.join('\n')).toBeHidden();

      // The attendance slide, in the deck's language.
      await expect(ui.host).toHaveAttribute('lecture-id', String(RUNNING_LECTURE_ID));
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));

      const sizes: string[] = [];
      for (const theme of THEMES) {
        if (theme !== 'black') await page.goto(`/?theme=${theme}&lang=${lang}#/${QR_SLIDE.h}`);
        // The theme applies: a black deck is near black, a white one near white.
        const luminance = await deckBackgroundLuminance(page);
        if (theme === 'black') expect(luminance, 'the black deck').toBeLessThan(0.05);
        else expect(luminance, 'the white deck').toBeGreaterThan(0.9);
        const { px, share } = await expectCodeFillsSlide(page, shownCode);
        sizes.push(`${theme}: ${px} px, ${share} of the slide`);
        await expect(typedCode).toHaveText(/^\S{3} \S{3}$/);
        // The room sees how many have checked in (the seed's two), in the deck's digits.
        await expect(checkedIn).toHaveAttribute('data-count', String(SEEDED_ROSTER.checkedIn.length));
        await expect(checkedIn.locator('dd')).toHaveText(formatInteger(SEEDED_ROSTER.checkedIn.length, lang));
        // Its own background, not the theme's through a transparent one; its words read on it.
        const colours = await readableColours(typedCode);
        expect(colours.ownBackground, `${theme}: the element's own background`).toBe(true);
        expect(colours.ratio, `${theme}: typed code on the element's background`).toBeGreaterThanOrEqual(4.5);
        // WCAG 2.2 AA inside the element on the slide (reveal.js's own controls are not this package's).
        const scan = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .setLegacyMode(true)
          .include('academy-lecture-qr')
          .analyze();
        expect(violationSummary(scan.violations), `${theme}: axe`).toEqual([]);

        // Leaving the slide and coming back (the clicker's PageDown, PageUp): still a code, no error.
        await page.keyboard.press('PageDown');
        expect(await deckState(page)).toEqual({ h: QR_SLIDE.h + 1, v: 0, overview: false });
        await page.keyboard.press('PageUp');
        expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
        // Escape outside the element's own controls stays reveal.js's: the overview, and back.
        await page.keyboard.press('Escape');
        expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: true });
        await page.keyboard.press('Escape');
        expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
        await expectCodeFillsSlide(page, shownCode);
        await expect(ui.host.locator('[part~="error"]')).toHaveCount(0);

        // ArrowRight on a focused tab moves the element's tabs, not the deck.
        const selected = await ui.host.getByRole('tab', { selected: true }).innerText();
        await ui.tab(selected).focus();
        await page.keyboard.press('ArrowRight');
        expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
        await expect(ui.tab(selected)).toHaveAttribute('aria-selected', 'false');

        // Present, then Escape: the presentation closes, the deck stays on its slide, out of its overview. On the
        // white pass the deck is full screen first (reveal.js's F): the codes show over it, which stays full screen.
        const deckFullScreen = theme === 'white';
        if (deckFullScreen) {
          await page.keyboard.press('f');
          await expect.poll(() => fullScreenName(page)).toBe('html');
        }
        await ui.host.getByRole('button', { name: t.present.open, exact: true }).click();
        const presented = ui.host.locator('[part~="presentation"]');
        await expect(presented).toBeVisible();
        await expect(presented).toHaveAttribute('data-mode', deckFullScreen ? 'overlay' : 'fullscreen');
        await expect.poll(() => fullScreenName(page)).toBe(deckFullScreen ? 'html' : 'academy-lecture-qr');
        await page.keyboard.press('Escape');
        await expect(presented).toHaveCount(0);
        expect(await deckState(page)).toEqual({ ...QR_SLIDE, overview: false });
        expect(await fullScreenName(page)).toBe(deckFullScreen ? 'html' : null);
        if (deckFullScreen) await page.evaluate(() => document.exitFullscreen());
      }

      // The server rotates its codes (15 s): a new one arrives on the slide by itself, once per run.
      if (lang === 'en') {
        const first = await typedCode.getAttribute('data-code');
        await expect(typedCode).not.toHaveAttribute('data-code', first ?? '', { timeout: 20_000 });
        await expectCodeFillsSlide(page, shownCode);
      }
      test
        .info()
        .annotations.push({ type: 'QR size', description: `${viewport.width}×${viewport.height} ${sizes.join('; ')}` });
      expect(errors).toEqual([]);
    });
  });
}
