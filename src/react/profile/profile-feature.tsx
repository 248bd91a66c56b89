import { useCallback, useEffect, useRef } from 'react';
import { profileLayout } from '../../core/profile/profile-rules';
import { scheduleActivityReload } from '../../core/profile/profile-store';
import { Alert, Spinner } from '../ui/controls';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import formsCss from '../ui/styles/forms.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { ActivityCard } from './activity-card';
import { CalendarCard } from './calendar-card';
import { CurrentProfileCard } from './current-profile-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { ProfileForm } from './profile-form';
import css from './profile.css?inline';

const STYLES = [formsCss, statusCss, css];
const DASHBOARD_PATH = '/dashboard';

/**
 * `<academy-profile>` (§2 "Profile settings"): back button, the current names, the name form and the recent
 * activity, in the trainer layout for trainers and instructors and the learner layout otherwise.
 */
export default function ProfileFeature() {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  const cancelReload = useRef<(() => void) | null>(null);
  const userId = session.user?.id;

  // §4: the history reloads 1 s after a successful update; a newer update restarts the wait.
  const onSaved = useCallback(() => {
    cancelReload.current?.();
    if (userId) cancelReload.current = scheduleActivityReload(userId);
  }, [userId]);
  useEffect(() => () => cancelReload.current?.(), []);

  if (session.isLoading) {
    return (
      <div className="profile-page" part="loading" aria-busy="true">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!session.user) {
    return (
      <div className="profile-page" part="page">
        <Alert variant="primary">{t('profile.signedOut')}</Alert>
      </div>
    );
  }

  const layout = profileLayout(session.roles.length ? session.roles : session.user.roles);
  return (
    <div className={`profile-page layout-${layout}`} part={`page layout layout-${layout}`} data-layout={layout}>
      <header className="profile-header">
        <NavLink to={DASHBOARD_PATH} className="button button-text back-link" part="back">
          <ArrowBackIcon />
          {t('common.backToDashboard')}
        </NavLink>
        <div className="profile-title">
          <h1>{t('profile.title')}</h1>
          <span className="role-label" part="role-label">
            {t(`profile.layout.${layout}`)}
          </span>
        </div>
      </header>
      <div className="profile-grid">
        <div className="profile-main stack">
          <CurrentProfileCard user={session.user} />
          <ProfileForm key={session.user.id} user={session.user} onSaved={onSaved} />
          <CalendarCard />
          <MailPreferencesCard userId={session.user.id} />
        </div>
        <ActivityCard userId={session.user.id} />
      </div>
    </div>
  );
}
