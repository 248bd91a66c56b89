import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import type { OfflineResult, OfflineScan } from '../../../../src/core/scanner/offline-queue';
import { reduceScanner } from '../../../../src/core/scanner/scanner-reducer';
import type { KeepEffect, ScannerState } from '../../../../src/core/scanner/scanner-state';
import {
  changes,
  code,
  contentOf,
  http,
  NETWORK,
  NOW,
  OFFLINE,
  postOf,
  STATE_NAMES,
  STATES,
  step,
  WORLD,
  type StateName,
} from './scanner-reducer-support';

// §4 Learner QR scanning, the pure reducer continued: the server's answers (success with its reloads after
// 300,000 ms and 5,000 ms, failure with its dialogs), scans kept offline and their later answers, reset, dispose.

const released = (s: ScannerState): Partial<ScannerState> => ({
  held: null,
  heldText: null,
  scannedAt: null,
  camera: { status: 'starting', run: s.camera.run + 1 },
});

describe('the server records the code (§4 success)', () => {
  /** The state after the post was asked for, and the transition once it is answered. */
  const posted = (name: 'located' | 'confirming', message?: string) => {
    const asked =
      name === 'confirming'
        ? step(name, { type: 'confirmed' })
        : step(name, { type: 'kept-looked-up', text: code(), kept: false });
    const t = reduceScanner(
      asked.state,
      { type: 'posted', of: postOf(asked), said: { message, recorded: null } },
      WORLD,
    );
    return { before: asked.state, t };
  };

  it('a scan: the success banner and a toast, no dialog, the reset after 300,000 ms, the event', () => {
    const { before, t } = posted('located', 'Checked in.');
    const message = { text: 'Checked in.' };
    expect(changes(before, t.state)).toEqual({ submit: { phase: 'success', message, call: 'scan' } });
    expect(t.effects).toEqual([
      { type: 'toast', variant: 'success', message },
      { type: 'reset-after', ms: 300_000 },
      { type: 'marked', marked: { lectureId: '1001', entryType: 'IN', message, call: 'scan' } },
    ]);
  });

  it('the create flow: the success_submit dialog and the reset after 5,000 ms', () => {
    const { t } = posted('confirming', 'Checked out.');
    expect(t.state.dialog).toEqual({ type: 'success_submit', message: { text: 'Checked out.' } });
    expect(t.effects).toContainEqual({ type: 'reset-after', ms: 5_000 });
  });

  it('no message: the default one', () => {
    expect(posted('located').t.state.submit).toMatchObject({ message: { key: 'scanner.success.default' } });
  });

  it('a typed code: the form closes; the lecture and direction are the server’s', () => {
    const asked = step('located', { type: 'typed-submitted', input: '123456' });
    const said = { message: 'Out.', recorded: { lectureId: '77', entryType: 'OUT' as const } };
    const t = step('located', { type: 'posted', of: postOf(asked), said });
    expect(t.state.typed).toEqual({ open: false, error: null });
    expect(t.effects).toContainEqual({
      type: 'marked',
      marked: { lectureId: '77', entryType: 'OUT', message: { text: 'Out.' }, call: 'scan' },
    });
  });

  it.each(STATE_NAMES)('%s: an answer to an older generation (before a reset) changes nothing', (name) => {
    const of = { ...postOf(step('located', { type: 'typed-submitted', input: '123456' })), generation: -1 };
    expect(step(name, { type: 'posted', of, said: { message: 'x', recorded: null } }).effects).toEqual([]);
    expect(step(name, { type: 'post-failed', of, error: http(500) })).toEqual({ state: STATES[name], effects: [] });
  });
});

describe('the server refuses (§4 failure, §8 messages)', () => {
  const failedIn = (name: 'posting' | 'creating', error: unknown) => {
    const submission = { kind: 'qr', content: STATES[name].held!, call: name === 'posting' ? 'scan' : 'create' };
    const of = { type: 'post', submission, body: { qr_content: code() }, generation: 3 } as never;
    return step(name, { type: 'post-failed', of, error });
  };

  it('a scan: released (scanning resumes), the message in the banner, a toast, error_reload', () => {
    const t = failedIn('posting', http(422, 'Already checked in.'));
    const message = { text: 'Already checked in.' };
    expect(changes(STATES.posting, t.state)).toEqual({
      ...released(STATES.posting),
      refused: code(),
      submit: { phase: 'error', message, html: message.text },
      dialog: { type: 'error_reload', message },
    });
    expect(t.effects).toEqual([{ type: 'toast', variant: 'danger', message }]);
  });

  it.each<[string, unknown, unknown, boolean]>([
    [
      'the create flow',
      http(403, 'Not enrolled.'),
      { type: 'error_reload_check', message: { text: 'Not enrolled.' } },
      true,
    ],
    ['a 401 (the session speaks: no toast)', http(401, 'Unauthenticated.'), { type: 'error_reload_check' }, false],
    ['a 422 on the code', http(422, 'Expired.', { qr_content: ['Expired.'] }), { type: 'invalid_qr' }, true],
  ])('%s', (_case, error, dialog, toast) => {
    const t = failedIn('creating', error);
    expect(t.state.dialog).toMatchObject(dialog as object);
    expect(t.effects.some((e) => e.type === 'toast')).toBe(toast);
  });

  it.each<[string, unknown, typeof WORLD]>([
    ['fetch rejected', NETWORK, WORLD],
    ['timed out while the browser says offline', new ApiError('timeout', 't'), OFFLINE],
  ])('%s: kept offline instead, with the time the code was read', (_case, error, world) => {
    const submission = { kind: 'qr' as const, content: STATES.posting.held!, call: 'scan' as const };
    const of = { type: 'post' as const, submission, body: { qr_content: code() } as never, generation: 3 };
    const t = step('posting', { type: 'post-failed', of, error }, world);
    expect(t.state).toBe(STATES.posting);
    expect(t.effects).toEqual([
      {
        type: 'keep',
        submission,
        body: of.body,
        offline: { qr_content: code(), scanned_at: NOW - 1000, timestamp: NOW - 1000 },
        generation: 3,
        failure: { error },
      },
    ]);
  });

  it('a typed code refused (422 typed_code): the invalid-QR dialog and the server’s words under the field', () => {
    const asked = step('located', { type: 'typed-submitted', input: '123456' });
    const error = http(422, 'No lecture.', { typed_code: ['No lecture.'] });
    const t = step('located', { type: 'post-failed', of: postOf(asked), error });
    expect([t.state.dialog, t.state.typed]).toEqual([
      { type: 'invalid_qr' },
      { open: true, error: { text: 'No lecture.' } },
    ]);
  });

  it('a typed code with the network down is kept like a scan (#29 item 10), at the moment it was typed', () => {
    const asked = step('located', { type: 'typed-submitted', input: '123456' });
    const t = step('located', { type: 'post-failed', of: postOf(asked), error: NETWORK });
    expect(t.state.submit).not.toMatchObject({ phase: 'error' });
    expect(t.effects).toEqual([
      expect.objectContaining({
        type: 'keep',
        offline: expect.objectContaining({ typed_code: '123456', qr_content: '', scanned_at: NOW }),
      }),
    ]);
  });
});

describe('keeping a scan offline', () => {
  const keepIn = (failure?: { error: unknown }): KeepEffect => ({
    type: 'keep',
    submission: { kind: 'qr', content: contentOf(code()), call: 'scan' },
    body: { qr_content: code() } as never,
    offline: { qr_content: code() } as never,
    generation: 3,
    ...(failure && { failure }),
  });

  it('kept: released, "saved" instead of an error, no dialog, the code remembered', () => {
    const t = step('posting', { type: 'kept', of: keepIn(), ok: true });
    expect(changes(STATES.posting, t.state)).toEqual({
      ...released(STATES.posting),
      refused: code(),
      submit: { phase: 'saved', call: 'scan' },
    });
    expect(t.effects).toEqual([]);
  });

  it('could not be kept (signed out, storage full) before posting: posted as usual', () => {
    const t = step('located', { type: 'kept', of: keepIn(), ok: false });
    expect(t.state.submit).toEqual({ phase: 'submitting', call: 'scan' });
    expect(t.effects.map((e) => e.type)).toEqual(['post']);
  });

  it('could not be kept after the post failed: the network error as before', () => {
    const t = step('posting', { type: 'kept', of: keepIn({ error: NETWORK }), ok: false });
    expect(t.state.submit).toMatchObject({ phase: 'error', html: null });
    expect(t.state.dialog).toMatchObject({ type: 'error_reload' });
  });

  it('an older generation’s keep changes nothing', () => {
    expect(step('detecting', { type: 'kept', of: keepIn(), ok: true })).toEqual({
      state: STATES.detecting,
      effects: [],
    });
  });
});

describe('a kept scan answered later', () => {
  const entry: OfflineScan = {
    user: '7',
    call: 'scan',
    body: {
      language: 'En',
      attendance_entry_type: 'IN',
      related_id: '1001',
      related_type: 'lecture',
      location_coords: { latitude: 24.7, longitude: 46.6 },
      timestamp: NOW,
      qr_content: code('OUT'),
      location_accuracy: 12,
      scanned_at: NOW,
    },
  };
  const sent: OfflineResult = { kind: 'sent', entry, message: 'Checked in.' };
  const refused: OfflineResult = { kind: 'refused', entry, error: http(422, 'Too late.') };

  it.each<[StateName, boolean]>([
    ['start', false],
    ['located', false],
    ['saved', false],
    ['waiting', true],
    ['typedWaiting', true],
    ['posting', true],
    ['confirming', true],
    ['succeeded', true],
    ['refused', true],
    ['cameraFailed', true],
  ])('%s (busy: %s): told like a live answer when idle, by a toast when busy', (name, busy) => {
    const t = step(name, { type: 'offline-answered', result: sent });
    const message = { text: 'Checked in.' };
    const marked = { type: 'marked', marked: { lectureId: '1001', entryType: 'IN', message, call: 'scan' } };
    expect(t.state.refused).toBe(code('OUT'));
    expect(t.state.submit).toEqual(busy ? STATES[name].submit : { phase: 'success', message, call: 'scan' });
    expect(t.effects).toEqual(
      busy
        ? [{ type: 'toast', variant: 'success', message }, marked]
        : [{ type: 'toast', variant: 'success', message }, { type: 'reset-after', ms: 300_000 }, marked],
    );
  });

  it.each<[StateName, boolean]>([
    ['located', false],
    ['posting', true],
    ['invalid', true],
  ])('%s: a refusal is failed like a live one when idle, else a toast only', (name, busy) => {
    const t = step(name, { type: 'offline-answered', result: refused });
    expect(t.state.dialog).toEqual(
      busy ? STATES[name].dialog : { type: 'error_reload', message: { text: 'Too late.' } },
    );
    expect(t.effects).toEqual([{ type: 'toast', variant: 'danger', message: { text: 'Too late.' } }]);
  });

  it('after dispose nothing is told', () => {
    expect(step('disposed', { type: 'offline-answered', result: sent })).toEqual({
      state: STATES.disposed,
      effects: [],
    });
  });
});

describe('reset (the reload) and dispose', () => {
  it.each(STATE_NAMES.filter((name) => name !== 'disposed' && name !== 'unsupported'))(
    '%s: everything back to the start, a new generation, location asked again, camera restarted',
    (name) => {
      const before = STATES[name];
      const t = step(name, { type: 'reset' });
      expect(t.state).toEqual({
        ...before,
        ...released(before),
        pending: null,
        refused: null,
        submit: { phase: 'idle' },
        dialog: null,
        typed: { open: false, error: null },
        location: { status: 'detecting' },
        generation: before.generation + 1,
      });
      expect(t.effects).toEqual([{ type: 'cancel-reset' }, { type: 'locate', generation: before.generation + 1 }]);
    },
  );

  it('without geolocation: unsupported and its dialog', () => {
    const t = step('unsupported', { type: 'reset' });
    expect([t.state.location, t.state.dialog]).toEqual([{ status: 'unsupported' }, { type: 'location', detail: null }]);
    expect(t.effects).toEqual([{ type: 'cancel-reset' }]);
  });

  it('dispose: a new generation (answers under way are ignored), the reset timer cancelled; then reset does nothing', () => {
    const t = step('succeeded', { type: 'disposed' });
    expect(changes(STATES.succeeded, t.state)).toEqual({ generation: 4, disposed: true });
    expect(t.effects).toEqual([{ type: 'cancel-reset' }]);
    expect(step('disposed', { type: 'reset' })).toEqual({ state: STATES.disposed, effects: [] });
  });
});
