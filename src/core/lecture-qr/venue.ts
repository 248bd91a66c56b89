import { atom, type ReadableAtom } from 'nanostores';
import type { LectureQrData, saveVenue, Venue } from '../api/attendance';
import { errorMessage } from '../http/error-message';
import { formatInteger } from '../locale/numbers';
import type { Locale } from '../locale/locale';
import type { Message } from '../locale/message';

/** The venue scans are checked against, or none (an online lecture, or no venue set yet: no location check). */
export type VenueState = { kind: 'set'; latitude: number; longitude: number; radius: number | null } | { kind: 'none' };

/** The venue from view/qr (or the venue call's answer): set when both coordinates are numbers. */
export function venueOf(data: Venue | LectureQrData | undefined): VenueState {
  const latitude = data?.venue_latitude;
  const longitude = data?.venue_longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return { kind: 'none' };
  return {
    kind: 'set',
    latitude,
    longitude,
    radius: typeof data?.venue_radius_m === 'number' ? data.venue_radius_m : null,
  };
}

/** The radius in the language's digits ('150'), or null when the server sent none. */
export function venueRadiusText(venue: VenueState, locale: Locale): string | null {
  return venue.kind === 'set' && venue.radius !== null ? formatInteger(venue.radius, locale) : null;
}

/** Where "use my location as the venue" stands. */
export type VenuePhase =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'saving' }
  | { phase: 'saved'; venue: VenueState }
  | { phase: 'failed'; message: Message };

/** What setting the venue needs from the page: the device position and the call (injected in tests). */
export interface VenueDeps {
  geolocation: Geolocation | undefined;
  save: typeof saveVenue;
  /** Told after a save, so the page's QR data (and its venue line) is read again. */
  onSaved: () => void;
}

/** The trainer stands at the venue: a precise fix is worth a few seconds. */
export const VENUE_GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };

/** Why no position came: the permission was refused, or the device could not tell. */
function positionMessage(error: GeolocationPositionError | null): Message {
  return error?.code === 1 ? { key: 'lectureQr.venue.denied' } : { key: 'lectureQr.venue.unavailable' };
}

/** "Use my current location as the venue" for one lecture: `$phase` to render, `run()` to start (ignored while busy). */
export function createVenueSetter(
  lectureId: string,
  deps: VenueDeps,
): { $phase: ReadableAtom<VenuePhase>; run: () => void } {
  const $phase = atom<VenuePhase>({ phase: 'idle' });
  const busy = () => ['locating', 'saving'].includes($phase.get().phase);

  async function save(coords: GeolocationCoordinates): Promise<void> {
    $phase.set({ phase: 'saving' });
    try {
      const venue = await deps.save({
        related_type: 'lecture',
        related_id: lectureId,
        latitude: coords.latitude,
        longitude: coords.longitude,
      });
      $phase.set({ phase: 'saved', venue: venueOf(venue) });
      deps.onSaved();
    } catch (error) {
      $phase.set({ phase: 'failed', message: errorMessage(error) });
    }
  }

  function run(): void {
    if (busy()) return;
    if (!deps.geolocation) {
      $phase.set({ phase: 'failed', message: { key: 'lectureQr.venue.unsupported' } });
      return;
    }
    $phase.set({ phase: 'locating' });
    deps.geolocation.getCurrentPosition(
      (position) => void save(position.coords),
      (error) => $phase.set({ phase: 'failed', message: positionMessage(error) }),
      VENUE_GEO_OPTIONS,
    );
  }

  return { $phase, run };
}
