import { array, enums, number, optional, refine, string, type, type Infer } from 'superstruct';
import { IsoTime } from './exam';
import { maxLength } from './limits';

// The page's side of the exam integrity log (issue #33): what an exam page reports while an attempt runs. Apart from
// the read-back shapes (exam-integrity.ts), so the exam page carries only these.

/** Kinds the page reports. Spans ('away', 'offline', 'fullscreen-exit') carry `duration_ms`. */
export const CLIENT_EVENT_KINDS = [
  'away',
  'offline',
  'fullscreen-exit',
  'shortcut',
  'copy',
  'cut',
  'paste',
  'context-menu',
  'print',
  'print-screen',
] as const;
export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** Kinds only the server writes: the attempt opened by another session, a new network address, events throttled. */
export const SERVER_EVENT_KINDS = ['second-session', 'address-changed', 'throttled'] as const;
export type ServerEventKind = (typeof SERVER_EVENT_KINDS)[number];
export type IntegrityEventKind = ClientEventKind | ServerEventKind;

/** `detail` of a 'shortcut': which one was blocked. */
export const SHORTCUT_NAMES = [
  'copy',
  'cut',
  'paste',
  'select-all',
  'save',
  'view-source',
  'devtools',
  'print',
] as const;
export type ShortcutName = (typeof SHORTCUT_NAMES)[number];

/** `detail` of an 'away' span: the page was hidden (another tab, minimised) or only lost focus (another window). */
export const AWAY_DETAILS = ['hidden', 'blurred'] as const;

/** Spans shorter than this are kept but not counted ("blips": a notification, a display glitch). */
export const BLIP_MS = 2_000;
/** Events one POST may carry. */
export const EVENTS_PER_CALL = 50;
/** The longest span the server takes (a day). */
export const SPAN_MAX_MS = 86_400_000;

/** One event as the page reports it; `key` makes a replay harmless (the server keeps one event per attempt and key). */
export const IntegrityEventInput = type({
  key: refine(maxLength(string(), 64), 'eventKey', (value) => /^[A-Za-z0-9_-]{1,64}$/.test(value) || 'a key'),
  kind: enums(CLIENT_EVENT_KINDS),
  /** When it happened (or began), on the page's clock. */
  at: IsoTime,
  duration_ms: optional(
    refine(number(), 'span', (value) => (Number.isInteger(value) && value >= 0 && value <= SPAN_MAX_MS) || 'a span'),
  ),
  detail: optional(maxLength(string(), 32)),
});
export type IntegrityEventInput = Infer<typeof IntegrityEventInput>;

/**
 * POST exams/attempts/{id}/events body: 1–50 events and the page's clock at sending, which lets the server place
 * events on its own clock (the page's clock may be off; events kept offline are sent late).
 */
export const IntegrityEventsBody = type({
  events: refine(
    array(IntegrityEventInput),
    'events',
    (list) => (list.length >= 1 && list.length <= EVENTS_PER_CALL) || `1 to ${EVENTS_PER_CALL} events`,
  ),
  sent_at: IsoTime,
});
export type IntegrityEventsRequest = Infer<typeof IntegrityEventsBody>;

/** The answer to POST exams/attempts/{id}/events: how many events were new (a replayed key is not). */
export const IntegrityEventsAnswer = type({
  accepted: refine(number(), 'count', (value) => Number.isInteger(value) && value >= 0),
});
