import { useStore } from '@nanostores/react';
import { locationDetail } from '../../core/scanner/scanner-rules';
import type { LocationState, Scanner } from '../../core/scanner/scanner-store';
import { Button } from '../ui/controls';
import { AlertIcon, CheckCircleIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';

type BannerStatus = 'detecting' | 'verified' | 'error';

/** §2 banner states: a location not asked for yet is about to be (the page asks on load). */
function bannerStatus(location: LocationState): BannerStatus {
  if (location.status === 'granted') return 'verified';
  if (location.status === 'denied' || location.status === 'unsupported') return 'error';
  return 'detecting';
}

/** §2 location status banner: detecting, verified or error, with Retry when no location is held and none is being detected. */
export function LocationBanner({ scanner }: { scanner: Scanner }) {
  const { t, message, locale } = useI18n();
  const location = useStore(scanner.$location);
  const status = bannerStatus(location);
  return (
    <div className={`location-banner location-${status}`} part="location-banner" data-status={status}>
      <div className="location-text" role="status" aria-live="polite">
        {status === 'detecting' && <span className="spinner" aria-hidden="true" />}
        {status === 'verified' && <CheckCircleIcon />}
        {status === 'error' && <AlertIcon />}
        <div>
          <span className="sr-only">{t('scanner.location.label')}: </span>
          <strong>{t(`scanner.location.${status}`)}</strong>
          {location.status === 'denied' && (
            <p className="location-detail" part="location-detail" dir="auto">
              {message(locationDetail(location.detail, locale))}
            </p>
          )}
          {location.status === 'unsupported' && (
            <p className="location-detail" part="location-detail">
              {t('scanner.location.unsupported')}
            </p>
          )}
        </div>
      </div>
      {status === 'error' && (
        <Button variant="secondary" onClick={() => scanner.requestLocation()}>
          {t('scanner.location.retry')}
        </Button>
      )}
    </div>
  );
}
