import type { CaptionTrack } from '../api/schemas/course';
import type { Locale } from '../locale/locale';

/** A caption track the player can load: its language, its name for the page's reader, its absolute address. */
export interface ShownTrack {
  lang: string;
  label: string;
  src: string;
}

/** The language's name in the page's language ("الإنجليزية" for `en` on an Arabic page); the server's label if none. */
function languageName(lang: string, fallback: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The tracks a video can show: those with an address (the answer's schema resolved it against the API host, or made
 * it null when refused), one per language, each named in the page's language.
 */
export function captionTracks(tracks: readonly CaptionTrack[] | undefined, locale: Locale): ShownTrack[] {
  const shown: ShownTrack[] = [];
  for (const track of tracks ?? []) {
    const src = track.url;
    const lang = track.lang.toLowerCase();
    if (!src || shown.some((other) => other.lang === lang)) continue;
    shown.push({ lang, label: languageName(lang, track.label?.trim() || lang, locale), src });
  }
  return shown;
}

/** The track captions turn on with: the page's language, else the first (-1 when there is none). */
export function preferredTrack(tracks: readonly Pick<ShownTrack, 'lang'>[], locale: Locale): number {
  const exact = tracks.findIndex((track) => track.lang === locale || track.lang.startsWith(`${locale}-`));
  return exact >= 0 ? exact : tracks.length > 0 ? 0 : -1;
}
