import {
  CreatedTicketSchema,
  SupportTypeAnswer,
  TicketHistorySchema,
  TicketSchema,
  TicketTableSchema,
} from '../../../../src/core/api/schemas/tickets';
import {
  LEARNER_CLOSED_TICKET_ID,
  LEARNER_CLOSED_TICKET_NO,
  LEARNER_HOSTILE_TICKET_NO,
  LEARNER_OPEN_TICKET_ID,
  LEARNER_OPEN_TICKET_NO,
  TRAINER_TICKET_ID,
} from '../../../../demo/api/features/tickets/ids';
import { after, CONTRACT_LIMITS, type Contracts, ignored, schemaCheck } from './support';

// The support ticket routes with the client's reading of each answer.

/** The list screen's first call (§7: zero-based page, default size 10, every status). */
const TICKET_LIST = { status: -1, page: 0, limit: 10, search: '' };

const NEW_TICKET = {
  type: 'technical_support',
  title: 'Contract ticket',
  description: 'A description long enough to pass the rules.',
};

const REPLY = { ticket_id: LEARNER_OPEN_TICKET_ID, content: '<p>Any news?</p>', close_now: false };

/** §7: page 1, limit 100, search empty, status -1. */
const TYPE_LIST = { page: 1, limit: 100, search: '', status: -1 };

export const CONTRACTS: Contracts = {
  'POST support/ticket/table': {
    cases: [
      {
        title: 'first page',
        status: 200,
        call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: TICKET_LIST },
        client: schemaCheck(TicketTableSchema),
      },
      {
        title: 'filtered and searched',
        status: 200,
        call: {
          method: 'POST',
          path: 'support/ticket/table',
          as: 'learner',
          body: { ...TICKET_LIST, status: 2, search: 'certificate' },
        },
        client: schemaCheck(TicketTableSchema),
      },
      {
        title: 'past the end',
        status: 200,
        call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, page: 9 } },
        client: schemaCheck(TicketTableSchema),
      },
      {
        title: "support staff: everyone's tickets (#32)",
        status: 200,
        call: { method: 'POST', path: 'support/ticket/table', as: 'support', body: TICKET_LIST },
        client: schemaCheck(TicketTableSchema),
      },
      {
        title: 'newcomer (empty)',
        status: 200,
        call: { method: 'POST', path: 'support/ticket/table', as: 'newcomer', body: TICKET_LIST },
        client: schemaCheck(TicketTableSchema),
      },
      {
        title: 'unknown status',
        status: 422,
        call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, status: 4 } },
      },
      {
        title: 'limit too large',
        status: 422,
        call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, limit: 101 } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, page: 'first' } },
      },
      {
        title: 'search too long',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/table',
          as: 'learner',
          body: { ...TICKET_LIST, search: 'x'.repeat(101) },
        },
      },
    ],
  },
  'POST support/ticket/create': {
    cases: [
      {
        title: 'opens',
        status: 201,
        call: { method: 'POST', path: 'support/ticket/create', as: 'newcomer', body: NEW_TICKET },
        client: schemaCheck(CreatedTicketSchema),
      },
      {
        title: 'opens (full ticket)',
        status: 201,
        call: { method: 'POST', path: 'support/ticket/create', as: 'trainer', body: NEW_TICKET },
        client: schemaCheck(TicketSchema),
      },
      {
        title: 'missing fields',
        status: 422,
        call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: {} },
      },
      {
        title: 'description too short',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create',
          as: 'learner',
          body: { ...NEW_TICKET, description: 'Too short.' },
        },
      },
      {
        title: 'unknown type',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create',
          as: 'learner',
          body: { ...NEW_TICKET, type: 'billing' },
        },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: { ...NEW_TICKET, title: 7 } },
      },
      {
        title: 'over the hard cap',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create',
          as: 'learner',
          body: { ...NEW_TICKET, description: 'd'.repeat(4001) },
        },
      },
      {
        title: 'too many tickets',
        status: 429,
        call: after(
          CONTRACT_LIMITS.ticketsPerUser,
          { method: 'POST', path: 'support/ticket/create', as: 'learner', body: NEW_TICKET },
          (t) => t.login('learner'),
        ),
      },
    ],
  },
  'GET support/ticket/get/{ticketNo}': {
    cases: [
      {
        title: 'own ticket with history',
        status: 200,
        call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, as: 'learner' },
        client: schemaCheck(TicketSchema),
      },
      {
        title: 'hostile HTML as stored',
        status: 200,
        call: { path: `support/ticket/get/${LEARNER_HOSTILE_TICKET_NO}`, as: 'learner' },
        client: schemaCheck(TicketSchema),
      },
      {
        title: "another user's ticket",
        status: 404,
        call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, as: 'trainer' },
      },
      {
        title: "support staff: a learner's ticket (#32)",
        status: 200,
        call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, as: 'support' },
        client: schemaCheck(TicketSchema),
      },
      { title: 'missing', status: 404, call: { path: 'support/ticket/get/999999', as: 'learner' } },
      {
        title: 'an id, not a number',
        status: 404,
        call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_ID}`, as: 'learner' },
      },
      { title: 'not numeric', status: 404, call: { path: 'support/ticket/get/abc', as: 'learner' } },
    ],
  },
  'POST support/ticket/create/history': {
    cases: [
      {
        title: 'replies',
        status: 200,
        call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: REPLY },
        client: schemaCheck(TicketHistorySchema),
      },
      {
        title: 'replies and closes',
        status: 200,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, close_now: true },
        },
        client: ignored,
      },
      {
        title: "support staff answer a learner's ticket (#32)",
        status: 200,
        call: { method: 'POST', path: 'support/ticket/create/history', as: 'support', body: REPLY },
        client: schemaCheck(TicketHistorySchema),
      },
      {
        title: "support staff close a learner's ticket (#32)",
        status: 200,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'support',
          body: { ...REPLY, close_now: true },
        },
        client: schemaCheck(TicketHistorySchema),
      },
      {
        title: 'closed ticket',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, ticket_id: LEARNER_CLOSED_TICKET_ID },
        },
      },
      {
        title: 'blank reply',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, content: '  ' },
        },
      },
      {
        title: 'no ticket',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { content: 'Hello', close_now: false },
        },
      },
      {
        title: "another user's ticket",
        status: 404,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, ticket_id: TRAINER_TICKET_ID },
        },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, close_now: 'yes' },
        },
      },
      {
        title: 'too long',
        status: 422,
        call: {
          method: 'POST',
          path: 'support/ticket/create/history',
          as: 'learner',
          body: { ...REPLY, content: 'r'.repeat(5001) },
        },
      },
      {
        title: 'too many replies',
        status: 429,
        call: after(
          CONTRACT_LIMITS.ticketRepliesPerUser,
          { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: REPLY },
          (t) => t.login('learner'),
        ),
      },
    ],
  },
  'GET support/ticket/re_open/{id}': {
    cases: [
      {
        title: 'reopens a closed ticket',
        status: 200,
        call: { path: `support/ticket/re_open/${LEARNER_CLOSED_TICKET_ID}`, as: 'learner' },
        client: schemaCheck(TicketSchema),
      },
      {
        title: 'not closed',
        status: 422,
        call: { path: `support/ticket/re_open/${LEARNER_OPEN_TICKET_ID}`, as: 'learner' },
      },
      {
        title: "another user's ticket",
        status: 404,
        call: { path: `support/ticket/re_open/${TRAINER_TICKET_ID}`, as: 'learner' },
      },
      {
        title: 'a number, not an id',
        status: 404,
        call: { path: `support/ticket/re_open/${LEARNER_CLOSED_TICKET_NO}`, as: 'learner' },
      },
    ],
  },
  'POST base/support/type/table': {
    cases: [
      {
        title: 'the five types',
        status: 200,
        call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: TYPE_LIST },
        client: schemaCheck(SupportTypeAnswer),
      },
      {
        title: 'page zero (1-based here)',
        status: 422,
        call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: { ...TYPE_LIST, page: 0 } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: { ...TYPE_LIST, search: 5 } },
      },
    ],
  },
};
