import type { Ticket } from '../../core/api/schemas/tickets';
import { pluralForm } from '../../core/locale/plural';
import { formatTicketDate } from '../../core/tickets/ticket-dates';
import { ticketPath } from '../../core/tickets/ticket-paths';
import { NavLink } from '../ui/nav-link';
import { localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { StatusBadge } from './status-badge';

/** One list row (§2): title, #no, status badge, view button, author, reply count and created date. */
export function TicketRow({ ticket }: { ticket: Ticket }) {
  const { t, locale } = useI18n();
  const replies = ticket.replies ?? ticket.histories?.length ?? 0;
  const created = formatTicketDate(ticket, locale);
  return (
    <li className="ticket-row" part="row" data-ticket-no={ticket.no}>
      <div className="ticket-row-main">
        <h3 className="ticket-title" dir="auto">
          {ticket.title}
        </h3>
        <span className="muted ticket-no" dir="ltr">
          {t('tickets.results.number', { no: localDigits(ticket.no, locale) })}
        </span>
        <StatusBadge status={ticket.status} />
      </div>
      <div className="ticket-row-meta muted">
        {ticket.name && <span>{t('tickets.results.author', { name: ticket.name })}</span>}
        <span>{t(`tickets.results.replies.${pluralForm(replies)}`, { count: replies })}</span>
        {created && <span>{t('tickets.results.created', { date: created })}</span>}
      </div>
      <NavLink
        to={ticketPath(ticket.no)}
        className="button button-secondary ticket-view"
        part="view"
        aria-label={t('tickets.results.viewTicket', { title: ticket.title })}
      >
        {t('tickets.results.view')}
      </NavLink>
    </li>
  );
}
