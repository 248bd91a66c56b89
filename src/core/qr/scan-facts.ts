import { SCAN_FLAGS, SCAN_METHODS, type ScanFlag, type ScanMethod } from '../api/schemas/attendance';
import { formatInteger } from '../locale/numbers';
import type { Locale } from '../locale/locale';

/** What the server says about one scan (a roster row or a batch attendance entry); every field may be missing. */
export interface ScanFactsInput {
  method?: string | null;
  distance_m?: number | null;
  accuracy_m?: number | null;
  flags?: readonly string[] | null;
}

/** How far from the venue and how precise the position was, as text in the language's digits; which parts exist. */
export type ScanPlace =
  | { kind: 'awayWithin'; distance: string; accuracy: string }
  | { kind: 'away'; distance: string }
  | { kind: 'within'; accuracy: string };

const isMethod = (value: unknown): value is ScanMethod => (SCAN_METHODS as readonly unknown[]).includes(value);
const metres = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The scan's method when it is one the product knows (QR, TYPED, OFFLINE), else null. */
export function scanMethod(value: string | null | undefined): ScanMethod | null {
  const upper = (value ?? '').toUpperCase();
  return isMethod(upper) ? upper : null;
}

/** The known flags among `flags`, each once, in SCAN_FLAGS order (an unknown flag from a newer server is left out). */
export function knownFlags(flags: readonly string[] | null | undefined): ScanFlag[] {
  const given = new Set(flags ?? []);
  return SCAN_FLAGS.filter((flag) => given.has(flag));
}

/** The known flags of several scans together (a batch row's entries), each once. */
export function flagsOf(items: readonly ScanFactsInput[]): ScanFlag[] {
  return knownFlags(items.flatMap((item) => item.flags ?? []));
}

/** Distance and accuracy as shown ('38 m away ±12 m'): whole metres in the language's digits; null when neither is known. */
export function scanPlace(facts: ScanFactsInput, locale: Locale): ScanPlace | null {
  const distance = metres(facts.distance_m);
  const accuracy = metres(facts.accuracy_m);
  const text = (value: number) => formatInteger(value, locale);
  if (distance !== null && accuracy !== null)
    return { kind: 'awayWithin', distance: text(distance), accuracy: text(accuracy) };
  if (distance !== null) return { kind: 'away', distance: text(distance) };
  if (accuracy !== null) return { kind: 'within', accuracy: text(accuracy) };
  return null;
}
