import { atom, type ReadableAtom } from 'nanostores';
import { submitAttendance } from '../api/attendance';
import { ApiError } from '../http/api-error';
import { errorMessage } from '../http/error-message';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import type { QrContent, QrEntryType } from '../qr/qr-content';
import { pushToast } from '../toasts/toasts';
import {
  checkScan,
  CREATE_SUCCESS_RELOAD_MS,
  ERROR_CLOSE_RELOAD_MS,
  GEO_OPTIONS,
  locationErrorDetail,
  needsConfirmation,
  scanPayload,
  SCAN_SUCCESS_RELOAD_MS,
} from './scanner-rules';

// The learner scanner's state (§4 Learner QR scanning): location, camera, the one held code, its submission and the dialog.

export type LocationState =
  | { status: 'unknown' }
  | { status: 'detecting' }
  | { status: 'granted'; latitude: number; longitude: number; accuracy: number }
  | { status: 'denied'; detail: string | null }
  | { status: 'unsupported' };

/** §4 "Camera: started or failed". `run` changes whenever the camera should be (re)started. */
export interface CameraState {
  status: 'starting' | 'started' | 'failed';
  run: number;
}

/** Which call a submission went to: `scan` straight after scanning, `create` after confirming an IN_OUT code. */
export type SubmitCall = 'scan' | 'create';

/** §4 dialog types, plus the location, camera and invalid-QR dialogs of §8. */
export type ScannerDialog =
  | { type: 'info_submit'; content: QrContent }
  | { type: 'loading' }
  | { type: 'success'; message: Message }
  | { type: 'success_submit'; message: Message }
  | { type: 'error_reload'; message: Message }
  | { type: 'error_reload_check'; message: Message }
  | { type: 'location'; detail: string | null }
  | { type: 'camera' }
  | { type: 'invalid_qr' };

export type SubmitPhase =
  | { phase: 'idle' }
  | { phase: 'submitting'; call: SubmitCall }
  | { phase: 'success'; message: Message; call: SubmitCall }
  | { phase: 'error'; message: Message; html: string | null };

/** What `onMarked` receives after a successful submission. */
export interface MarkedAttendance {
  lectureId: string;
  entryType: QrEntryType;
  message: Message;
  call: SubmitCall;
}

export interface Scanner {
  $location: ReadableAtom<LocationState>;
  $camera: ReadableAtom<CameraState>;
  /** The code accepted and being (or been) submitted; null while scanning. */
  $held: ReadableAtom<QrContent | null>;
  $submit: ReadableAtom<SubmitPhase>;
  $dialog: ReadableAtom<ScannerDialog | null>;
  requestLocation(): void;
  /**
   * A decoded string from the camera: ignored while a code is held or a dialog is open, and when it is the very
   * code the server just refused; judged, then submitted once a location is held.
   */
  accept(text: string): void;
  /** The learner confirmed an IN_OUT code (info_submit). */
  confirm(): void;
  /** Closes the dialog; closing error_reload_check resets after ERROR_CLOSE_RELOAD_MS (§4). */
  closeDialog(): void;
  cameraStarted(): void;
  cameraFailed(): void;
  /** Closes the camera dialog and starts the camera again. */
  retryCamera(): void;
  /** The element's "reload": everything back to the start, location asked again, camera restarted. */
  reset(): void;
  /** Stops timers and ignores answers still under way (the element left the page). */
  dispose(): void;
}

export interface ScannerDeps {
  geolocation: Geolocation | undefined;
  locale: () => Locale;
  now?: () => number;
  /** Called once per successful submission (the element emits `academy-attendance-marked`). */
  onMarked?: (marked: MarkedAttendance) => void;
}

/** §8: the server's message (the banner renders it as sanitised HTML), else the catalogue's for network trouble, else the default. */
export function scanFailure(error: unknown): { message: Message; html: string | null } {
  if (error instanceof ApiError && error.kind === 'http' && error.serverMessage && (error.status ?? 500) < 500) {
    return { message: { text: error.serverMessage }, html: error.serverMessage };
  }
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return { message: errorMessage(error), html: null };
  return { message: { key: 'scanner.errors.default' }, html: null };
}

export function createScanner({ geolocation, locale, now = Date.now, onMarked }: ScannerDeps): Scanner {
  const $location = atom<LocationState>({ status: 'unknown' });
  const $camera = atom<CameraState>({ status: 'starting', run: 0 });
  const $held = atom<QrContent | null>(null);
  const $submit = atom<SubmitPhase>({ phase: 'idle' });
  const $dialog = atom<ScannerDialog | null>(null);
  let generation = 0;
  let disposed = false;
  /** The submission waiting for a location fix (the code was read while the position was still being detected). */
  let pending: SubmitCall | null = null;
  /** The text refused last (by the server, or as not a current lecture code): the camera keeps seeing it. */
  let refused: string | null = null;
  let heldText: string | null = null;
  /** When the held code was read (§3 payload `timestamp`). */
  let scannedAt: number | null = null;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;

  function stopReload(): void {
    clearTimeout(reloadTimer);
    reloadTimer = undefined;
  }

  function reloadAfter(ms: number): void {
    stopReload();
    reloadTimer = setTimeout(reset, ms);
  }

  /** The location and camera dialogs do not push each other away: the first one stays, the banner and the view show the other. */
  function showProblem(dialog: Extract<ScannerDialog, { type: 'location' | 'camera' }>): void {
    const open = $dialog.get()?.type;
    if ((open === 'location' || open === 'camera') && open !== dialog.type) return;
    $dialog.set(dialog);
  }

  function requestLocation(): void {
    if (disposed) return;
    if (!geolocation) {
      $location.set({ status: 'unsupported' });
      showProblem({ type: 'location', detail: null });
      return;
    }
    const mine = generation;
    $location.set({ status: 'detecting' });
    geolocation.getCurrentPosition(
      (position) => {
        if (mine !== generation) return;
        const { latitude, longitude, accuracy } = position.coords;
        $location.set({ status: 'granted', latitude, longitude, accuracy });
        const held = $held.get();
        const call = pending;
        pending = null;
        if (held && call) void submit(held, call);
      },
      (error) => {
        if (mine !== generation) return;
        const detail = locationErrorDetail(error.message);
        $location.set({ status: 'denied', detail });
        // A code waiting for this position stays held until location is allowed; it is no longer "being sent".
        if (pending && $submit.get().phase === 'submitting') $submit.set({ phase: 'idle' });
        showProblem({ type: 'location', detail });
      },
      GEO_OPTIONS,
    );
  }

  async function submit(content: QrContent, call: SubmitCall): Promise<void> {
    const location = $location.get();
    if (location.status !== 'granted') {
      // Sent as soon as a position arrives; without one the learner is told why nothing happens.
      pending = call;
      if (location.status === 'unknown') requestLocation();
      else if (location.status === 'detecting') {
        // The code is held (the camera hides): the progress panel says something is happening.
        $submit.set({ phase: 'submitting', call });
        if (call === 'create') $dialog.set({ type: 'loading' });
      } else $dialog.set({ type: 'location', detail: location.status === 'denied' ? location.detail : null });
      return;
    }
    const mine = generation;
    $submit.set({ phase: 'submitting', call });
    if (call === 'create') $dialog.set({ type: 'loading' });
    try {
      const said = await submitAttendance(scanPayload(content, location, locale(), scannedAt ?? now()), call);
      if (mine !== generation) return;
      const message: Message = said ? { text: said } : { key: 'scanner.success.default' };
      refused = null;
      $submit.set({ phase: 'success', message, call });
      pushToast({ variant: 'success', message });
      $dialog.set(call === 'create' ? { type: 'success_submit', message } : null);
      reloadAfter(call === 'create' ? CREATE_SUCCESS_RELOAD_MS : SCAN_SUCCESS_RELOAD_MS);
      onMarked?.({ lectureId: content.id, entryType: content.entryType, message, call });
    } catch (error) {
      if (mine !== generation) return;
      const failure = scanFailure(error);
      // §4: the payload resets so scanning resumes.
      refused = heldText;
      release();
      $submit.set({ phase: 'error', ...failure });
      if (!(error instanceof ApiError && error.status === 401)) pushToast({ variant: 'danger', message: failure.message });
      $dialog.set({ type: call === 'create' ? 'error_reload_check' : 'error_reload', message: failure.message });
    }
  }

  function restartCamera(): void {
    $camera.set({ status: 'starting', run: $camera.get().run + 1 });
  }

  /** Lets go of the held code: the live view (hidden while a code is held) comes back with a fresh camera. */
  function release(): void {
    heldText = null;
    scannedAt = null;
    $held.set(null);
    restartCamera();
  }

  function reset(): void {
    if (disposed) return;
    generation++;
    stopReload();
    pending = null;
    refused = null;
    release();
    $submit.set({ phase: 'idle' });
    $dialog.set(null);
    $location.set({ status: 'unknown' });
    requestLocation();
  }

  return {
    $location,
    $camera,
    $held,
    $submit,
    $dialog,
    requestLocation,
    accept(text) {
      if (disposed || $held.get() || $dialog.get() || $submit.get().phase === 'submitting' || text === refused) return;
      const check = checkScan(text, now());
      if (!check.ok) {
        // The camera keeps seeing the same code: once told, the learner is not told again until another code shows.
        refused = text;
        $dialog.set({ type: 'invalid_qr' });
        return;
      }
      refused = null;
      heldText = text;
      // §3: the payload's timestamp is the moment of the scan, not of the (possibly later) submission.
      scannedAt = now();
      $held.set(check.content);
      $submit.set({ phase: 'idle' });
      if (needsConfirmation(check.content)) $dialog.set({ type: 'info_submit', content: check.content });
      else void submit(check.content, 'scan');
    },
    confirm() {
      const held = $held.get();
      if (held && $dialog.get()?.type === 'info_submit') void submit(held, 'create');
    },
    closeDialog() {
      const dialog = $dialog.get();
      if (!dialog || dialog.type === 'loading') return;
      // Cancelling a confirmation lets the learner scan again.
      if (dialog.type === 'info_submit') {
        pending = null;
        release();
      }
      $dialog.set(null);
      if (dialog.type === 'error_reload_check') reloadAfter(ERROR_CLOSE_RELOAD_MS);
    },
    cameraStarted() {
      if ($camera.get().status === 'starting') $camera.set({ ...$camera.get(), status: 'started' });
    },
    cameraFailed() {
      $camera.set({ ...$camera.get(), status: 'failed' });
      showProblem({ type: 'camera' });
    },
    retryCamera() {
      if ($dialog.get()?.type === 'camera') $dialog.set(null);
      restartCamera();
    },
    reset,
    dispose() {
      generation++;
      disposed = true;
      stopReload();
    },
  };
}
