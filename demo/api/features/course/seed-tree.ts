import type { CourseChapterRecord, CourseContentRecord, CourseUnitRecord } from './types';

// Builders of the seeded course trees: a content from one line, chapters and units summing their durations.

const STORAGE = '/backend/storage/course/';
export type Pair = [en: string, ar: string];
type Media = 'video' | 'document';

/** [id, type, title, minutes, description, media files (url first; a video's poster second)]. */
export type ContentSeed = [number, CourseContentRecord['type'], Pair, number, Pair, string[]?];

function content([
  id,
  type,
  [title, titleAr],
  duration,
  [about, aboutAr],
  files = [],
]: ContentSeed): CourseContentRecord {
  const [file, poster] = files;
  const kind: Media | null = type === 'video' ? 'video' : type === 'pdf' || type === 'presentation' ? 'document' : null;
  return {
    id,
    title,
    title_ar: titleAr,
    type,
    url: file ? STORAGE + file : null,
    thumbnailUrl: poster ? STORAGE + poster : null,
    description: `<p>${about}</p>`,
    description_ar: `<p>${aboutAr}</p>`,
    duration,
    // Documents can be downloaded; a video streams only.
    downloadUrl: kind === 'document' && file ? STORAGE + file : null,
    status: 'active',
  };
}

export function chapter(id: number, [title, titleAr]: Pair, contents: ContentSeed[]): CourseChapterRecord {
  return {
    id,
    title,
    title_ar: titleAr,
    duration: contents.reduce((sum, item) => sum + item[3], 0),
    contents: contents.map(content),
  };
}

export function unit(id: number, [title, titleAr]: Pair, chapters: CourseChapterRecord[]): CourseUnitRecord {
  return { id, title, title_ar: titleAr, duration: chapters.reduce((sum, item) => sum + item.duration, 0), chapters };
}
