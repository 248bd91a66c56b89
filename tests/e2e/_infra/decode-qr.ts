import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import type QrScanner from 'qr-scanner';

const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`qr-scanner/${file}`), 'utf8');
// qr-scanner's UMD build defines window.QrScanner; its worker module is made a global factory (a page under CSP cannot import it).
const SCANNER = read('qr-scanner.umd.min.js');
const WORKER = read('qr-scanner-worker.min.js').replace('export const createWorker=', 'window.__academyQrWorker=');

interface DecoderWindow {
  QrScanner: typeof QrScanner;
  __academyQrWorker: () => Worker;
}

/** Loads the decoder into the page, once per document (evaluated through the debugger protocol, so the page's CSP allows it). */
async function loadDecoder(page: Page): Promise<void> {
  if (await page.evaluate(() => 'QrScanner' in window)) return;
  await page.evaluate(SCANNER);
  await page.evaluate(WORKER);
}

/**
 * The text of a QR code drawn as inline SVG, decoded in the page the way a phone would read it: the SVG drawn
 * on a canvas and scanned by qr-scanner. Throws when no code is found, so it proves the code is scannable.
 */
export async function decodeQr(code: Locator): Promise<string> {
  await loadDecoder(code.page());
  return code.evaluate(async (svg) => {
    const SIZE = 400;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('width', String(SIZE));
    clone.setAttribute('height', String(SIZE));
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = SIZE;
    canvas.height = SIZE;
    canvas.getContext('2d')!.drawImage(image, 0, 0, SIZE, SIZE);
    const { QrScanner, __academyQrWorker } = window as unknown as DecoderWindow;
    const engine = __academyQrWorker();
    try {
      return (await QrScanner.scanImage(canvas, { qrEngine: engine, returnDetailedScanResult: true })).data;
    } finally {
      engine.terminate();
    }
  });
}
