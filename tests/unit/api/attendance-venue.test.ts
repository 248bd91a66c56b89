// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  distanceM,
  MAX_CREDITED_ACCURACY_M,
  placementOf,
} from '../../../demo/api/features/attendance/venue';

// Whether a scan was made at the venue: distance less the credited accuracy, within the radius.

const VENUE = { venue_latitude: 25.2285, venue_longitude: 55.3273, venue_radius_m: 150 };
/** A point `metres` north of the venue (1° of latitude is about 111.2 km). */
const north = (metres: number) => ({
  latitude: VENUE.venue_latitude + metres / 111_195,
  longitude: VENUE.venue_longitude,
});

describe('distanceM', () => {
  it('measures great circles: Dubai to Abu Dhabi about 128 km, New York about 11,000 km', () => {
    const dubai = { latitude: 25.2285, longitude: 55.3273 };
    expect(distanceM(dubai, { latitude: 24.4539, longitude: 54.3773 }) / 1000).toBeCloseTo(128, -1);
    expect(distanceM(dubai, { latitude: 40.7128, longitude: -74.006 }) / 1000).toBeCloseTo(11_020, -2);
    expect(distanceM(dubai, dubai)).toBe(0);
  });
});

describe('placementOf', () => {
  it('is inside up to the radius plus the credited accuracy, and outside a metre beyond', () => {
    expect(placementOf(VENUE, north(149), null)).toMatchObject({ distance_m: 149, outside: false });
    expect(placementOf(VENUE, north(152), null).outside).toBe(true);
    expect(placementOf(VENUE, north(190), 42).outside).toBe(false);
    expect(placementOf(VENUE, north(194), 42).outside).toBe(true);
  });

  it('credits at most 200 m of a reported accuracy, whatever is claimed', () => {
    expect(MAX_CREDITED_ACCURACY_M).toBe(200);
    expect(placementOf(VENUE, north(340), 50_000)).toMatchObject({ outside: false, accuracy_m: 50_000 });
    expect(placementOf(VENUE, north(360), 50_000).outside).toBe(true);
  });

  it('never puts a scan outside a lecture without coordinates (online)', () => {
    expect(
      placementOf(
        { venue_latitude: null, venue_longitude: null, venue_radius_m: null },
        { latitude: 0, longitude: 0 },
        5,
      ),
    ).toEqual({ distance_m: null, accuracy_m: 5, outside: false });
  });

  it('reads an accuracy only when it is a finite, non-negative number', () => {
    expect([12, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, '12', null].map(accuracyOf)).toEqual([
      12,
      0,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
