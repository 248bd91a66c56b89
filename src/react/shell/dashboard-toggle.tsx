import { useStore } from '@nanostores/react';
import { $dashboardView, chooseDashboardView } from '../../core/roles/dashboard-view';
import type { Role } from '../../core/roles/roles';
import { useI18n } from '../ui/use-i18n';

const OPTIONS: readonly { view: Role; key: 'shell.learnerView' | 'shell.trainerView' }[] = [
  { view: 'learner', key: 'shell.learnerView' },
  { view: 'trainer', key: 'shell.trainerView' },
];

/** Two-option segmented control bound to the shared dashboard view (trainers and instructors only). */
export function DashboardToggle() {
  const { t } = useI18n();
  const view = useStore($dashboardView);
  return (
    <div className="segmented" role="group" aria-label={t('shell.dashboardView')} part="dashboard-toggle">
      {OPTIONS.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          onClick={() => chooseDashboardView(option.view)}
        >
          {t(option.key)}
        </button>
      ))}
    </div>
  );
}
