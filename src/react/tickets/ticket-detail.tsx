import { useId, useRef, useState } from 'react';
import type { Ticket } from '../../core/api/schemas/tickets';
import { ticketTypeLabel } from '../../core/tickets/support-types';
import { formatTicketDate } from '../../core/tickets/ticket-dates';
import { LIST_PATH } from '../../core/tickets/ticket-paths';
import { canReopen, canReply } from '../../core/tickets/ticket-status';
import { isTicketMissing, reopen, ticketStore, type TicketOutcome } from '../../core/tickets/tickets-store';
import { Alert, Button, Spinner } from '../ui/controls';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { SanitizedHtml } from '../ui/sanitized-html';
import { localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { LoadFailed } from './load-failed';
import { useQueryState } from '../ui/use-query-state';
import { ReplyForm } from './reply-form';
import { StatusBadge } from './status-badge';
import { TicketHistoryList } from './ticket-history';
import { useTimedAlert } from './use-timed-alert';
import { useTypeOptions } from './use-type-options';

function BackLink() {
  const { t } = useI18n();
  return (
    <NavLink to={LIST_PATH} className="button button-text back-link" part="back">
      <ArrowBackIcon />
      {t('tickets.backToList')}
    </NavLink>
  );
}

/** §2 not-found card: the ticket is missing or not the user's (the server answers the same for both). */
function NotFound() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className="card stack tickets-empty" part="not-found" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('tickets.detail.notFoundTitle')}</h1>
      <p className="muted">{t('tickets.detail.notFoundBody')}</p>
      <NavLink to={LIST_PATH} className="button button-primary">
        {t('tickets.backToList')}
      </NavLink>
    </section>
  );
}

/** The ticket's facts (§2): name, email, created date, phone, training location and type. */
function TicketFacts({ ticket }: { ticket: Ticket }) {
  const { t, locale } = useI18n();
  const types = useTypeOptions();
  // What people wrote (the name, the place) takes its own direction; addresses and numbers read left to right.
  const facts: [string, string | null | undefined, 'ltr' | 'auto' | undefined][] = [
    [t('tickets.detail.name'), ticket.name, 'auto'],
    [t('tickets.detail.email'), ticket.email, 'ltr'],
    [t('tickets.detail.created'), formatTicketDate(ticket, locale, true), undefined],
    [t('tickets.detail.phone'), ticket.phone, 'ltr'],
    [t('tickets.detail.location'), ticket.training_location, 'auto'],
    [t('tickets.detail.type'), ticketTypeLabel(ticket.type, types.options), undefined],
  ];
  return (
    <dl className="ticket-facts" part="facts">
      {facts.map(([label, value, dir]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir={value ? dir : undefined}>
            {value || <span className="muted">{t('tickets.detail.notProvided')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** §2 ticket detail: facts, the original message, the conversation, and reply, close or reopen by status (§4). */
export function TicketDetail({ ticketNo }: { ticketNo: string }) {
  const { t, message, locale } = useI18n();
  const store = ticketStore(ticketNo);
  const state = useQueryState(store);
  const [alert, setAlert] = useTimedAlert();
  const [reopening, setReopening] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const messageId = useId();

  if (!state.data) {
    if (state.status === 'error' && isTicketMissing(state.error))
      return (
        <>
          <BackLink />
          <NotFound />
        </>
      );
    if (state.status === 'error') {
      return (
        <div className="stack">
          <BackLink />
          <LoadFailed message={t('tickets.detail.failed')} onRetry={() => void store.load({ force: true })} />
        </div>
      );
    }
    return (
      <div className="tickets-loading" part="loading" aria-busy="true">
        <Spinner label={t('tickets.detail.loading')} />
      </div>
    );
  }

  const ticket = state.data;
  const show = (outcome: TicketOutcome) => {
    if (outcome.ok === false && outcome.expired) return;
    setAlert({ variant: outcome.ok ? 'success' : 'danger', message: outcome.message });
    // The button or form that was used may go with the new status (closed, reopened): focus stays on the page.
    heading.current?.focus();
  };
  const onReopen = async () => {
    setReopening(true);
    try {
      show(await reopen(ticket));
    } finally {
      setReopening(false);
    }
  };

  return (
    <div className="stack ticket-detail">
      <BackLink />
      <header className="tickets-header" part="header">
        <div>
          <h1 id={headingId} ref={heading} tabIndex={-1} dir="auto">
            {ticket.title}
          </h1>
          <p className="ticket-number muted" dir="auto">
            {t('tickets.detail.number', { no: localDigits(ticket.no, locale) })}
          </p>
        </div>
        <StatusBadge status={ticket.status} />
      </header>
      {/* Always mounted, so the outcome filled in later is announced. */}
      <div className="ticket-outcome" aria-live="polite">
        {alert && <Alert variant={alert.variant}>{message(alert.message)}</Alert>}
      </div>
      {state.status === 'error' && (
        <LoadFailed message={t('tickets.detail.failed')} onRetry={() => void store.load({ force: true })} />
      )}
      <section className="card stack" part="details" aria-label={t('tickets.detail.details')}>
        <TicketFacts ticket={ticket} />
      </section>
      <section className="card stack" part="message" aria-labelledby={messageId}>
        <h2 id={messageId}>{t('tickets.detail.message')}</h2>
        <SanitizedHtml className="ticket-html" html={ticket.description ?? ''} />
      </section>
      <TicketHistoryList histories={ticket.histories ?? []} />
      {!canReply(ticket.status) && (
        <div className="ticket-closed" part="closed-notice">
          <Alert variant="warning">{t('tickets.detail.closedNotice')}</Alert>
        </div>
      )}
      {canReopen(ticket.status) && (
        <div>
          <Button variant="secondary" busy={reopening} onClick={() => void onReopen()} part="reopen">
            {reopening ? t('tickets.reopen.busy') : t('tickets.reopen.button')}
          </Button>
        </div>
      )}
      {canReply(ticket.status) && <ReplyForm ticket={ticket} onOutcome={show} />}
    </div>
  );
}
