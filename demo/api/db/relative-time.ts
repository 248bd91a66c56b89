import { atLocal, todaySpans } from '../local-time';

// The fixtures' relative dates: one anchor read at the seed clock ("today as now"), then fixed steps. Written as
//   now [steps]                          the seed clock itself, e.g. "now -45d", "now -1h -30m"
//   day[±N] [HH:MM] [steps]              local HH:MM (default 00:00) N calendar days from today, DST-safe like
//                                        local-time.ts atLocal, e.g. "day-21", "day+3 10:00", "day-6 09:00 +1d"
//   running|later|finished.start|end     today's three seeded lectures (local-time.ts todaySpans), e.g. "running.start"
// A step is a sign, a number and a unit: d (24 hours), h, m or s, added in order. One left-to-right scan parses it.

const UNIT_MS: Readonly<Record<string, number>> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };
const SPANS = ['running', 'later', 'finished'] as const;
type SpanName = (typeof SPANS)[number];

type Anchor =
  | { kind: 'now' }
  | { kind: 'day'; days: number; time: string }
  | { kind: 'span'; span: SpanName; edge: 'start' | 'end' };

/** A parsed relative date: its anchor and the sum of its steps. */
export interface RelativeTime {
  anchor: Anchor;
  offsetMs: number;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isWordChar = (char: string | undefined) => char !== undefined && ((char >= 'a' && char <= 'z') || char === '.');

/** Parses one expression of the notation above; throws naming the expression and the position it stopped at. */
export function parseRelativeTime(text: string): RelativeTime {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`[fixtures] "${text}": ${what} at position ${at}`);
  };
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const digits = (): string => {
    const from = at;
    while (isDigit(text[at])) at++;
    if (from === at) fail('a number expected');
    return text.slice(from, at);
  };

  skipSpaces();
  const wordStart = at;
  while (isWordChar(text[at])) at++;
  const word = text.slice(wordStart, at);
  let anchor: Anchor;
  if (word === 'now') anchor = { kind: 'now' };
  else if (word === 'day') {
    let days = 0;
    if (text[at] === '+' || text[at] === '-') {
      const sign = text[at++] === '-' ? -1 : 1;
      days = sign * Number(digits());
    }
    skipSpaces();
    let time = '00:00';
    if (isDigit(text[at])) {
      const hours = digits();
      if (text[at++] !== ':') fail('HH:MM expected');
      const minutes = digits();
      if (hours.length !== 2 || minutes.length !== 2 || Number(hours) > 23 || Number(minutes) > 59) fail('bad HH:MM');
      time = `${hours}:${minutes}`;
    }
    anchor = { kind: 'day', days, time };
  } else {
    const [span, edge] = word.split('.');
    if (!SPANS.includes(span as SpanName) || (edge !== 'start' && edge !== 'end')) fail(`unknown anchor "${word}"`);
    anchor = { kind: 'span', span: span as SpanName, edge: edge as 'start' | 'end' };
  }

  let offsetMs = 0;
  for (skipSpaces(); at < text.length; skipSpaces()) {
    const sign = text[at] === '-' ? -1 : text[at] === '+' ? 1 : fail('a step (+3d, -2h, +15m, +30s) expected');
    at++;
    let number = digits();
    if (text[at] === '.') {
      at++;
      number += `.${digits()}`;
    }
    const unit = UNIT_MS[text[at] ?? ''] ?? fail('a unit (d, h, m or s) expected');
    at++;
    offsetMs += sign * Number(number) * unit;
  }
  // Whole milliseconds, as a stored instant has.
  return { anchor, offsetMs: Math.round(offsetMs) };
}

/** The instant (ms) `time` names when the seed clock reads `now`. */
export function resolveRelativeTime(time: RelativeTime, now: number): number {
  const { anchor } = time;
  const base =
    anchor.kind === 'now'
      ? now
      : anchor.kind === 'day'
        ? atLocal(now, anchor.days, anchor.time)
        : todaySpans(now)[anchor.span][anchor.edge];
  return base + time.offsetMs;
}
