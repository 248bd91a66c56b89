import { reduceAnswer } from './scanner-answers';
import {
  checkScan,
  ERROR_CLOSE_RELOAD_MS,
  locationFailure,
  needsConfirmation,
  normaliseTypedCode,
} from './scanner-rules';
import type { ScannerEvent, ScannerState, Transition, World } from './scanner-state';
import { emit, locate, patch, release, restartCamera, showProblem, submit } from './scanner-steps';

// §4 Learner QR scanning as one pure function: the state and an event (with the world's readings at that moment)
// give the next state and the effects to run. Nothing here reads a clock, storage or the network.

/** A camera read is ignored while a code is held, a dialog is open or a post is under way, and when it is the code just refused. */
const ignoresScan = (s: ScannerState, text: string) =>
  s.disposed || s.held !== null || s.dialog !== null || s.submit.phase === 'submitting' || text === s.refused;

/** The next state of the scanner and the effects it asks for. Pure. */
export function reduceScanner(state: ScannerState, event: ScannerEvent, world: World): Transition {
  const t: Transition = { state, effects: [] };
  switch (event.type) {
    case 'locate':
      return locate(t);
    case 'located': {
      if (event.generation !== state.generation) return t;
      const { latitude, longitude, accuracy } = event;
      const next = patch(t, { location: { status: 'granted', latitude, longitude, accuracy }, pending: null });
      return state.pending ? submit(next, state.pending, world) : next;
    }
    case 'location-failed': {
      if (event.generation !== state.generation) return t;
      const detail = locationFailure(event.code, event.message);
      let next = patch(t, { location: { status: 'denied', detail } });
      // A code waiting for this position stays held until location is allowed; it is no longer "being sent".
      if (state.pending && state.submit.phase === 'submitting') next = patch(next, { submit: { phase: 'idle' } });
      return showProblem(next, { type: 'location', detail });
    }
    case 'scanned':
      return ignoresScan(state, event.text) ? t : emit(t, { type: 'look-up-kept', text: event.text });
    case 'kept-looked-up': {
      if (event.kept || ignoresScan(state, event.text)) return t;
      const check = checkScan(event.text, world.now);
      // The camera keeps seeing the same code: once told, the learner is not told again until another code shows.
      if (!check.ok) return patch(t, { refused: event.text, dialog: { type: 'invalid_qr' } });
      const { content } = check;
      const next = patch(t, {
        refused: null,
        heldText: event.text,
        scannedAt: world.now,
        held: content,
        submit: { phase: 'idle' },
      });
      if (needsConfirmation(content)) return patch(next, { dialog: { type: 'info_submit', content } });
      return submit(next, { kind: 'qr', content, call: 'scan' }, world);
    }
    case 'confirmed':
      if (!state.held || state.dialog?.type !== 'info_submit') return t;
      return submit(t, { kind: 'qr', content: state.held, call: 'create' }, world);
    case 'dialog-closed': {
      const { dialog } = state;
      if (!dialog || dialog.type === 'loading') return t;
      // Cancelling a confirmation lets the learner scan again.
      const next = patch(dialog.type === 'info_submit' ? release(patch(t, { pending: null })) : t, { dialog: null });
      return dialog.type === 'error_reload_check'
        ? emit(next, { type: 'reset-after', ms: ERROR_CLOSE_RELOAD_MS })
        : next;
    }
    case 'camera-started':
      return state.camera.status === 'starting' ? patch(t, { camera: { ...state.camera, status: 'started' } }) : t;
    case 'camera-failed': {
      // #29 item 13: a camera chunk that could not be fetched is the network's doing, said as such.
      const offline = event.offline ? ({ offline: true } as const) : {};
      const camera = { status: 'failed' as const, run: state.camera.run, ...offline };
      return showProblem(patch(t, { camera }), { type: 'camera', ...offline });
    }
    case 'camera-retried':
      return restartCamera(state.dialog?.type === 'camera' ? patch(t, { dialog: null }) : t);
    case 'typed-shown':
      return patch(t, { typed: { open: event.open, error: null } });
    case 'typed-submitted': {
      if (state.disposed || state.held || state.submit.phase === 'submitting' || state.pending) return t;
      const code = normaliseTypedCode(event.input);
      const next = patch(t, { typed: { open: true, error: code ? null : { key: 'scanner.typed.invalid' } } });
      return code ? submit(next, { kind: 'typed', code, call: 'scan' }, world) : next;
    }
    case 'posted':
    case 'post-failed':
    case 'kept':
    case 'offline-answered':
      return reduceAnswer(t, event, world);
    case 'reset': {
      if (state.disposed) return t;
      const next = release(patch(emit(t, { type: 'cancel-reset' }), { generation: state.generation + 1 }));
      return locate(
        patch(next, {
          pending: null,
          refused: null,
          submit: { phase: 'idle' },
          dialog: null,
          typed: { open: false, error: null },
          location: { status: 'unknown' },
        }),
      );
    }
    case 'disposed':
      return emit(patch(t, { generation: state.generation + 1, disposed: true }), { type: 'cancel-reset' });
  }
}
