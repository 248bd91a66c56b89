import { create, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimApiBase, type AcademyConfig } from '../../../../src/core/config/config';
import { ApiUrl, OptionalApiUrl, resolveApiUrl } from '../../../../src/core/http/api-url';

// Issue #31: every URL an API answer carries is resolved against `apiBase`, never the page (these tests run as if the
// page were on another origin: the node project's default is http://localhost).

const config = (apiBase: string): AcademyConfig => ({ apiBase, chatWidgetUrl: null });
const API = config('https://api.example');
const PREFIXED = config('https://host.example/academy');

let release = () => {};
afterEach(() => release());

/** Console warnings during `read`, muted. */
function warnings(read: () => void): unknown[][] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  read();
  const calls = [...warn.mock.calls];
  warn.mockRestore();
  return calls;
}

describe('resolveApiUrl', () => {
  it.each([
    ['/backend/storage/course/intro.webm', API, 'https://api.example/backend/storage/course/intro.webm'],
    ['/backend/storage/course/intro.webm', PREFIXED, 'https://host.example/academy/backend/storage/course/intro.webm'],
    ['/files/logo.svg', PREFIXED, 'https://host.example/academy/files/logo.svg'],
    ['storage/files/x.pdf', API, 'https://api.example/backend/storage/files/x.pdf'],
    ['storage/files/x.pdf', PREFIXED, 'https://host.example/academy/backend/storage/files/x.pdf'],
    ['  /backend/storage/files/a b.pdf ', API, 'https://api.example/backend/storage/files/a%20b.pdf'],
    ['https://cdn.example/deck.pdf?sig=1', API, 'https://cdn.example/deck.pdf?sig=1'],
    ['http://cdn.example/deck.pdf', PREFIXED, 'http://cdn.example/deck.pdf'],
    ['//cdn.example/deck.pdf', API, 'https://cdn.example/deck.pdf'],
    // Read as a browser reads it: another origin, used as given like any CDN's address.
    ['/\\cdn.example/x.pdf', API, 'https://cdn.example/x.pdf'],
  ])('%j on %j → %s', (value, cfg, expected) => {
    expect(resolveApiUrl(value, cfg)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('reads %j as absent, silently', (value) => {
    expect(warnings(() => expect(resolveApiUrl(value, API)).toBeNull())).toEqual([]);
  });

  it.each([
    // Values no other test reads: a value is reported once per page (here, per test worker).
    ['javascript:alert("api-url")', 'javascript:'],
    [' JavaScript:alert("api-url")', 'javascript:'],
    ['java\tscript:alert("api-url")', 'javascript:'],
    ['data:application/pdf;base64,YXBpLXVybA==', 'data:'],
    ['blob:https://api.example/api-url', 'blob:'],
    ['file:///etc/api-url', 'file:'],
    ['ftp://files.example/api-url.pdf', 'ftp:'],
    ['vbscript:api-url', 'vbscript:'],
    ['http://', 'unreadable'],
  ])('refuses %j with a warning naming why', (value, reason) => {
    const calls = warnings(() => expect(resolveApiUrl(value, API)).toBeNull());
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.[0])).toContain(reason);
  });

  it('warns once per distinct refused value, however often it is read', () => {
    const calls = warnings(() => {
      for (let read = 0; read < 3; read++) {
        resolveApiUrl('data:text/html,once', API);
        resolveApiUrl('data:text/html,twice', API);
      }
    });
    expect(calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('data:text/html,once'),
      expect.stringContaining('data:text/html,twice'),
    ]);
  });
});

describe('ApiUrl (a URL field of an answer schema)', () => {
  const Media = type({ url: ApiUrl, poster: OptionalApiUrl });

  it('resolves against the current apiBase as the answer is read, on a page of another origin', () => {
    release = claimApiBase('https://host.example/academy');
    expect(create({ url: '/backend/storage/v.webm', poster: 'storage/v.png' }, Media)).toEqual({
      url: 'https://host.example/academy/backend/storage/v.webm',
      poster: 'https://host.example/academy/backend/storage/v.png',
    });
    expect(create({ url: null }, Media)).toEqual({ url: null });
  });

  it('reads a refused URL as null, so the answer still loads and the UI shows its "not available" state', () => {
    warnings(() =>
      expect(create({ url: 'javascript:alert("api-url schema")', poster: 'data:,api-url' }, Media)).toEqual({
        url: null,
        poster: null,
      }),
    );
  });

  it('reads its own output back unchanged (an answer kept and read again)', () => {
    const once = create({ url: '/backend/a.pdf' }, Media);
    expect(create(once, Media)).toEqual(once);
  });
});
