import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../helpers';
import { code, CREATE, NOW, ok, refuse, SCAN, settled, toasts, turns, useHarness } from './scanner-test-support';

// §4 Learner QR scanning, continued: the reloads after 5 minutes, 5 s and 1 s (fake clock), the confirm-first
// create flow, codes read before a location is held, and the camera.

const h = useHarness();

describe('reloads (§4, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('after a successful scan, resets after 300,000 ms and not before', async () => {
    stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.located();
    s.accept(code('IN'));
    await settled(s, 'success');
    vi.advanceTimersByTime(299_999);
    expect(s.$submit.get().phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect([s.$submit.get(), s.$held.get(), s.$location.get().status]).toEqual([{ phase: 'idle' }, null, 'detecting']);
  });

  it('dispose stops the reload and ignores answers still under way', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubFetch({ [SCAN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const s = h.located();
    s.accept(code('IN'));
    await turns(() => answer !== undefined);
    s.dispose();
    answer!(json({ message: 'Checked in successfully.' }));
    await turns(() => false);
    vi.advanceTimersByTime(300_000);
    expect(s.$submit.get().phase).toBe('submitting');
    expect(h.marked).toEqual([]);
    s.requestLocation();
    expect(h.geo.requests).toHaveLength(1);
  });
});

describe('the confirm-first create flow (§4 second flow)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('an IN_OUT code asks first; confirm posts to attendance/create, loading, success dialog, reset after 5 s', async () => {
    const api = stubFetch({ [CREATE]: ok('Checked out successfully.') });
    const s = h.located();
    s.accept(code('IN_OUT'));
    expect(s.$dialog.get()).toMatchObject({ type: 'info_submit', content: { entryType: 'IN_OUT' } });
    expect(api.calls()).toEqual([]);
    s.confirm();
    expect(s.$dialog.get()).toEqual({ type: 'loading' });
    s.closeDialog();
    expect(s.$dialog.get()).toEqual({ type: 'loading' });
    await settled(s, 'success');
    expect(api.calls()).toEqual([CREATE]);
    expect(JSON.parse(await api.bodies[0]!)).toMatchObject({ attendance_entry_type: 'IN_OUT', related_id: '1001' });
    const message = { text: 'Checked out successfully.' };
    expect(s.$dialog.get()).toEqual({ type: 'success_submit', message });
    expect(toasts()).toEqual([['success', message.text]]);
    expect(h.marked).toEqual([{ lectureId: '1001', entryType: 'IN_OUT', message, call: 'create' }]);
    vi.advanceTimersByTime(4_999);
    expect(s.$submit.get().phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect(s.$submit.get().phase).toBe('idle');
  });

  it('cancelling the confirmation lets go of the code and posts nothing', () => {
    const api = stubFetch({});
    const s = h.located();
    s.accept(code('IN_OUT'));
    s.closeDialog();
    expect([s.$dialog.get(), s.$held.get(), api.calls()]).toEqual([null, null, []]);
    s.confirm();
    expect(api.calls()).toEqual([]);
  });

  it('a failure shows error_reload_check; closing it resets after 1 s, not before', async () => {
    stubFetch({ [CREATE]: refuse(403, 'You are not enrolled in this lecture.') });
    const s = h.located();
    s.accept(code('IN_OUT'));
    s.confirm();
    await settled(s, 'error');
    expect(s.$dialog.get()).toEqual({
      type: 'error_reload_check',
      message: { text: 'You are not enrolled in this lecture.' },
    });
    s.closeDialog();
    vi.advanceTimersByTime(999);
    expect(s.$submit.get().phase).toBe('error');
    vi.advanceTimersByTime(1);
    expect(s.$submit.get().phase).toBe('idle');
  });
});

describe('a code read before a location is held', () => {
  it('waits while detecting and posts as soon as the position arrives', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.scanner();
    s.requestLocation();
    s.accept(code('IN'));
    expect(api.calls()).toEqual([]);
    expect(s.$dialog.get()).toBeNull();
    h.geo.grant();
    await settled(s, 'success');
    expect(api.calls()).toEqual([SCAN]);
  });

  it('with the location denied: the location dialog, and the code is posted once a retry succeeds', async () => {
    const api = stubFetch({ [SCAN]: ok('Checked in successfully.') });
    const s = h.scanner();
    s.requestLocation();
    h.geo.deny('User denied Geolocation');
    s.closeDialog();
    s.accept(code('IN'));
    expect(s.$dialog.get()).toEqual({ type: 'location', detail: { code: 1, message: 'User denied Geolocation' } });
    expect(api.calls()).toEqual([]);
    s.closeDialog();
    s.requestLocation();
    h.geo.grant();
    await settled(s, 'success');
    expect(api.calls()).toEqual([SCAN]);
  });

  it('a confirmed IN_OUT code waits with the loading dialog', async () => {
    stubFetch({ [CREATE]: ok('Checked in successfully.') });
    const s = h.scanner();
    s.requestLocation();
    s.accept(code('IN_OUT'));
    s.confirm();
    expect(s.$dialog.get()).toEqual({ type: 'loading' });
    h.geo.grant();
    await settled(s, 'success');
    expect(s.$dialog.get()?.type).toBe('success_submit');
  });

  it('a position asked before a reset is ignored', () => {
    const s = h.scanner();
    s.requestLocation();
    const stale = h.geo.requests[0]!;
    s.reset();
    stale.success({ coords: { latitude: 1, longitude: 2, accuracy: 3 }, timestamp: NOW } as GeolocationPosition);
    expect(s.$location.get()).toEqual({ status: 'detecting' });
  });
});

describe('camera (§4 started or failed; §8 camera dialog)', () => {
  it('starting, then started', () => {
    const s = h.scanner();
    expect(s.$camera.get()).toEqual({ status: 'starting', run: 0 });
    s.cameraStarted();
    expect(s.$camera.get()).toEqual({ status: 'started', run: 0 });
  });

  it('a failure opens the camera dialog; try again closes it and starts a new run', () => {
    const s = h.scanner();
    s.cameraFailed();
    expect([s.$camera.get(), s.$dialog.get()]).toEqual([{ status: 'failed', run: 0 }, { type: 'camera' }]);
    s.retryCamera();
    expect([s.$camera.get(), s.$dialog.get()]).toEqual([{ status: 'starting', run: 1 }, null]);
  });

  it('a camera whose code could not be fetched (the network dropped) says so, not the camera (#29 item 13)', () => {
    const s = h.scanner();
    s.cameraFailed(true);
    expect([s.$camera.get(), s.$dialog.get()]).toEqual([
      { status: 'failed', run: 0, offline: true },
      { type: 'camera', offline: true },
    ]);
    s.retryCamera();
    expect([s.$camera.get(), s.$dialog.get()]).toEqual([{ status: 'starting', run: 1 }, null]);
    s.cameraFailed(false);
    expect(s.$dialog.get()).toEqual({ type: 'camera' });
  });

  it('the location and camera dialogs do not push each other away', () => {
    const s = h.scanner();
    s.requestLocation();
    h.geo.deny('User denied Geolocation');
    s.cameraFailed();
    expect(s.$dialog.get()?.type).toBe('location');
    expect(s.$camera.get().status).toBe('failed');
    s.closeDialog();
    s.cameraFailed();
    s.requestLocation();
    h.geo.deny('User denied Geolocation');
    expect(s.$dialog.get()?.type).toBe('camera');
    expect(s.$location.get().status).toBe('denied');
  });
});
