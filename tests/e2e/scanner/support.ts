// Shared helpers of the learner scanner journeys (tests/e2e/scanner/**): strings, locators of `<academy-scanner>` (they
// pierce its open shadow root), the attendance/scan calls a page makes and the `academy-attendance-marked` events it sees.
import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { ATTENDANCE_MESSAGES } from '../../../demo/api/features/attendance/messages';
import { scannerAr } from '../../../src/core/scanner/strings/ar';
import { scannerEn } from '../../../src/core/scanner/strings/en';
import type { Lang } from '../_infra/fixtures';

export const SCANNER_PATH = '/attendance/scanner';

type ServerMessage = keyof typeof ATTENDANCE_MESSAGES;

/** The scanner's own strings and the reference server's messages, in `lang` (the server answers in the page's language). */
export function scannerTexts(lang: Lang) {
  const server = (key: ServerMessage) => ATTENDANCE_MESSAGES[key][lang === 'ar' ? 1 : 0];
  return { t: (lang === 'ar' ? scannerAr : scannerEn).scanner, server };
}

/** `<academy-scanner>` and its parts. */
export function scannerPage(page: Page) {
  const host = page.locator('academy-scanner');
  const dialog = host.locator('dialog[part~="dialog"][open]');
  return {
    host,
    heading: host.locator('h1'),
    banner: host.locator('[part~="location-banner"]'),
    scanView: host.locator('[part~="scan-view"]'),
    scanLabel: host.locator('[part~="scan-label"]'),
    cameraError: host.locator('[part~="camera-error"]'),
    errorPanel: host.locator('[part~="error-panel"]'),
    successPanel: host.locator('[part~="success-panel"]'),
    /** Toasts show in the page's first element with a toaster (the shell on the demo pages). */
    toast: page.locator('[part~="toast"]'),
    /** The open dialog (one at a time), with its type in `data-type`. */
    dialog,
    dialogTitle: dialog.locator('[part~="dialog-title"]'),
    dialogMessage: dialog.locator('[part~="dialog-message"]'),
    dialogDetail: dialog.locator('[part~="dialog-detail"]'),
    dialogButton: (name: string) => dialog.getByRole('button', { name, exact: true }),
  };
}

export type ScannerPage = ReturnType<typeof scannerPage>;

/** Records every attendance/scan and attendance/create call the page makes (to prove one was, or was not, sent). */
export function watchSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/backend\/attendance\/(scan|create)$/.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

interface MarkedDetail {
  lectureId: string;
  entryType: string;
  message: string;
}

/** Collects the `academy-attendance-marked` events of the page (and its reloads); read them with markedEvents(). */
export async function watchMarked(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __academyMarked: unknown[] }).__academyMarked = seen;
    document.addEventListener('academy-attendance-marked', (event) => seen.push((event as CustomEvent).detail));
  });
}

/**
 * Counts the QR codes the page's camera decoder reads (per document): qr-scanner's worker answers every frame it
 * decodes with a `qrResult` message whose data is the text read. A test then waits for reads, not for time.
 */
export async function countDecodes(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __academyDecodes: number };
    counter.__academyDecodes = 0;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent<{ type?: unknown; data?: unknown } | null>) => {
          if (event.data?.type === 'qrResult' && typeof event.data.data === 'string') counter.__academyDecodes++;
        });
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { __academyDecodes: number }).__academyDecodes);
}

/** The `academy-attendance-marked` details the current document has seen, in order. */
export const markedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __academyMarked: MarkedDetail[] }).__academyMarked);

/** Opens the scanner on `page`, watching its submissions and events; resolves once the title shows. */
export async function openScanner(page: Page, lang: Lang): Promise<{ ui: ScannerPage; submissions: Request[] }> {
  const submissions = watchSubmissions(page);
  await watchMarked(page);
  await page.goto(SCANNER_PATH);
  const ui = scannerPage(page);
  await ui.heading.filter({ hasText: scannerTexts(lang).t.title }).waitFor();
  return { ui, submissions };
}

type ScannerStrings = ReturnType<typeof scannerTexts>['t'];

/**
 * Camera start, location, decoding and the submission all come before the first answer shows: with three pages and
 * two fake cameras on two loaded cores that pipeline has taken over 5 s.
 */
const PIPELINE_MS = 15_000;

/**
 * A refused submission: the server's message in the error panel, the error_reload dialog and a toast. The toast is
 * awaited alongside the dialog: it leaves after 4 s, which a loaded machine can spend on the checks that follow.
 */
export async function expectRefused(ui: ScannerPage, message: string, t: ScannerStrings): Promise<void> {
  await Promise.all([
    expect(ui.dialog).toHaveAttribute('data-type', 'error_reload', { timeout: PIPELINE_MS }),
    expect(ui.toast.filter({ hasText: message })).toHaveCount(1, { timeout: PIPELINE_MS }),
  ]);
  await expect(ui.dialogTitle).toHaveText(t.dialog.errorTitle);
  await expect(ui.dialogMessage).toHaveText(message);
  await expect(ui.errorPanel).toContainText(t.progress.errorTitle);
  await expect(ui.errorPanel).toContainText(message);
}

/** An accepted scan: the success panel with the server's message, no dialog, the camera view gone (the code is held). */
export async function expectMarked(ui: ScannerPage, message: string, t: ScannerStrings): Promise<void> {
  await expect(ui.successPanel).toContainText(t.progress.successTitle, { timeout: PIPELINE_MS });
  await expect(ui.successPanel).toContainText(message);
  await expect(ui.successPanel).toHaveAttribute('data-call', 'scan');
  await expect(ui.dialog).toHaveCount(0);
  await expect(ui.scanView).toHaveCount(0);
}

/** Closes the open dialog with `button` and waits until that very dialog has left the page (a new one may open at once). */
export async function closeDialog(ui: ScannerPage, button: string): Promise<void> {
  const dialog = await ui.dialog.elementHandle();
  await ui.dialogButton(button).click();
  await expect.poll(() => dialog?.evaluate((node) => node.isConnected), { intervals: [50] }).toBe(false);
}
