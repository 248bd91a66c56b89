// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_FUTURE_MS,
  CODE_GRACE_MS,
  CODE_ROTATE_MS,
  issueCode,
  issueCodes,
  matchTypedCode,
  slotOf,
  verifyCode,
} from '../../../demo/api/features/attendance/codes';
import { parseQrContent } from '../../../src/core/qr/qr-content';

// The codes the server issues: signed, rotating or printed, with a typed number; nothing altered verifies.

const SECRET = 'unit-test-attendance-secret-0123456789';
const NOW = Date.UTC(2026, 10, 26, 9, 30, 7);
const LECTURE = { id: 1003, start_at: new Date(NOW - 30 * 60_000).toISOString() };
const ENTRIES = ['IN', 'OUT', 'IN_OUT'] as const;

describe('issued codes', () => {
  it("keep the spec's format with a sixth part the spec's parser reads without throwing", () => {
    const { qr_content, typed_code } = issueCode(SECRET, 'R', 1003, slotOf(NOW), 'OUT');
    expect(qr_content).toMatch(/^\$lecture\$1003\$\d+\$OUT\$R[A-Za-z0-9_-]{22}$/);
    expect(parseQrContent(qr_content)).toMatchObject({
      type: 'lecture',
      id: '1003',
      createdAt: slotOf(NOW),
      entryType: 'OUT',
    });
    expect(typed_code).toMatch(/^\d{6}$/);
  });

  it('rotate every 15 s on the slot; the printed ones stay and carry the lecture start', () => {
    const first = issueCodes(SECRET, LECTURE, NOW);
    expect(first.qr_refresh_in_ms).toBe(slotOf(NOW) + CODE_ROTATE_MS - NOW);
    expect(issueCodes(SECRET, LECTURE, slotOf(NOW) + CODE_ROTATE_MS - 1).qr_codes).toEqual(first.qr_codes);
    const next = issueCodes(SECRET, LECTURE, slotOf(NOW) + CODE_ROTATE_MS);
    for (const entry of ENTRIES) expect(next.qr_codes[entry].qr_content).not.toBe(first.qr_codes[entry].qr_content);
    expect(next.print_qr_codes).toEqual(first.print_qr_codes);
    expect(parseQrContent(first.print_qr_codes.IN.qr_content)?.createdAt).toBe(Date.parse(LECTURE.start_at));
  });
});

describe('verifyCode', () => {
  const shown = issueCode(SECRET, 'R', 1003, slotOf(NOW), 'IN').qr_content;

  it('takes a rotating code until its rotation and grace are over, and not one from further ahead than two clocks differ', () => {
    const made = slotOf(NOW);
    expect(verifyCode(SECRET, shown, made + CODE_ROTATE_MS + CODE_GRACE_MS)).toEqual({
      ok: true,
      code: { lectureId: 1003, entryType: 'IN', kind: 'R', createdAt: made },
    });
    expect(verifyCode(SECRET, shown, made + CODE_ROTATE_MS + CODE_GRACE_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyCode(SECRET, shown, made - CODE_FUTURE_MS).ok).toBe(true);
    expect(verifyCode(SECRET, shown, made - CODE_FUTURE_MS - 1)).toEqual({ ok: false, reason: 'future' });
  });

  it("keeps a rotating code for the server's own grace when it sets one", () => {
    const made = slotOf(NOW);
    expect(verifyCode(SECRET, shown, made + CODE_ROTATE_MS + 75_000, 75_000).ok).toBe(true);
    expect(verifyCode(SECRET, shown, made + CODE_ROTATE_MS + 75_001, 75_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyCode(SECRET, shown, made + CODE_ROTATE_MS + 1, 0)).toEqual({ ok: false, reason: 'expired' });
  });

  it('takes a printed code at any time (the lecture window decides)', () => {
    const printed = issueCodes(SECRET, LECTURE, NOW).print_qr_codes.OUT.qr_content;
    expect(verifyCode(SECRET, printed, NOW + 10 * 3_600_000)).toEqual({
      ok: true,
      code: { lectureId: 1003, entryType: 'OUT', kind: 'P', createdAt: Date.parse(LECTURE.start_at) },
    });
  });

  it('refuses another secret, an unsigned code and a rotating code relabelled as printed', () => {
    expect(verifyCode('another secret of the same sort of length!!', shown, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyCode(SECRET, shown.slice(0, shown.lastIndexOf('$')), NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyCode(SECRET, shown.replace('$R', '$P'), NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('never verifies an altered, truncated or re-ordered code, and never throws (property)', () => {
    const parts = shown.split('$');
    const mutation = fc.oneof(
      fc
        .record({ at: fc.nat(shown.length - 1), text: fc.string({ minLength: 1, maxLength: 3 }) })
        .map(({ at, text }) => shown.slice(0, at) + text + shown.slice(at + 1)),
      fc.nat(shown.length - 1).map((at) => shown.slice(0, at)),
      fc.nat(shown.length - 1).map((at) => shown.slice(0, at) + shown.slice(at + 1)),
      fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }).map((order) => order.join('$')),
    );
    fc.assert(
      fc.property(mutation, (text) => {
        const check = verifyCode(SECRET, text, NOW);
        // Only the code itself (a mutation that changed nothing, e.g. a character replaced by itself) verifies.
        if (check.ok) expect(text.replace(/^\uFEFF/, '').trim()).toBe(shown);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('matchTypedCode', () => {
  it("finds the lecture and direction of a shown or printed code's number, spaces allowed", () => {
    const codes = issueCodes(SECRET, LECTURE, NOW);
    const other = { id: 1004, start_at: LECTURE.start_at };
    for (const entry of ENTRIES) {
      const typed = codes.qr_codes[entry].typed_code;
      expect(matchTypedCode(SECRET, `${typed.slice(0, 3)} ${typed.slice(3)}`, [other, LECTURE], NOW)).toEqual({
        lectureId: 1003,
        entryType: entry,
        kind: 'R',
        createdAt: slotOf(NOW),
      });
      expect(matchTypedCode(SECRET, codes.print_qr_codes[entry].typed_code, [LECTURE], NOW)).toEqual({
        lectureId: 1003,
        entryType: entry,
        kind: 'P',
        createdAt: Date.parse(LECTURE.start_at),
      });
    }
  });

  it('refuses a number past its grace, of a lecture not listed, or not six digits', () => {
    const typed = issueCodes(SECRET, LECTURE, NOW).qr_codes.IN.typed_code;
    expect(matchTypedCode(SECRET, typed, [LECTURE], slotOf(NOW) + CODE_ROTATE_MS + CODE_GRACE_MS + 1)).toBeUndefined();
    expect(matchTypedCode(SECRET, typed, [{ id: 1004, start_at: LECTURE.start_at }], NOW)).toBeUndefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 34 5'])
      expect(matchTypedCode(SECRET, bad, [LECTURE], NOW)).toBeUndefined();
  });
});
