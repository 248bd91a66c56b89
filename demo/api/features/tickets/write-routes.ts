import { CreateTicketBody, TicketReplyBody } from '../../../../src/core/api/schemas/tickets';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../../../src/core/tickets/ticket-rules';
import { canReopen, canReply, TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { throttleUser } from '../../rate-limit';
import { FieldErrors, text } from '../../validation';
import { newHistory, newTicket } from './records';
import { ownTicket } from './own-ticket';
import { publicHistory, publicTicket } from './view';

// Opening, replying to, closing and reopening the signed-in user's own tickets; §4's transitions are enforced here.

export function ticketWriteRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  router.post(
    'support/ticket/create',
    async (req) => {
      const user = req.currentUser;
      await throttleUser(req, limits.ticketsByUser, limits.settings.ticketsPerUser, ctx.now());
      const body = await req.body();
      const type = text(body, 'type').trim();
      const title = text(body, 'title').trim();
      const description = text(body, 'description');
      // §5 and §9: counted on the trimmed text, with the client's bounds.
      const length = description.trim().length;
      const errors = new FieldErrors(req);
      if (!type) errors.add('type', 'ticketTypeRequired');
      else if (!ctx.store.data.support_types.some((item) => item.value === type)) errors.add('type', 'ticketTypeInvalid');
      if (!title) errors.add('title', 'ticketTitleRequired');
      if (length === 0) errors.add('description', 'ticketDescriptionRequired');
      else if (length < DESCRIPTION_MIN) errors.add('description', 'ticketDescriptionMin');
      else if (length > DESCRIPTION_MAX) errors.add('description', 'ticketDescriptionMax');
      errors.throwIfAny();

      // The description is stored as given: HTML is sanitised only where it is shown.
      const ticket = newTicket(ctx.store.data, user, { type, title, description }, ctx.now());
      ctx.store.data.tickets.push(ticket);
      ctx.store.save();
      await limits.ticketsByUser.record(String(user.id), ctx.now());
      return req.ok('ticketCreated', publicTicket(ticket, req.lang, true), 201);
    },
    { auth: true, body: CreateTicketBody },
  );

  // `ticket_id` is the ticket's id, not its number.
  router.post(
    'support/ticket/create/history',
    async (req) => {
      const user = req.currentUser;
      await throttleUser(req, limits.ticketRepliesByUser, limits.settings.ticketRepliesPerUser, ctx.now());
      const body = await req.body();
      if (body.ticket_id === undefined || body.ticket_id === null || body.ticket_id === '') {
        const missing = new FieldErrors(req);
        missing.add('ticket_id', 'ticketIdRequired');
        missing.throwIfAny();
      }
      const ticket = ownTicket(ctx, req, 'id', body.ticket_id);
      const content = text(body, 'content');
      const errors = new FieldErrors(req);
      if (!canReply(ticket.status)) errors.add('status', 'ticketClosed');
      if (content.trim() === '') errors.add('content', 'replyRequired');
      errors.throwIfAny();

      const entry = newHistory(ctx.store.data, user, content, ctx.now());
      ticket.histories.push(entry);
      // Closing is the only change a reply makes: an open or re-opened ticket otherwise keeps its status.
      if (body.close_now === true) ticket.status = TICKET_STATUS.closed;
      ctx.store.save();
      await limits.ticketRepliesByUser.record(String(user.id), ctx.now());
      return req.ok('replyAdded', publicHistory(entry, req.lang));
    },
    { auth: true, body: TicketReplyBody },
  );

  router.get(
    'support/ticket/re_open/{id}',
    (req) => {
      const ticket = ownTicket(ctx, req, 'id', req.params.id);
      if (!canReopen(ticket.status)) {
        const errors = new FieldErrors(req);
        errors.add('status', 'reopenOnlyClosed');
        errors.throwIfAny();
      }
      ticket.status = TICKET_STATUS.reopened;
      ctx.store.save();
      return req.ok('ticketReopened', publicTicket(ticket, req.lang, true));
    },
    { auth: true },
  );
}
