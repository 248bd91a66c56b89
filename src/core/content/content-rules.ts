import type { ButtonContent } from '../api/content';
import { ApiError } from '../http/api-error';
import type { Locale } from '../locale/locale-store';
import { buttonTitle } from '../dynamic-buttons/visible-buttons';

// Dynamic button content page (§2, §5, §8). Which buttons a user may open (roles, with instructor counted as trainer)
// is decided by the server, which answers 404 for the others; the client never re-filters content by role.

/** Content types the route /content/{contentType}/{buttonId} knows. */
const CONTENT_TYPES = ['dynamic-button'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const isContentType = (value: unknown): value is ContentType => CONTENT_TYPES.includes(value as ContentType);

/** The content page's error states (§8); only a load failure can be retried. */
export type ContentError = 'noBtnId' | 'noButton' | 'loadFailed';

/** The button id to load (§5: required), trimmed; null when missing or blank. */
export function buttonIdOf(value: string | null | undefined): string | null {
  const id = typeof value === 'string' ? value.trim() : '';
  return id ? id : null;
}

/** A 404 (or 403: a button the user may not see) is 'not found'; anything else a load failure worth retrying. */
export function contentErrorOf(error: unknown): Exclude<ContentError, 'noBtnId'> {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? 'noButton' : 'loadFailed';
}

export const canRetry = (error: ContentError): boolean => error === 'loadFailed';

/** An attached document: a PDF is framed inline, any other file gets a view-document button. */
export interface ContentDocument {
  kind: 'pdf' | 'file';
  url: string;
  name: string;
}

type FileInfo = NonNullable<ButtonContent['file']>;

const PDF_TYPES = new Set(['pdf', 'application/pdf']);
const endsWithPdf = (value: string | null | undefined) => /\.pdf$/i.test((value ?? '').trim().replace(/[?#].*$/, ''));

/** PDF by its type ('pdf', any case) or by a .pdf file name or path. */
export function isPdf(file: FileInfo): boolean {
  return (
    PDF_TYPES.has((file.file_type ?? '').trim().toLowerCase()) ||
    endsWithPdf(file.file_name) ||
    endsWithPdf(file.file_path)
  );
}

/** The last segment of a URL's path, decoded when it can be, as a fallback file name. */
function lastSegment(path: string): string {
  const segment = path.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The document to show for a button's file, or null when there is none or its URL was refused (`file_path` comes
 * resolved against the API host by the answer's schema).
 */
export function contentDocument(file: ButtonContent['file']): ContentDocument | null {
  const url = file?.file_path;
  if (!url) return null;
  const name = file.file_name?.trim() || lastSegment(new URL(url).pathname);
  return { kind: isPdf(file) ? 'pdf' : 'file', url, name };
}

/** What the page shows for a loaded button: title in the language, optional HTML body, optional document. */
export interface ContentView {
  title: string;
  /** Server HTML, still to be sanitised by the one sanitiser; null when there is none. */
  html: string | null;
  document: ContentDocument | null;
  /** Neither a body nor a usable document: the 'no content' state. */
  empty: boolean;
}

export function contentView(content: ButtonContent, locale: Locale): ContentView {
  const html = content.content?.trim() ? content.content : null;
  const document = contentDocument(content.file);
  return { title: buttonTitle(content, locale), html, document, empty: !html && !document };
}
