import type { Role } from '../../core/roles/roles';
import { Alert, Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/** §8: 'Failed to load {role} dashboard data. Please try again.' with a retry. */
export function RoleFailure({ role, onRetry }: { role: Role; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="dash-failure" part="failure">
      <Alert variant="danger">
        <p>{t('dashboard.roleFailed', { role: t(`dashboard.role.${role}`) })}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </Alert>
    </div>
  );
}
