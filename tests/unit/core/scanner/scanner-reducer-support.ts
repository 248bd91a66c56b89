import { isDeepStrictEqual } from 'node:util';
import { ApiError } from '../../../../src/core/http/api-error';
import { parseQrContent, type QrContent } from '../../../../src/core/qr/qr-content';
import { reduceScanner } from '../../../../src/core/scanner/scanner-reducer';
import {
  initialScannerState,
  type PostEffect,
  type ScannerEvent,
  type ScannerState,
  type Transition,
  type World,
} from '../../../../src/core/scanner/scanner-state';

// Named scanner states for the reducer's tables: each is what the store holds at one moment of §4's flows.

export const NOW = Date.UTC(2026, 10, 22, 9, 30);
export const HOUR = 3_600_000;
export const WORLD: World = { now: NOW, online: true, locale: 'en' };
export const OFFLINE: World = { ...WORLD, online: false };

export const code = (entry = 'IN', createdAt = NOW - 60_000) => `$lecture$1001$${createdAt}$${entry}`;
export const contentOf = (text: string): QrContent => parseQrContent(text)!;
export const GRANTED = { status: 'granted', latitude: 24.7136, longitude: 46.6753, accuracy: 15 } as const;
export const http = (status: number, message?: string, fields?: Record<string, string[]>) =>
  new ApiError('http', message ?? 'x', { status, serverMessage: message, fieldErrors: fields });
export const NETWORK = new ApiError('network', 'Failed to fetch');

const base = initialScannerState(true);
const located: ScannerState = { ...base, location: GRANTED, generation: 3 };
/** A code read at NOW - 1000 and held. */
const holding = (text: string): Partial<ScannerState> => ({
  held: contentOf(text),
  heldText: text,
  scannedAt: NOW - 1000,
});

export const STATES = {
  start: base,
  detecting: { ...base, location: { status: 'detecting' } },
  /** No geolocation in this browser; the learner closed the dialog saying so. */
  unsupported: { ...initialScannerState(false), location: { status: 'unsupported' } },
  located,
  denied: {
    ...base,
    location: { status: 'denied', detail: { code: 1, message: 'no' } },
    dialog: { type: 'location', detail: { code: 1, message: 'no' } },
  },
  /** Read while the position was being detected: held, "being sent", waiting for it. */
  waiting: {
    ...base,
    location: { status: 'detecting' },
    ...holding(code()),
    pending: { kind: 'qr', content: contentOf(code()), call: 'scan' },
    submit: { phase: 'submitting', call: 'scan' },
  },
  /** A typed code waiting for the location the learner denied (its dialog closed): nothing held, nothing sent. */
  typedWaiting: {
    ...base,
    location: { status: 'denied', detail: { code: 1, message: null } },
    pending: { kind: 'typed', code: '123456', call: 'scan' },
    typed: { open: true, error: null },
  },
  posting: { ...located, ...holding(code()), submit: { phase: 'submitting', call: 'scan' } },
  confirming: {
    ...located,
    ...holding(code('IN_OUT')),
    dialog: { type: 'info_submit', content: contentOf(code('IN_OUT')) },
  },
  creating: {
    ...located,
    ...holding(code('IN_OUT')),
    submit: { phase: 'submitting', call: 'create' },
    dialog: { type: 'loading' },
  },
  succeeded: { ...located, ...holding(code()), submit: { phase: 'success', message: { text: 'ok' }, call: 'scan' } },
  refused: {
    ...located,
    refused: code(),
    camera: { status: 'starting', run: 1 },
    submit: { phase: 'error', message: { text: 'no' }, html: 'no' },
    dialog: { type: 'error_reload', message: { text: 'no' } },
  },
  refusedCreate: {
    ...located,
    refused: code('IN_OUT'),
    submit: { phase: 'error', message: { text: 'no' }, html: 'no' },
    dialog: { type: 'error_reload_check', message: { text: 'no' } },
  },
  invalid: { ...located, refused: 'garbage', dialog: { type: 'invalid_qr' } },
  saved: { ...located, refused: code(), submit: { phase: 'saved', call: 'scan' } },
  cameraFailed: { ...located, camera: { status: 'failed', run: 0 }, dialog: { type: 'camera' } },
  disposed: { ...located, generation: 4, disposed: true },
} satisfies Record<string, ScannerState>;

export type StateName = keyof typeof STATES;
export const STATE_NAMES = Object.keys(STATES) as StateName[];

/** The transition of one named state, in the online world unless told. */
export const step = (name: StateName, event: ScannerEvent, world: World = WORLD): Transition =>
  reduceScanner(STATES[name], event, world);

/** Only what changed between two states, by value (the tables list these). */
export function changes(before: ScannerState, after: ScannerState): Partial<ScannerState> {
  const keys = Object.keys(after) as (keyof ScannerState)[];
  return Object.fromEntries(
    keys.filter((key) => !isDeepStrictEqual(after[key], before[key])).map((key) => [key, after[key]]),
  );
}

/** The post a state asked for (to answer it in a test). */
export function postOf(t: Transition): PostEffect {
  const effect = t.effects.find((e) => e.type === 'post');
  if (!effect || effect.type !== 'post') throw new Error('no post asked for');
  return effect;
}
