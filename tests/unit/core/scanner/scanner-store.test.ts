import { describe, expect, it, vi } from 'vitest';
import { createScanner } from '../../../../src/core/scanner/scanner-store';
import { GEO_OPTIONS } from '../../../../src/core/scanner/scanner-rules';
import { json, stubFetch, textOf } from '../helpers';
import { code, HOUR, messageOf, NOW, ok, refuse, SCAN, settled, toasts, useHarness } from './scanner-test-support';

// §4 Learner QR scanning through the real HTTP client (fetch stubbed): location, one held code, automatic submit,
// success and failure with their messages, toasts and dialog; §8 messages.

const h = useHarness();

describe('location (§4: requested on load and by retry; §5 options; §8 dialog)', () => {
  it('detecting, then granted with the position, asked with the §5 options', () => {
    const s = h.scanner();
    expect(s.$location.get()).toEqual({ status: 'unknown' });
    s.requestLocation();
    expect(s.$location.get()).toEqual({ status: 'detecting' });
    expect(h.geo.requests[0]!.options).toEqual(GEO_OPTIONS);
    h.geo.grant(21.5, 39.2, 8);
    expect(s.$location.get()).toEqual({ status: 'granted', latitude: 21.5, longitude: 39.2, accuracy: 8 });
    expect(s.$dialog.get()).toBeNull();
  });

  it("denied: the location dialog with 'ERR: ' and the browser's message", () => {
    const s = h.scanner();
    s.requestLocation();
    h.geo.deny('User denied Geolocation');
    const detail = { code: 1, message: 'User denied Geolocation' };
    expect(s.$location.get()).toEqual({ status: 'denied', detail });
    expect(s.$dialog.get()).toEqual({ type: 'location', detail });
  });

  it('denied without a message: the dialog with the code, whose reason the dictionaries give', () => {
    const s = h.scanner();
    s.requestLocation();
    h.geo.deny('');
    expect(s.$dialog.get()).toEqual({ type: 'location', detail: { code: 1, message: null } });
  });

  it('unsupported: the same dialog without detail, nothing asked', () => {
    const s = createScanner({ geolocation: undefined, locale: () => 'en' });
    s.requestLocation();
    expect(s.$location.get()).toEqual({ status: 'unsupported' });
    expect(s.$dialog.get()).toEqual({ type: 'location', detail: null });
  });

  it('retry after a denial asks again and can succeed', () => {
    const s = h.scanner();
    s.requestLocation();
    h.geo.deny('Timeout expired');
    s.closeDialog();
    s.requestLocation();
    expect(h.geo.requests).toHaveLength(2);
    h.geo.grant();
    expect(s.$location.get().status).toBe('granted');
  });
});

describe('a scanned code (§4: accepted once, checked, submitted automatically)', () => {
  it('posts the §3 payload to attendance/scan; success shows the message, a toast and the event', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.located();
    s.accept(code('IN'));
    expect(s.$held.get()).toEqual({
      type: 'lecture',
      id: '1001',
      createdAt: NOW - 60_000,
      entryType: 'IN',
      signature: null,
    });
    expect(s.$submit.get()).toEqual({ phase: 'submitting', call: 'scan' });
    await settled(s, 'success');
    expect(api.calls()).toEqual([SCAN]);
    expect(JSON.parse(await api.bodies[0]!)).toEqual({
      language: 'En',
      attendance_entry_type: 'IN',
      related_id: '1001',
      related_type: 'lecture',
      location_coords: { latitude: 24.7136, longitude: 46.6753 },
      timestamp: NOW,
      qr_content: `$lecture$1001$${NOW - 60_000}$IN`,
      location_accuracy: 15,
    });
    expect(s.$submit.get()).toEqual({ phase: 'success', message: { text: 'Checked in successfully.' }, call: 'scan' });
    expect(s.$dialog.get()).toBeNull();
    expect(toasts()).toEqual([['success', 'Checked in successfully.']]);
    expect(h.marked).toEqual([
      { lectureId: '1001', entryType: 'IN', message: { text: 'Checked in successfully.' }, call: 'scan' },
    ]);
  });

  it("sends 'Ar' in Arabic; an answer without a message shows the default", async () => {
    h.locale = 'ar';
    const api = stubFetch({ [SCAN]: () => json({}) });
    const s = h.located();
    s.accept(code('OUT'));
    await settled(s, 'success');
    expect(JSON.parse(await api.bodies[0]!)).toMatchObject({ language: 'Ar', attendance_entry_type: 'OUT' });
    expect(textOf(messageOf(s))).toBe('Attendance marked successfully.');
    expect(textOf(messageOf(s), 'ar')).toBe('تم تسجيل الحضور بنجاح.');
  });

  it('ignores further scans while a code is held', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.located();
    s.accept(code('IN'));
    s.accept(code('OUT'));
    s.accept('garbage');
    await settled(s, 'success');
    s.accept(code('OUT'));
    expect(api.calls()).toEqual([SCAN]);
    expect(s.$dialog.get()).toBeNull();
  });

  it.each([
    ['malformed', 'https://example.com'],
    ['expired (9 hours old)', code('IN', NOW - 9 * HOUR)],
    ['one millisecond past 8 hours', code('IN', NOW - 8 * HOUR - 1)],
    ['without creation time', '$lecture$1001$$IN'],
  ])('%s: the invalid-QR dialog, nothing held or posted', (_case, text) => {
    const api = stubFetch({});
    const s = h.located();
    s.accept(text);
    expect(s.$dialog.get()).toEqual({ type: 'invalid_qr' });
    expect(s.$held.get()).toBeNull();
    expect(api.calls()).toEqual([]);
  });

  it('a code exactly 8 hours old is accepted', async () => {
    stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.located();
    s.accept(code('IN', NOW - 8 * HOUR));
    await settled(s, 'success');
  });

  it('ignores scans while a dialog is open (the camera keeps seeing codes behind it)', () => {
    const api = stubFetch({});
    const s = h.located();
    s.accept('garbage');
    s.accept(code('IN'));
    expect(s.$held.get()).toBeNull();
    expect(api.calls()).toEqual([]);
    s.closeDialog();
    // The same code still in view is not reported again; another bad code is.
    s.accept('garbage');
    expect(s.$dialog.get()).toBeNull();
    s.accept('other garbage');
    expect(s.$dialog.get()).toEqual({ type: 'invalid_qr' });
  });

  it('stamps the payload with the moment of the scan, not of the submission after a late location fix', async () => {
    let now = NOW;
    const api = stubFetch({ 'POST attendance/scan': () => json({ message: 'Checked in successfully.' }) });
    const s = h.scanner(() => now);
    s.requestLocation();
    s.accept(code('IN'));
    expect(s.$submit.get().phase).toBe('submitting');
    now = NOW + 7000;
    h.geo.grant();
    await settled(s, 'success');
    expect(JSON.parse(await api.bodies[0]!).timestamp).toBe(NOW);
  });
});

describe('a refused scan (§4 failure, §8 messages)', () => {
  it("resets the payload, shows the server's message in the banner, a toast and the reload dialog", async () => {
    stubFetch({ [SCAN]: refuse(422, 'You have already checked in to this lecture.') });
    const s = h.located();
    const before = s.$camera.get().run;
    s.accept(code('IN'));
    await settled(s, 'error');
    const message = { text: 'You have already checked in to this lecture.' };
    expect(s.$submit.get()).toEqual({ phase: 'error', message, html: message.text });
    expect(s.$held.get()).toBeNull();
    expect(s.$camera.get()).toEqual({ status: 'starting', run: before + 1 });
    expect(toasts()).toEqual([['danger', message.text]]);
    expect(s.$dialog.get()).toEqual({ type: 'error_reload', message });
    expect(h.marked).toEqual([]);
  });

  it('does not post the very code it was refused again, but does post another', async () => {
    const api = stubFetch({ [SCAN]: refuse(422, 'You must check in before you can check out.') });
    const s = h.located();
    s.accept(code('OUT'));
    await settled(s, 'error');
    s.closeDialog();
    s.accept(code('OUT'));
    expect(s.$held.get()).toBeNull();
    s.accept(code('IN', NOW - 1000));
    expect(s.$held.get()?.entryType).toBe('IN');
    await vi.waitFor(() => expect(api.calls()).toEqual([SCAN, SCAN]));
  });

  it.each([
    ['a 5xx', refuse(503, 'down'), 'An error occurred while marking attendance'],
    ['a 4xx without message', refuse(422), 'An error occurred while marking attendance'],
    ['a malformed answer', () => new Response('<html>', { status: 200 }), 'An error occurred while marking attendance'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please check your internet connection.',
    ],
  ])('%s shows its message', async (_case, handler, text) => {
    stubFetch({ [SCAN]: handler });
    const s = h.located();
    s.accept(code('IN'));
    await settled(s, 'error');
    expect(textOf(messageOf(s))).toBe(text);
    expect((s.$submit.get() as { html: string | null }).html).toBeNull();
    expect(toasts()).toEqual([['danger', text]]);
  });

  it('a 401 shows no toast of its own (the session expiry speaks)', async () => {
    stubFetch({ [SCAN]: refuse(401, 'Unauthenticated.') });
    const s = h.located();
    s.accept(code('IN'));
    await settled(s, 'error');
    expect(toasts()).toEqual([]);
    expect(s.$dialog.get()?.type).toBe('error_reload');
  });

  it("'Try again' (reset) starts over: location asked again, camera restarted, the same code may be posted again", async () => {
    const api = stubFetch({ [SCAN]: refuse(422, 'This QR code has expired. Please scan the current code.') });
    const s = h.located();
    s.accept(code('IN'));
    await settled(s, 'error');
    const run = s.$camera.get().run;
    s.reset();
    expect([s.$dialog.get(), s.$submit.get(), s.$location.get()]).toEqual([
      null,
      { phase: 'idle' },
      { status: 'detecting' },
    ]);
    expect(s.$camera.get()).toEqual({ status: 'starting', run: run + 1 });
    h.geo.grant();
    s.accept(code('IN'));
    await vi.waitFor(() => expect(api.calls()).toEqual([SCAN, SCAN]));
  });
});
