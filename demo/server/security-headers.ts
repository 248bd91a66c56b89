import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// Headers every answer of the demo server carries, by Hono's secure-headers middleware; an answer's own headers
// (e.g. the logo's CSP) still win.

/** What every answer gets: no referrer (reset links carry their token in the URL), no sniffing, and no other header. */
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

/** Vite's dev server injects inline code, so only framing is restricted there (written on Node's response). */
export const DEV_SERVER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** Picks the headers by path: API documents may be framed anywhere, everything else takes the page policy. */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.path.startsWith('/backend/storage/') ? documentHeaders(c, next) : pageHeaders(c, next);
