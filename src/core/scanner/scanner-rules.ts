import type { ScanRequest } from '../api/schemas/attendance';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';
import { serverLanguage } from '../locale/locale';
import { asciiDigits } from '../locale/numbers';
import { formatQrContent, isQrFresh, parseQrContent, type QrContent } from '../qr/qr-content';
import type { LocationFailure } from './scanner-types';

/** §5/§9 geolocation: high accuracy, 10 s time-out, a cached position up to 5 minutes old. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };
/** §9 scanner: at most 25 decodes a second, the rear camera preferred. */
export const MAX_SCANS_PER_SECOND = 25;
export const PREFERRED_CAMERA = 'environment';
/** §9: the frame is scaled to a 400 × 400 canvas before decoding. */
export const SCAN_CANVAS_SIZE = 400;
/** §9 reloads: 5 minutes after a successful scan, 5 s after the confirm-first flow succeeds, 1 s after closing an error. */
export const SCAN_SUCCESS_RELOAD_MS = 300_000;
export const CREATE_SUCCESS_RELOAD_MS = 5_000;
export const ERROR_CLOSE_RELOAD_MS = 1_000;

/** §2 guidelines dialog: steps per browser for location permission, camera permission and additional steps. */
export const GUIDELINE_STEPS = {
  safari: { location: 7, camera: 6, additional: 6 },
  chrome: { location: 8, camera: 8, additional: 6 },
  edgeAndroid: { location: 8, camera: 8, additional: 6 },
  edgeIphone: { location: 7, camera: 4, additional: 6 },
} as const;
export type GuidelineBrowser = keyof typeof GUIDELINE_STEPS;
export type GuidelineSection = keyof (typeof GUIDELINE_STEPS)['safari'];

/** §9: the scan region is the centred square of two thirds of the video's smaller side, drawn on a 400 px canvas. */
export function scanRegion(videoWidth: number, videoHeight: number) {
  const side = Math.round((2 / 3) * Math.min(videoWidth, videoHeight));
  return {
    x: Math.round((videoWidth - side) / 2),
    y: Math.round((videoHeight - side) / 2),
    width: side,
    height: side,
    downScaledWidth: SCAN_CANVAS_SIZE,
    downScaledHeight: SCAN_CANVAS_SIZE,
  };
}

/** A decoded string judged: a fresh lecture code, or why not (§4/§5: both reasons show the invalid-QR message). */
export type ScanCheck = { ok: true; content: QrContent } | { ok: false; reason: 'malformed' | 'expired' };

/** Never throws, whatever the camera decoded. */
export function checkScan(text: string, now: number): ScanCheck {
  const content = parseQrContent(text);
  if (!content) return { ok: false, reason: 'malformed' };
  if (!isQrFresh(content, now)) return { ok: false, reason: 'expired' };
  return { ok: true, content };
}

/** Where the learner stands when scanning; accuracy in metres, when the browser gives one. */
export type ScanCoords = { latitude: number; longitude: number; accuracy?: number };

/** §3 scan payload, plus the code itself (the server verifies its signature) and the position's accuracy in metres. */
export function scanPayload(content: QrContent, coords: ScanCoords, locale: Locale, now: number): ScanRequest {
  return {
    language: serverLanguage(locale),
    attendance_entry_type: content.entryType,
    related_id: content.id,
    related_type: content.type,
    location_coords: { latitude: coords.latitude, longitude: coords.longitude },
    timestamp: now,
    qr_content: formatQrContent(content),
    location_accuracy: coords.accuracy ?? null,
  };
}

/** How many digits the code a learner types instead of scanning has (the trainer's page shows it under the QR). */
export const TYPED_CODE_LENGTH = 6;

/** A typed code as the server wants it (six ASCII digits; spaces dropped, Arabic digits read), or null when it is not one. */
export function normaliseTypedCode(input: string): string | null {
  const code = asciiDigits(input).replace(/\s+/g, '');
  return new RegExp(`^[0-9]{${TYPED_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The scan payload for a typed code: the server finds the learner's lecture open now whose current code it is. */
export function typedPayload(code: string, coords: ScanCoords, locale: Locale, now: number): ScanRequest {
  return {
    language: serverLanguage(locale),
    attendance_entry_type: 'IN',
    related_id: '',
    related_type: 'lecture',
    location_coords: { latitude: coords.latitude, longitude: coords.longitude },
    timestamp: now,
    typed_code: code,
    location_accuracy: coords.accuracy ?? null,
  };
}

/** An IN_OUT code leaves the direction to the server: the learner confirms first, and it goes to the create call (§4's second flow). */
export function needsConfirmation(content: QrContent): boolean {
  return content.entryType === 'IN_OUT';
}

/** A GeolocationPositionError as the scanner keeps it: its code, and its message when it gave one. */
export function locationFailure(code: number | undefined, message: string | undefined): LocationFailure {
  return { code: code ?? null, message: message?.trim() || null };
}

const REASON_KEYS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * §8's detail line, 'ERR: ' and the browser's own message. The browser words it in its own language, so an Arabic
 * page (or a browser that gave no message) names the reason its error code gives instead (#29 item 12).
 */
export function locationDetail(failure: LocationFailure, locale: Locale): Message {
  if (locale === 'en' && failure.message)
    return { key: 'scanner.location.detail', params: { reason: failure.message } };
  const reason = REASON_KEYS[failure.code as keyof typeof REASON_KEYS] ?? 'unknown';
  return { key: `scanner.location.reasons.${reason}` };
}
