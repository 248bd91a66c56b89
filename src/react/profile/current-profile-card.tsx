import { useId } from 'react';
import type { User } from '../../core/api/user';
import { shownName } from '../../core/profile/profile-rules';
import { useI18n } from '../ui/use-i18n';

/** The stored names as they are now (§2), with the 'Not set' fallback; follows the stored user live. */
export function CurrentProfileCard({ user }: { user: User }) {
  const { t } = useI18n();
  const headingId = useId();
  const name = shownName(user.name);
  const arabicName = shownName(user.arabic_name);
  const notSet = <span className="not-set">{t('profile.current.notSet')}</span>;
  return (
    <section className="card stack profile-current" part="current" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.current.title')}</h2>
      <dl className="name-list">
        <div>
          <dt>{t('profile.current.englishName')}</dt>
          <dd data-field="name">{name ? <bdi>{name}</bdi> : notSet}</dd>
        </div>
        <div>
          <dt>{t('profile.current.arabicName')}</dt>
          <dd data-field="arabic-name">{arabicName ? <bdi lang="ar">{arabicName}</bdi> : notSet}</dd>
        </div>
      </dl>
    </section>
  );
}
