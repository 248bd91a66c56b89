import type { ReadableAtom } from 'nanostores';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import type { QrContent, QrEntryType } from '../qr/qr-content';
import type { OfflineQueueDeps } from './offline-queue';

// The learner scanner's state and API (§4 Learner QR scanning), apart from the store that implements them.

/** Why the browser gave no position: its error code (1 denied, 2 unavailable, 3 timeout) and its own message. */
export interface LocationFailure {
  code: number | null;
  message: string | null;
}

export type LocationState =
  | { status: 'unknown' }
  | { status: 'detecting' }
  | { status: 'granted'; latitude: number; longitude: number; accuracy: number }
  | { status: 'denied'; detail: LocationFailure }
  | { status: 'unsupported' };

/** §4 "Camera: started or failed". `run` changes whenever the camera should be (re)started. */
export interface CameraState {
  status: 'starting' | 'started' | 'failed';
  run: number;
  /** Failed because the camera's code could not be fetched (the network dropped while loading), not the camera. */
  offline?: true;
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
  | { type: 'location'; detail: LocationFailure | null }
  | { type: 'camera'; offline?: true }
  | { type: 'invalid_qr' };

/** `saved`: the network was down and the scan is kept, to be sent when it returns. */
export type SubmitPhase =
  | { phase: 'idle' }
  | { phase: 'submitting'; call: SubmitCall }
  | { phase: 'success'; message: Message; call: SubmitCall }
  | { phase: 'saved'; call: SubmitCall }
  | { phase: 'error'; message: Message; html: string | null };

/** The "enter the code instead" form: open or not, and its field message (a malformed code, or the server's refusal). */
export interface TypedCodeState {
  open: boolean;
  error: Message | null;
}

/** Kept scans of the signed-in user: how many wait, and whether one is on its way. */
export interface OfflineState {
  pending: number;
  sending: boolean;
}

/** What `onMarked` receives after a successful submission; `lectureId` is '' for a typed code (the server found the lecture). */
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
  $typed: ReadableAtom<TypedCodeState>;
  $offline: ReadableAtom<OfflineState>;
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
  /** `offline`: the camera's code could not be fetched (no network), the camera itself was never asked. */
  cameraFailed(offline?: boolean): void;
  /** Closes the camera dialog and starts the camera again. */
  retryCamera(): void;
  /** Opens or closes the "enter the code instead" form (closing clears its message). */
  showTypedCode(open: boolean): void;
  /** Submits a typed code (spaces allowed); a malformed one only sets the form's message. */
  submitTyped(input: string): void;
  /** Sends the kept offline scans now (`connect` also does, and then on every `online` event). */
  sendSaved(): Promise<void>;
  /** Sends kept scans now and whenever the browser comes back online, until dispose. */
  connect(): void;
  /** The element's "reload": everything back to the start, location asked again, camera restarted. */
  reset(): void;
  /** Stops timers, listeners and ignores answers still under way (the element left the page). */
  dispose(): void;
}

export interface ScannerDeps {
  geolocation: Geolocation | undefined;
  locale: () => Locale;
  now?: () => number;
  /** Called once per successful submission (the element emits `academy-attendance-marked`). */
  onMarked?: (marked: MarkedAttendance) => void;
  /** Where offline scans are kept; localStorage by default, null to keep none. */
  storage?: OfflineQueueDeps['storage'];
  /** The signed-in user's id (the stored user by default): kept scans are sent only by their own user. */
  userId?: () => string | null;
  /** Whether the browser says it is online (navigator.onLine by default). */
  online?: () => boolean;
  /** Fires `online` when the network returns (window by default). */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Runs the sending of kept scans alone across tabs (Web Locks by default). */
  exclusive?: OfflineQueueDeps['exclusive'];
}
