import { Alert, Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/** A load failure of the list or a ticket: its message and a retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="tickets-error" part="error">
      <Alert variant="danger">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
