import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import {
  createVenueSetter,
  VENUE_GEO_OPTIONS,
  venueOf,
  venueRadiusText,
  type VenueDeps,
} from '../../../../src/core/lecture-qr/venue';

// "Use my current location as the venue": a high-accuracy position, then attendance/lecture/venue.

const coords = { latitude: 25.2, longitude: 55.27, accuracy: 8 } as GeolocationCoordinates;

/** A geolocation that answers with `outcome` (a position, or an error code) when asked. */
function geolocation(outcome: 'ok' | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (outcome === 'ok') success({ coords, timestamp: 0 } as GeolocationPosition);
      else failure?.({ code: outcome, message: 'no' } as GeolocationPositionError);
    },
  );
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

const deps = (over: Partial<VenueDeps> = {}): VenueDeps => ({
  geolocation: geolocation('ok'),
  save: vi.fn(async () => ({ venue_latitude: 25.2, venue_longitude: 55.27, venue_radius_m: 150 })),
  onSaved: vi.fn(),
  ...over,
});

describe('venueOf / venueRadiusText', () => {
  it('set when both coordinates are numbers; none otherwise (online lecture or not set)', () => {
    expect(venueOf({ venue_latitude: 25.2, venue_longitude: 55.27, venue_radius_m: 150 })).toEqual({
      kind: 'set',
      latitude: 25.2,
      longitude: 55.27,
      radius: 150,
    });
    expect(venueOf({ venue_latitude: 0, venue_longitude: 0, venue_radius_m: null })).toEqual({
      kind: 'set',
      latitude: 0,
      longitude: 0,
      radius: null,
    });
    expect(venueOf({ venue_latitude: null, venue_longitude: null, venue_radius_m: null })).toEqual({ kind: 'none' });
    expect(venueOf({ venue_latitude: 25.2 })).toEqual({ kind: 'none' });
    expect(venueOf(undefined)).toEqual({ kind: 'none' });
  });

  it("the radius in the language's digits, null without one", () => {
    expect(venueRadiusText({ kind: 'set', latitude: 1, longitude: 1, radius: 150 }, 'en')).toBe('150');
    expect(venueRadiusText({ kind: 'set', latitude: 1, longitude: 1, radius: 150 }, 'ar')).toBe('١٥٠');
    expect(venueRadiusText({ kind: 'set', latitude: 1, longitude: 1, radius: null }, 'en')).toBeNull();
    expect(venueRadiusText({ kind: 'none' }, 'en')).toBeNull();
  });
});

describe('createVenueSetter', () => {
  it('asks a high-accuracy position, posts it for the lecture, says what was set and re-reads the QR data', async () => {
    const given = deps();
    const setter = createVenueSetter('1001', given);
    setter.run();
    expect((given.geolocation as ReturnType<typeof geolocation>).getCurrentPosition.mock.calls[0]![2]).toEqual(
      VENUE_GEO_OPTIONS,
    );
    expect(VENUE_GEO_OPTIONS.enableHighAccuracy).toBe(true);
    await vi.waitFor(() => expect(setter.$phase.get().phase).toBe('saved'));
    expect(given.save).toHaveBeenCalledWith({
      related_type: 'lecture',
      related_id: '1001',
      latitude: 25.2,
      longitude: 55.27,
    });
    expect(setter.$phase.get()).toEqual({
      phase: 'saved',
      venue: { kind: 'set', latitude: 25.2, longitude: 55.27, radius: 150 },
    });
    expect(given.onSaved).toHaveBeenCalledTimes(1);
  });

  it('a refused permission, an unknown position and no geolocation each say why; nothing is posted', () => {
    const cases: [VenueDeps['geolocation'], string][] = [
      [geolocation(1), 'lectureQr.venue.denied'],
      [geolocation(2), 'lectureQr.venue.unavailable'],
      [geolocation(3), 'lectureQr.venue.unavailable'],
      [undefined, 'lectureQr.venue.unsupported'],
    ];
    for (const [geo, key] of cases) {
      const given = deps({ geolocation: geo });
      const setter = createVenueSetter('1001', given);
      setter.run();
      expect(setter.$phase.get()).toEqual({ phase: 'failed', message: { key } });
      expect(given.save).not.toHaveBeenCalled();
    }
  });

  it("a 422 shows the server's field error; the QR data is not re-read", async () => {
    const error = new ApiError('http', 'Unprocessable', {
      status: 422,
      fieldErrors: { radius_m: ['The radius must be between 20 and 2000 m.'] },
    });
    const given = deps({ save: vi.fn(async () => Promise.reject(error)) });
    const setter = createVenueSetter('1001', given);
    setter.run();
    await vi.waitFor(() => expect(setter.$phase.get().phase).toBe('failed'));
    expect(setter.$phase.get()).toEqual({
      phase: 'failed',
      message: { text: 'The radius must be between 20 and 2000 m.' },
    });
    expect(given.onSaved).not.toHaveBeenCalled();
  });

  it('a second press while locating or saving is ignored', () => {
    const held = { getCurrentPosition: vi.fn() } as unknown as Geolocation;
    const setter = createVenueSetter('1001', deps({ geolocation: held }));
    setter.run();
    setter.run();
    expect(setter.$phase.get().phase).toBe('locating');
    expect(held.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});
