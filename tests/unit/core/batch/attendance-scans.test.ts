import { describe, expect, it } from 'vitest';
import type { AttendanceLogEntry } from '../../../../src/core/api/schemas/batch';
import { rowFlags, scanDirection, scansOf } from '../../../../src/core/batch/attendance-scans';

// Batch attendance rows: each scan's method, place and flags; the row's flags for highlighting.

const entry = (over: Partial<AttendanceLogEntry>): AttendanceLogEntry => ({
  processed_time: '09:00',
  type: 'IN',
  ...over,
});

describe('rowFlags', () => {
  it("the server's row-level flags when sent (known ones, once)", () => {
    expect(rowFlags({ flags: ['short_stay', 'outside_venue', 'short_stay', 'x'], attendance_entries: [] })).toEqual([
      'outside_venue',
      'short_stay',
    ]);
    expect(rowFlags({ flags: [], attendance_entries: [entry({ flags: ['short_stay'] })] })).toEqual([]);
  });

  it("else its entries' flags together", () => {
    expect(
      rowFlags({ attendance_entries: [entry({ flags: ['short_stay'] }), entry({ flags: ['outside_venue'] })] }),
    ).toEqual(['outside_venue', 'short_stay']);
    expect(rowFlags({ attendance_entries: [] })).toEqual([]);
  });
});

describe('scansOf', () => {
  it('lists live entries that carry a method, a place or a flag', () => {
    const entries = [
      entry({ method: 'QR' }),
      entry({ distance_m: 0 }),
      entry({ accuracy_m: 5 }),
      entry({ flags: ['outside_venue'] }),
      entry({}),
      entry({ flags: ['unknown'] }),
      entry({ method: 'QR', is_deleted: true }),
    ];
    expect(scansOf({ attendance_entries: entries })).toEqual(entries.slice(0, 4));
  });
});

describe('scanDirection', () => {
  it('IN and OUT in any case; anything else null', () => {
    expect([scanDirection('in'), scanDirection('OUT'), scanDirection('IN_CLASS'), scanDirection(null)]).toEqual([
      'IN',
      'OUT',
      null,
      null,
    ]);
  });
});
