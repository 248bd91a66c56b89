// Shared by the <academy-scanner> browser tests: a stubbed geolocation and camera (a canvas showing a QR code) and
// queries into the element's shadow root.
import { encode } from 'uqr';
import { waitFor } from '../support/helpers';

export type GeoAnswer = 'grant' | 'pending' | 'missing' | { deny: string };

/** Replaces navigator.geolocation (own property over the prototype's getter); counts the requests. */
export function stubGeolocation(answer: GeoAnswer): { requests: () => number; restore: () => void } {
  let requests = 0;
  const fake = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      requests++;
      if (answer === 'grant')
        setTimeout(() =>
          success({
            coords: { latitude: 24.7136, longitude: 46.6753, accuracy: 12 },
            timestamp: Date.now(),
          } as GeolocationPosition),
        );
      else if (typeof answer === 'object')
        setTimeout(() => failure?.({ code: 1, message: answer.deny } as GeolocationPositionError));
    },
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    get: () => (answer === 'missing' ? undefined : fake),
  });
  return { requests: () => requests, restore: () => delete (navigator as { geolocation?: unknown }).geolocation };
}

export type CameraAnswer = 'refuse' | 'hang' | { show: string };

/** A camera that refuses, never answers, or films a canvas showing a QR code inside the scan region. */
export function stubCamera(answer: CameraAnswer): { calls: () => number; restore: () => void } {
  let calls = 0;
  const timers: ReturnType<typeof setInterval>[] = [];
  const devices = navigator.mediaDevices as MediaDevices & { getUserMedia: MediaDevices['getUserMedia'] };
  devices.getUserMedia = async () => {
    calls++;
    if (answer === 'refuse') throw new DOMException('Permission denied', 'NotAllowedError');
    if (answer === 'hang') return new Promise<MediaStream>(() => {});
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
    drawQr(canvas, answer.show);
    // A canvas stream only carries frames when the canvas is painted.
    timers.push(setInterval(() => drawQr(canvas, answer.show), 100));
    return canvas.captureStream(10);
  };
  return {
    calls: () => calls,
    restore: () => {
      timers.forEach(clearInterval);
      delete (devices as { getUserMedia?: unknown }).getUserMedia;
    },
  };
}

/** White frame, the code's dark modules 8 px each, centred (well inside the middle two thirds). */
function drawQr(canvas: HTMLCanvasElement, text: string): void {
  const modules = encode(text, { ecc: 'M', border: 4 }).data;
  const size = 8;
  const side = modules.length * size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  const x0 = (canvas.width - side) / 2;
  const y0 = (canvas.height - side) / 2;
  modules.forEach((row, y) =>
    row.forEach((dark, x) => dark && context.fillRect(x0 + x * size, y0 + y * size, size, size)),
  );
}

export const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
export const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const dialog = (el: HTMLElement, type: string) => q<HTMLDialogElement>(el, `dialog[data-type="${type}"]`);
export const openDialog = (el: HTMLElement, type: string) =>
  waitFor(() => dialog(el, type)?.matches(':modal') && dialog(el, type), `the ${type} dialog`);
export const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);
export const banner = (el: HTMLElement) => q(el, '[part~=location-banner]');

type Rgba = [number, number, number, number];

/** Parses a computed colour: rgb()/rgba() or color(srgb r g b / a). */
function parseColor(value: string): Rgba {
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgb) {
    const [r, g, b, a = '1'] = rgb[1]!.split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(value);
  if (srgb) {
    const [r, g, b, a = '1'] = srgb[1]!.split(/[\s/]+/).filter(Boolean);
    return [Number(r) * 255, Number(g) * 255, Number(b) * 255, Number(a)];
  }
  throw new Error(`Unparsed colour ${value}`);
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The first opaque background behind `node` (across shadow roots), white when none. */
function backgroundOf(node: Element): Rgba {
  for (let at: Element | null = node; at; at = at.parentElement ?? (at.getRootNode() as ShadowRoot).host ?? null) {
    const colour = parseColor(getComputedStyle(at).backgroundColor);
    if (colour[3] === 1) return colour;
  }
  return [255, 255, 255, 1];
}

/** WCAG contrast of `node`'s text colour against what is behind it. */
export function textContrast(node: Element): number {
  const [hi, lo] = [luminance(parseColor(getComputedStyle(node).color)), luminance(backgroundOf(node))].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
