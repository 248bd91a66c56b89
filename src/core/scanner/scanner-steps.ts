import { ApiError } from '../http/api-error';
import type { ScanRequest } from '../api/attendance';
import { refusesCode, scanFailure, typedCodeMessage } from './scan-failure';
import { CREATE_SUCCESS_RELOAD_MS, scanPayload, SCAN_SUCCESS_RELOAD_MS, typedPayload } from './scanner-rules';
import type { ScannerEffect, ScannerState, Submission, Transition, World } from './scanner-state';
import type { MarkedAttendance, ScannerDialog, SubmitCall } from './scanner-types';

// The pure steps `reduceScanner` is made of: each takes a transition and returns the next, never touching the world.

/** The transition with `patch` applied to its state. */
export const patch = (t: Transition, changes: Partial<ScannerState>): Transition => ({
  state: { ...t.state, ...changes },
  effects: t.effects,
});

/** The transition asking for more effects, in order. */
export const emit = (t: Transition, ...effects: ScannerEffect[]): Transition => ({
  state: t.state,
  effects: [...t.effects, ...effects],
});

/** The location and camera dialogs do not push each other away: the first one stays, the banner and the view show the other. */
export function showProblem(
  t: Transition,
  dialog: Extract<ScannerDialog, { type: 'location' | 'camera' }>,
): Transition {
  const open = t.state.dialog?.type;
  if ((open === 'location' || open === 'camera') && open !== dialog.type) return t;
  return patch(t, { dialog });
}

/** Asks the browser for a position (§5 options), or says there is no geolocation. */
export function locate(t: Transition): Transition {
  if (t.state.disposed) return t;
  if (!t.state.canLocate)
    return showProblem(patch(t, { location: { status: 'unsupported' } }), { type: 'location', detail: null });
  return emit(patch(t, { location: { status: 'detecting' } }), { type: 'locate', generation: t.state.generation });
}

/** A new camera run: the view starts the camera again. */
export const restartCamera = (t: Transition): Transition =>
  patch(t, { camera: { status: 'starting', run: t.state.camera.run + 1 } });

/** Lets go of the held code: the live view (hidden while a code is held) comes back with a fresh camera. */
export const release = (t: Transition): Transition =>
  restartCamera(patch(t, { heldText: null, scannedAt: null, held: null }));

/** §4 success: the banner, a toast, the create flow's dialog, the reload after 5 minutes or 5 s, and the event. */
export function succeeded(t: Transition, marked: MarkedAttendance): Transition {
  const { message, call } = marked;
  const next = patch(t, {
    submit: { phase: 'success', message, call },
    dialog: call === 'create' ? { type: 'success_submit', message } : null,
  });
  return emit(
    next,
    { type: 'toast', variant: 'success', message },
    { type: 'reset-after', ms: call === 'create' ? CREATE_SUCCESS_RELOAD_MS : SCAN_SUCCESS_RELOAD_MS },
    { type: 'marked', marked },
  );
}

/** A refusal: the banner, a toast (not for a 401, the session announces it) and the dialog; a refused code gets the invalid-QR one. */
export function failed(t: Transition, error: unknown, call: SubmitCall): Transition {
  const failure = scanFailure(error);
  const dialog: ScannerDialog = refusesCode(error)
    ? { type: 'invalid_qr' }
    : { type: call === 'create' ? 'error_reload_check' : 'error_reload', message: failure.message };
  const next = patch(t, { submit: { phase: 'error', ...failure }, dialog });
  if (error instanceof ApiError && error.status === 401) return next;
  return emit(next, { type: 'toast', variant: 'danger', message: failure.message });
}

/** The code is on its way (or waits for a position): the progress panel, the loading dialog for the create flow. */
export function sending(t: Transition, call: SubmitCall): Transition {
  return patch(t, {
    submit: { phase: 'submitting', call },
    ...(call === 'create' ? { dialog: { type: 'loading' as const } } : {}),
  });
}

/** Posts now. */
export function post(t: Transition, submission: Submission, body: ScanRequest): Transition {
  return emit(sending(t, submission.call), { type: 'post', submission, body, generation: t.state.generation });
}

/** Asks to keep a scan offline with the moment it was read; `failure` is the post it replaces, if one was tried. */
export function keep(
  t: Transition,
  submission: Submission,
  body: ScanRequest,
  read: number,
  failure?: { error: unknown },
): Transition {
  const offline = { ...body, qr_content: body.qr_content ?? '', scanned_at: read, timestamp: read };
  return emit(t, {
    type: 'keep',
    submission,
    body,
    offline,
    generation: t.state.generation,
    ...(failure && { failure }),
  });
}

/** Sends a submission once a position is held; without one it waits (asking for it) and the learner is told why. */
export function submit(t: Transition, submission: Submission, world: World): Transition {
  const { location, scannedAt } = t.state;
  if (location.status !== 'granted') {
    const waiting = patch(t, { pending: submission });
    if (location.status === 'unknown') return locate(waiting);
    // The code is held (the camera hides): the progress panel says something is happening.
    if (location.status === 'detecting') return sending(waiting, submission.call);
    return patch(waiting, {
      dialog: { type: 'location', detail: location.status === 'denied' ? location.detail : null },
    });
  }
  // §3: the payload's timestamp is the moment of the scan, not of the (possibly later) submission.
  const read = submission.kind === 'typed' ? world.now : (scannedAt ?? world.now);
  const body =
    submission.kind === 'typed'
      ? typedPayload(submission.code, location, world.locale, read)
      : scanPayload(submission.content, location, world.locale, read);
  // The network is down: the scan (or typed number, matched by the server at its claimed time) is kept for later.
  return world.online ? post(t, submission, body) : keep(t, submission, body, read);
}

/** §4 failure: the payload resets so scanning resumes, a typed code's form shows the server's words, then the refusal. */
export function postFailed(t: Transition, submission: Submission, error: unknown): Transition {
  let next = release(patch(t, { refused: t.state.heldText }));
  const typed = typedCodeMessage(error);
  if (submission.kind === 'typed' && typed) next = patch(next, { typed: { open: true, error: { text: typed } } });
  return failed(next, error, submission.call);
}
