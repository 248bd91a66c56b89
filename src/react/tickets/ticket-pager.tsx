import type { PageView } from '../../core/tickets/list-query';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/** §2 previous / next with 'page x of y' (shown only when there is more than one page). */
export function TicketPager({ view, onPage }: { view: PageView; onPage: (page: number) => void }) {
  const { t } = useI18n();
  return (
    <nav className="ticket-pager" part="pager" aria-label={t('tickets.pager.label')}>
      <Button variant="secondary" disabled={!view.hasPrevious} onClick={() => onPage(view.page - 1)}>
        {t('tickets.pager.previous')}
      </Button>
      <span part="page-status" aria-live="polite">
        {t('tickets.pager.page', { page: view.page, pages: view.pages })}
      </span>
      <Button variant="secondary" disabled={!view.hasNext} onClick={() => onPage(view.page + 1)}>
        {t('tickets.pager.next')}
      </Button>
    </nav>
  );
}
