import { coerce, nullable, optional, string } from 'superstruct';
import { $config, backendUrl, type AcademyConfig } from '../config/config';

// Every URL an API answer carries (course media, documents, logos, certificate links) is read here, once, as the
// answer is parsed: React and the DOM only ever see absolute addresses on the API host, a CDN's own, or nothing.

/** Refused values already reported: one warning per value, however often an answer carrying it is read. */
const reported = new Set<string>();
/** Past this many distinct values the rest go unreported: a hostile answer cannot flood the console or grow memory. */
const REPORTED_MAX = 200;

function refuse(value: string, reason: string): null {
  if (!reported.has(value) && reported.size < REPORTED_MAX) {
    reported.add(value);
    console.warn(`[academy] ignoring a URL from the API (${reason}): ${JSON.stringify(value.slice(0, 200))}`);
  }
  return null;
}

/**
 * A URL from an API answer as an absolute http(s) address, or null when it is absent or refused:
 * - a root path (`/backend/storage/…`, `/files/…`) is appended to the API host, keeping any path prefix it has
 *   (`https://host/academy` + `/backend/x` → `https://host/academy/backend/x`): the server knows no proxy prefix;
 * - any other relative URL (`storage/x`) is resolved against the API's `…/backend/`, never the page
 *   (`//cdn.example/x` takes the API's scheme: another origin, as below);
 * - an absolute http(s) URL, on any origin (a CDN), is kept as given;
 * - any other scheme (`javascript:`, `data:`, `blob:`, `file:`, `ftp:` …) or an unreadable URL is refused, with one
 *   console warning per distinct value.
 */
export function resolveApiUrl(value: string | null | undefined, config: AcademyConfig = $config.get()): string | null {
  const text = value?.trim();
  if (!text) return null;
  const backend = backendUrl(config);
  let url: URL;
  try {
    // Appended, not resolved: resolving `/x` against `https://host/academy/` would drop the prefix.
    url = /^\/(?![/\\])/.test(text) ? new URL(backend.replace(/\/backend\/$/, '') + text) : new URL(text, backend);
  } catch {
    return refuse(text, 'unreadable');
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : refuse(text, `${url.protocol} scheme`);
}

/**
 * A URL field of an API answer: read through `resolveApiUrl` when the answer is parsed (`checkSchema` coerces), so a
 * refused value reads as null and the UI shows its "not available" state. Use it for every URL field of a schema.
 */
export const ApiUrl = coerce(nullable(string()), string(), (value) => resolveApiUrl(value));

/** An `ApiUrl` field that may also be missing. */
export const OptionalApiUrl = optional(ApiUrl);
