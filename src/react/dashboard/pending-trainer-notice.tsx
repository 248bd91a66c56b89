import { useId } from 'react';
import { AlertIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';

/** A trainer account made by sign-up, not approved yet: says why the trainer dashboard is not there (#29 item 7). */
export function PendingTrainerNotice() {
  const { t } = useI18n();
  const id = useId();
  return (
    <section
      className="dash-banner dash-notice"
      part="pending-trainer"
      data-card="pending-trainer"
      aria-labelledby={id}
    >
      <AlertIcon />
      <div>
        <h2 id={id}>{t('dashboard.pendingTrainer.title')}</h2>
        <p>{t('dashboard.pendingTrainer.text')}</p>
      </div>
    </section>
  );
}
