import { describe, expect, it } from 'vitest';
import {
  OFFLINE_QUEUE_KEY,
  parseQueue,
  serialiseQueue,
  type OfflineScan,
} from '../../../../src/core/scanner/offline-queue';
import { createScanner } from '../../../../src/core/scanner/scanner-store';
import { json, stubFetch, textOf } from '../helpers';
import { code, CREATE, messageOf, NOW, ok, SCAN, settled, toasts, turns, useHarness } from './scanner-test-support';

// Issue #19 in the scanner store: a scan read while the network is down is kept (per user) and sent when it
// returns or the scanner loads again, once; a 422 on the code shows the invalid-QR dialog; a typed code.

const h = useHarness();
const down = () => Promise.reject(new TypeError('Failed to fetch'));

/** A located scanner for a signed-in user over the real localStorage, with a clock, a network switch and an `online` target. */
function offlineScanner(world = { now: NOW, online: true, user: '7' as string | null }) {
  const network = new EventTarget();
  const s = createScanner({
    geolocation: h.geo.geolocation,
    locale: () => h.locale,
    now: () => world.now,
    onMarked: (m) => h.marked.push(m),
    storage: localStorage,
    userId: () => world.user,
    online: () => world.online,
    network,
    exclusive: (task) => task(),
  });
  s.requestLocation();
  h.geo.grant(24.7136, 46.6753, 15);
  // What the element does on mount: send what was kept, and listen for the network's return.
  s.connect();
  return { s, world, network, goOnline: () => network.dispatchEvent(new Event('online')) };
}

const stored = () => parseQueue(localStorage.getItem(OFFLINE_QUEUE_KEY));
const bodyOf = async (api: ReturnType<typeof stubFetch>, index: number) =>
  JSON.parse(await api.bodies[index]!) as Record<string, unknown>;
const saved = (s: ReturnType<typeof offlineScanner>['s']) => turns(() => s.$submit.get().phase === 'saved');

describe('a scan while the network is down', () => {
  it('fetch rejects: kept with the code, position and scan time; "saved" instead of the network error', async () => {
    stubFetch({ [SCAN]: down });
    const { s } = offlineScanner();
    const text = code('IN');
    s.accept(text);
    await saved(s);
    expect(s.$submit.get()).toEqual({ phase: 'saved', call: 'scan' });
    expect([s.$dialog.get(), s.$held.get(), toasts()]).toEqual([null, null, []]);
    expect(s.$offline.get()).toEqual({ pending: 1, sending: false });
    expect(stored()).toEqual([
      {
        user: '7',
        call: 'scan',
        body: expect.objectContaining({
          qr_content: text,
          scanned_at: NOW,
          timestamp: NOW,
          location_coords: { latitude: 24.7136, longitude: 46.6753 },
          location_accuracy: 15,
        }),
      },
    ]);
    // The camera still sees the same code: it is not kept twice.
    s.accept(text);
    expect(stored()).toHaveLength(1);
  });

  it('navigator says offline: kept at once, nothing fetched', async () => {
    const api = stubFetch({});
    const { s, world } = offlineScanner();
    world.online = false;
    s.accept(code('OUT'));
    expect(s.$submit.get()).toEqual({ phase: 'saved', call: 'scan' });
    expect(api.calls()).toEqual([]);
  });

  it('the confirm-first flow keeps its call: the loading dialog closes and create is posted later', async () => {
    stubFetch({ [CREATE]: down });
    const { s, goOnline } = offlineScanner();
    s.accept(code('IN_OUT'));
    s.confirm();
    await saved(s);
    expect([s.$dialog.get(), stored()[0]!.call]).toEqual([null, 'create']);
    const again = stubFetch({ [CREATE]: ok('Checked in successfully.') });
    goOnline();
    await settled(s, 'success');
    expect(again.calls()).toEqual([CREATE]);
    expect(s.$dialog.get()).toEqual({ type: 'success_submit', message: { text: 'Checked in successfully.' } });
  });

  it('signed out (no user): not kept, the network error as before', async () => {
    stubFetch({ [SCAN]: down });
    const { s } = offlineScanner({ now: NOW, online: true, user: null });
    s.accept(code('IN'));
    await settled(s, 'error');
    expect(textOf(messageOf(s))).toBe('Network error. Please check your internet connection.');
    expect(stored()).toEqual([]);
  });
});

describe('sending kept scans', () => {
  it('on `online`: posted with scanned_at and the time of sending, then removed; success shown and marked', async () => {
    stubFetch({ [SCAN]: down });
    const { s, world, goOnline } = offlineScanner();
    s.accept(code('IN'));
    await saved(s);
    world.now = NOW + 90 * 60_000;
    h.locale = 'ar';
    const api = stubFetch({ [SCAN]: ok('تم تسجيل الحضور') });
    goOnline();
    await settled(s, 'success');
    expect(await bodyOf(api, 0)).toMatchObject({
      scanned_at: NOW,
      timestamp: NOW + 90 * 60_000,
      language: 'Ar',
      qr_content: code('IN'),
    });
    expect(stored()).toEqual([]);
    expect(s.$offline.get()).toEqual({ pending: 0, sending: false });
    expect(toasts()).toEqual([['success', 'تم تسجيل الحضور']]);
    expect(h.marked).toEqual([
      { lectureId: '1001', entryType: 'IN', message: { text: 'تم تسجيل الحضور' }, call: 'scan' },
    ]);
  });

  it('on load (connect): a scan kept before a reload is sent by itself', async () => {
    const entry: OfflineScan = { user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } };
    localStorage.setItem(OFFLINE_QUEUE_KEY, serialiseQueue([entry]));
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const { s } = offlineScanner();
    await settled(s, 'success');
    expect(api.calls()).toEqual([SCAN]);
    expect(stored()).toEqual([]);
  });

  it('the camera still sees the kept code after a reload: it goes once, kept, not live beside it, nor again once delivered', async () => {
    const entry: OfflineScan = { user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } };
    localStorage.setItem(OFFLINE_QUEUE_KEY, serialiseQueue([entry]));
    let answer!: (response: Response) => void;
    const api = stubFetch({ [SCAN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { s } = offlineScanner();
    await turns(() => answer !== undefined);
    s.accept(entry.body.qr_content);
    expect(s.$held.get()).toBeNull();
    answer(json({ message: 'Checked in successfully.' }));
    await settled(s, 'success');
    s.accept(entry.body.qr_content);
    expect([s.$held.get(), api.calls()]).toEqual([null, [SCAN]]);
  });

  it('another account never sends it', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '8', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const { s, goOnline } = offlineScanner();
    goOnline();
    await s.sendSaved();
    expect([api.calls(), s.$offline.get().pending, stored()]).toEqual([
      [],
      0,
      [expect.objectContaining({ user: '8' })],
    ]);
  });

  it('load, `online` and a manual send at once: one POST', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    let answer!: (response: Response) => void;
    const api = stubFetch({ [SCAN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { s, goOnline } = offlineScanner();
    goOnline();
    goOnline();
    void s.sendSaved();
    await turns(() => answer !== undefined);
    expect(s.$offline.get().sending).toBe(true);
    answer(json({ message: 'Checked in successfully.' }));
    await settled(s, 'success');
    goOnline();
    await s.sendSaved();
    expect(api.calls()).toEqual([SCAN]);
  });

  it('a refusal is shown (the server’s message; an expired code gets the invalid-QR dialog) and the scan is removed', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    const message = 'This QR code has expired. Please scan the current code.';
    stubFetch({ [SCAN]: () => json({ message, data: { qr_content: [message] } }, 422) });
    const { s } = offlineScanner();
    await settled(s, 'error');
    expect([s.$dialog.get(), textOf(messageOf(s)), toasts(), stored()]).toEqual([
      { type: 'invalid_qr' },
      message,
      [['danger', message]],
      [],
    ]);
  });

  it('still down when sent: kept for the next time, nothing shown', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    stubFetch({ [SCAN]: down });
    const { s } = offlineScanner();
    await s.sendSaved();
    expect([stored().length, s.$submit.get(), toasts()]).toEqual([1, { phase: 'idle' }, []]);
  });

  it('while the learner is busy with another code, the answer is a toast only', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const { s } = offlineScanner();
    s.accept(code('IN_OUT'));
    await s.sendSaved();
    expect([s.$dialog.get()?.type, s.$submit.get().phase, toasts()]).toEqual([
      'info_submit',
      'idle',
      [['success', 'Checked in successfully.']],
    ]);
    expect(h.marked).toHaveLength(1);
  });

  it('dispose stops listening for `online`', async () => {
    localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      serialiseQueue([{ user: '7', call: 'scan', body: { ...baseBody(), scanned_at: NOW - 60_000 } }]),
    );
    const api = stubFetch({});
    const world = { now: NOW, online: false, user: '7' };
    const { s, goOnline } = offlineScanner(world);
    s.dispose();
    world.online = true;
    goOnline();
    await turns(() => false);
    expect(api.calls()).toEqual([]);
  });
});

describe('signed codes', () => {
  it('an IN_OUT code with its signature: confirmed, posted to create with the code as read and the accuracy', async () => {
    const api = stubFetch({ [CREATE]: ok('Checked in successfully.') });
    const s = h.located();
    const signed = `${code('IN_OUT')}$Zm9vYmFyLXNpZ25hdHVyZQ`;
    s.accept(signed);
    expect(s.$dialog.get()).toMatchObject({ type: 'info_submit', content: { signature: 'Zm9vYmFyLXNpZ25hdHVyZQ' } });
    s.confirm();
    await settled(s, 'success');
    expect(await bodyOf(api, 0)).toMatchObject({
      attendance_entry_type: 'IN_OUT',
      related_id: '1001',
      qr_content: signed,
      location_accuracy: 15,
    });
    expect((await bodyOf(api, 0)).scanned_at).toBeUndefined();
  });
});

describe('the server refusing a live scan (422 fields)', () => {
  it.each(['qr_content', 'typed_code'])(
    'a 422 naming %s: the invalid-QR dialog, the message in the panel',
    async (field) => {
      const message = 'This QR code has expired. Please scan the current code.';
      stubFetch({
        [SCAN]: () => json({ message: 'The given data was invalid.', errors: { [field]: [message] } }, 422),
      });
      const s = h.located();
      s.accept(code('IN'));
      await settled(s, 'error');
      expect([s.$dialog.get(), textOf(messageOf(s))]).toEqual([{ type: 'invalid_qr' }, message]);
    },
  );

  it('a 422 on location_coords: the server’s message in the reload dialog', async () => {
    const message = 'You appear to be outside the venue (about 2,300 m away). Move closer and scan again.';
    stubFetch({ [SCAN]: () => json({ message, data: { location_coords: [message] } }, 422) });
    const s = h.located();
    s.accept(code('IN'));
    await settled(s, 'error');
    expect(s.$dialog.get()).toEqual({ type: 'error_reload', message: { text: message } });
    expect(toasts()).toEqual([['danger', message]]);
  });
});

describe('a typed code', () => {
  it('malformed: the field message, nothing posted', () => {
    const api = stubFetch({});
    const s = h.located();
    s.showTypedCode(true);
    for (const input of ['', '12345', '1234567', '12a456', '12-3456']) {
      s.submitTyped(input);
      expect(s.$typed.get()).toEqual({ open: true, error: { key: 'scanner.typed.invalid' } });
    }
    expect(api.calls()).toEqual([]);
  });

  it('posts typed_code (spaces and Arabic digits read) with the location; success closes the form', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.located();
    s.showTypedCode(true);
    s.submitTyped(' ١٢٣ 456 ');
    expect(s.$typed.get()).toEqual({ open: true, error: null });
    await settled(s, 'success');
    expect(await bodyOf(api, 0)).toEqual({
      language: 'En',
      attendance_entry_type: 'IN',
      related_id: '',
      related_type: 'lecture',
      location_coords: { latitude: 24.7136, longitude: 46.6753 },
      location_accuracy: 15,
      timestamp: NOW,
      typed_code: '123456',
    });
    expect(s.$typed.get()).toEqual({ open: false, error: null });
    expect(h.marked).toEqual([
      { lectureId: '', entryType: 'IN', message: { text: 'Checked in successfully.' }, call: 'scan' },
    ]);
  });

  it('the lecture and direction of a typed number come from the server’s answer', async () => {
    stubFetch({
      [SCAN]: () => json({ message: 'Checked out successfully.', data: { lecture_id: 1001, entry_type: 'OUT' } }),
    });
    const s = h.located();
    s.submitTyped('123456');
    await settled(s, 'success');
    expect(h.marked).toEqual([
      { lectureId: '1001', entryType: 'OUT', message: { text: 'Checked out successfully.' }, call: 'scan' },
    ]);
  });

  it('no lecture matches (422 typed_code): the invalid-QR dialog, the server’s words under the field', async () => {
    const message = 'No lecture of yours is open with this code.';
    stubFetch({ [SCAN]: () => json({ message, data: { typed_code: [message] } }, 422) });
    const s = h.located();
    s.showTypedCode(true);
    s.submitTyped('123456');
    await settled(s, 'error');
    expect([s.$dialog.get(), s.$typed.get()]).toEqual([
      { type: 'invalid_qr' },
      { open: true, error: { text: message } },
    ]);
  });

  it('waits for the location like a scan', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.scanner();
    s.requestLocation();
    s.submitTyped('123456');
    expect(s.$submit.get()).toEqual({ phase: 'submitting', call: 'scan' });
    expect(api.calls()).toEqual([]);
    h.geo.grant();
    await settled(s, 'success');
    expect(api.calls()).toEqual([SCAN]);
  });

  it('offline (#29 item 10): kept like a scan with the moment it was typed, the form closes, "saved"; sent on return', async () => {
    stubFetch({ [SCAN]: down });
    const { s, world, goOnline } = offlineScanner();
    s.showTypedCode(true);
    s.submitTyped('123 456');
    await saved(s);
    expect([s.$dialog.get(), s.$typed.get(), toasts()]).toEqual([null, { open: false, error: null }, []]);
    expect(stored()).toEqual([
      {
        user: '7',
        call: 'scan',
        body: expect.objectContaining({ typed_code: '123456', qr_content: '', scanned_at: NOW, timestamp: NOW }),
      },
    ]);
    // The same number typed again replaces its copy.
    s.submitTyped('123456');
    await saved(s);
    expect(stored()).toHaveLength(1);
    world.now = NOW + 20_000;
    const api = stubFetch({
      [SCAN]: () => json({ message: 'Checked in successfully.', data: { lecture_id: 1001, entry_type: 'IN' } }),
    });
    goOnline();
    await settled(s, 'success');
    expect(await bodyOf(api, 0)).toMatchObject({ typed_code: '123456', scanned_at: NOW, timestamp: NOW + 20_000 });
    expect(stored()).toEqual([]);
  });

  it('navigator says offline: a typed number is kept at once, nothing fetched', () => {
    const api = stubFetch({});
    const { s, world } = offlineScanner();
    world.online = false;
    s.submitTyped('654321');
    expect(s.$submit.get()).toEqual({ phase: 'saved', call: 'scan' });
    expect(stored()[0]!.body).toMatchObject({ typed_code: '654321', scanned_at: NOW });
    expect(api.calls()).toEqual([]);
  });
});

function baseBody(): Omit<OfflineScan['body'], 'scanned_at'> {
  return {
    language: 'En',
    attendance_entry_type: 'IN',
    related_id: '1001',
    related_type: 'lecture',
    location_coords: { latitude: 24.7, longitude: 46.6 },
    timestamp: NOW - 60_000,
    qr_content: code('IN'),
    location_accuracy: 12,
  };
}
