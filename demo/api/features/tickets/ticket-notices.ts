import { ticketPath } from '../../../../src/core/tickets/ticket-paths';
import { localDigits } from '../../../../src/core/locale/numbers';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { isolated, type MailContent } from '../../mail/content';
import { notify } from '../../notifications';
import type { Lang } from '../../types';
import { findById } from '../../users';
import type { TicketRecord } from './types';

// "Ticket answered" and "ticket closed" (#32): support staff's reply, or their close, reaches the ticket's owner in
// the app and by email, in the owner's last-used language, written in the reply's transaction.

/** How much of the reply the mail quotes. */
const EXCERPT_MAX = 300;

/** The reply as one line of plain text, cut at a word near `EXCERPT_MAX` (the layout escapes it in the HTML part). */
export function excerptOf(typed: string): string {
  const flat = typed.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const cut = flat.slice(0, EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function ticketMail(ctx: ApiContext, lang: Lang, ticket: TicketRecord, excerpt: string, closed: boolean): MailContent {
  const params = { number: localDigits(String(ticket.no), lang), title: isolated(ticket.title) };
  const subject = ctx.translate(lang, closed ? 'mailTicketClosedSubject' : 'mailTicketAnsweredSubject', params);
  return {
    subject,
    preview: excerpt,
    heading: ctx.translate(lang, closed ? 'mailTicketClosedHeading' : 'mailTicketAnsweredHeading'),
    paragraphs: [
      ctx.translate(lang, closed ? 'mailTicketClosedBody' : 'mailTicketAnsweredBody', params),
      ctx.translate(lang, 'mailTicketQuote', { excerpt: isolated(excerpt) }),
      ...(closed ? [ctx.translate(lang, 'mailTicketReopen')] : []),
    ],
    action: {
      label: ctx.translate(lang, 'mailTicketAction'),
      url: `${ctx.publicOrigin}${ticketPath(String(ticket.no))}`,
    },
  };
}

/** Queues, on `tx`, the owner's notification and mail for support's reply `typed` (which closed it, with `closed`). */
export async function queueTicketNotice(
  ctx: ApiContext,
  tx: Db,
  ticket: TicketRecord,
  typed: string,
  closed: boolean,
): Promise<void> {
  const owner = await findById(tx, ticket.user_id);
  if (!owner) return;
  const kind = closed ? 'ticket-closed' : 'ticket-answered';
  const params = { ticket_no: String(ticket.no), title: ticket.title };
  await notify(tx, [{ userId: owner.id, kind, params, path: ticketPath(String(ticket.no)) }], ctx.now());
  const content = ticketMail(ctx, owner.locale, ticket, excerptOf(typed), closed);
  await ctx.mail.queue(tx, {
    to: owner.email,
    userId: owner.id,
    kind: 'ticket-updates',
    locale: owner.locale,
    content,
  });
}
