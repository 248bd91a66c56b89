import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// Headers every answer of the demo server carries, by Hono's secure-headers middleware; an answer's own headers
// (e.g. the logo's CSP) still win.

// The scanner needs the camera and the device's position on this origin; nothing else is asked of the browser.
const PERMISSIONS: NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']> = {
  camera: ['self'],
  geolocation: ['self'],
  microphone: false,
  payment: false,
  usb: false,
  serial: false,
  bluetooth: false,
  hid: false,
  midi: false,
  magnetometer: false,
  gyroscope: false,
  accelerometer: false,
  displayCapture: false,
  browsingTopics: false,
};

/** What every answer gets: no referrer (reset links carry their token in the URL), no sniffing, the permissions above. */
const BASE = {
  referrerPolicy: 'no-referrer',
  xContentTypeOptions: true,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  // Element builds and API files are loaded by hosts on other origins.
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  permissionsPolicy: PERMISSIONS,
  overwrite: false,
} as const;

/** The demo page may load only its own scripts, styles, fonts and frames; workers from blob: for the QR scanner. */
const pageHeaders = secureHeaders({
  ...BASE,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"], // no 'unsafe-inline': page-wide rules are constructed sheets
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'data:'], // Shoelace's sl-icon fetches its built-in icons from data: URLs
    frameSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"], // no page of this server may be framed (clickjacking the sign-in form)
  },
});

/** Documents are shown inline in a frame by the content page, which may sit on an embedding host's origin. */
const documentHeaders = secureHeaders(BASE);

/** Browsers keep to HTTPS on this host (and its subdomains) for a year once they have seen it over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether the call came over HTTPS: to this server itself, or (behind a trusted proxy) to the proxy, as it says. */
function overHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  // The proxy appends its own value last, as it does to X-Forwarded-For.
  const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * Strict-Transport-Security on answers to calls that came over HTTPS only: sent over plain HTTP it would be ignored
 * and, on a development machine, pin localhost to HTTPS.
 */
export function transportSecurity(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (overHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}

/** Vite's dev server injects inline code, so only framing is restricted there (written on Node's response). */
export const DEV_SERVER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(self), geolocation=(self)',
};

/** Picks the headers by path: API documents may be framed anywhere, everything else takes the page policy. */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.path.startsWith('/backend/storage/') ? documentHeaders(c, next) : pageHeaders(c, next);
