import { create } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseContentSchema, type CaptionTrack } from '../../../../src/core/api/schemas/course';
import { claimApiBase } from '../../../../src/core/config/config';
import { captionTracks, preferredTrack } from '../../../../src/core/course/captions';

let release = () => {};
afterEach(() => release());
const track = (
  lang: string,
  url = `/backend/storage/course/v.${lang}.vtt`,
  label: string | null = null,
): CaptionTrack => ({
  lang,
  label,
  url,
});

describe('caption tracks (#37)', () => {
  it('keeps the tracks the answer gave an address (resolved against the API host), one per language', () => {
    release = claimApiBase('https://api.example/academy');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { captions } = create(
      {
        id: 1,
        title: 'Intro',
        type: 'video',
        captions: [
          track('en'),
          track('EN', '/other.vtt'),
          track('ar', 'javascript:alert(1)'),
          track('fr', 'data:text/vtt,WEBVTT'),
          track('ar', 'https://cdn.example/v.ar.vtt'),
        ],
      },
      CourseContentSchema,
    );
    expect(captionTracks(captions, 'en').map(({ lang, src }) => [lang, src])).toEqual([
      ['en', 'https://api.example/academy/backend/storage/course/v.en.vtt'],
      ['ar', 'https://cdn.example/v.ar.vtt'],
    ]);
  });

  it("names each language in the page's language, the server's label or the tag when it cannot", () => {
    expect(captionTracks([track('en'), track('ar')], 'en').map((shown) => shown.label)).toEqual(['English', 'Arabic']);
    expect(captionTracks([track('en'), track('ar')], 'ar').map((shown) => shown.label)).toEqual([
      'الإنجليزية',
      'العربية',
    ]);
    expect(captionTracks(undefined, 'en')).toEqual([]);
  });

  it("turns on the page's language, a regional track of it, else the first; none without tracks", () => {
    expect(preferredTrack([{ lang: 'en' }, { lang: 'ar' }], 'ar')).toBe(1);
    expect(preferredTrack([{ lang: 'en' }, { lang: 'ar-sa' }], 'ar')).toBe(1);
    expect(preferredTrack([{ lang: 'fr' }, { lang: 'en' }], 'ar')).toBe(0);
    expect(preferredTrack([{ lang: 'arc' }], 'ar')).toBe(0);
    expect(preferredTrack([], 'en')).toBe(-1);
  });

  it('reads a content with its tracks; a bad track costs its captions, never the course', () => {
    const content = { id: 1, title: 'Intro', type: 'video', url: '/v.webm' };
    expect(create(content, CourseContentSchema).captions).toEqual([]);
    const read = create(
      {
        ...content,
        captions: [track('en'), { lang: 'not a tag', url: '/x.vtt' }, { lang: 'ar' }, track('ar'), 'junk'],
      },
      CourseContentSchema,
    );
    expect(read.captions?.map((item) => item.lang)).toEqual(['en', 'ar']);
    expect(create({ ...content, captions: 'junk' }, CourseContentSchema).captions).toEqual([]);
    expect(create({ ...content, captions: [track('x'.repeat(36))] }, CourseContentSchema).captions).toEqual([]);
  });
});
