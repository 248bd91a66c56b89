import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLectureQr,
  formatQrContent,
  isQrFresh,
  parseQrContent,
  signedPart,
  QR_ENTRY_TYPES,
  QR_VALIDITY_MS,
} from '../../../../src/core/qr/qr-content';

const NOW = Date.UTC(2026, 10, 22, 9, 30);

describe('buildLectureQr (learning spec §3: lecture, id, current time, IN/OUT/IN_OUT)', () => {
  it('builds $lecture$<id>$<epoch ms>$<entry>, IN by default', () => {
    expect(buildLectureQr('1001', NOW)).toBe(`$lecture$1001$${NOW}$IN`);
    expect(buildLectureQr(1001, NOW, 'OUT')).toBe(`$lecture$1001$${NOW}$OUT`);
    expect(buildLectureQr(1001, NOW, 'IN_OUT')).toBe(`$lecture$1001$${NOW}$IN_OUT`);
  });

  it('drops fractions of a millisecond', () => {
    expect(buildLectureQr(7, NOW + 0.75)).toBe(`$lecture$7$${NOW}$IN`);
  });

  it.each([[''], ['12$3']])('refuses the id %j', (id) => {
    expect(() => buildLectureQr(id, NOW)).toThrow(RangeError);
  });

  it.each([[Number.NaN], [-1], [Number.POSITIVE_INFINITY]])('refuses the time %s', (now) => {
    expect(() => buildLectureQr(1, now)).toThrow(RangeError);
  });
});

describe('parseQrContent', () => {
  it('reads the spec’s parts', () => {
    expect(parseQrContent(`$lecture$1001$${NOW}$IN`)).toEqual({
      type: 'lecture',
      id: '1001',
      createdAt: NOW,
      entryType: 'IN',
      signature: null,
    });
    expect(parseQrContent(`$lecture$abc-9$${NOW}$IN_OUT`)).toEqual({
      type: 'lecture',
      id: 'abc-9',
      createdAt: NOW,
      entryType: 'IN_OUT',
      signature: null,
    });
  });

  it('defaults the entry type to IN when absent or empty', () => {
    expect(parseQrContent(`$lecture$1$${NOW}`)?.entryType).toBe('IN');
    expect(parseQrContent(`$lecture$1$${NOW}$`)?.entryType).toBe('IN');
  });

  it('strips the BOM qrcode-svg prefixes to non-ASCII content, and surrounding whitespace', () => {
    expect(parseQrContent(`\uFEFF$lecture$1$${NOW}$OUT`)).toEqual({
      type: 'lecture',
      id: '1',
      createdAt: NOW,
      entryType: 'OUT',
      signature: null,
    });
    expect(parseQrContent(` $lecture$1$${NOW}$OUT\n`)?.entryType).toBe('OUT');
  });

  it('keeps a code without creation time, with createdAt null (never fresh)', () => {
    const content = parseQrContent('$lecture$1$$IN');
    expect(content).toEqual({ type: 'lecture', id: '1', createdAt: null, entryType: 'IN', signature: null });
    expect(isQrFresh(content!, NOW)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['no leading empty part', `lecture$1$${NOW}$IN`],
    ['too few parts', '$lecture$1'],
    ['too many parts', `$lecture$1$${NOW}$IN$sig$extra`],
    ['an empty signature', `$lecture$1$${NOW}$IN$`],
    ['a signature with other characters', `$lecture$1$${NOW}$IN$a+b/c=`],
    ['a signature longer than 64 characters', `$lecture$1$${NOW}$IN$${'a'.repeat(65)}`],
    ['unknown type', `$course$1$${NOW}$IN`],
    ['type in another case', `$Lecture$1$${NOW}$IN`],
    ['empty id', `$lecture$$${NOW}$IN`],
    ['non-numeric time', '$lecture$1$yesterday$IN'],
    ['negative time', `$lecture$1$-${NOW}$IN`],
    ['fractional time', `$lecture$1$${NOW}.5$IN`],
    ['time beyond a safe integer', '$lecture$1$99999999999999999999$IN'],
    ['unknown entry type', `$lecture$1$${NOW}$BREAK`],
    ['lower-case entry type', `$lecture$1$${NOW}$in`],
    ['a URL', 'https://example.com/$lecture$1'],
  ])('rejects %s', (_, text) => {
    expect(parseQrContent(text)).toBeNull();
  });

  it("reads a server-signed code's sixth part as its signature, and formats it back as it was", () => {
    const text = `$lecture$1001$${NOW}$OUT$R${'x'.repeat(21)}`;
    const content = parseQrContent(text);
    expect(content).toEqual({
      type: 'lecture',
      id: '1001',
      createdAt: NOW,
      entryType: 'OUT',
      signature: `R${'x'.repeat(21)}`,
    });
    expect(formatQrContent(content!)).toBe(text);
    expect(signedPart(content!)).toBe(`lecture$1001$${NOW}$OUT`);
    expect(formatQrContent(parseQrContent(`$lecture$1$${NOW}`)!)).toBe(`$lecture$1$${NOW}$IN`);
  });

  it('reads back whatever buildLectureQr builds', () => {
    const id = fc.string({ minLength: 1 }).filter((value) => !value.includes('$') && value.trim() === value);
    fc.assert(
      fc.property(
        fc.oneof(id, fc.nat()),
        fc.integer({ min: 0, max: 8_640_000_000_000_000 }),
        fc.constantFrom(...QR_ENTRY_TYPES),
        (lectureId, now, entry) => {
          expect(parseQrContent(buildLectureQr(lectureId, now, entry))).toEqual({
            type: 'lecture',
            id: String(lectureId),
            createdAt: now,
            entryType: entry,
            signature: null,
          });
        },
      ),
    );
  });
});

describe('isQrFresh (§4: creation time present and no more than 28,800,000 ms old)', () => {
  it('the validity is 8 hours', () => {
    expect(QR_VALIDITY_MS).toBe(28_800_000);
  });

  it('a new code is fresh', () => {
    expect(isQrFresh({ createdAt: NOW }, NOW)).toBe(true);
  });

  it('exactly 8 hours old is still fresh; one millisecond more is not', () => {
    expect(isQrFresh({ createdAt: NOW }, NOW + 28_800_000)).toBe(true);
    expect(isQrFresh({ createdAt: NOW }, NOW + 28_800_001)).toBe(false);
  });

  it('a creation time up to 10 minutes ahead of now (another clock) is fresh; further ahead is forged', () => {
    expect(isQrFresh({ createdAt: NOW + 60_000 }, NOW)).toBe(true);
    expect(isQrFresh({ createdAt: NOW + 600_000 }, NOW)).toBe(true);
    expect(isQrFresh({ createdAt: NOW + 600_001 }, NOW)).toBe(false);
  });

  it('a code without creation time is never fresh', () => {
    expect(isQrFresh({ createdAt: null }, NOW)).toBe(false);
  });

  it('a parsed code built at t is fresh from t to t + 8 h', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 2 * QR_VALIDITY_MS }),
        (built, age) => {
          const content = parseQrContent(buildLectureQr(1001, built))!;
          expect(isQrFresh(content, built + age)).toBe(age <= QR_VALIDITY_MS);
        },
      ),
    );
  });
});
