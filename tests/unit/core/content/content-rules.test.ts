import { describe, expect, it } from 'vitest';
import type { ButtonContent } from '../../../../src/core/api/content';
import type { AcademyConfig } from '../../../../src/core/config/config';
import {
  buttonIdOf,
  canRetry,
  contentDocument,
  contentErrorOf,
  contentView,
  isContentType,
  isPdf,
  resolveFileUrl,
} from '../../../../src/core/content/content-rules';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';

// Dynamic button content page: §2 (title, HTML body, PDF inline or view-document, 'no content'), §5 (a button id is
// required), §8 (noBtnId, noButton, loadFailed), §9 (the document frame is 600 px: see the element's test).

const config = (apiBase: string): AcademyConfig => ({ apiBase, chatWidgetUrl: null });
const API = config('https://api.academy.test');
const file = (file_path: string, file_name: string | null = null, file_type: string | null = null) => ({
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

describe('file URL against the API host', () => {
  it.each([
    ['/backend/storage/files/x.pdf', API, 'https://api.academy.test/backend/storage/files/x.pdf'],
    [
      '/backend/storage/files/x.pdf',
      config('https://host.test/academy'),
      'https://host.test/academy/backend/storage/files/x.pdf',
    ],
    ['storage/files/x.pdf', API, 'https://api.academy.test/backend/storage/files/x.pdf'],
    ['  /backend/storage/files/a b.pdf ', API, 'https://api.academy.test/backend/storage/files/a%20b.pdf'],
    ['https://cdn.test/files/x.pdf', API, 'https://cdn.test/files/x.pdf'],
    [
      'http://api.academy.test/backend/storage/files/x.pdf',
      config('http://api.academy.test'),
      'http://api.academy.test/backend/storage/files/x.pdf',
    ],
    // A protocol-relative path is appended to the API host, never turned into another origin.
    ['//evil.test/x.pdf', API, 'https://api.academy.test//evil.test/x.pdf'],
  ])('%j on %j → %s', (path, cfg, expected) => {
    expect(resolveFileUrl(path, cfg)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:application/pdf;base64,JVBE',
    'blob:https://x/1',
    'vbscript:x',
    'ftp://files.test/x.pdf',
    'http://cdn.test/x.pdf',
    '',
    '   ',
    null,
    undefined,
  ])('rejects %j', (path) => {
    expect(resolveFileUrl(path, API)).toBeNull();
  });
});

describe('document', () => {
  it('a PDF is framed, other files get a view-document button; names fall back to the path', () => {
    expect(
      contentDocument(file('/backend/storage/files/code-of-conduct.pdf', 'code-of-conduct.pdf', 'pdf'), API),
    ).toEqual({
      kind: 'pdf',
      url: 'https://api.academy.test/backend/storage/files/code-of-conduct.pdf',
      name: 'code-of-conduct.pdf',
    });
    expect(contentDocument(file('/backend/storage/files/student%20guide.docx', null, 'docx'), API)).toEqual({
      kind: 'file',
      url: 'https://api.academy.test/backend/storage/files/student%20guide.docx',
      name: 'student guide.docx',
    });
    expect(contentDocument(file('/backend/storage/files/%E0%A4%A.pdf', ' ', null), API)?.name).toBe('%E0%A4%A.pdf');
  });

  it('no file, or a file with a dangerous URL, is no document', () => {
    expect(contentDocument(null, API)).toBeNull();
    expect(contentDocument(undefined, API)).toBeNull();
    expect(contentDocument(file('javascript:alert(1)', 'x.pdf', 'pdf'), API)).toBeNull();
  });
});

describe('content view', () => {
  it('title in the language: Arabic when present, else the English one', () => {
    expect(contentView(button(), 'en', API).title).toBe('Code of Conduct');
    expect(contentView(button(), 'ar', API).title).toBe('مدونة السلوك');
    expect(contentView(button({ title_ar: '  ' }), 'ar', API).title).toBe('Code of Conduct');
    expect(contentView(button({ title_ar: null }), 'ar', API).title).toBe('Code of Conduct');
  });

  it('HTML body only, document only, both', () => {
    const pdf = file('/backend/storage/files/c.pdf', 'c.pdf', 'pdf');
    expect(contentView(button({ content: '<p>Hi</p>' }), 'en', API)).toMatchObject({
      html: '<p>Hi</p>',
      document: null,
      empty: false,
    });
    expect(contentView(button({ file: pdf }), 'en', API)).toMatchObject({
      html: null,
      document: { kind: 'pdf' },
      empty: false,
    });
    expect(contentView(button({ content: '<p>Hi</p>', file: pdf }), 'en', API)).toMatchObject({
      html: '<p>Hi</p>',
      document: { kind: 'pdf' },
      empty: false,
    });
  });

  it("'no content' when neither a body nor a usable document", () => {
    for (const content of [null, undefined, '', '  \n '])
      expect(contentView(button({ content }), 'en', API)).toMatchObject({ html: null, empty: true });
    expect(contentView(button({ file: file('javascript:alert(1)', 'x.pdf', 'pdf') }), 'en', API).empty).toBe(true);
  });
});
