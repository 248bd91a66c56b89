import type { ScanOutcome, ScanRequest } from '../api/attendance';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import type { QrContent } from '../qr/qr-content';
import type { ToastVariant } from '../toasts/toasts';
import type { OfflineResult, OfflineScan } from './offline-queue';
import type {
  CameraState,
  LocationState,
  MarkedAttendance,
  ScannerDialog,
  SubmitCall,
  SubmitPhase,
  TypedCodeState,
} from './scanner-types';

// The scanner as data (§4 Learner QR scanning): its whole state, the events that move it, and the effects a
// transition asks for. `reduceScanner` turns one into the next; `createScanner` runs the effects.

/** One submission: a scanned code (to scan or, confirmed, to create) or a typed one. */
export type Submission =
  { kind: 'qr'; content: QrContent; call: SubmitCall } | { kind: 'typed'; code: string; call: 'scan' };

export interface ScannerState {
  location: LocationState;
  camera: CameraState;
  /** The code accepted and being (or been) submitted; null while scanning. */
  held: QrContent | null;
  submit: SubmitPhase;
  dialog: ScannerDialog | null;
  typed: TypedCodeState;
  /** Whether the browser has geolocation at all (fixed when the scanner is made). */
  canLocate: boolean;
  /** The held code as the camera read it. */
  heldText: string | null;
  /** When the held code was read (§3 payload `timestamp`). */
  scannedAt: number | null;
  /** The submission waiting for a location fix (the code was read while the position was still being detected). */
  pending: Submission | null;
  /** The text refused (by the server, or as not a current lecture code) or kept offline last: the camera keeps seeing it. */
  refused: string | null;
  /** Bumped by reset and dispose: answers to an older generation's requests are ignored. */
  generation: number;
  disposed: boolean;
}

/** What the world says at the moment of an event: the clock, navigator.onLine and the language. */
export interface World {
  now: number;
  online: boolean;
  locale: Locale;
}

/** A post to attendance/scan or /create, answered by `posted` or `post-failed`. */
export interface PostEffect {
  type: 'post';
  submission: Submission;
  body: ScanRequest;
  generation: number;
}

/** Keeps a scan offline, answered by `kept`; `failure` is the error of the post it replaces, if one was tried. */
export interface KeepEffect {
  type: 'keep';
  submission: Submission;
  body: ScanRequest;
  offline: OfflineScan['body'];
  generation: number;
  failure?: { error: unknown };
}

export type ScannerEffect =
  | { type: 'locate'; generation: number }
  /** Asks whether the signed-in user has this code kept offline, answered by `kept-looked-up`. */
  | { type: 'look-up-kept'; text: string }
  | PostEffect
  | KeepEffect
  | { type: 'toast'; variant: ToastVariant; message: Message }
  | { type: 'marked'; marked: MarkedAttendance }
  /** Resets the scanner after `ms` (§9 reloads), replacing any reset already waiting. */
  | { type: 'reset-after'; ms: number }
  | { type: 'cancel-reset' };

export type ScannerEvent =
  | { type: 'locate' }
  | { type: 'located'; generation: number; latitude: number; longitude: number; accuracy: number }
  | { type: 'location-failed'; generation: number; code: number | undefined; message: string | undefined }
  | { type: 'scanned'; text: string }
  | { type: 'kept-looked-up'; text: string; kept: boolean }
  | { type: 'confirmed' }
  | { type: 'dialog-closed' }
  | { type: 'camera-started' }
  | { type: 'camera-failed'; offline?: boolean }
  | { type: 'camera-retried' }
  | { type: 'typed-shown'; open: boolean }
  | { type: 'typed-submitted'; input: string }
  | { type: 'posted'; of: PostEffect; said: ScanOutcome }
  | { type: 'post-failed'; of: PostEffect; error: unknown }
  | { type: 'kept'; of: KeepEffect; ok: boolean }
  | { type: 'offline-answered'; result: OfflineResult }
  | { type: 'reset' }
  | { type: 'disposed' };

export interface Transition {
  state: ScannerState;
  effects: ScannerEffect[];
}

/** A scanner just made: nothing located, the camera starting, no code, no dialog. */
export function initialScannerState(canLocate: boolean): ScannerState {
  return {
    location: { status: 'unknown' },
    camera: { status: 'starting', run: 0 },
    held: null,
    submit: { phase: 'idle' },
    dialog: null,
    typed: { open: false, error: null },
    canLocate,
    heldText: null,
    scannedAt: null,
    pending: null,
    refused: null,
    generation: 0,
    disposed: false,
  };
}
