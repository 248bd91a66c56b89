import { describe, expect, it } from 'vitest';
import type { ButtonContent } from '../../../../src/core/api/content';
import {
  buttonIdOf,
  canRetry,
  contentDocument,
  contentErrorOf,
  contentView,
  isContentType,
  isPdf,
} from '../../../../src/core/content/content-rules';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';

// Dynamic button content page: §2 (title, HTML body, PDF inline or view-document, 'no content'), §5 (a button id is
// required), §8 (noBtnId, noButton, loadFailed), §9 (the document frame is 600 px: see the element's test).

const API = 'https://api.academy.test';
// Files as the answer's schema reads them: `file_path` resolved against the API host (src/core/http/api-url.ts), or
// null when refused.
const file = (file_path: string | null, file_name: string | null = null, file_type: string | null = null) => ({
  file_path,
  file_name,
  file_type,
});
const button = (over: Partial<ButtonContent> = {}): ButtonContent => ({
  id: '1',
  title: 'Code of Conduct',
  title_ar: 'مدونة السلوك',
  content: null,
  file: null,
  ...over,
});

describe('button id (§5: required)', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['7', '7'],
    [' 7 ', '7'],
    ['abc', 'abc'],
  ])('%j → %j', (value, expected) => {
    expect(buttonIdOf(value)).toBe(expected);
  });
});

describe('content type attribute', () => {
  it('knows dynamic-button only', () => {
    expect(isContentType('dynamic-button')).toBe(true);
    for (const value of ['', 'Dynamic-Button', 'page', null, 1]) expect(isContentType(value)).toBe(false);
  });
});

describe('errors (§8)', () => {
  it('404 and 403 are noButton, without retry', () => {
    for (const status of [404, 403]) {
      const error = contentErrorOf(parseErrorBody(status, { message: 'Button not found.' }));
      expect(error).toBe('noButton');
      expect(canRetry(error)).toBe(false);
    }
  });

  it.each([
    ['a 500', parseErrorBody(500, {})],
    ['a 401', parseErrorBody(401, {})],
    ['a network failure', new ApiError('network', 'offline')],
    ['a timeout', new ApiError('timeout', 'slow')],
    ['an unreadable answer', new ApiError('invalid-response', 'bad')],
    ['a plain error', new Error('boom')],
    ['a non-error', 'boom'],
  ])('%s is loadFailed, with retry', (_name, error) => {
    expect(contentErrorOf(error)).toBe('loadFailed');
    expect(canRetry('loadFailed')).toBe(true);
  });

  it('a missing id cannot be retried', () => {
    expect(canRetry('noBtnId')).toBe(false);
  });
});

describe('PDF detection', () => {
  it.each([
    [file('/x/doc', null, 'pdf'), true],
    [file('/x/doc', null, 'PDF'), true],
    [file('/x/doc', null, ' Pdf '), true],
    [file('/x/doc', null, 'application/pdf'), true],
    [file('/x/doc', 'Rules.PDF', null), true],
    [file('/x/rules.pdf?v=2', null, null), true],
    [file('/x/rules.pdf#page=2', null, ''), true],
    [file('/x/guide.docx', 'guide.docx', 'docx'), false],
    [file('/x/pdf-guide.docx', 'pdf-guide.docx', 'docx'), false],
    [file('/x/file', null, null), false],
  ])('%j → %s', (value, expected) => {
    expect(isPdf(value)).toBe(expected);
  });
});

describe('document', () => {
  it('a PDF is framed, other files get a view-document button; names fall back to the path', () => {
    expect(
      contentDocument(file(`${API}/backend/storage/files/code-of-conduct.pdf`, 'code-of-conduct.pdf', 'pdf')),
    ).toEqual({
      kind: 'pdf',
      url: 'https://api.academy.test/backend/storage/files/code-of-conduct.pdf',
      name: 'code-of-conduct.pdf',
    });
    expect(contentDocument(file(`${API}/backend/storage/files/student%20guide.docx?v=2`, null, 'docx'))).toEqual({
      kind: 'file',
      url: 'https://api.academy.test/backend/storage/files/student%20guide.docx?v=2',
      name: 'student guide.docx',
    });
    expect(contentDocument(file(`${API}/backend/storage/files/%E0%A4%A.pdf`, ' ', null))?.name).toBe('%E0%A4%A.pdf');
  });

  it('no file, or a file whose URL was refused, is no document', () => {
    expect(contentDocument(null)).toBeNull();
    expect(contentDocument(undefined)).toBeNull();
    expect(contentDocument(file(null, 'x.pdf', 'pdf'))).toBeNull();
  });
});

describe('content view', () => {
  it('title in the language: Arabic when present, else the English one', () => {
    expect(contentView(button(), 'en').title).toBe('Code of Conduct');
    expect(contentView(button(), 'ar').title).toBe('مدونة السلوك');
    expect(contentView(button({ title_ar: '  ' }), 'ar').title).toBe('Code of Conduct');
    expect(contentView(button({ title_ar: null }), 'ar').title).toBe('Code of Conduct');
  });

  it('HTML body only, document only, both', () => {
    const pdf = file(`${API}/backend/storage/files/c.pdf`, 'c.pdf', 'pdf');
    expect(contentView(button({ content: '<p>Hi</p>' }), 'en')).toMatchObject({
      html: '<p>Hi</p>',
      document: null,
      empty: false,
    });
    expect(contentView(button({ file: pdf }), 'en')).toMatchObject({
      html: null,
      document: { kind: 'pdf' },
      empty: false,
    });
    expect(contentView(button({ content: '<p>Hi</p>', file: pdf }), 'en')).toMatchObject({
      html: '<p>Hi</p>',
      document: { kind: 'pdf' },
      empty: false,
    });
  });

  it("'no content' when neither a body nor a usable document", () => {
    for (const content of [null, undefined, '', '  \n '])
      expect(contentView(button({ content }), 'en')).toMatchObject({ html: null, empty: true });
    expect(contentView(button({ file: file(null, 'x.pdf', 'pdf') }), 'en').empty).toBe(true);
  });
});
