import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { backendUrl } from '../../core/config/config';
import { INERT_PREFIX, renameInlineHandlers } from '../../core/dom/inert-handlers';
import { resolveApiUrl } from '../../core/http/api-url';

/** Recent results, so HTML shown again (an exam's questions, a list re-rendered) is not parsed again; bounded in count and size. */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 200;
const CACHE_MAX_CHARS = 20_000;

/** Forms and their controls: nothing in shown HTML can be filled in, submitted or mistaken for the page's own fields. */
const FORM_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
  'output',
  'fieldset',
];
/** `id` and `name` would collide with (or clobber) the element's own ids and named fields. */
const FORBID_ATTR = ['style', 'id', 'name'];

// An image that carried an inline handler was written to run script, not to be seen: it goes whole, rather than
// staying behind as a broken-image icon once its handler is dropped.
DOMPurify.addHook('uponSanitizeElement', (node) => {
  if (
    node instanceof Element &&
    node.localName === 'img' &&
    [...node.attributes].some((attribute) => attribute.name.startsWith(INERT_PREFIX))
  )
    node.remove();
});

/** Blocks of text a person wrote: each takes its direction from its own first letters unless it names one. */
const TEXT_BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'td',
  'th',
  'caption',
  'figcaption',
  'div',
]);

// An English paragraph in an Arabic page (or the reverse) keeps its punctuation at its own ends.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && TEXT_BLOCKS.has(node.localName) && !node.hasAttribute('dir'))
    node.setAttribute('dir', 'auto');
});

/** An address with no scheme that is not an in-page anchor: the API's, to resolve like its other URLs. */
const isRelative = (value: string) => value !== '' && !value.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(value);

/** A relative address as the API's absolute one; a scheme is DOMPurify's to judge (it keeps mailto:, drops javascript:). */
function apiAddress(value: string): string | null {
  const trimmed = value.trim();
  return isRelative(trimmed) ? resolveApiUrl(trimmed) : trimmed;
}

// Server HTML is the API's answer too (#31): `<img src="/backend/storage/…">` loads from the API host, not the page's.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  for (const name of ['href', 'src', 'poster']) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const address = apiAddress(value);
    if (address === null) node.removeAttribute(name);
    else if (address !== value) node.setAttribute(name, address);
  }
  const srcset = node.getAttribute('srcset');
  if (srcset === null) return;
  // Candidates are `url [descriptor]`, comma-separated; one refused drops only itself.
  const candidates = srcset.split(',').flatMap((candidate) => {
    const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
    const address = apiAddress(url);
    return address ? [[address, ...descriptor].join(' ')] : [];
  });
  node.setAttribute('srcset', candidates.join(', '));
});

/**
 * Sanitises server HTML with DOMPurify's HTML profile, also dropping inline styles, forms and their controls, ids, names
 * and data-* attributes (renamed handlers included); relative addresses resolve against the API host.
 */
export function sanitizeHtml(html: string): string {
  // Relative addresses resolve against the API host, so the same HTML reads differently under another one.
  const key = `${backendUrl()} ${html}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(renameInlineHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', ...FORM_TAGS],
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
  });
  if (html.length <= CACHE_MAX_CHARS) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, clean);
  }
  return clean;
}

/** The one place server-provided HTML reaches the DOM: written by people in either language, so `dir="auto"` here and on each block. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
