import { useId } from 'react';
import type { TicketHistory } from '../../core/api/schemas/tickets';
import { formatTicketDate } from '../../core/tickets/ticket-dates';
import { SanitizedHtml } from '../ui/sanitized-html';
import { useI18n } from '../ui/use-i18n';

/** §2 conversation history, oldest first: author (`user.name` or `name`), date and the reply's HTML (sanitised). */
export function TicketHistoryList({ histories }: { histories: readonly TicketHistory[] }) {
  const { t, locale } = useI18n();
  const headingId = useId();
  return (
    <section className="card stack" part="history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('tickets.detail.history')}</h2>
      {histories.length === 0 ? (
        <p className="muted">{t('tickets.detail.noHistory')}</p>
      ) : (
        <ol className="ticket-history">
          {histories.map((entry) => (
            <li key={entry.id} className="ticket-history-item" part="history-item">
              <div className="ticket-history-head">
                <strong>
                  <bdi>{entry.user?.name || entry.name}</bdi>
                </strong>
                <span className="muted">{formatTicketDate(entry, locale, true)}</span>
              </div>
              <SanitizedHtml className="ticket-html" html={entry.content} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
