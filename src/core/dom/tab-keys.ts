import type { Direction } from '../locale/locale';

/**
 * The tab a key moves to in an ARIA tablist (WAI-ARIA tabs pattern): the arrow along the reading direction goes
 * forward (ArrowLeft in right-to-left), the other back, both wrapping; Home and End jump to the ends. Undefined for
 * any other key.
 */
export function tabAfterKey(key: string, selected: number, count: number, dir: Direction): number | undefined {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (selected + 1) % count;
  if (key === backward) return (selected - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
