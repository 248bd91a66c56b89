import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { LectureQrData } from '../../core/api/schemas/attendance';
import { saveVenue } from '../../core/api/attendance';
import { lectureQrStore } from '../../core/lecture-qr/lecture-qr-store';
import { createVenueSetter, venueOf, venueRadiusText, type VenuePhase } from '../../core/lecture-qr/venue';
import { Button } from '../ui/controls';
import { PinIcon } from '../ui/attendance-icons';
import { useI18n } from '../ui/use-i18n';

/** The outcome line under the button: what is happening, what was set, or why it failed. */
function PhaseNote({ phase }: { phase: VenuePhase }) {
  const { t, locale, message } = useI18n();
  if (phase.phase === 'locating' || phase.phase === 'saving')
    return (
      <p className="venue-note" role="status">
        {t(`lectureQr.venue.${phase.phase}`)}
      </p>
    );
  if (phase.phase === 'saved') {
    const radius = venueRadiusText(phase.venue, locale);
    return (
      <p className="venue-note venue-saved" role="status" part="venue-saved">
        {radius ? t('lectureQr.venue.saved', { radius }) : t('lectureQr.venue.savedNoRadius')}
      </p>
    );
  }
  if (phase.phase === 'failed')
    return (
      <p className="venue-note venue-failed" role="alert" part="venue-error">
        {message(phase.message)}
      </p>
    );
  return null;
}

/** Beyond the spec: the venue scans are checked against, and "use my current location as the venue". */
export function VenuePanel({ lectureId, data }: { lectureId: string; data: LectureQrData }) {
  const { t, locale } = useI18n();
  const setter = useMemo(
    () =>
      createVenueSetter(lectureId, {
        geolocation: navigator.geolocation,
        save: saveVenue,
        onSaved: () => void lectureQrStore(lectureId).load({ force: true }),
      }),
    [lectureId],
  );
  const phase = useStore(setter.$phase);
  const venue = venueOf(data);
  const radius = venueRadiusText(venue, locale);
  const state =
    venue.kind === 'none'
      ? t('lectureQr.venue.none')
      : radius
        ? t('lectureQr.venue.set', { radius })
        : t('lectureQr.venue.setNoRadius');
  return (
    <section className="card venue controls" part="venue" data-venue={venue.kind}>
      <h2>{t('lectureQr.venue.title')}</h2>
      <p part="venue-state">{state}</p>
      <div>
        <Button
          variant="secondary"
          busy={phase.phase === 'locating' || phase.phase === 'saving'}
          onClick={setter.run}
          part="venue-use"
        >
          <PinIcon />
          {t('lectureQr.venue.use')}
        </Button>
      </div>
      <PhaseNote phase={phase} />
    </section>
  );
}
