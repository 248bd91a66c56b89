import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { renameInlineHandlers } from '../../core/dom/inert-handlers';

/** Sanitises server HTML with DOMPurify's HTML profile, also dropping inline styles, forms and data-* attributes (renamed handlers included). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(renameInlineHandlers(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false });
}

/** The one place server-provided HTML reaches the DOM; `dir="auto"` for text a user wrote in either language. */
export function SanitizedHtml({ html, className, dir }: { html: string; className?: string; dir?: 'auto' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
