// The page's Content-Security-Policy for an academy API on another origin (docs/embedding.md explains each line).
// The bundle and the page's own script, styles and fonts come from the page's origin; the API's origin is named only
// where the elements talk to it or show its files. A page with more of its own (images, analytics) adds its sources.

/**
 * The policy header of a page that embeds the one-script bundle from its own origin and calls the API at `apiOrigin`.
 * @param {string} apiOrigin the API's origin, e.g. `https://academy.example` (no path)
 * @returns {string}
 */
export function hostPolicy(apiOrigin) {
  const api = new URL(apiOrigin);
  if (api.origin !== apiOrigin) throw new Error(`hostPolicy: "${apiOrigin}" is not an origin (try "${api.origin}")`);
  return [
    // Nothing is allowed unless named below: every line is something the elements need (measured, not guessed).
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    `connect-src ${apiOrigin} data:`,
    `img-src ${apiOrigin} data:`,
    `media-src ${apiOrigin}`,
    `frame-src ${apiOrigin}`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The features the page lets the elements ask for: the scanner's camera and position, nothing else. */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=()';
