import { readFileSync } from 'node:fs';
import { ApiError, type RawReply } from '../../http';
import type { ApiRequest } from '../../request';
import { COURSE_MEDIA } from './ids';

// The seeded courses' media (files/, made by scripts/make-course-media.mjs), read once at start and served with
// HTTP range requests (RFC 9110 §14) so a browser can seek in the video.

const TYPES: Record<string, string> = {
  webm: 'video/webm',
  pdf: 'application/pdf',
  png: 'image/png',
  vtt: 'text/vtt; charset=utf-8',
};

interface MediaFile {
  contentType: string;
  body: Buffer;
}

const FILES = new Map<string, MediaFile>(
  Object.values(COURSE_MEDIA).map((name) => [
    name,
    {
      contentType: TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
      body: readFileSync(new URL(`./files/${name}`, import.meta.url)),
    },
  ]),
);

/** One `bytes=` range (first-last, first-, or -suffix); several ranges or other units are not served as ranges. */
const RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The part a Range header asks for within `size` bytes: null for the whole file (no header, or one to ignore). */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The file, or the range of it the request asks for (206), or 416 for a range past its end; 404 for an unknown name. */
export function mediaReply(req: ApiRequest, name: string): RawReply {
  const file = FILES.get(name);
  if (!file) throw req.fail(404, 'notFound');
  const size = file.body.length;
  const headers = {
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=300',
    'Content-Disposition': `inline; filename="${name}"`,
  };
  const range = byteRange(req.header('range'), size);
  if (range === 'unsatisfiable') {
    throw new ApiError(416, req.t('courseFileRangeInvalid'), 'Range Not Satisfiable', null, {
      'Content-Range': `bytes */${size}`,
    });
  }
  if (range === null) return { status: 200, contentType: file.contentType, body: file.body, headers };
  return {
    status: 206,
    contentType: file.contentType,
    body: file.body.subarray(range.start, range.end + 1),
    headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
  };
}
