import { describe, expect, it } from 'vitest';
import { ApiError, firstFieldError, isApiError, parseErrorBody, stripHtml } from '../../../../src/core/http/api-error';

// §3 error response body {message, status_text, data}; §5/§8 error text shown with HTML removed.

describe('ApiError', () => {
  it('carries kind, status and the server details', () => {
    const error = new ApiError('http', 'Nope', {
      status: 404,
      serverMessage: 'Nope',
      statusText: 'not_found',
      fieldErrors: { id: ['bad'] },
      data: { x: 1 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Nope');
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'Nope',
      statusText: 'not_found',
      data: { x: 1 },
    });
    expect(error.fieldErrors).toEqual({ id: ['bad'] });
  });

  it('leaves the details undefined when not given', () => {
    const error = new ApiError('network', 'Failed to fetch');
    expect(error.status).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toBeUndefined();
  });

  it('is recognised by isApiError only', () => {
    expect(isApiError(new ApiError('timeout', 't'))).toBe(true);
    expect(isApiError(new Error('e'))).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
  });
});

describe('stripHtml', () => {
  it('removes tags', () => {
    expect(stripHtml('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(stripHtml('<a href="https://x.test" onclick="evil()">link</a>')).toBe('link');
    expect(stripHtml('Line one<br/>Line two')).toBe('Line oneLine two');
  });

  it('drops script and style blocks with their content', () => {
    expect(stripHtml('Before<script>alert("x")</script>After')).toBe('BeforeAfter');
    expect(stripHtml('<style type="text/css">.a{color:red}</style>Text')).toBe('Text');
    expect(stripHtml('<SCRIPT src="x.js">\nsteal()\n</SCRIPT>ok')).toBe('ok');
  });

  it('decodes the common entities', () => {
    expect(stripHtml('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(stripHtml('a &lt; b &gt; c')).toBe('a < b > c');
    expect(stripHtml('&quot;quoted&quot; &#39;single&#39;')).toBe('"quoted" \'single\'');
    expect(stripHtml('non&nbsp;breaking')).toBe('non breaking');
  });

  it('decodes &amp; last so escaped entities stay literal', () => {
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  <div>\n  A \n\t B </div>  ')).toBe('A B');
  });

  it("keeps '<' and '>' that do not form a tag", () => {
    expect(stripHtml('Score must be < 50 and > 10')).toBe('Score must be < 50 and > 10');
    expect(stripHtml('Use <b>bold</b> for 1 < 2')).toBe('Use bold for 1 < 2');
  });

  it('leaves plain and Arabic text untouched', () => {
    expect(stripHtml('Plain text.')).toBe('Plain text.');
    expect(stripHtml('<p>خطأ في الخادم</p>')).toBe('خطأ في الخادم');
  });
});

describe('parseErrorBody', () => {
  it('reads message, status_text and field errors from data', () => {
    const error = parseErrorBody(422, {
      message: 'The given data was invalid.',
      status_text: 'validation_error',
      data: { email: ['The email has already been taken.', 'Second'], phone: 'Invalid phone' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.serverMessage).toBe('The given data was invalid.');
    expect(error.statusText).toBe('validation_error');
    expect(error.fieldErrors).toEqual({
      email: ['The email has already been taken.', 'Second'],
      phone: ['Invalid phone'],
    });
    expect(firstFieldError(error)).toBe('The email has already been taken.');
  });

  it('strips HTML from message, status_text and field errors', () => {
    const error = parseErrorBody(500, {
      message: '<h1>Server&nbsp;Error</h1>',
      status_text: '<i>oops</i>',
      data: { a: ['<b>bad</b>'] },
    });
    expect(error.serverMessage).toBe('Server Error');
    expect(error.statusText).toBe('oops');
    expect(error.fieldErrors).toEqual({ a: ['bad'] });
  });

  it('falls back to status_text when there is no message', () => {
    const error = parseErrorBody(400, { status_text: 'invalid_token' });
    expect(error.serverMessage).toBe('invalid_token');
    expect(error.statusText).toBe('invalid_token');
  });

  it('falls back to status_text when the message is empty after stripping', () => {
    expect(parseErrorBody(400, { message: '<br>', status_text: 'Bad request' }).serverMessage).toBe('Bad request');
  });

  it('reads Laravel-style field errors under errors', () => {
    const error = parseErrorBody(422, { message: 'Invalid', errors: { title: ['Ticket title is required.'] } });
    expect(firstFieldError(error)).toBe('Ticket title is required.');
  });

  it('keeps data and ignores non-string field values', () => {
    const error = parseErrorBody(400, { data: { count: 3, list: [1, 2], nested: { a: 'b' } } });
    expect(error.fieldErrors).toBeUndefined();
    expect(error.data).toEqual({ count: 3, list: [1, 2], nested: { a: 'b' } });
    expect(parseErrorBody(400, { data: ['x'] }).fieldErrors).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '<html>Bad gateway</html>'],
    ['a number', 42],
    ['an array', ['message']],
    ['wrong types', { message: 42, status_text: { a: 1 }, data: 'text' }],
  ])('survives a malformed body (%s)', (_label, body) => {
    const error = parseErrorBody(502, body);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toBeUndefined();
    expect(error.message).toBe('HTTP 502');
  });
});

describe('firstFieldError', () => {
  it('is undefined without field errors', () => {
    expect(firstFieldError(new ApiError('http', 'x', { status: 422 }))).toBeUndefined();
    expect(firstFieldError(new ApiError('http', 'x', { fieldErrors: { a: [] } }))).toBeUndefined();
  });

  it('skips fields without messages', () => {
    expect(firstFieldError(new ApiError('http', 'x', { fieldErrors: { a: [], b: ['second'] } }))).toBe('second');
  });
});
