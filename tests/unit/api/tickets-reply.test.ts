// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BOTH_TICKET_ID,
  BOTH_TICKET_NO,
  LEARNER_CLOSED_TICKET_ID,
  LEARNER_CLOSED_TICKET_NO,
  LEARNER_OPEN_TICKET_ID,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_REOPENED_TICKET_ID,
  LEARNER_REOPENED_TICKET_NO,
  TRAINER_TICKET_ID,
  TRAINER_TICKET_NO,
} from '../../../demo/api/features/tickets/ids';
import { TICKETS_LIMITS } from '../../../demo/api/features/tickets/limits';
import { useTestApi, type TestApi } from './helpers';

// POST support/ticket/create/history (reply, close_now) and GET support/ticket/re_open/{id}: §4 transitions, own tickets only.

interface Ticket {
  id: number;
  status: number;
  replies: number;
  histories: { content: string; name: string }[];
}

function ticketApi(t: TestApi) {
  return {
    async reply(body: Record<string, unknown>, as = 'learner', lang?: string) {
      return t.call<Record<string, unknown>>('support/ticket/create/history', {
        token: await t.login(as),
        body: { close_now: false, ...body },
        lang,
      });
    },
    async reopen(id: number | string, as = 'learner', lang?: string) {
      return t.call<Ticket>(`support/ticket/re_open/${id}`, { token: await t.login(as), lang });
    },
    async get(no: number, as = 'learner', lang?: string) {
      return (await t.call<Ticket>(`support/ticket/get/${no}`, { token: await t.login(as), lang })).body.data;
    },
  };
}

// One API for the file (a test's writes are undone by the re-seed before the next).
const t = useTestApi();

describe('support/ticket/create/history: replies to own, not-closed tickets', () => {
  const api = ticketApi(t);

  it("appends the user's typed reply as text (escaped HTML), keeps the ticket open, and answers the entry", async () => {
    const content =
      '&lt;p&gt;Still &amp; still &lt; 6 x&lt;y&gt;z&lt;/p&gt;&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;';
    const res = await api.reply({
      ticket_id: LEARNER_OPEN_TICKET_ID,
      content: '<p>Still & still < 6 x<y>z</p><img src=x onerror="alert(\'1\')">',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Reply added successfully');
    expect(res.body.data).toMatchObject({
      content,
      name: 'Layla Learner',
      user: { name: 'Layla Learner' },
      created_at: new Date(t.clock.now).toISOString(),
    });
    const ticket = await api.get(LEARNER_OPEN_TICKET_NO);
    expect(ticket).toMatchObject({ status: 1, replies: 3 });
    expect(ticket.histories.at(-1)).toMatchObject({ content, name: 'Layla Learner' });
    const ar = await api.reply({ ticket_id: String(LEARNER_OPEN_TICKET_ID), content: 'ردّ آخر' }, 'learner', 'ar');
    expect(ar.body.message).toBe('تمت إضافة الرد بنجاح');
    expect(ar.body.data).toMatchObject({ name: 'ليلى المتعلمة', user: { name: 'ليلى المتعلمة' } });
  });

  // #29 item 12: an Arabic page names the ticket's author and each reply's author in Arabic where they have a name.
  it('answers names in the page language: the Arabic name kept with the ticket and each entry, the support team too', async () => {
    await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Any news?' });
    const [en, ar] = [await api.get(LEARNER_OPEN_TICKET_NO), await api.get(LEARNER_OPEN_TICKET_NO, 'learner', 'ar')];
    const names = (ticket: Ticket & { name?: string }) => [ticket.name, ...ticket.histories.map((entry) => entry.name)];
    expect(names(en)).toEqual(['Layla Learner', 'Support Team', 'Layla Learner', 'Layla Learner']);
    expect(names(ar)).toEqual(['ليلى المتعلمة', 'فريق الدعم', 'ليلى المتعلمة', 'ليلى المتعلمة']);
  });

  it('close_now closes an open ticket; a re-opened one stays re-opened without it', async () => {
    await api.reply({ ticket_id: LEARNER_REOPENED_TICKET_ID, content: 'Any update?' });
    expect((await api.get(LEARNER_REOPENED_TICKET_NO)).status).toBe(3);
    await api.reply({ ticket_id: LEARNER_REOPENED_TICKET_ID, content: 'Solved now, thanks.', close_now: true });
    expect((await api.get(LEARNER_REOPENED_TICKET_NO)).status).toBe(2);
    await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Closing.', close_now: true });
    expect((await api.get(LEARNER_OPEN_TICKET_NO)).status).toBe(2);
  });

  it('refuses a reply to a closed ticket (422, both languages) and stores nothing', async () => {
    const before = await api.get(LEARNER_CLOSED_TICKET_NO);
    const en = await api.reply({ ticket_id: LEARNER_CLOSED_TICKET_ID, content: 'Hello?' });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('This ticket is closed. Reopen it to reply.');
    expect(en.body.data).toEqual({ status: ['This ticket is closed. Reopen it to reply.'] });
    const ar = await api.reply({ ticket_id: LEARNER_CLOSED_TICKET_ID, content: 'Hello?' }, 'learner', 'ar');
    expect(ar.body.message).toBe('هذه التذكرة مغلقة. أعد فتحها للرد.');
    expect(await api.get(LEARNER_CLOSED_TICKET_NO)).toEqual(before);
  });

  it('refuses a blank reply, even with close_now, and leaves the ticket as it was', async () => {
    for (const content of ['', '   ', '\n\t ']) {
      const en = await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content, close_now: true });
      expect(en.status).toBe(422);
      expect(en.body.data).toEqual({ content: ['The reply field is required.'] });
    }
    expect((await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID }, 'learner', 'ar')).body.message).toBe(
      'حقل الرد مطلوب.',
    );
    expect(await api.get(LEARNER_OPEN_TICKET_NO)).toMatchObject({ status: 1, replies: 2 });
  });

  it('needs a ticket_id, and caps the reply at 5000 characters', async () => {
    const missing = await api.reply({ content: 'Hello' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('The ticket_id field is required.');
    expect((await api.reply({ ticket_id: '', content: 'Hello' }, 'learner', 'ar')).body.message).toBe(
      'حقل رقم التذكرة مطلوب.',
    );
    expect((await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'r'.repeat(5000) })).status).toBe(200);
    const long = await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'r'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('The content may not be greater than 5000 characters.');
    expect((await api.reply({ ticket_id: true, content: 'Hello' })).status).toBe(422);
    expect((await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Hello', close_now: 'yes' })).status).toBe(
      422,
    );
  });

  it("answers another user's ticket, a number or a malformed id exactly like a missing one", async () => {
    const missing = await api.reply({ ticket_id: 999, content: 'Hello' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Ticket not found.', status_text: 'Not Found', data: null });
    for (const ticketId of [
      TRAINER_TICKET_ID,
      String(TRAINER_TICKET_ID),
      LEARNER_OPEN_TICKET_NO,
      24.5,
      -24,
      'abc',
      ' 24',
    ]) {
      const res = await api.reply({ ticket_id: ticketId, content: 'Hello', close_now: true });
      expect(res.status, String(ticketId)).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Hello' }, 'trainer')).status).toBe(404);
    expect(await api.get(TRAINER_TICKET_NO, 'trainer')).toMatchObject({ status: 3, replies: 3 });
    expect(await api.get(LEARNER_OPEN_TICKET_NO)).toMatchObject({ status: 1, replies: 2 });
  });
});

describe('support/ticket/re_open/{id}: only own closed tickets', () => {
  const api = ticketApi(t);

  it('reopens a closed ticket to Re-Opened, answering the ticket, and replies are allowed again', async () => {
    const res = await api.reopen(LEARNER_CLOSED_TICKET_ID);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Support ticket reopened successfully');
    expect(res.body.data).toMatchObject({ id: LEARNER_CLOSED_TICKET_ID, status: 3, replies: 2 });
    expect((await api.get(LEARNER_CLOSED_TICKET_NO)).status).toBe(3);
    expect((await api.reply({ ticket_id: LEARNER_CLOSED_TICKET_ID, content: 'Back again.' })).status).toBe(200);
  });

  it('runs the whole cycle: reply and close, reopen, reply, close again', async () => {
    await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Done.', close_now: true });
    const reopened = await api.reopen(String(LEARNER_OPEN_TICKET_ID), 'learner', 'ar');
    expect(reopened.body.message).toBe('تمت إعادة فتح تذكرة الدعم بنجاح');
    await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'It came back.' });
    expect(await api.get(LEARNER_OPEN_TICKET_NO)).toMatchObject({ status: 3, replies: 4 });
    await api.reply({ ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Fixed for good.', close_now: true });
    expect((await api.get(LEARNER_OPEN_TICKET_NO)).status).toBe(2);
  });

  it.each([
    ['an open ticket', LEARNER_OPEN_TICKET_ID, LEARNER_OPEN_TICKET_NO, 1],
    ['a re-opened ticket', LEARNER_REOPENED_TICKET_ID, LEARNER_REOPENED_TICKET_NO, 3],
  ])('refuses %s with 422 in both languages', async (_what, id, no, status) => {
    const en = await api.reopen(id);
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Only a closed ticket can be reopened.');
    expect(en.body.data).toEqual({ status: ['Only a closed ticket can be reopened.'] });
    expect((await api.reopen(id, 'learner', 'ar')).body.message).toBe('لا يمكن إعادة فتح إلا التذكرة المغلقة.');
    expect((await api.get(no)).status).toBe(status);
  });

  it("answers another user's closed ticket, a number or a malformed id exactly like a missing one", async () => {
    const missing = await api.reopen(999);
    expect(missing.status).toBe(404);
    for (const [as, id] of [
      ['learner', BOTH_TICKET_ID],
      ['trainer', LEARNER_CLOSED_TICKET_ID],
      ['learner', LEARNER_CLOSED_TICKET_NO],
      ['learner', 'abc'],
      ['learner', '9'.repeat(30)],
    ] as const) {
      const res = await api.reopen(id, as);
      expect(res.status, `${as} ${id}`).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    expect((await api.get(BOTH_TICKET_NO, 'both')).status).toBe(2);
    expect((await api.get(LEARNER_CLOSED_TICKET_NO)).status).toBe(2);
  });
});

describe('ticket writes are rate-limited per user', () => {
  const t = useTestApi({ limits: { ticketsPerUser: 2, ticketRepliesPerUser: 3 } });
  const api = ticketApi(t);
  const NEW = {
    type: 'general_inquiry',
    title: 'Rate limit',
    description: 'A description of at least twenty characters.',
  };

  it('the defaults leave room for the e2e suite (about 10 tickets and 20 replies a run)', () => {
    expect(TICKETS_LIMITS.ticketsPerUser.max).toBeGreaterThanOrEqual(20);
    expect(TICKETS_LIMITS.ticketRepliesPerUser.max).toBeGreaterThanOrEqual(120);
  });

  it('counts created tickets per user per hour (refusals do not count), then 429 with Retry-After', async () => {
    const token = await t.login('learner');
    const create = (body: object, bearer = token) => t.call('support/ticket/create', { token: bearer, body });
    expect((await create({})).status).toBe(422);
    expect((await create(NEW)).status).toBe(201);
    expect((await create(NEW)).status).toBe(201);
    const limited = await create(NEW);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(limited.body.data).toEqual({ retry_after: seconds });
    expect((await create(NEW, await t.login('trainer'))).status).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await create(NEW)).status).toBe(201);
  });

  it("counts replies per user per hour, then 429 in the caller's language", async () => {
    const body = { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Ping' };
    expect((await api.reply({ ...body, content: ' ' })).status).toBe(422);
    for (let index = 0; index < 3; index++) expect((await api.reply(body)).status).toBe(200);
    const limited = await api.reply(body, 'learner', 'ar');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.');
    expect((await api.reply({ ticket_id: TRAINER_TICKET_ID, content: 'Ping' }, 'trainer')).status).toBe(200);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await api.reply(body)).status).toBe(200);
  });
});
