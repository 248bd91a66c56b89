/**
 * Attendance QR content (learning spec §3 "QR content", §4 "Trainer lecture QR", §9): the string
 * `$<type>$<id>$<creation time, epoch ms>$<entry type>`, split by '$' with an empty leading part.
 * Shared by the trainer dashboard, the trainer lecture QR page and the learner scanner.
 */

/** What a QR checks into; the spec knows lectures only. */
const QR_TYPES = ['lecture'] as const;
export type QrType = (typeof QR_TYPES)[number];

/** Check in, check out, or one code for both (the QR page's three tabs). */
export const QR_ENTRY_TYPES = ['IN', 'OUT', 'IN_OUT'] as const;
export type QrEntryType = (typeof QR_ENTRY_TYPES)[number];

/** §9: a scanned code is accepted while its creation time is at most 8 hours old. */
export const QR_VALIDITY_MS = 28_800_000;

const SEPARATOR = '$';
const DEFAULT_ENTRY: QrEntryType = 'IN';

/**
 * A parsed QR string. `createdAt` is null when the code carries no creation time (such a code is never fresh).
 * `signature` is the server's optional sixth part (the reference server signs the codes it issues), else null.
 */
export interface QrContent {
  type: QrType;
  id: string;
  createdAt: number | null;
  entryType: QrEntryType;
  signature: string | null;
}

const isType = (value: string): value is QrType => (QR_TYPES as readonly string[]).includes(value);
const isEntryType = (value: string): value is QrEntryType => (QR_ENTRY_TYPES as readonly string[]).includes(value);

/**
 * The trainer-side string for a lecture: `$lecture$<id>$<now>$<entryType>`.
 * @throws RangeError when the id is empty or holds the separator, or `now` is not a non-negative time.
 */
export function buildLectureQr(
  lectureId: string | number,
  now: number,
  entryType: QrEntryType = DEFAULT_ENTRY,
): string {
  const id = String(lectureId);
  if (id === '' || id.includes(SEPARATOR))
    throw new RangeError(`Invalid lecture id for a QR code: ${JSON.stringify(id)}`);
  if (!Number.isFinite(now) || now < 0) throw new RangeError(`Invalid QR creation time: ${now}`);
  return ['', 'lecture', id, String(Math.floor(now)), entryType].join(SEPARATOR);
}

/** A signature part: up to 64 URL-safe base64 characters (a code longer than that is not one this product issued). */
const SIGNATURE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads a scanned string; null when malformed. A leading BOM (some QR encoders, qrcode-svg among them, prefix non-ASCII content with one)
 * and surrounding whitespace are ignored. The entry type defaults to IN when absent or empty; an empty
 * creation time gives `createdAt: null`, a non-numeric one is malformed. A sixth part is the server's signature.
 */
export function parseQrContent(text: string): QrContent | null {
  const parts = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(SEPARATOR);
  if (parts.length < 4 || parts.length > 6) return null;
  const [leading, type = '', id = '', time = '', entry = '', signature] = parts;
  if (leading !== '' || !isType(type) || id === '') return null;
  const entryType = entry === '' ? DEFAULT_ENTRY : entry;
  if (!isEntryType(entryType)) return null;
  if (time !== '' && !/^\d+$/.test(time)) return null;
  const createdAt = time === '' ? null : Number(time);
  if (createdAt !== null && !Number.isSafeInteger(createdAt)) return null;
  if (signature !== undefined && !SIGNATURE.test(signature)) return null;
  return { type, id, createdAt, entryType, signature: signature ?? null };
}

/** The parts a signature covers, in their canonical form: `<type>$<id>$<creation time>$<entry type>`. */
export function signedPart(content: Pick<QrContent, 'type' | 'id' | 'createdAt' | 'entryType'>): string {
  return [content.type, content.id, content.createdAt ?? '', content.entryType].join(SEPARATOR);
}

/** The string of a parsed code, canonical (what the server signed, with its signature when it has one). */
export function formatQrContent(content: QrContent): string {
  return [SEPARATOR + signedPart(content), ...(content.signature === null ? [] : [content.signature])].join(SEPARATOR);
}

/** How far ahead of `now` a creation time may be: the trainer's and the learner's clocks may disagree, but a code from the far future is forged. */
const QR_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Whether a code may still be used at `now`: its creation time is present and no more than QR_VALIDITY_MS
 * older than now (§4), so a code exactly 8 hours old is fresh and one a millisecond older is not; a creation
 * time up to QR_CLOCK_SKEW_MS ahead of `now` passes (another device's clock), one further ahead does not.
 */
export function isQrFresh(content: Pick<QrContent, 'createdAt'>, now: number): boolean {
  return (
    content.createdAt !== null &&
    now - content.createdAt <= QR_VALIDITY_MS &&
    content.createdAt - now <= QR_CLOCK_SKEW_MS
  );
}
