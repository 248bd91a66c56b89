import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';
import {
  answered,
  cleanUp,
  loadTicketsStore,
  signedIn,
  table,
  tableRequestFor,
  tick,
  ticket,
  watchTicket,
} from './tickets-test-support';

// §7 support/ticket/create, create/history and re_open through the real HTTP client (fetch stubbed); §4 the ticket
// reloads after a reply or reopen; §8 Tickets: create/reply/reopen messages, server message with HTML stripped.

const valid = {
  type: ' technical_support ',
  title: '  Cannot open lecture 3  ',
  description: '  The video player stays black after loading.  ',
};

beforeEach(signedIn);
afterEach(cleanUp);

describe('submitTicket (POST support/ticket/create)', () => {
  it('sends the trimmed body, toasts success, forgets cached lists and returns the new number and id', async () => {
    const api = stubFetch({
      'POST support/ticket/table': () => json({ data: table(3) }),
      'POST support/ticket/create': () => json({ message: 'Created', data: { id: 12, no: 1050 } }),
    });
    const s = await loadTicketsStore();
    await s.ticketListQuery(JSON.stringify(tableRequestFor(0))).get();
    expect(s.ticketListQuery(JSON.stringify(tableRequestFor(0))).peek()).toBeDefined();

    await expect(s.submitTicket(valid)).resolves.toEqual({ ticketNo: '1050', ticketId: '12' });
    expect(api.calls()).toEqual(['POST support/ticket/table', 'POST support/ticket/create']);
    expect(JSON.parse(await api.bodies[1]!)).toEqual({
      type: 'technical_support',
      title: 'Cannot open lecture 3',
      description: 'The video player stays black after loading.',
    });
    expect(s.$toasts.get().map((toast) => [toast.variant, textOf(toast.message), textOf(toast.message, 'ar')])).toEqual(
      [['success', 'Support ticket created successfully', 'تم إنشاء تذكرة الدعم بنجاح']],
    );
    expect(s.ticketListQuery(JSON.stringify(tableRequestFor(0))).peek()).toBeUndefined();
  });

  it('on a refusal toasts the server message with its HTML stripped and rejects', async () => {
    stubFetch({
      'POST support/ticket/create': () => json({ message: '<p>You have <b>too many</b> open tickets.</p>' }, 422),
    });
    const s = await loadTicketsStore();
    await expect(s.submitTicket(valid)).rejects.toMatchObject({ kind: 'http', status: 422 });
    expect(s.$toasts.get().map((toast) => [toast.variant, textOf(toast.message)])).toEqual([
      ['danger', 'You have too many open tickets.'],
    ]);
  });

  it.each([
    [
      'a 5xx',
      () => json({ message: 'SQLSTATE[42S02] table missing' }, 500),
      'Failed to create support ticket',
      'فشل إنشاء تذكرة الدعم',
    ],
    ['a refusal without a message', () => json({}, 400), 'Failed to create support ticket', 'فشل إنشاء تذكرة الدعم'],
    [
      'an answer without the new ticket',
      () => json({ data: { ok: true } }),
      'Failed to create support ticket',
      'فشل إنشاء تذكرة الدعم',
    ],
  ])('on %s toasts the fallback message', async (_case, answer, en, ar) => {
    stubFetch({ 'POST support/ticket/create': answer });
    const s = await loadTicketsStore();
    await expect(s.submitTicket(valid)).rejects.toBeInstanceOf(s.ApiError);
    expect(s.$toasts.get().map((toast) => [toast.variant, textOf(toast.message), textOf(toast.message, 'ar')])).toEqual(
      [['danger', en, ar]],
    );
  });

  it('on a network failure toasts the catalogue network message', async () => {
    stubFetch({});
    const s = await loadTicketsStore();
    await expect(s.submitTicket(valid)).rejects.toMatchObject({ kind: 'network' });
    expect(s.$toasts.get().map((toast) => textOf(toast.message))).toEqual([
      'Network error. Please check your internet connection.',
    ]);
  });

  it('on a 401 toasts nothing (the session announces it) and rejects', async () => {
    stubFetch({ 'POST support/ticket/create': () => json({ message: 'Unauthenticated.' }, 401) });
    const s = await loadTicketsStore();
    await expect(s.submitTicket(valid)).rejects.toMatchObject({ status: 401 });
    expect(s.$toasts.get()).toEqual([]);
  });
});

describe('createFailure', () => {
  it('puts the server words under the fields it names and keeps the message', async () => {
    const s = await loadTicketsStore();
    const error = s.parseErrorBody(422, {
      message: 'The given data was invalid.',
      data: {
        title: ['The title has already been taken.', 'second'],
        description: ['<b>Too</b> short'],
        priority: ['ignored'],
      },
    });
    const failure = s.createFailure(error);
    expect(failure.fields).toEqual({ title: 'The title has already been taken.', description: 'Too short' });
    expect(textOf(failure.message)).toBe('The given data was invalid.');
  });

  it('names no field for other failures', async () => {
    const s = await loadTicketsStore();
    expect(s.createFailure(new TypeError('x'))).toEqual({ message: { key: 'tickets.create.failed' }, fields: {} });
    expect(s.createFailure(s.parseErrorBody(500, { data: { title: ['x'] } })).message).toEqual({
      key: 'tickets.create.failed',
    });
  });
});

describe('sendReply (POST support/ticket/create/history) and reopen (GET support/ticket/re_open/{id})', () => {
  /** The ticket as the server holds it; a write moves `status`. */
  const server = { status: 1 };
  const getTicket = () => answered(server.status)();
  beforeEach(() => {
    server.status = 1;
  });

  it('a reply sends ticket_id, the trimmed content and close_now, then the watched ticket reloads', async () => {
    const api = stubFetch({
      'POST support/ticket/create/history': () => (
        (server.status = 2),
        json({ success: true, message: 'Reply added' })
      ),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    const outcome = await s.sendReply(ticket, '  Thanks, that fixed it.  ', true);
    expect(outcome).toEqual({ ok: true, message: { key: 'tickets.reply.success' } });
    expect(textOf(outcome.message)).toBe('Reply added successfully');
    expect(textOf(outcome.message, 'ar')).toBe('تمت إضافة الرد بنجاح');
    expect(JSON.parse(await api.bodies[1]!)).toEqual({
      ticket_id: '7',
      content: 'Thanks, that fixed it.',
      close_now: true,
    });
    await vi.waitFor(() => expect(s.ticketStore('1042').get()).toMatchObject({ status: 'ready', data: { status: 2 } }));
    expect(api.calls()).toEqual([
      'GET support/ticket/get/1042',
      'POST support/ticket/create/history',
      'GET support/ticket/get/1042',
    ]);
    expect(s.$toasts.get()).toEqual([]);
    stop();
  });

  it('close_now false is sent as false', async () => {
    const api = stubFetch({
      'POST support/ticket/create/history': () => json({ success: true }),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    await s.sendReply(ticket, 'More detail', false);
    expect(JSON.parse(await api.bodies[0]!)).toMatchObject({ close_now: false });
  });

  it('a refused reply (422) shows the server message and still reloads the ticket (its status may have moved)', async () => {
    const api = stubFetch({
      'POST support/ticket/create/history': () => json({ message: 'This ticket is <i>closed</i>.' }, 422),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    server.status = 2;
    const outcome = await s.sendReply(ticket, 'Hello', false);
    expect(outcome).toEqual({ ok: false, message: { text: 'This ticket is closed.' }, expired: false });
    await vi.waitFor(() => expect(s.ticketStore('1042').get().data?.status).toBe(2));
    expect(api.calls()).toEqual([
      'GET support/ticket/get/1042',
      'POST support/ticket/create/history',
      'GET support/ticket/get/1042',
    ]);
    stop();
  });

  it('a 5xx reply failure shows the fallback and reloads', async () => {
    const api = stubFetch({
      'POST support/ticket/create/history': () => json({ message: 'boom' }, 500),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    const outcome = await s.sendReply(ticket, 'Hello', false);
    expect(outcome).toEqual({ ok: false, message: { key: 'tickets.reply.failed' }, expired: false });
    expect(textOf(outcome.message)).toBe('Failed to add reply');
    expect(textOf(outcome.message, 'ar')).toBe('فشل إضافة الرد');
    await vi.waitFor(() =>
      expect(api.calls()).toEqual([
        'GET support/ticket/get/1042',
        'POST support/ticket/create/history',
        'GET support/ticket/get/1042',
      ]),
    );
    stop();
  });

  it.each([
    ['an expired session (401)', () => json({ message: 'Unauthenticated.' }, 401), { ok: false, expired: true }],
    ['the network', undefined, { ok: false, message: { key: 'errors.network' }, expired: false }],
  ])('a reply lost to %s does not reload', async (_case, answer, outcome) => {
    const api = stubFetch({
      ...(answer ? { 'POST support/ticket/create/history': answer } : {}),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    expect(await s.sendReply(ticket, 'Hello', false)).toMatchObject(outcome);
    await tick();
    expect(api.calls()).toEqual(['GET support/ticket/get/1042', 'POST support/ticket/create/history']);
    stop();
  });

  it('a reply forgets the cached lists (reply counts change)', async () => {
    stubFetch({
      'POST support/ticket/table': () => json({ data: table(1) }),
      'POST support/ticket/create/history': () => json({ success: true }),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const key = JSON.stringify(tableRequestFor(0));
    await s.ticketListQuery(key).get();
    await s.sendReply(ticket, 'Hello', false);
    expect(s.ticketListQuery(key).peek()).toBeUndefined();
  });

  it('reopen calls re_open with the ticket id, then the watched ticket reloads', async () => {
    server.status = 2;
    const api = stubFetch({
      'GET support/ticket/re_open/7': () => ((server.status = 3), json({ success: true })),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    const outcome = await s.reopen({ ...ticket, status: 2 });
    expect(outcome).toEqual({ ok: true, message: { key: 'tickets.reopen.success' } });
    expect(textOf(outcome.message)).toBe('Support ticket reopened successfully');
    expect(textOf(outcome.message, 'ar')).toBe('تمت إعادة فتح تذكرة الدعم بنجاح');
    await vi.waitFor(() => expect(s.ticketStore('1042').get()).toMatchObject({ status: 'ready', data: { status: 3 } }));
    expect(api.calls()).toEqual([
      'GET support/ticket/get/1042',
      'GET support/ticket/re_open/7',
      'GET support/ticket/get/1042',
    ]);
    stop();
  });

  it('a refused reopen (422) shows the server message and reloads', async () => {
    const api = stubFetch({
      'GET support/ticket/re_open/7': () => json({ message: 'Only a closed ticket can be reopened.' }, 422),
      'GET support/ticket/get/1042': getTicket,
    });
    const s = await loadTicketsStore();
    const stop = await watchTicket(s, '1042');
    const outcome = await s.reopen({ ...ticket, status: 2 });
    expect(outcome).toEqual({ ok: false, message: { text: 'Only a closed ticket can be reopened.' }, expired: false });
    await vi.waitFor(() =>
      expect(api.calls()).toEqual([
        'GET support/ticket/get/1042',
        'GET support/ticket/re_open/7',
        'GET support/ticket/get/1042',
      ]),
    );
    stop();
  });

  it('a failed reopen without a usable message shows the fallback; an expired one is marked expired', async () => {
    stubFetch({ 'GET support/ticket/re_open/7': () => json({}, 500), 'GET support/ticket/get/1042': getTicket });
    const s = await loadTicketsStore();
    const outcome = await s.reopen({ ...ticket, status: 2 });
    expect(textOf(outcome.message)).toBe('Failed to reopen support ticket');
    expect(textOf(outcome.message, 'ar')).toBe('فشل إعادة فتح تذكرة الدعم');
    stubFetch({ 'GET support/ticket/re_open/7': () => json({}, 401) });
    expect(await s.reopen({ ...ticket, status: 2 })).toMatchObject({ ok: false, expired: true });
  });
});
