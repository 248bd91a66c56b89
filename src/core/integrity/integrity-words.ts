import {
  BLIP_MS,
  SHORTCUT_NAMES,
  type IntegrityEvent,
  type IntegritySummary,
  type ShortcutName,
  type TimelineItem,
} from '../api/schemas/exam-integrity';
import { DATE_TIME_STYLE, TIME_STYLE, formatDate } from '../locale/dates';
import { durationParts } from '../locale/duration';
import { translate, type MessageKey } from '../locale/i18n';
import type { Locale } from '../locale/locale';
import { formatInteger } from '../locale/numbers';
import { pluralForm } from '../locale/plural';

// The integrity log in words (#33), for the learner's own view and the trainer's: neutral, what the page noted.
// Every function here reads the `integrity.*` words, so the section showing them loads integrityDictionary first.

/** A timeline's time of day: the one time style with seconds, since events often fall within the same minute. */
export const TIMELINE_TIME_STYLE = { ...TIME_STYLE, second: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

/**
 * A span in the compact words of the language ('1 min 20 s' / 'دقيقة و٢٠ ثانية'): whole seconds (cut, not
 * rounded, so a blip never reads as long as the 2 s it stays under), 'under 1 s' below a second, '0 s' for none.
 */
export function spanText(ms: number, locale: Locale): string {
  if (ms > 0 && ms < 1000) return translate(locale, 'integrity.duration.underSecond');
  return durationParts(ms / 1000)
    .map((part) =>
      translate(locale, `integrity.duration.${part.unit}.${pluralForm(part.count)}`, { count: part.count }),
    )
    .reduce((larger, smaller) => translate(locale, 'integrity.duration.join', { larger, smaller }));
}

/** The mark of an uncounted blip: 'not counted (under 2 s)'. */
export function blipNote(locale: Locale): string {
  return translate(locale, 'integrity.notCounted', { duration: spanText(BLIP_MS, locale) });
}

type SpanKey = 'hidden' | 'blurred' | 'away' | 'offline' | 'fullscreenExit';

/** Which span an event is, or null for a point event. */
function spanKey(kind: string, detail: string | null): SpanKey | null {
  if (kind === 'away') return detail === 'hidden' ? 'hidden' : detail === 'blurred' ? 'blurred' : 'away';
  if (kind === 'offline') return 'offline';
  if (kind === 'fullscreen-exit') return 'fullscreenExit';
  return null;
}

/** Point events and their words; a kind a newer server adds reads 'Other activity' (its code is not a label). */
const POINT_KEYS: Record<string, MessageKey> = {
  copy: 'integrity.event.copy',
  cut: 'integrity.event.cut',
  paste: 'integrity.event.paste',
  'context-menu': 'integrity.event.contextMenu',
  print: 'integrity.event.print',
  'print-screen': 'integrity.event.printScreen',
  'second-session': 'integrity.event.secondSession',
  'address-changed': 'integrity.event.addressChanged',
  throttled: 'integrity.event.throttled',
};

const isShortcutName = (name: string | null): name is ShortcutName =>
  name !== null && (SHORTCUT_NAMES as readonly string[]).includes(name);

/** One event in neutral words: 'Left the exam page for 42 s', 'Blocked shortcut: copy', 'Opened in another session'. */
export function eventText(event: Pick<IntegrityEvent, 'kind' | 'detail' | 'duration_ms'>, locale: Locale): string {
  const span = spanKey(event.kind, event.detail);
  if (span) {
    return event.duration_ms === null
      ? translate(locale, `integrity.event.${span}Untimed`)
      : translate(locale, `integrity.event.${span}`, { duration: spanText(event.duration_ms, locale) });
  }
  if (event.kind === 'shortcut') {
    return isShortcutName(event.detail)
      ? translate(locale, 'integrity.event.shortcut', {
          name: translate(locale, `integrity.shortcut.${event.detail}`),
        })
      : translate(locale, 'integrity.event.shortcutUnnamed');
  }
  return translate(locale, POINT_KEYS[event.kind] ?? 'integrity.event.other');
}

/** One point of an attempt's timeline: 'Answered question 3', 'Skipped question 2' or the event's words. */
export function timelineText(item: TimelineItem, locale: Locale): string {
  if (item.type === 'event')
    return item.event ? eventText(item.event, locale) : translate(locale, 'integrity.event.other');
  const n = item.question_no ?? null;
  if (item.type === 'answer') {
    return n === null ? translate(locale, 'integrity.answerUnnumbered') : translate(locale, 'integrity.answer', { n });
  }
  return n === null ? translate(locale, 'integrity.skipUnnumbered') : translate(locale, 'integrity.skip', { n });
}

/** When a timeline point happened, in the language's digits ('' when unreadable); `timeZone` is for tests. */
export function timelineTime(at: string, locale: Locale, timeZone?: string): string {
  const time = Date.parse(at);
  return Number.isFinite(time) ? formatDate(time, locale, { ...TIMELINE_TIME_STYLE, timeZone }) : '';
}

/** A start or end of an attempt with its date ('' when missing or unreadable); `timeZone` is for tests. */
export function attemptTime(at: string | null, locale: Locale, timeZone?: string): string {
  const time = at ? Date.parse(at) : NaN;
  return Number.isFinite(time) ? formatDate(time, locale, { ...DATE_TIME_STYLE, timeZone }) : '';
}

/** One line of a summary: its name (for tests and styling), label and value in words. */
export interface SummaryFact {
  name: 'away-time' | 'away-count' | 'longest' | 'offline' | 'counted' | 'blips';
  label: string;
  value: string;
}

/** A summary as label/value lines: time away (and how often), the longest absence, offline, counted and blips. */
export function summaryFacts(summary: IntegritySummary, locale: Locale): SummaryFact[] {
  const fact = (name: SummaryFact['name'], key: MessageKey, value: string, params?: Record<string, string>) => ({
    name,
    label: translate(locale, key, params),
    value,
  });
  return [
    fact('away-time', 'integrity.summary.awayTime', spanText(summary.away_ms, locale)),
    fact('away-count', 'integrity.summary.awayCount', formatInteger(summary.away_count, locale)),
    fact('longest', 'integrity.summary.longest', spanText(summary.longest_away_ms, locale)),
    fact('offline', 'integrity.summary.offline', spanText(summary.offline_ms, locale)),
    fact('counted', 'integrity.summary.counted', formatInteger(summary.counted, locale)),
    fact('blips', 'integrity.summary.blips', formatInteger(summary.blips, locale), {
      duration: spanText(BLIP_MS, locale),
    }),
  ];
}
