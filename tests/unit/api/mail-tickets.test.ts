// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LEARNER_OPEN_TICKET_ID,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_TICKET_COUNTS,
  TRAINER_TICKET_ID,
  TRAINER_TICKET_NO,
} from '../../../demo/api/features/tickets/ids';
import { useTestApi } from './helpers';
import { notificationsOf, useSmtp } from './mail-support';

// Support staff (#32) read, answer and close anyone's ticket through the owner's routes; their reply or close reaches
// the owner in the app and by email (an excerpt as plain text, escaped in the HTML); the owner's own replies do not.

const LEARNER = 'learner@academy.test';

describe('ticket answered or closed by support staff', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ mailTransport: transport });

  const reply = async (who: string, body: Record<string, unknown>, lang?: 'ar') =>
    t.call('support/ticket/create/history', { method: 'POST', token: await t.login(who), body, lang });
  const notifications = (token: string) => notificationsOf(t, token);

  it("lets support staff list, read, answer and close anyone's ticket; others still get not-found", async () => {
    const staff = await t.login('support');
    const list = await t.call<{ row_numbers: { total: number } }>('support/ticket/table', {
      method: 'POST',
      token: staff,
      body: { status: -1, page: 0, limit: 10, search: '' },
    });
    expect(list.body.data.row_numbers.total).toBeGreaterThan(LEARNER_TICKET_COUNTS.all);
    expect((await t.call(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token: staff })).status).toBe(200);
    expect((await t.call(`support/ticket/get/${TRAINER_TICKET_NO}`, { token: staff })).status).toBe(200);
    // A learner is no staff: another's ticket is as missing as ever.
    const learner = await t.login('learner');
    expect((await t.call(`support/ticket/get/${TRAINER_TICKET_NO}`, { token: learner })).status).toBe(404);
    const foreign = await reply('learner', { ticket_id: TRAINER_TICKET_ID, content: 'Me too', close_now: false });
    expect(foreign.status).toBe(404);
    // Staff answer the trainer's ticket too: the trainer hears of it.
    const answered = await reply('support', { ticket_id: TRAINER_TICKET_ID, content: 'Looking.', close_now: false });
    expect(answered.status).toBe(200);
    await t.api.mail.flush();
    expect(smtp.mails.map((mail) => mail.to)).toEqual(['trainer@academy.test']);
  });

  it("mails the owner support's answer in Arabic, with an excerpt escaped in the HTML; the owner's replies send nothing", async () => {
    await t.call('user/current', { token: await t.login('learner'), lang: 'ar' });
    const own = await reply(
      'learner',
      { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Any news?', close_now: false },
      'ar',
    );
    expect(own.status).toBe(200);
    const content = 'Fixed <script>alert(1)</script> — the timer &   now\n\nkeeps its time.';
    const answered = await reply('support', { ticket_id: LEARNER_OPEN_TICKET_ID, content, close_now: false });
    expect(answered.status).toBe(200);
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ to: LEARNER, language: 'ar', subject: 'ردّ الدعم على تذكرتك ٢٤٠١٢٤' });
    expect(mail?.text).toContain('«\u2068Fixed <script>alert(1)</script> — the timer & now keeps its time.\u2069»');
    expect(mail?.html).toContain('Fixed &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain(`فتح التذكرة:\n${t.origin}/support/tickets/${LEARNER_OPEN_TICKET_NO}`);
    expect(mail?.unsubscribe).toMatch(/k=ticket-updates&/);
    const items = await notifications(await t.login('learner'));
    expect(items.map((item) => [item.kind, item.params, item.path])).toEqual([
      [
        'ticket-answered',
        { ticket_no: String(LEARNER_OPEN_TICKET_NO), title: expect.any(String) },
        `/support/tickets/${LEARNER_OPEN_TICKET_NO}`,
      ],
    ]);
  });

  it('mails "ticket closed" in English when staff close it; with the email off, only the notification', async () => {
    const closed = await reply('support', { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Solved.', close_now: true });
    expect(closed.status).toBe(200);
    await t.api.mail.flush();
    expect(smtp.mails.map((mail) => [mail.language, mail.subject])).toEqual([
      ['en', `Support closed your ticket ${LEARNER_OPEN_TICKET_NO}`],
    ]);
    expect(smtp.mails[0]?.text).toContain('"\u2068Solved.\u2069"');
    expect(smtp.mails[0]?.text).toContain('reopen the ticket from its page');
    const learner = await t.login('learner');
    expect((await t.call(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token: learner })).body.data).toMatchObject({
      status: 2,
    });

    const off = await t.call('user/mail/preferences', {
      method: 'PUT',
      token: learner,
      body: { kind: 'ticket-updates', email: false },
    });
    expect(off.status).toBe(200);
    expect((await t.call(`support/ticket/re_open/${LEARNER_OPEN_TICKET_ID}`, { token: learner })).status).toBe(200);
    await reply('support', { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'Once more.', close_now: false });
    await t.api.mail.flush();
    expect(smtp.mails).toHaveLength(1);
    expect((await notifications(learner)).map((item) => item.kind)).toEqual(['ticket-answered', 'ticket-closed']);
  });

  it('words "closed" in Arabic and "answered" in English, each in the language the owner last used', async () => {
    const learner = await t.login('learner');
    await t.call('user/current', { token: learner, lang: 'ar' });
    await reply('support', { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'تم الحل.', close_now: true });
    // Reopened from an English screen: the next answer is in English.
    await t.call(`support/ticket/re_open/${LEARNER_OPEN_TICKET_ID}`, { token: learner });
    await reply('support', { ticket_id: LEARNER_OPEN_TICKET_ID, content: 'More details, please.', close_now: false });
    await t.api.mail.flush();
    expect(smtp.mails.map((mail) => [mail.language, mail.subject])).toEqual([
      ['ar', 'أغلق الدعم تذكرتك ٢٤٠١٢٤'],
      ['en', `Support answered your ticket ${LEARNER_OPEN_TICKET_NO}`],
    ]);
    expect(smtp.mails[0]?.text).toContain('«\u2068تم الحل.\u2069»');
    expect(smtp.mails[0]?.text).toContain('فأعد فتح التذكرة من صفحتها');
    expect(smtp.mails[1]?.text).toContain('"\u2068More details, please.\u2069"');
  });
});
