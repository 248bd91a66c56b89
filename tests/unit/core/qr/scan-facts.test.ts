import { describe, expect, it } from 'vitest';
import { flagsOf, knownFlags, scanMethod, scanPlace } from '../../../../src/core/qr/scan-facts';

// A scan's method, place and flags (attendance the trainer can trust): read defensively, shown in the page's digits.

describe('scanMethod', () => {
  it('QR, TYPED and OFFLINE (any case); anything else or nothing is null', () => {
    expect(['QR', 'typed', 'Offline'].map(scanMethod)).toEqual(['QR', 'TYPED', 'OFFLINE']);
    expect([null, undefined, '', 'NFC'].map(scanMethod)).toEqual([null, null, null, null]);
  });
});

describe('knownFlags / flagsOf', () => {
  it('keeps the known flags once, in a fixed order; unknown ones from a newer server are left out', () => {
    expect(knownFlags(['short_stay', 'outside_venue', 'short_stay', 'late'])).toEqual(['outside_venue', 'short_stay']);
    expect(knownFlags(null)).toEqual([]);
    expect(knownFlags(undefined)).toEqual([]);
  });

  it('joins the flags of several scans', () => {
    expect(flagsOf([{ flags: ['short_stay'] }, {}, { flags: ['outside_venue', 'short_stay'] }])).toEqual([
      'outside_venue',
      'short_stay',
    ]);
    expect(flagsOf([])).toEqual([]);
  });
});

describe('scanPlace', () => {
  it("'38 m away ±12 m': both known, rounded to whole metres", () => {
    expect(scanPlace({ distance_m: 37.6, accuracy_m: 12.2 }, 'en')).toEqual({
      kind: 'awayWithin',
      distance: '38',
      accuracy: '12',
    });
  });

  it('only one known: away or within', () => {
    expect(scanPlace({ distance_m: 0, accuracy_m: null }, 'en')).toEqual({ kind: 'away', distance: '0' });
    expect(scanPlace({ accuracy_m: 65 }, 'en')).toEqual({ kind: 'within', accuracy: '65' });
  });

  it('neither (or negative, NaN): null', () => {
    expect(scanPlace({}, 'en')).toBeNull();
    expect(scanPlace({ distance_m: -1, accuracy_m: Number.NaN }, 'en')).toBeNull();
  });

  it('Arabic digits in Arabic, thousands grouped', () => {
    expect(scanPlace({ distance_m: 38, accuracy_m: 12 }, 'ar')).toEqual({
      kind: 'awayWithin',
      distance: '٣٨',
      accuracy: '١٢',
    });
    expect(scanPlace({ distance_m: 1500 }, 'en')).toEqual({ kind: 'away', distance: '1,500' });
  });
});
