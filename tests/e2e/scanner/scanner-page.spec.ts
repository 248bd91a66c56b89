// The learner scanner page itself (learning §2 Learner QR scanner), English and Arabic: title, steps, location verified,
// camera scanning, axe, and the browser guidelines dialog with the spec's step counts; and, for the size budget, the
// camera library and its worker load on this page only.
import { FAKE_POSITION } from '../_infra/fake-camera';
import { expect, test } from '../_infra/fixtures';
import { LANGS, dirOf } from '../shell/support';
import { openScanner, scannerTexts, SCANNER_PATH } from './support';

/** §2 step counts (location, camera, additional) of each browser part, tab by tab. */
const SPEC_STEPS = {
  safari: { safari: [7, 6, 6] },
  chrome: { chrome: [8, 8, 6] },
  edge: { edgeAndroid: [8, 8, 6], edgeIphone: [7, 4, 6] },
} as const;
const SECTIONS = ['location', 'camera', 'additional'] as const;

/** qr-scanner's chunk and its worker's, as vite names them (qr-scanner.min-<hash>.js, qr-scanner-worker.min-<hash>.js). */
const SCANNER_LIBRARY = /\/qr-scanner\.min-[\w-]+\.js$/;
const SCANNER_WORKER = /\/qr-scanner-worker\.min-[\w-]+\.js$/;

test.use({ signedIn: 'learner', permissions: ['camera', 'geolocation'], geolocation: FAKE_POSITION });

for (const lang of LANGS) {
  const { t } = scannerTexts(lang);

  test.describe(`scanner page (${lang})`, () => {
    test.use({ lang });

    test('title, five steps, location verified, camera scanning; the guidelines dialog, free of axe violations, with its tabs and step counts closes on an outside click', async ({
      page,
      axe,
    }) => {
      // An axe run while the camera decodes (the page's first is in shell/axe-matrix.spec.ts): the slowest single-browser journey on a loaded machine (stop 38: > 60 s).
      test.slow();
      const { ui } = await openScanner(page, lang);
      await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
      await expect(ui.host.locator('[part~="instructions"] li')).toHaveText(Object.values(t.instructions.steps));
      await expect(ui.banner).toHaveAttribute('data-status', 'verified');
      await expect(ui.banner).toContainText(t.location.verified);
      await expect(ui.scanLabel).toHaveText(t.camera.scanning);

      await ui.host.locator('[part~="guidelines-button"]').click();
      const dialog = ui.host.locator('dialog[part~="guidelines"]');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t.guidelines.title);
      await expect(dialog.getByRole('tab')).toHaveText([
        t.guidelines.tabs.safari,
        t.guidelines.tabs.chrome,
        t.guidelines.tabs.edge,
      ]);
      for (const [tab, parts] of Object.entries(SPEC_STEPS)) {
        await dialog.getByRole('tab', { name: t.guidelines.tabs[tab as keyof typeof SPEC_STEPS], exact: true }).click();
        const panel = dialog.locator(`[part~="tab-panel"][data-browser="${tab}"]`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('[part~="guideline-part"]')).toHaveCount(Object.keys(parts).length);
        for (const [part, counts] of Object.entries(parts)) {
          const section = (name = '') =>
            panel.locator(
              `[part~="guideline-part"][data-part="${part}"] [part~="guideline-section"]${name && `[data-section="${name}"]`}`,
            );
          await expect(section().locator('summary')).toHaveText(SECTIONS.map((name) => t.guidelines.sections[name]));
          const found = await Promise.all(SECTIONS.map((name) => section(name).locator('li').count()));
          expect(found, `${part} steps`).toEqual([...counts]);
        }
      }
      // Collapsed until opened.
      const firstSection = dialog
        .locator('[part~="tab-panel"][data-browser="edge"] [part~="guideline-section"]')
        .first();
      await expect(firstSection.locator('li').first()).toBeHidden();
      await firstSection.locator('summary').click();
      await expect(firstSection.locator('li').first()).toBeVisible();
      expect((await axe().include('academy-scanner').analyze()).violations.map((v) => v.id)).toEqual([]);

      // A click on the backdrop, outside the dialog's box, closes it.
      await page.mouse.click(2, 2);
      await expect(dialog).toHaveCount(0);
      await expect(ui.host.locator('[part~="guidelines-button"]')).toBeFocused();
    });
  });
}

test.describe('scanner size budget (en)', () => {
  test('qr-scanner and its worker load on the scanner page, not on the dashboard or the support tickets', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const scannerChunks = () => requested.filter((path) => SCANNER_LIBRARY.test(path) || SCANNER_WORKER.test(path));

    for (const path of ['/dashboard', '/support/tickets']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requested.some((path) => /\/dashboard-feature-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scannerChunks()).toEqual([]);

    await page.goto(SCANNER_PATH);
    await expect(page.locator('academy-scanner [part~="scan-label"]')).toHaveText(scannerTexts('en').t.camera.scanning);
    expect(requested.filter((path) => SCANNER_LIBRARY.test(path))).toHaveLength(1);
    expect(requested.filter((path) => SCANNER_WORKER.test(path))).toHaveLength(1);
  });
});
