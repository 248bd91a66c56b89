import { describe, expect, it } from 'vitest';
import {
  addEntry,
  BREAK,
  canAddEntry,
  canRemoveEntry,
  compareTimes,
  entryLocks,
  IN_CLASS,
  isScanned,
  logEntryType,
  nextEntryType,
  removeEntry,
  setEntryTime,
  setEntryType,
  toEditableEntries,
  type EditableEntry,
} from '../../../../src/core/batch/attendance-entries';
import { entry } from './batch-test-support';

// §4 Attendance editing: alternating types, add/remove rules, SCANNED locks, time locks.

const scannedIn = entry({ in_status: 'SCANNED', in_record_id: '7' });
const scannedOut = entry({ out_status: 'SCANNED', out_record_id: '8' });

describe('toEditableEntries', () => {
  it('reads missing text as empty and missing statuses/ids as null', () => {
    expect(
      toEditableEntries([
        { entry_type: 'IN_CLASS', in_time: '09:00' },
        { in_status: 'SCANNED', in_record_id: '3' },
      ]),
    ).toEqual([
      entry({ out_time: '' }),
      entry({ entry_type: '', in_time: '', out_time: '', in_status: 'SCANNED', in_record_id: '3' }),
    ]);
  });
});

describe('isScanned', () => {
  it.each([
    ['SCANNED', true],
    ['scanned', true],
    ['MANUAL', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (status, expected) => {
    expect(isScanned(status)).toBe(expected);
  });
});

describe('nextEntryType and addEntry (§4 alternate In Class / Break)', () => {
  it('the first entry is In Class and starts empty', () => {
    expect(nextEntryType([])).toBe(IN_CLASS);
    expect(addEntry([])).toEqual([entry({ in_time: '', out_time: '' })]);
  });

  it('types alternate In Class, Break, In Class, Break as entries are added', () => {
    let list: readonly EditableEntry[] = [];
    const types: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      list = addEntry(list);
      types.push(list[list.length - 1]!.entry_type);
      list = setEntryTime(list, list.length - 1, 'out_time', `1${step}:00`);
    }
    expect(types).toEqual(['IN_CLASS', 'BREAK', 'IN_CLASS', 'BREAK']);
  });

  it.each([
    ['IN_CLASS', BREAK],
    ['BACK_FROM_BREAK', BREAK],
    ['LEFT_EARLY', BREAK],
    ['BREAK', IN_CLASS],
    ['break', IN_CLASS],
  ])('after a %s entry the next is %s', (type, next) => {
    expect(nextEntryType([entry({ entry_type: type })])).toBe(next);
  });

  it('a new entry starts at the previous out time, has no out time and is manual', () => {
    const list = addEntry([entry({ in_time: '09:00', out_time: '10:15', in_status: 'SCANNED', in_record_id: '4' })]);
    expect(list).toHaveLength(2);
    expect(list[1]).toEqual(entry({ entry_type: BREAK, in_time: '10:15', out_time: '' }));
  });

  it('adding leaves the input list untouched', () => {
    const list = [entry()];
    const copy = structuredClone(list);
    addEntry(list);
    expect(list).toEqual(copy);
  });
});

describe('canAddEntry (§4 only when none or the last has an out time)', () => {
  it.each([
    ['no entries', [], true],
    ['last has an out time', [entry()], true],
    ['last without out time', [entry({ out_time: '' })], false],
    ['last with a blank out time', [entry({ out_time: '   ' })], false],
    ['earlier without, last with', [entry({ out_time: '' }), entry()], true],
    ['earlier with, last without', [entry(), entry({ out_time: '' })], false],
  ])('%s → %s', (_case, list, expected) => {
    expect(canAddEntry(list)).toBe(expected);
  });

  it('addEntry refuses when the last has no out time and returns the same list', () => {
    const list = [entry({ out_time: '' })];
    expect(addEntry(list)).toBe(list);
  });
});

describe('canRemoveEntry and removeEntry (§4 only the last, never SCANNED)', () => {
  it('the sole manual entry can be removed, leaving none', () => {
    expect(canRemoveEntry([entry()], 0)).toBe(true);
    expect(removeEntry([entry()], 0)).toEqual([]);
  });

  it('only the last entry of several', () => {
    const list = [entry(), entry({ entry_type: BREAK }), entry()];
    expect([0, 1, 2].map((index) => canRemoveEntry(list, index))).toEqual([false, false, true]);
    expect(removeEntry(list, 1)).toBe(list);
    expect(removeEntry(list, 2)).toEqual(list.slice(0, 2));
  });

  it.each([
    ['in status SCANNED', scannedIn],
    ['out status SCANNED', scannedOut],
    ['both SCANNED', entry({ in_status: 'SCANNED', out_status: 'SCANNED' })],
  ])('never when its %s', (_case, last) => {
    const list = [entry(), last];
    expect(canRemoveEntry(list, 1)).toBe(false);
    expect(removeEntry(list, 1)).toBe(list);
  });

  it('another status (e.g. MANUAL) does not block removal', () => {
    expect(canRemoveEntry([entry({ in_status: 'MANUAL', out_status: 'MANUAL' })], 0)).toBe(true);
  });

  it.each([-1, 1, 5])('index %i out of range → no', (index) => {
    expect(canRemoveEntry([entry()], index)).toBe(false);
  });

  it('nothing to remove in an empty list', () => {
    expect(canRemoveEntry([], 0)).toBe(false);
  });

  it('removing the last flips the next type back', () => {
    const one = [entry()];
    const two = addEntry(one);
    expect(nextEntryType(two)).toBe(IN_CLASS);
    const back = removeEntry(two, 1);
    expect(nextEntryType(back)).toBe(BREAK);
    expect(addEntry(back)[1]!.entry_type).toBe(BREAK);
  });
});

describe('entryLocks (§4 in-time and out-time locks)', () => {
  it('a sole manual entry: in and out editable', () => {
    expect(entryLocks([entry()], 0)).toEqual({ inTimeEditable: true, outTimeEditable: true });
  });

  it('a sole entry scanned in: in locked, out editable', () => {
    expect(entryLocks([scannedIn], 0)).toEqual({ inTimeEditable: false, outTimeEditable: true });
  });

  it('a sole entry scanned out: in editable, out locked', () => {
    expect(entryLocks([scannedOut], 0)).toEqual({ inTimeEditable: true, outTimeEditable: false });
  });

  it('a sole entry scanned both ways: nothing editable', () => {
    expect(entryLocks([entry({ in_status: 'SCANNED', out_status: 'SCANNED' })], 0)).toEqual({
      inTimeEditable: false,
      outTimeEditable: false,
    });
  });

  it('two manual entries: in locked on both (even the first), out only on the last', () => {
    const list = [entry(), entry({ entry_type: BREAK })];
    expect(entryLocks(list, 0)).toEqual({ inTimeEditable: false, outTimeEditable: false });
    expect(entryLocks(list, 1)).toEqual({ inTimeEditable: false, outTimeEditable: true });
  });

  it('three entries: middle fully locked, the last out time locked when scanned', () => {
    const list = [entry(), entry({ entry_type: BREAK }), scannedOut];
    expect(entryLocks(list, 1)).toEqual({ inTimeEditable: false, outTimeEditable: false });
    expect(entryLocks(list, 2)).toEqual({ inTimeEditable: false, outTimeEditable: false });
  });

  it('an index out of range is locked', () => {
    expect(entryLocks([entry()], 3)).toEqual({ inTimeEditable: false, outTimeEditable: false });
    expect(entryLocks([], 0)).toEqual({ inTimeEditable: false, outTimeEditable: false });
  });
});

describe('setEntryTime and setEntryType', () => {
  it('sets an editable time and leaves the input untouched', () => {
    const list = [entry()];
    expect(setEntryTime(list, 0, 'in_time', '08:30')).toEqual([entry({ in_time: '08:30' })]);
    expect(setEntryTime(list, 0, 'out_time', '11:00')).toEqual([entry({ out_time: '11:00' })]);
    expect(list).toEqual([entry()]);
  });

  it.each([
    ['a scanned in time', [scannedIn], 0, 'in_time'],
    ['a scanned out time', [scannedOut], 0, 'out_time'],
    ['the first in time of two', [entry(), entry()], 0, 'in_time'],
    ['an earlier out time', [entry(), entry()], 0, 'out_time'],
    ['the second in time', [entry(), entry()], 1, 'in_time'],
  ] as const)('refuses %s (same list back)', (_case, list, index, field) => {
    expect(setEntryTime(list, index, field, '07:00')).toBe(list);
  });

  it('sets a type; an index out of range changes nothing', () => {
    const list = [entry()];
    expect(setEntryType(list, 0, 'LEFT_EARLY')).toEqual([entry({ entry_type: 'LEFT_EARLY' })]);
    expect(setEntryType(list, 1, 'LEFT_EARLY')).toBe(list);
  });
});

describe('compareTimes', () => {
  it.each([
    ['09:00', '10:00', -1],
    ['10:00', '09:59', 1],
    ['09:00', '09:00', 0],
    ['9:05', '09:05', 0],
    ['09:00:01', '09:00', 1],
    ['2026-03-01T09:00:00Z', '2026-03-01T10:00:00Z', -1],
    ['2026-03-01T10:00:00+03:00', '2026-03-01T08:00:00Z', -1], // by the instant (07:00Z), not the written clock
    ['09:30', '2026-03-01T10:00:00', -1],
    ['2026-03-01T10:00:00', '10:00', 0],
  ])('%s vs %s → sign %i', (a, b, sign) => {
    expect(Math.sign(compareTimes(a, b)!)).toBe(sign);
  });

  it.each([
    ['soon', '10:00'],
    ['10:00', 'later'],
    ['nope', 'never'],
  ])('%s vs %s cannot be compared', (a, b) => {
    expect(compareTimes(a, b)).toBeNull();
  });
});

describe('logEntryType', () => {
  it('knows the four §3 types and OUT in any case; anything else is shown as sent', () => {
    expect(['IN_CLASS', 'break', ' Back_From_Break ', 'LEFT_EARLY', 'OUT', 'out'].map(logEntryType)).toEqual([
      'IN_CLASS',
      'BREAK',
      'BACK_FROM_BREAK',
      'LEFT_EARLY',
      'OUT',
      'OUT',
    ]);
    expect([null, undefined, '', 'IN', 'LUNCH'].map(logEntryType)).toEqual([null, null, null, null, null]);
  });
});
