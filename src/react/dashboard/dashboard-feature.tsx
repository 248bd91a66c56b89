import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $dashboardView } from '../../core/roles/dashboard-view';
import type { Role } from '../../core/roles/roles';
import type { QueryState } from '../../core/query/query-store';
import formsCss from '../ui/styles/forms.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import css from './dashboard.css?inline';
import { LearnerDashboard } from './learner-dashboard';
import { PendingTrainerNotice } from './pending-trainer-notice';
import { RoleFailure } from './role-failure';
import { DashboardSkeleton } from './skeletons';
import { TrainerDashboard } from './trainer-dashboard';
import { useDashboards } from './use-dashboards';

const STYLES = [formsCss, statusCss, css];

/** What a view's card area shows: skeletons until the first answer, the role's failure with a retry, or the cards. */
function ViewBody<T>({
  role,
  state,
  onRetry,
  render,
}: {
  role: Role;
  state: QueryState<T>;
  onRetry: () => void;
  render: (data: T) => ReactNode;
}) {
  if (state.data !== undefined) return <>{render(state.data)}</>;
  if (state.status === 'error') return <RoleFailure role={role} onRetry={onRetry} />;
  return <DashboardSkeleton view={role} />;
}

/**
 * `<academy-dashboard>` (§2 Dashboard): the trainer or learner dashboard by role; a user with both roles
 * follows the shell's toggle (one shared store) and has both loaded at once.
 */
export default function DashboardFeature() {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  // A user with neither role known is shown the learner dashboard (the general one).
  const view: Role = useStore($dashboardView) ?? 'learner';
  const userId = session.isAuthenticated ? (session.user?.id ?? null) : null;
  const dashboards = useDashboards(userId, session.roles, view);

  if (!session.isAuthenticated) {
    if (session.isLoading) return <DashboardSkeleton view={view} />;
    return (
      <p className="card dash-guest" part="guest">
        {t('dashboard.guest')}
      </p>
    );
  }
  if (!userId) return <DashboardSkeleton view={view} />;
  return (
    <div className="dashboard" data-view={view}>
      <h1 className="dash-title" part="title">
        {view === 'trainer' ? t('dashboard.trainerTitle') : t('dashboard.learnerTitle')}
      </h1>
      {session.user?.trainer_approval === 'pending' && <PendingTrainerNotice />}
      {view === 'trainer' ? (
        <ViewBody
          role="trainer"
          state={dashboards.trainer}
          onRetry={() => dashboards.retry('trainer')}
          render={(data) => <TrainerDashboard data={data} />}
        />
      ) : (
        <ViewBody
          role="learner"
          state={dashboards.learner}
          onRetry={() => dashboards.retry('learner')}
          render={(data) => <LearnerDashboard data={data} />}
        />
      )}
    </div>
  );
}
