import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { renameInlineHandlers } from '../../core/dom/inert-handlers';

/** Recent results, so HTML shown again (an exam's questions, a list re-rendered) is not parsed again; bounded in count and size. */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 200;
const CACHE_MAX_CHARS = 20_000;

/** Sanitises server HTML with DOMPurify's HTML profile, also dropping inline styles, forms and data-* attributes (renamed handlers included). */
export function sanitizeHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(renameInlineHandlers(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false });
  if (html.length <= CACHE_MAX_CHARS) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(html, clean);
  }
  return clean;
}

/** The one place server-provided HTML reaches the DOM; `dir="auto"` for text a user wrote in either language. */
export function SanitizedHtml({ html, className, dir }: { html: string; className?: string; dir?: 'auto' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
