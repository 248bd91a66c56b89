import { atom, computed } from 'nanostores';
import { submitAttendance, type ScanRequest } from '../api/attendance';
import { ApiError } from '../http/api-error';
import { serverLanguage } from '../locale/locale';
import type { Message } from '../locale/message';
import type { QrContent } from '../qr/qr-content';
import { pushToast } from '../toasts/toasts';
import { createOfflineQueue, sendableBody, webLock, type OfflineResult } from './offline-queue';
import { browserNetwork, browserOnline, browserStorage, signedInUserId } from './scanner-defaults';
import { isOfflineFailure, refusesCode, scanFailure, typedCodeMessage } from './scan-failure';
import {
  checkScan,
  CREATE_SUCCESS_RELOAD_MS,
  ERROR_CLOSE_RELOAD_MS,
  GEO_OPTIONS,
  locationErrorDetail,
  needsConfirmation,
  normaliseTypedCode,
  scanPayload,
  SCAN_SUCCESS_RELOAD_MS,
  typedPayload,
} from './scanner-rules';
import type {
  CameraState,
  LocationState,
  MarkedAttendance,
  Scanner,
  ScannerDeps,
  ScannerDialog,
  SubmitCall,
  SubmitPhase,
  TypedCodeState,
} from './scanner-types';

// The learner scanner's state (§4 Learner QR scanning): location, camera, the one held code, its submission and the
// dialog; a typed code instead of a scan; scans kept while offline and sent when the network returns.

export type * from './scanner-types';
export { scanFailure } from './scan-failure';

/** One submission: a scanned code (to scan or, confirmed, to create) or a typed one. */
type Submission = { kind: 'qr'; content: QrContent; call: SubmitCall } | { kind: 'typed'; code: string; call: 'scan' };

export function createScanner(deps: ScannerDeps): Scanner {
  const { geolocation, locale, now = Date.now, onMarked } = deps;
  const online = deps.online ?? browserOnline;
  const network = deps.network === undefined ? browserNetwork() : deps.network;
  const $location = atom<LocationState>({ status: 'unknown' });
  const $camera = atom<CameraState>({ status: 'starting', run: 0 });
  const $held = atom<QrContent | null>(null);
  const $submit = atom<SubmitPhase>({ phase: 'idle' });
  const $dialog = atom<ScannerDialog | null>(null);
  const $typed = atom<TypedCodeState>({ open: false, error: null });
  let generation = 0;
  let disposed = false;
  /** The submission waiting for a location fix (the code was read while the position was still being detected). */
  let pending: Submission | null = null;
  /** The text refused (by the server, or as not a current lecture code) or kept offline last: the camera keeps seeing it. */
  let refused: string | null = null;
  let heldText: string | null = null;
  /** When the held code was read (§3 payload `timestamp`). */
  let scannedAt: number | null = null;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;

  const queue = createOfflineQueue({
    storage: deps.storage === undefined ? browserStorage() : deps.storage,
    user: deps.userId ?? signedInUserId,
    now,
    online,
    send: async (entry) =>
      (await submitAttendance(sendableBody(entry, now(), serverLanguage(locale())), entry.call)).message,
    exclusive: deps.exclusive ?? webLock('academy-scanner-offline'),
    onResult: savedAnswered,
  });
  const $offline = computed([queue.$pending, queue.$sending], (count, sending) => ({ pending: count, sending }));

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
        const waiting = pending;
        pending = null;
        if (waiting) void submit(waiting);
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

  function succeeded(marked: MarkedAttendance): void {
    const { message, call } = marked;
    $submit.set({ phase: 'success', message, call });
    pushToast({ variant: 'success', message });
    $dialog.set(call === 'create' ? { type: 'success_submit', message } : null);
    reloadAfter(call === 'create' ? CREATE_SUCCESS_RELOAD_MS : SCAN_SUCCESS_RELOAD_MS);
    onMarked?.(marked);
  }

  /** A refusal: the banner, a toast (not for a 401, the session announces it) and the dialog; a refused code gets the invalid-QR one. */
  function failed(error: unknown, call: SubmitCall): void {
    const failure = scanFailure(error);
    $submit.set({ phase: 'error', ...failure });
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: failure.message });
    if (refusesCode(error)) $dialog.set({ type: 'invalid_qr' });
    else $dialog.set({ type: call === 'create' ? 'error_reload_check' : 'error_reload', message: failure.message });
  }

  /** The network is down: the scan is kept with the moment it was read, to be sent when the network returns. */
  function keepOffline(submission: Extract<Submission, { kind: 'qr' }>, body: ScanRequest): boolean {
    const read = scannedAt ?? now();
    if (!queue.save(submission.call, { ...body, qr_content: body.qr_content ?? '', scanned_at: read, timestamp: read }))
      return false;
    refused = heldText;
    release();
    $submit.set({ phase: 'saved', call: submission.call });
    $dialog.set(null);
    return true;
  }

  async function submit(submission: Submission): Promise<void> {
    const { call } = submission;
    const location = $location.get();
    if (location.status !== 'granted') {
      // Sent as soon as a position arrives; without one the learner is told why nothing happens.
      pending = submission;
      if (location.status === 'unknown') requestLocation();
      else if (location.status === 'detecting') {
        // The code is held (the camera hides): the progress panel says something is happening.
        $submit.set({ phase: 'submitting', call });
        if (call === 'create') $dialog.set({ type: 'loading' });
      } else $dialog.set({ type: 'location', detail: location.status === 'denied' ? location.detail : null });
      return;
    }
    const mine = generation;
    const body =
      submission.kind === 'qr'
        ? scanPayload(submission.content, location, locale(), scannedAt ?? now())
        : typedPayload(submission.code, location, locale(), now());
    if (submission.kind === 'qr' && !online() && keepOffline(submission, body)) return;
    $submit.set({ phase: 'submitting', call });
    if (call === 'create') $dialog.set({ type: 'loading' });
    try {
      const said = await submitAttendance(body, call);
      if (mine !== generation) return;
      const message: Message = said.message ? { text: said.message } : { key: 'scanner.success.default' };
      refused = null;
      if (submission.kind === 'typed') $typed.set({ open: false, error: null });
      // A typed number names neither lecture nor direction: the server's answer does.
      const marked =
        submission.kind === 'qr'
          ? { lectureId: submission.content.id, entryType: submission.content.entryType }
          : (said.recorded ?? { lectureId: '', entryType: 'IN' as const });
      succeeded({ ...marked, message, call });
    } catch (error) {
      if (mine !== generation) return;
      if (submission.kind === 'qr' && isOfflineFailure(error, online()) && keepOffline(submission, body)) return;
      // §4: the payload resets so scanning resumes.
      refused = heldText;
      release();
      const typed = typedCodeMessage(error);
      if (submission.kind === 'typed' && typed) $typed.set({ open: true, error: { text: typed } });
      failed(error, call);
    }
  }

  /** A kept scan the server answered: told like a live one when the learner is not busy with another, else by a toast. */
  function savedAnswered(result: OfflineResult): void {
    if (disposed) return;
    const { entry } = result;
    const busy = $held.get() !== null || $submit.get().phase === 'submitting' || pending !== null;
    if (result.kind === 'sent') {
      // The camera may still see the code just delivered: it is not sent a second time.
      refused = entry.body.qr_content;
      const message: Message = result.message ? { text: result.message } : { key: 'scanner.success.default' };
      const marked = {
        lectureId: String(entry.body.related_id),
        entryType: entry.body.attendance_entry_type,
        message,
        call: entry.call,
      };
      if (busy || $dialog.get()) {
        pushToast({ variant: 'success', message });
        onMarked?.(marked);
      } else succeeded(marked);
      return;
    }
    if (busy || $dialog.get()) pushToast({ variant: 'danger', message: scanFailure(result.error).message });
    else failed(result.error, entry.call);
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
    $typed.set({ open: false, error: null });
    $location.set({ status: 'unknown' });
    requestLocation();
  }

  const sendSaved = () => (disposed ? Promise.resolve() : queue.flush());
  const onOnline = () => void sendSaved();

  return {
    $location,
    $camera,
    $held,
    $submit,
    $dialog,
    $typed,
    $offline,
    requestLocation,
    accept(text) {
      if (
        disposed ||
        $held.get() ||
        $dialog.get() ||
        $submit.get().phase === 'submitting' ||
        text === refused ||
        queue.holds(text)
      )
        return;
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
      else void submit({ kind: 'qr', content: check.content, call: 'scan' });
    },
    confirm() {
      const held = $held.get();
      if (held && $dialog.get()?.type === 'info_submit') void submit({ kind: 'qr', content: held, call: 'create' });
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
    showTypedCode(open) {
      $typed.set({ open, error: null });
    },
    submitTyped(input) {
      if (disposed || $held.get() || $submit.get().phase === 'submitting' || pending) return;
      const code = normaliseTypedCode(input);
      $typed.set({ open: true, error: code ? null : { key: 'scanner.typed.invalid' } });
      if (code) void submit({ kind: 'typed', code, call: 'scan' });
    },
    sendSaved,
    connect() {
      if (disposed) return;
      queue.refresh();
      network?.addEventListener('online', onOnline);
      void sendSaved();
    },
    reset,
    dispose() {
      generation++;
      disposed = true;
      stopReload();
      network?.removeEventListener('online', onOnline);
    },
  };
}
