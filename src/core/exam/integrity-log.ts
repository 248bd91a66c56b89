import { SPAN_MAX_MS, type ClientEventKind, type IntegrityEventInput } from '../api/schemas/exam-events';

// Issue #33 the exam's integrity log, page side: what the page saw during an attempt as events. Pure state
// transitions; the caller feeds the browser's events in and stores what comes out.

/** What the page is: hidden (another tab, minimised), focused (not another window), online. */
export interface PageState {
  hidden: boolean;
  focused: boolean;
  online: boolean;
}

/** The page as last seen and the spans open: away since `since` (hidden at any time in it or not), offline since. */
export interface IntegrityLogState {
  page: PageState;
  away: { since: number; hidden: boolean } | null;
  offline: number | null;
}

/** Kinds that happen at one moment: the guard's blocked events, printing and the PrintScreen key. */
export type PointKind = Exclude<ClientEventKind, 'away' | 'offline' | 'fullscreen-exit'>;

/** A step: the new state and the events it ended (to be stored in this order). */
export interface LogStep {
  state: IntegrityLogState;
  events: IntegrityEventInput[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A span's event: `at` when it began, its length in whole milliseconds (never negative, at most a day). */
function span(kind: 'away' | 'offline', since: number, now: number, key: string, detail?: string): IntegrityEventInput {
  const duration_ms = Math.min(SPAN_MAX_MS, Math.max(0, Math.round(now - since)));
  return { key, kind, at: iso(since), duration_ms, ...(detail ? { detail } : {}) };
}

/** The log at the attempt's start (`now`, ms): a page already hidden, unfocused or offline opens its span at once. */
export function startLog(page: PageState, now: number): IntegrityLogState {
  return changePage(
    { page: { hidden: false, focused: true, online: true }, away: null, offline: null },
    page,
    now,
    () => '',
  ).state;
}

/**
 * The page changed (`visibilitychange`, window `blur`/`focus`, `offline`/`online`) at `now`. 'away' begins at the
 * first of hidden or unfocused and ends once the page is visible and focused again ('hidden' if it was hidden at any
 * time, else 'blurred'); 'offline' runs from offline to online. Short spans are reported too (the server marks blips).
 */
export function changePage(
  state: IntegrityLogState,
  change: Partial<PageState>,
  now: number,
  key: () => string,
): LogStep {
  const page = { ...state.page, ...change };
  const events: IntegrityEventInput[] = [];
  let { away, offline } = state;
  if (page.hidden || !page.focused) away = { since: away?.since ?? now, hidden: Boolean(away?.hidden) || page.hidden };
  else if (away) {
    events.push(span('away', away.since, now, key(), away.hidden ? 'hidden' : 'blurred'));
    away = null;
  }
  if (!page.online) offline ??= now;
  else if (offline !== null) {
    events.push(span('offline', offline, now, key()));
    offline = null;
  }
  return { state: { page, away, offline }, events };
}

/** The attempt ended or the page is leaving at `now`: the open spans are reported up to then and closed. */
export function closeSpans(state: IntegrityLogState, now: number, key: () => string): LogStep {
  const events: IntegrityEventInput[] = [];
  if (state.away) events.push(span('away', state.away.since, now, key(), state.away.hidden ? 'hidden' : 'blurred'));
  if (state.offline !== null) events.push(span('offline', state.offline, now, key()));
  return { state: { ...state, away: null, offline: null }, events };
}

/** A point event at `now` (a blocked shortcut names itself in `detail`). */
export function pointEvent(kind: PointKind, now: number, key: string, detail?: string): IntegrityEventInput {
  return { key, kind, at: iso(now), ...(detail ? { detail } : {}) };
}

/**
 * A maker of event keys unique across reloads and tabs: the page's clock, a counter and a random part, all base 36
 * (the server keeps one event per attempt and key, so a resent batch is harmless).
 */
export function eventKeys(now: () => number, random: () => number): () => string {
  let count = 0;
  return () => `${now().toString(36)}-${(count++).toString(36)}-${Math.floor(random() * 36 ** 8).toString(36)}`;
}
