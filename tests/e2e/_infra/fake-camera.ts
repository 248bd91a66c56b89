// A real camera for e2e journeys: a Y4M file showing one QR code, fed to Chromium with --use-file-for-fake-video-capture
// (TOOLCHAIN.md "QR and camera"), and signed-in contexts of that browser with or without the camera and the location.
import { VENUE } from '../../../demo/api/features/batch/ids';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequest, Browser, BrowserContext, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { encode } from 'uqr';
import {
  createSession,
  expect,
  seedStorage,
  storageEntries,
  test as base,
  watchCsp,
  type Credentials,
  type DemoAccount,
  type StoredSession,
} from './fixtures';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
/** qr-scanner reads only the centred square of 2/3 of the shorter side (320 px): the code and its quiet zone stay well inside. */
const MAX_SIDE = 288;
const QUIET_ZONE = 4;
const WHITE = 255;
const BLACK = 0;
/** Neutral chroma: a grey-scale picture. */
const NO_COLOUR = 128;

/** The position of contexts that grant the location: at the seeded venue of the running lecture (Dubai Campus). */
export const FAKE_POSITION = {
  latitude: VENUE.dubaiCampus.latitude,
  longitude: VENUE.dubaiCampus.longitude,
  accuracy: 12,
};

/** One 4:2:0 frame: the code's dark modules black on white, centred, with a quiet zone. */
function qrFrame(text: string): Buffer {
  const modules = encode(text, { ecc: 'H', border: 0 }).data;
  const scale = Math.floor(MAX_SIDE / (modules.length + 2 * QUIET_ZONE));
  if (scale < 3) throw new Error(`fake camera: "${text}" needs ${modules.length} modules, too many to draw legibly`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  const left = Math.floor((WIDTH - modules.length * scale) / 2);
  const top = Math.floor((HEIGHT - modules.length * scale) / 2);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let line = top + y * scale; line < top + (y + 1) * scale; line++) {
        const start = line * WIDTH + left + x * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NO_COLOUR);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes a YUV4MPEG2 file (C420jpeg, 640×480, a few identical frames) showing `text` as a QR code; returns its path. */
export function writeQrVideo(text: string, dir: string): string {
  const file = join(dir, 'camera.y4m');
  const frame = qrFrame(text);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/** Chromium's own flag answers every camera prompt; `=deny` makes it refuse them (a learner who said no). */
const FAKE_UI = '--use-fake-ui-for-media-stream';

/** A Chromium launched for one camera; close() ends it and removes its video. */
interface CameraBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches a Chromium with the config's launch options plus `extraArgs` (a flag given with a value replaces the bare one). */
async function launch(
  browserType: BrowserType,
  options: LaunchOptions,
  extraArgs: string[],
  dir: string | null,
): Promise<CameraBrowser> {
  const browser = await browserType.launch({
    ...options,
    args: [
      ...(options.args ?? []).filter((arg) => !extraArgs.some((extra) => extra.startsWith(`${arg}=`))),
      ...extraArgs,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Browsers with a camera, one launch per video for the whole worker (a launch costs about a second). */
export interface Cameras {
  /** A Chromium whose camera films `text` as a QR code (writes the Y4M and passes --use-file-for-fake-video-capture). */
  filming(text: string): Promise<Browser>;
  /** A Chromium that refuses camera access (--use-fake-ui-for-media-stream=deny). */
  refusing(): Promise<Browser>;
}

export interface ScannerOptions {
  /** Grant the location (at FAKE_POSITION); false leaves the browser to refuse it. Default true. */
  location?: boolean;
}

export interface CameraFixtures {
  /**
   * A page of `browser` signed in as `account` (a seeded one, or a candidate's credentials) through the API (never the
   * form), in the test's `lang`, with camera access granted (and the location unless refused); not navigated yet.
   * Its context closes with the test, and its CSP violations fail the test like the test's own page's.
   */
  signedInPage(browser: Browser, account: DemoAccount | Credentials, options?: ScannerOptions): Promise<Page>;
}

/** One API sign-in per account (by username) and worker, shared by its tests (none of them ends the session). */
const sessions = new Map<string, Promise<StoredSession>>();

/** Signs in through a request context of its own: a kept-alive socket idle between tests may be closed by the server. */
async function signInOnce(
  requests: APIRequest,
  origin: string,
  account: DemoAccount | Credentials,
): Promise<StoredSession> {
  const request = await requests.newContext({ baseURL: origin });
  try {
    return await createSession(request, account);
  } finally {
    await request.dispose();
  }
}

/** The shared fixtures plus `cameras` (worker) and `signedInPage` (test). */
export const test = base.extend<CameraFixtures, { cameras: Cameras }>({
  cameras: [
    async ({ playwright, browserName, launchOptions }, use) => {
      const browserType = playwright[browserName];
      const launched = new Map<string, Promise<CameraBrowser>>();
      const once = (key: string, start: () => Promise<CameraBrowser>) => {
        if (!launched.has(key)) launched.set(key, start());
        return launched.get(key)!.then((camera) => camera.browser);
      };
      await use({
        filming: (text) =>
          once(`film:${text}`, () => {
            const dir = mkdtempSync(join(tmpdir(), 'academy-camera-'));
            return launch(
              browserType,
              launchOptions,
              [`--use-file-for-fake-video-capture=${writeQrVideo(text, dir)}`],
              dir,
            );
          }),
        refusing: () => once('refuse', () => launch(browserType, launchOptions, [`${FAKE_UI}=deny`], null)),
      });
      await Promise.all([...launched.values()].map(async (camera) => (await camera).close()));
    },
    { scope: 'worker' },
  ],
  signedInPage: async ({ baseURL, playwright, lang, cspViolations }, use) => {
    const contexts: BrowserContext[] = [];
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const signIn = (account: DemoAccount | Credentials) => {
      const key = typeof account === 'string' ? account : account.username;
      let session = sessions.get(key);
      if (!session) {
        session = signInOnce(playwright.request, origin, account);
        sessions.set(key, session);
        // A failed login must not poison the later tests of the worker.
        session.catch(() => sessions.delete(key));
      }
      return session;
    };
    await use(async (browser, account, { location = true } = {}) => {
      const context = await browser.newContext({
        baseURL: origin,
        locale: lang === 'ar' ? 'ar-SA' : 'en-US',
        permissions: location ? ['camera', 'geolocation'] : ['camera'],
        ...(location ? { geolocation: FAKE_POSITION } : {}),
      });
      contexts.push(context);
      await seedStorage(context, origin, storageEntries(await signIn(account), lang));
      // The same strict-policy watch as the test's own context (the automatic cspViolations check reads it).
      await watchCsp(context, cspViolations);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
