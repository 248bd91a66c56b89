// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../demo/api/features/course/media';
import { COURSE_MEDIA } from '../../../demo/api/features/course/ids';
import { useTestApi } from './helpers';

// GET storage/course/{name}: the courses' media, whole or by byte range (so the browser can seek in the video).

const VIDEO = COURSE_MEDIA.fireVideo;
const bytes = readFileSync(new URL(`../../../demo/api/features/course/files/${VIDEO}`, import.meta.url));
const size = bytes.length;

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: size - 1 }],
    ['bytes=-50', { start: size - 50, end: size - 1 }],
    [`bytes=-${size + 10}`, { start: 0, end: size - 1 }],
    [`bytes=${size - 1}-${size + 500}`, { start: size - 1, end: size - 1 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
    [`bytes=${size}-`, 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, null],
    ['bytes=9-3', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    ['bytes=-', null],
    [`bytes=${'9'.repeat(16)}-`, null],
  ] as const)('%s → %j', (header, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});

describe('course media', () => {
  const t = useTestApi();
  const get = (name: string, headers: Record<string, string> = {}) =>
    fetch(`${t.base}storage/course/${name}`, { headers });

  it('serves the whole video without a token, saying ranges are accepted', async () => {
    const res = await get(VIDEO);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, size - 1],
    ['bytes=-64', size - 64, size - 1],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const res = await get(VIDEO, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end, and the whole file for a range it does not serve', async () => {
    const past = await get(VIDEO, { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(((await past.json()) as { message: string }).message).toBe('The requested range is not satisfiable.');
    const several = await get(VIDEO, { Range: 'bytes=0-1,5-6' });
    expect(several.status).toBe(200);
    expect(several.headers.get('content-length')).toBe(String(size));
  });

  it('serves every file with its type, inline; unknown names answer 404', async () => {
    const types: Record<string, string> = {
      webm: 'video/webm',
      pdf: 'application/pdf',
      png: 'image/png',
      vtt: 'text/vtt; charset=utf-8',
    };
    for (const name of Object.values(COURSE_MEDIA)) {
      const res = await get(name);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe(types[name.split('.').pop() ?? '']);
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
    }
    for (const name of [COURSE_MEDIA.fireCaptionsAr, COURSE_MEDIA.cctvCaptionsEn])
      expect((await (await get(name)).text()).startsWith('WEBVTT\n'), name).toBe(true);
    const pdf = Buffer.from(await (await get(COURSE_MEDIA.fireSlides)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const name of ['nope.webm', '..%2Fmedia.ts', 'toString']) expect((await get(name)).status, name).toBe(404);
  });

  it("names every document in its own Title, which a viewer shows (Chromium's fallback was 'about:blank')", () => {
    const titleOf = (pdf: Buffer) => {
      const raw = /\/Title\s*(<FEFF[0-9A-F]*>|\((?:[^()\\]|\\.)*\))/.exec(pdf.toString('latin1'))?.[1] ?? '';
      if (!raw.startsWith('<')) return raw.slice(1, -1);
      return Buffer.from(raw.slice(5, -1), 'hex').swap16().toString('utf16le');
    };
    const documents = Object.values(COURSE_MEDIA).filter((name) => name.endsWith('.pdf'));
    const titles = documents.map((name) =>
      titleOf(readFileSync(new URL(`../../../demo/api/features/course/files/${name}`, import.meta.url))),
    );
    expect(titles).toEqual([
      'Fire Safety Handbook — دليل السلامة من الحرائق',
      'Classes of Fire — فئات الحرائق',
      'CCTV Operator Checklist — قائمة تحقق مشغّل الكاميرات',
      'Camera Types — أنواع الكاميرات',
    ]);
  });

  it('keeps the video small: at most a few hundred KB', () => {
    for (const name of [COURSE_MEDIA.fireVideo, COURSE_MEDIA.cctvVideo]) {
      expect(
        readFileSync(new URL(`../../../demo/api/features/course/files/${name}`, import.meta.url)).length,
      ).toBeLessThan(300_000);
    }
  });
});
