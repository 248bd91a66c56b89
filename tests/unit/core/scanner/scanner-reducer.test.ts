import { describe, expect, it } from 'vitest';
import { GEO_OPTIONS } from '../../../../src/core/scanner/scanner-rules';
import type { ScannerEvent, ScannerState } from '../../../../src/core/scanner/scanner-state';
import {
  changes,
  code,
  contentOf,
  GRANTED,
  HOUR,
  NOW,
  OFFLINE,
  STATE_NAMES,
  STATES,
  step,
  type StateName,
} from './scanner-reducer-support';

// §4 Learner QR scanning, the pure reducer: every named state against the events of the learner and the browser
// (location, a camera read, confirm, close, camera, typed code). The store's tests cover the same rules end to end.

const SCAN_PAYLOAD = {
  language: 'En',
  attendance_entry_type: 'IN',
  related_id: '1001',
  related_type: 'lecture',
  location_coords: { latitude: 24.7136, longitude: 46.6753 },
  location_accuracy: 15,
  qr_content: code(),
};

describe('locate (§4: requested on load and by retry)', () => {
  it.each<[StateName, Partial<ScannerState>, string[]]>([
    ['start', { location: { status: 'detecting' } }, ['locate']],
    ['denied', { location: { status: 'detecting' } }, ['locate']],
    // §8: no geolocation at all is the location dialog without detail, shown again.
    ['unsupported', { dialog: { type: 'location', detail: null } }, []],
    // The camera dialog came first and stays; the banner tells about the location.
    ['cameraFailed', { location: { status: 'detecting' } }, ['locate']],
    ['disposed', {}, []],
  ])('%s → %o', (name, changed, effects) => {
    const t = step(name, { type: 'locate' });
    expect(changes(STATES[name], t.state)).toEqual(changed);
    expect(t.effects.map((e) => e.type)).toEqual(effects);
  });

  it('asks with the generation, which the answer must carry back', () => {
    expect(step('located', { type: 'locate' }).effects).toEqual([{ type: 'locate', generation: 3 }]);
    expect(GEO_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });
});

describe('a position or a refusal arrives', () => {
  const fix = (generation: number): ScannerEvent => ({
    type: 'located',
    generation,
    latitude: 24.7136,
    longitude: 46.6753,
    accuracy: 15,
  });

  it.each(STATE_NAMES)('%s: an answer to an older generation changes nothing', (name) => {
    const old = STATES[name].generation - 1;
    expect(step(name, fix(old))).toEqual({ state: STATES[name], effects: [] });
    expect(step(name, { type: 'location-failed', generation: old, code: 1, message: 'x' }).effects).toEqual([]);
  });

  it('detecting → granted, nothing sent', () => {
    const t = step('detecting', fix(0));
    expect(changes(STATES.detecting, t.state)).toEqual({ location: GRANTED });
    expect(t.effects).toEqual([]);
  });

  it('a code waiting for it is posted at once, stamped with the moment of the scan (§3)', () => {
    const t = step('waiting', fix(0));
    expect(t.state.pending).toBeNull();
    expect(t.effects).toEqual([
      {
        type: 'post',
        submission: STATES.waiting.pending,
        body: { ...SCAN_PAYLOAD, timestamp: NOW - 1000 },
        generation: 0,
      },
    ]);
  });

  it.each<[StateName, number, string, Partial<ScannerState>]>([
    ['detecting', 1, 'User denied', { location: { status: 'denied', detail: { code: 1, message: 'User denied' } } }],
    ['detecting', 2, '  ', { location: { status: 'denied', detail: { code: 2, message: null } } }],
    // The waiting code stays held (and pending) but is no longer "being sent".
    [
      'waiting',
      3,
      'Timeout',
      { location: { status: 'denied', detail: { code: 3, message: 'Timeout' } }, submit: { phase: 'idle' } },
    ],
  ])('%s, refused (code %i, %j) → %o and the location dialog', (name, code, message, changed) => {
    const t = step(name, { type: 'location-failed', generation: 0, code, message });
    const { dialog, ...rest } = changes(STATES[name], t.state);
    expect(rest).toEqual(changed);
    expect(dialog).toEqual({
      type: 'location',
      detail: changed.location?.status === 'denied' ? changed.location.detail : null,
    });
  });

  it('a refusal does not push the camera dialog away', () => {
    const t = step('cameraFailed', { type: 'location-failed', generation: 3, code: 1, message: 'x' });
    expect(t.state.dialog).toEqual({ type: 'camera' });
  });
});

describe('a camera read (§4: accepted once, checked for freshness, submitted automatically)', () => {
  /** Which states look a read up at all (in the offline queue) and which ignore it. */
  it.each<[StateName, boolean]>([
    ['start', true],
    ['detecting', true],
    ['unsupported', true],
    ['located', true],
    ['saved', true],
    ['denied', false],
    ['typedWaiting', true],
    ['waiting', false],
    ['posting', false],
    ['confirming', false],
    ['creating', false],
    ['succeeded', false],
    ['refused', false],
    ['refusedCreate', false],
    ['invalid', false],
    ['cameraFailed', false],
    ['disposed', false],
  ])('%s: looked up %s', (name, looked) => {
    const text = code('OUT');
    const t = step(name, { type: 'scanned', text });
    expect(t.state).toBe(STATES[name]);
    expect(t.effects).toEqual(looked ? [{ type: 'look-up-kept', text }] : []);
  });

  it('the very code just refused or kept is ignored; another is not', () => {
    const kept = { ...STATES.saved };
    expect(step('saved', { type: 'scanned', text: kept.refused! }).effects).toEqual([]);
    expect(step('saved', { type: 'scanned', text: code('OUT') }).effects).toHaveLength(1);
  });

  it('a code the user has kept offline is not taken again', () => {
    expect(step('located', { type: 'kept-looked-up', text: code(), kept: true })).toEqual({
      state: STATES.located,
      effects: [],
    });
  });

  it.each([
    ['malformed', 'https://example.com'],
    ['9 hours old', code('IN', NOW - 9 * HOUR)],
    ['one millisecond past 8 hours (28,800,000 ms)', code('IN', NOW - 8 * HOUR - 1)],
    ['without creation time', '$lecture$1001$$IN'],
  ])('%s: the invalid-QR dialog, remembered so the camera does not repeat it', (_case, text) => {
    const t = step('located', { type: 'kept-looked-up', text, kept: false });
    expect(changes(STATES.located, t.state)).toEqual({ refused: text, dialog: { type: 'invalid_qr' } });
    expect(t.effects).toEqual([]);
  });

  it.each<[StateName, Partial<ScannerState>, string[]]>([
    // No position yet: it is asked for, and the code waits.
    ['start', { location: { status: 'detecting' } }, ['locate']],
    ['detecting', { submit: { phase: 'submitting', call: 'scan' } }, []],
    ['unsupported', { dialog: { type: 'location', detail: null } }, []],
    ['located', { submit: { phase: 'submitting', call: 'scan' } }, ['post']],
  ])('a fresh code (exactly 8 hours old) in %s: held, then %o', (name, changed, effects) => {
    const text = code('IN', NOW - 8 * HOUR);
    const t = step(name, { type: 'kept-looked-up', text, kept: false });
    const held = { held: contentOf(text), heldText: text, scannedAt: NOW };
    const pending = name === 'located' ? {} : { pending: { kind: 'qr', content: contentOf(text), call: 'scan' } };
    expect(changes(STATES[name], t.state)).toEqual({ ...held, ...pending, ...changed });
    expect(t.effects.map((e) => e.type)).toEqual(effects);
  });

  it('offline (navigator says so): kept at once with its scan time, nothing posted', () => {
    const t = step('located', { type: 'kept-looked-up', text: code(), kept: false }, OFFLINE);
    expect(t.state.submit).toEqual({ phase: 'idle' });
    expect(t.effects).toEqual([
      expect.objectContaining({
        type: 'keep',
        offline: { ...SCAN_PAYLOAD, timestamp: NOW, scanned_at: NOW },
        generation: 3,
      }),
    ]);
  });

  it('an IN_OUT code asks first (info_submit), nothing posted', () => {
    const t = step('located', { type: 'kept-looked-up', text: code('IN_OUT'), kept: false });
    expect(t.state.dialog).toEqual({ type: 'info_submit', content: contentOf(code('IN_OUT')) });
    expect(t.effects).toEqual([]);
  });
});

describe('confirm (§4 second flow: confirm leads to loading)', () => {
  it.each(STATE_NAMES)('%s', (name) => {
    const t = step(name, { type: 'confirmed' });
    if (name !== 'confirming') return expect(t).toEqual({ state: STATES[name], effects: [] });
    expect(changes(STATES.confirming, t.state)).toEqual({
      submit: { phase: 'submitting', call: 'create' },
      dialog: { type: 'loading' },
    });
    expect(t.effects).toEqual([
      expect.objectContaining({ type: 'post', body: expect.objectContaining({ attendance_entry_type: 'IN_OUT' }) }),
    ]);
  });
});

describe('closing the dialog', () => {
  it.each<[StateName, Partial<ScannerState>, unknown[]]>([
    ['start', {}, []],
    ['denied', { dialog: null }, []],
    ['creating', {}, []],
    ['refused', { dialog: null }, []],
    // §4/§9: closing this error reloads after 1,000 ms.
    ['refusedCreate', { dialog: null }, [{ type: 'reset-after', ms: 1_000 }]],
    ['invalid', { dialog: null }, []],
    ['cameraFailed', { dialog: null }, []],
    // Cancelling the confirmation lets go of the code: the camera starts again.
    [
      'confirming',
      { dialog: null, held: null, heldText: null, scannedAt: null, camera: { status: 'starting', run: 1 } },
      [],
    ],
  ])('%s → %o', (name, changed, effects) => {
    const t = step(name, { type: 'dialog-closed' });
    expect(changes(STATES[name], t.state)).toEqual(changed);
    expect(t.effects).toEqual(effects);
  });
});

describe('camera (§4: started or failed; failure opens the camera dialog)', () => {
  it.each<[StateName, ScannerEvent['type'], Partial<ScannerState>]>([
    ['start', 'camera-started', { camera: { status: 'started', run: 0 } }],
    ['cameraFailed', 'camera-started', {}],
    ['start', 'camera-failed', { camera: { status: 'failed', run: 0 }, dialog: { type: 'camera' } }],
    // The location dialog stays; the view shows the camera's state.
    ['denied', 'camera-failed', { camera: { status: 'failed', run: 0 } }],
    ['cameraFailed', 'camera-retried', { camera: { status: 'starting', run: 1 }, dialog: null }],
    ['denied', 'camera-retried', { camera: { status: 'starting', run: 1 } }],
  ])('%s, %s → %o', (name, type, changed) => {
    const t = step(name, { type } as ScannerEvent);
    expect(changes(STATES[name], t.state)).toEqual(changed);
    expect(t.effects).toEqual([]);
  });
});

describe('a typed code', () => {
  it('opening and closing the form clears its message', () => {
    expect(step('located', { type: 'typed-shown', open: true }).state.typed).toEqual({ open: true, error: null });
    expect(step('located', { type: 'typed-shown', open: false }).state.typed).toEqual({ open: false, error: null });
  });

  it.each(['', '12345', '1234567', '12a456'])('%j is malformed: the field message, nothing posted', (input) => {
    const t = step('located', { type: 'typed-submitted', input });
    expect(t.state.typed).toEqual({ open: true, error: { key: 'scanner.typed.invalid' } });
    expect(t.effects).toEqual([]);
  });

  it.each<[StateName, boolean]>([
    ['located', true],
    ['saved', true],
    ['posting', false],
    ['waiting', false],
    ['typedWaiting', false],
    ['succeeded', false],
    ['disposed', false],
  ])('%s: posted %s', (name, posted) => {
    const t = step(name, { type: 'typed-submitted', input: ' ١٢٣ 456 ' });
    if (!posted) return expect(t).toEqual({ state: STATES[name], effects: [] });
    expect(t.effects).toEqual([
      expect.objectContaining({
        type: 'post',
        submission: { kind: 'typed', code: '123456', call: 'scan' },
        body: expect.objectContaining({ typed_code: '123456', related_id: '', timestamp: NOW }),
      }),
    ]);
  });

  it('offline it is kept like a scan (#29 item 10: the server matches it at the moment it was typed)', () => {
    expect(step('located', { type: 'typed-submitted', input: '123456' }, OFFLINE).effects[0]?.type).toBe('keep');
  });
});
