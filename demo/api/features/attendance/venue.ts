import { dateLocale, type Locale } from '../../../../src/core/locale/locale';
import type { LectureRecord } from '../batch/directory';
import type { Coords } from './types';

// Whether a scan was made at the lecture's venue: its position, less what its accuracy allows, within the radius.

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
/** A venue set from the QR page without a radius covers a hall and its entrance. */
export const DEFAULT_VENUE_RADIUS_M = 150;
export const MIN_VENUE_RADIUS_M = 20;
export const MAX_VENUE_RADIUS_M = 2_000;
/**
 * At most this much of a position's reported accuracy is credited: indoor phones report 10–65 m, Wi-Fi-only ones a
 * few hundred; a claimed accuracy of kilometres must not stretch the venue over a city.
 */
export const MAX_CREDITED_ACCURACY_M = 200;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: Coords, b: Coords): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Venue = Pick<LectureRecord, 'venue_latitude' | 'venue_longitude' | 'venue_radius_m'>;

/** Where a scan was made, seen from the venue. `distance_m` is null for a lecture without coordinates (online). */
export interface Placement {
  distance_m: number | null;
  accuracy_m: number | null;
  outside: boolean;
}

/** A reported accuracy: finite and not negative, else unknown. */
export function accuracyOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** A distance as a learner reads it: metres under a kilometre, else kilometres (one decimal under 10 km), in the language's digits and unit words. */
export function distanceText(metres: number, lang: Locale): string {
  const km = metres >= 1000;
  const value = km ? metres / 1000 : Math.round(metres);
  return new Intl.NumberFormat(dateLocale(lang), {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    maximumFractionDigits: km && value < 10 ? 1 : 0,
  }).format(value);
}

/** Outside when the distance less the credited accuracy is beyond the radius; never outside a venue with no coordinates. */
export function placementOf(venue: Venue, coords: Coords, accuracy: number | null): Placement {
  if (venue.venue_latitude === null || venue.venue_longitude === null)
    return { distance_m: null, accuracy_m: accuracy, outside: false };
  const distance = distanceM({ latitude: venue.venue_latitude, longitude: venue.venue_longitude }, coords);
  const credited = Math.min(accuracy ?? 0, MAX_CREDITED_ACCURACY_M);
  const radius = venue.venue_radius_m ?? DEFAULT_VENUE_RADIUS_M;
  return { distance_m: Math.round(distance), accuracy_m: accuracy, outside: distance - credited > radius };
}
