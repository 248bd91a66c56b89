/** What an inline handler's name becomes (`onerror` → `data-inert-onerror`), so the sanitiser can tell it was one. */
export const INERT_PREFIX = 'data-inert-on';

/**
 * Renames `on…=` attributes inside tags before the sanitiser parses them: Chromium reports a `script-src-attr` CSP
 * violation for an inline handler merely parsed into DOMPurify's inert document. DOMPurify still does the real cleaning;
 * this only keeps hostile markup from tripping the host page's CSP reports. Linear: one pass over tags, one over each tag.
 */
export function renameInlineHandlers(html: string): string {
  return html.replace(/<[^<>]*>/g, (tag) => tag.replace(/([\s"'/])on([a-z]*\s*=)/gi, `$1${INERT_PREFIX}$2`));
}
