import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLectureQr, formatQrContent, parseQrContent, QR_VALIDITY_MS } from '../../../../src/core/qr/qr-content';
import { checkScan } from '../../../../src/core/scanner/scanner-rules';

// Issue #12 "done when": the QR payload parser survives thousands of mutated strings without throwing, and
// whatever it accepts reads back the same through the lecture format (signed codes included).

const NOW = Date.UTC(2026, 10, 22, 9, 30);
const HOUR = 3_600_000;

/** Real codes to start from: every entry type, ages either side of 8 hours, odd ids. */
const seeds = [
  buildLectureQr('1001', NOW),
  buildLectureQr('1001', NOW - HOUR, 'OUT'),
  buildLectureQr('77', NOW - 7 * HOUR, 'IN_OUT'),
  buildLectureQr('abc-9', NOW - 9 * HOUR, 'IN'),
  `$lecture$5$${NOW}`,
  `\uFEFF$lecture$5$${NOW}$OUT`,
  '$lecture$5$$IN',
  `$lecture$1001$${NOW}$IN_OUT$R0123456789abcdefABCD_-`,
];

/** Characters a damaged or hostile code tends to hold, plus any code point at all. */
const character = fc.oneof(
  fc.constantFrom(
    '$',
    '\uFEFF',
    ' ',
    '\n',
    '\0',
    '0',
    '9',
    '-',
    '+',
    '.',
    'e',
    'E',
    'I',
    'N',
    'O',
    'U',
    'T',
    '_',
    'ل',
    '😀',
    '\uD800',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const chunk = fc.oneof(
  character,
  fc.constantFrom(
    '99999999999999999999',
    '1e400',
    'Infinity',
    'NaN',
    '-0',
    '0x1F',
    '9007199254740993',
    'lecture',
    'IN_OUT',
    '$$',
    '\uFEFF\uFEFF',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

type Mutation =
  | { kind: 'insert' | 'replace'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'parts'; order: number[] };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('insert' as const, 'replace' as const), at: fc.nat(), text: chunk }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('parts' as const), order: fc.array(fc.nat(7), { maxLength: 8 }) }),
);

/** One mutation: insert, delete or replace characters, or re-assemble the '$' parts (dropped, repeated, reordered). */
function mutate(text: string, change: Mutation): string {
  const at = change.kind === 'parts' ? 0 : change.at % (text.length + 1);
  switch (change.kind) {
    case 'insert':
      return text.slice(0, at) + change.text + text.slice(at);
    case 'replace':
      return text.slice(0, at) + change.text + text.slice(at + 1);
    case 'delete':
      return text.slice(0, at) + text.slice(at + change.length);
    case 'parts': {
      const parts = text.split('$');
      return change.order.map((index) => parts[index % parts.length] ?? '').join('$');
    }
  }
}

const mutated = fc
  .tuple(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([seed, changes]) => changes.reduce(mutate, seed));

/** Never throws; a rejection names one of its two reasons; an acceptance is fresh and reads back the same when rebuilt. */
function judge(text: string, now: number): void {
  const check = checkScan(text, now);
  if (!check.ok) {
    expect(['malformed', 'expired']).toContain(check.reason);
    return;
  }
  const { content } = check;
  expect(content.type).toBe('lecture');
  expect(content.createdAt).not.toBeNull();
  expect(now - content.createdAt!).toBeLessThanOrEqual(QR_VALIDITY_MS);
  expect(parseQrContent(text)).toEqual(content);
  expect(parseQrContent(formatQrContent(content))).toEqual(content);
}

describe('checkScan / parseQrContent over mutated codes (property)', () => {
  it('survives thousands of mutated codes', () => {
    fc.assert(
      fc.property(mutated, fc.integer({ min: NOW - HOUR, max: NOW + 10 * HOUR }), (text, now) => judge(text, now)),
      { numRuns: 5000 },
    );
  });

  it('survives arbitrary strings, empty and huge ones included', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.tuple(chunk, fc.integer({ min: 1000, max: 20_000 })).map(([piece, times]) => piece.repeat(times)),
    );
    fc.assert(
      fc.property(
        text,
        fc.oneof(fc.integer(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1)),
        (value, now) => judge(value, now),
      ),
      { numRuns: 2000 },
    );
  });

  it('still accepts the unmutated fresh seeds, and at least some mutants', () => {
    expect(seeds.map((seed) => checkScan(seed, NOW).ok)).toEqual([true, true, true, false, true, true, false, true]);
    const accepted = fc.sample(mutated, { numRuns: 2000, seed: 12 }).filter((text) => checkScan(text, NOW).ok);
    expect(accepted.length).toBeGreaterThan(0);
  });
});
