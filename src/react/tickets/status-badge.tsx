import { statusName } from '../../core/tickets/ticket-status';
import { useI18n } from '../ui/use-i18n';

/** §4 status badge: Open, Closed, Re-Opened or Unknown, coloured by status. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useI18n();
  const name = statusName(status);
  return (
    <span className={`badge badge-${name}`} part="status-badge" data-status={name}>
      {t(`tickets.status.${name}`)}
    </span>
  );
}
