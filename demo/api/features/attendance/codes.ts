import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseQrContent, signedPart, type QrEntryType } from '../../../../src/core/qr/qr-content';

// The codes the server issues and accepts: the spec's QR string with a sixth part, a MAC over the other parts with
// the server's attendance secret, and a six-digit number to type instead. Nothing a client builds verifies.

/** A shown code rotates this often (the QR page asks again when it does). */
export const CODE_ROTATE_MS = 15_000;
/**
 * A rotating code is still taken this long after it left the screen: the learner may read it just before it rotates,
 * confirm an IN_OUT code in the dialog and send it from a slow phone network in a full hall. A photo two minutes
 * old is refused.
 */
export const CODE_GRACE_MS = 45_000;
/** How far a code's time may be ahead of the server's: processes behind one load balancer keep nearly the same time. */
export const CODE_FUTURE_MS = 2_000;
/** Digits of a typed code: one in a million per guess, and scans are throttled per learner. */
const TYPED_DIGITS = 6;

/** R: rotating, on the screen; P: printed, taken through the lecture's own window (a paper cannot rotate). */
export type CodeKind = 'R' | 'P';

const ENTRY_TYPES: readonly QrEntryType[] = ['IN', 'OUT', 'IN_OUT'];
/** 16 bytes of HMAC-SHA256 (128 bits) keep the QR small and forging out of reach. */
const MAC_BYTES = 16;

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

function signature(secret: string, kind: CodeKind, part: string): string {
  return kind + mac(secret, `${kind}$${part}`).subarray(0, MAC_BYTES).toString('base64url');
}

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One code as the QR page gets it. */
export interface IssuedCode {
  qr_content: string;
  typed_code: string;
}

/** The typed number of a code: the MAC of its parts read as a number, six digits with leading zeros. */
function typedOf(secret: string, kind: CodeKind, part: string): string {
  const value = mac(secret, `T${kind}$${part}`).readUInt32BE(0) % 10 ** TYPED_DIGITS;
  return String(value).padStart(TYPED_DIGITS, '0');
}

/** The signed code and typed number of a lecture's entry type at `createdAt`. */
export function issueCode(
  secret: string,
  kind: CodeKind,
  lectureId: number,
  createdAt: number,
  entryType: QrEntryType,
): IssuedCode {
  const part = signedPart({ type: 'lecture', id: String(lectureId), createdAt, entryType });
  return { qr_content: `$${part}$${signature(secret, kind, part)}`, typed_code: typedOf(secret, kind, part) };
}

/** The start of the rotation slot holding `now`: every call in a slot issues the same codes. */
export function slotOf(now: number): number {
  return Math.floor(now / CODE_ROTATE_MS) * CODE_ROTATE_MS;
}

/** What view/qr hands the trainer's page: the codes of the current slot, the printable ones, and when to ask again. */
export function issueCodes(secret: string, lecture: { id: number; start_at: string }, now: number) {
  const slot = slotOf(now);
  const printedAt = Date.parse(lecture.start_at);
  const byEntry = (kind: CodeKind, at: number) =>
    Object.fromEntries(ENTRY_TYPES.map((entry) => [entry, issueCode(secret, kind, lecture.id, at, entry)])) as Record<
      QrEntryType,
      IssuedCode
    >;
  return {
    qr_codes: byEntry('R', slot),
    print_qr_codes: byEntry('P', printedAt),
    qr_refresh_in_ms: slot + CODE_ROTATE_MS - now,
  };
}

/** A code the server issued, read back: which lecture and entry type it names, and how it may be used. */
export interface VerifiedCode {
  lectureId: number;
  entryType: QrEntryType;
  kind: CodeKind;
  /** When the server issued it: a rotating code's slot start, a printed code's lecture start (epoch ms). */
  createdAt: number;
}

export type CodeCheck = { ok: true; code: VerifiedCode } | { ok: false; reason: 'forged' | 'expired' | 'future' };

/** Whether a rotating code made at `createdAt` may be used at `at` (server time of the scan). */
function rotatingCodeAge(createdAt: number, at: number, graceMs: number): 'ok' | 'expired' | 'future' {
  if (createdAt - at > CODE_FUTURE_MS) return 'future';
  return at - createdAt <= CODE_ROTATE_MS + graceMs ? 'ok' : 'expired';
}

/**
 * Reads and verifies a scanned string at `at`: unsigned, altered, truncated or unparsable is forged; a rotating code
 * past its slot and grace is expired, one from the future refused. A printed code's time is checked by the lecture's
 * window instead (the caller's attendance rules). `graceMs` is the server's setting (ACADEMY_CODE_GRACE_MS).
 */
export function verifyCode(secret: string, text: string, at: number, graceMs = CODE_GRACE_MS): CodeCheck {
  const content = parseQrContent(text);
  if (!content?.signature || content.createdAt === null || !/^\d{1,9}$/.test(content.id))
    return { ok: false, reason: 'forged' };
  const kind = content.signature[0];
  if (kind !== 'R' && kind !== 'P') return { ok: false, reason: 'forged' };
  if (!sameText(content.signature, signature(secret, kind, signedPart(content))))
    return { ok: false, reason: 'forged' };
  if (kind === 'R') {
    const age = rotatingCodeAge(content.createdAt, at, graceMs);
    if (age !== 'ok') return { ok: false, reason: age };
  }
  return {
    ok: true,
    code: { lectureId: Number(content.id), entryType: content.entryType, kind, createdAt: content.createdAt },
  };
}

/**
 * The code a typed number stands for, among `lectures` (the learner's, open around `at`): the rotating codes of the
 * slots still taken at `at`, and the printed ones. Undefined when none matches.
 */
export function matchTypedCode(
  secret: string,
  typed: string,
  lectures: readonly { id: number; start_at: string }[],
  at: number,
  graceMs = CODE_GRACE_MS,
): VerifiedCode | undefined {
  const digits = typed.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TYPED_DIGITS}}$`).test(digits)) return undefined;
  const oldest = at - CODE_ROTATE_MS - graceMs;
  for (const lecture of lectures) {
    const candidates: [CodeKind, number][] = [['P', Date.parse(lecture.start_at)]];
    for (let slot = slotOf(at + CODE_FUTURE_MS); slot >= slotOf(oldest); slot -= CODE_ROTATE_MS) {
      if (rotatingCodeAge(slot, at, graceMs) === 'ok') candidates.push(['R', slot]);
    }
    for (const [kind, createdAt] of candidates) {
      for (const entryType of ENTRY_TYPES) {
        if (sameText(issueCode(secret, kind, lecture.id, createdAt, entryType).typed_code, digits))
          return { lectureId: lecture.id, entryType, kind, createdAt };
      }
    }
  }
  return undefined;
}
