/** The demo page may load only its own scripts, styles, fonts and frames; workers from blob: for the QR scanner. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'", // no 'unsafe-inline': page-wide rules are constructed sheets
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data:", // Shoelace's sl-icon fetches its built-in icons from data: URLs
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'", // no page of this server may be framed (clickjacking the sign-in form)
].join('; ');

/** Headers every answer of the demo server carries; an answer's own headers (e.g. the logo's CSP) still win. */
export function securityHeaders(path: string, options: { vite: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    // Reset links carry their token in the URL: it must not leak to other sites through Referer.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
  // Documents are shown inline in a frame by the content page, which may sit on an embedding host's origin.
  if (path.startsWith('/backend/storage/')) return headers;
  // Vite's dev server injects inline code, so only framing is restricted there.
  headers['Content-Security-Policy'] = options.vite ? "frame-ancestors 'none'" : PAGE_CSP;
  return headers;
}
