import { eq } from 'drizzle-orm';
import { CreateTicketBody, TicketReplyBody } from '../../../../src/core/api/schemas/tickets';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../../../src/core/tickets/ticket-rules';
import { canReopen, canReply, TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import { typedTextAsHtml } from '../../../../src/core/tickets/typed-text';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { refundOnFailure, throttleUser } from '../../rate-limit';
import { FieldErrors, text } from '../../validation';
import { contactOf } from './contact';
import { isSupportStaff, reachableTicket } from './ticket-access';
import { queueTicketNotice } from './ticket-notices';
import { historiesOf, insertTicket, isSupportType } from './queries';
import { newHistory, newTicket, storable } from './records';
import { ticketHistories, tickets } from './schema';
import { publicHistory, publicTicket } from './view';

// Opening, replying to, closing and reopening the signed-in user's own tickets (support staff: anyone's); §4's transitions are enforced here,
// each change in one transaction that holds the ticket's row.

/** Declares support/ticket/create, support/ticket/create/history and support/ticket/re_open/{id}. */
export function ticketWriteRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  router.post(
    'support/ticket/create',
    async (req) => {
      const user = req.currentUser;
      const tickets = limits.get('ticketsPerUser');
      const hit = await throttleUser(req, tickets, ctx.now());
      // Only a ticket opened counts; a refused form gives its hit back.
      return refundOnFailure(tickets, hit, async () => {
        const body = await req.body();
        const type = text(body, 'type').trim();
        const title = storable(text(body, 'title')).trim();
        const description = storable(text(body, 'description'));
        // §5 and §9: counted on the trimmed text, with the client's bounds.
        const length = description.trim().length;
        const errors = new FieldErrors(req);
        if (!type) errors.add('type', 'ticketTypeRequired');
        else if (!(await isSupportType(ctx.db, type))) errors.add('type', 'ticketTypeInvalid');
        if (!title) errors.add('title', 'ticketTitleRequired');
        if (length === 0) errors.add('description', 'ticketDescriptionRequired');
        else if (length < DESCRIPTION_MIN) errors.add('description', 'ticketDescriptionMin');
        else if (length > DESCRIPTION_MAX) errors.add('description', 'ticketDescriptionMax');
        errors.throwIfAny();

        // Typed text, never markup: stored as the HTML that shows it as typed. Places come from batch's directory.
        const fields = { type, title, description: typedTextAsHtml(description) };
        const ticket = await insertTicket(ctx.db, newTicket(user, await contactOf(ctx.db, user), fields, ctx.now()));
        return req.ok('ticketCreated', publicTicket(ticket, 0, req.lang, [], req.currentUser.calendar), 201);
      });
    },
    { auth: true, body: CreateTicketBody },
  );

  // `ticket_id` is the ticket's id, not its number.
  router.post(
    'support/ticket/create/history',
    async (req) => {
      const user = req.currentUser;
      const replies = limits.get('ticketRepliesPerUser');
      const hit = await throttleUser(req, replies, ctx.now());
      // Only a reply sent counts.
      return refundOnFailure(replies, hit, async () => {
        const body = await req.body();
        if (body.ticket_id === undefined || body.ticket_id === null || body.ticket_id === '') {
          const missing = new FieldErrors(req);
          missing.add('ticket_id', 'ticketIdRequired');
          missing.throwIfAny();
        }
        const entry = await ctx.db.transaction(async (tx) => {
          const ticket = await reachableTicket(tx, req, 'id', body.ticket_id, true);
          const content = storable(text(body, 'content'));
          const errors = new FieldErrors(req);
          if (!canReply(ticket.status)) errors.add('status', 'ticketClosed');
          if (content.trim() === '') errors.add('content', 'replyRequired');
          errors.throwIfAny();

          const [created] = await tx
            .insert(ticketHistories)
            .values(newHistory(ticket.id, user, typedTextAsHtml(content), ctx.now()))
            .returning();
          // Closing is the only change a reply makes: an open or re-opened ticket otherwise keeps its status.
          const closing = body.close_now === true;
          if (closing) await tx.update(tickets).set({ status: TICKET_STATUS.closed }).where(eq(tickets.id, ticket.id));
          // Support staff answering someone else's ticket tells its owner (#32); the owner's own replies tell no one.
          const staffAnswer = ticket.user_id !== user.id && isSupportStaff(user);
          if (staffAnswer) await queueTicketNotice(ctx, tx, ticket, content, closing);
          return { created, staffAnswer };
        });
        if (!entry.created) throw new Error('insert into ticket_histories returned no row');
        if (entry.staffAnswer) ctx.mail.wake();
        return req.ok('replyAdded', publicHistory(entry.created, req.lang, req.currentUser.calendar));
      });
    },
    { auth: true, body: TicketReplyBody },
  );

  router.get(
    'support/ticket/re_open/{id}',
    async (req) => {
      const { ticket, histories } = await ctx.db.transaction(async (tx) => {
        const found = await reachableTicket(tx, req, 'id', req.params.id, true);
        if (!canReopen(found.status)) {
          const errors = new FieldErrors(req);
          errors.add('status', 'reopenOnlyClosed');
          errors.throwIfAny();
        }
        const [reopened] = await tx
          .update(tickets)
          .set({ status: TICKET_STATUS.reopened })
          .where(eq(tickets.id, found.id))
          .returning();
        return { ticket: reopened ?? found, histories: await historiesOf(tx, found.id) };
      });
      return req.ok(
        'ticketReopened',
        publicTicket(ticket, histories.length, req.lang, histories, req.currentUser.calendar),
      );
    },
    { auth: true },
  );
}
