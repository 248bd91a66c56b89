// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOTH_TICKET_ID,
  BOTH_TICKET_NO,
  HOSTILE_HTML,
  LEARNER_ARABIC_TICKET_NO,
  LEARNER_CLOSED_TICKET_ID,
  LEARNER_CLOSED_TICKET_NO,
  LEARNER_HOSTILE_TICKET_ID,
  LEARNER_HOSTILE_TICKET_NO,
  LEARNER_OPEN_TICKET_ID,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_REOPENED_TICKET_ID,
  LEARNER_REOPENED_TICKET_NO,
  LEARNER_UNANSWERED_TICKET_NO,
  TRAINER_TICKET_ID,
  TRAINER_TICKET_NO,
} from '../../../demo/api/features/tickets/ids';
import { silenceConsole, startApi, useTestApi } from './helpers';

// GET support/ticket/get/{ticketNo} and POST support/ticket/create; persistence of every ticket write.

interface History {
  id: number;
  content: string;
  user: { name: string };
  name: string;
  created_at: string;
  created_at_formatted: string;
}
interface Ticket {
  id: number;
  no: number;
  title: string;
  status: number;
  type: string;
  description: string;
  replies: number;
  created_at: string;
  created_at_formatted: string;
  histories: History[];
  [field: string]: unknown;
}

const NEW = {
  type: 'course_inquiry',
  title: 'Question about the evening cohort',
  description: 'When does the next evening cohort of First Aid start?',
};

// One API for the file (a test's writes are undone by the re-seed before the next).
const t = useTestApi();

describe('support/ticket/get/{ticketNo}: one own ticket by number, with its conversation', () => {
  it("answers the ticket with the author's contact fields and its histories, oldest first", async () => {
    const token = await t.login('learner');
    const res = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token });
    expect(res.status).toBe(200);
    const ticket = res.body.data;
    expect(ticket).toMatchObject({
      id: LEARNER_OPEN_TICKET_ID,
      no: LEARNER_OPEN_TICKET_NO,
      title: 'Quiz timer ran out early',
      name: 'Layla Learner',
      email: 'learner@academy.test',
      phone: '+971 50 100 0201',
      nid: '784-1990-1234567-1',
      training_location: 'Training Hall A, Dubai Campus',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      type: 'technical_support',
      status: 1,
      user_id: 1,
      file_id: null,
      replies: 2,
    });
    expect(ticket.histories.map((entry) => [entry.name, entry.user.name])).toEqual([
      ['Support Team', 'Support Team'],
      ['Layla Learner', 'Layla Learner'],
    ]);
    const times = ticket.histories.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.parse(ticket.created_at));
    expect(times.every((time) => time < t.clock.now)).toBe(true);
  });

  it.each([
    ['learner', LEARNER_OPEN_TICKET_NO, { id: LEARNER_OPEN_TICKET_ID, status: 1 }],
    ['learner', LEARNER_CLOSED_TICKET_NO, { id: LEARNER_CLOSED_TICKET_ID, status: 2 }],
    ['learner', LEARNER_REOPENED_TICKET_NO, { id: LEARNER_REOPENED_TICKET_ID, status: 3 }],
    ['learner', LEARNER_HOSTILE_TICKET_NO, { id: LEARNER_HOSTILE_TICKET_ID, status: 1 }],
    ['learner', LEARNER_ARABIC_TICKET_NO, { title: 'استفسار عن موعد الامتحان', status: 1 }],
    ['learner', LEARNER_UNANSWERED_TICKET_NO, { status: 1, replies: 0 }],
    ['trainer', TRAINER_TICKET_NO, { id: TRAINER_TICKET_ID, status: 3 }],
    ['both', BOTH_TICKET_NO, { id: BOTH_TICKET_ID, status: 2 }],
  ] as const)('ids.ts: %s owns ticket %i as described', async (as, no, expected) => {
    const res = await t.call<Ticket>(`support/ticket/get/${no}`, { token: await t.login(as) });
    expect(res.body.data).toMatchObject(expected);
  });

  it("formats dates in the request's language", async () => {
    const token = await t.login('learner');
    const en = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token });
    const ar = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token, lang: 'ar' });
    expect(en.body.data.created_at_formatted).toMatch(/\d/);
    expect(ar.body.data.created_at_formatted).not.toBe(en.body.data.created_at_formatted);
    expect(ar.body.data.histories[0]?.created_at_formatted).not.toBe(en.body.data.histories[0]?.created_at_formatted);
    expect(ar.body.message).toBe('تم بنجاح');
  });

  it("gives the training location in the request's language (#29 item 12)", async () => {
    const token = await t.login('learner');
    const ar = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token, lang: 'ar' });
    expect(ar.body.data.training_location).toBe('قاعة التدريب أ، حرم دبي');
    const list = await t.call<{ rows: Ticket[] }>('support/ticket/table', {
      token,
      lang: 'ar',
      body: { status: 1, page: 0, limit: 1, search: '' },
    });
    expect(list.body.data.rows[0]?.training_location).toBe('قاعة التدريب أ، حرم دبي');
  });

  it("formats dates in the reader's calendar (#34), the ticket's and its replies'", async () => {
    const token = await t.login('learner');
    const put = (calendar: string) => t.call('user/calendar', { method: 'PUT', token, body: { calendar } });
    expect((await put('both')).status).toBe(200);
    try {
      const en = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token });
      const ar = await t.call<Ticket>(`support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, { token, lang: 'ar' });
      expect(en.body.data.created_at_formatted).toMatch(/^\d{1,2} .+ 14\d\d AH \(\w{3} \d{1,2}, \d{4}\), \d/);
      expect(en.body.data.histories[0]?.created_at_formatted).toMatch(/ AH \(/);
      expect(ar.body.data.created_at_formatted).toMatch(/^[٠-٩]+ .+ [٠-٩]{4} هـ \(/);
    } finally {
      await put('gregory');
    }
  });

  it('sends seeded hostile HTML exactly as stored, in the description and a reply', async () => {
    const token = await t.login('learner');
    const res = await t.call<Ticket>(`support/ticket/get/${LEARNER_HOSTILE_TICKET_NO}`, { token });
    expect(res.body.data.status).toBe(1);
    expect(res.body.data.description).toContain(HOSTILE_HTML);
    expect(res.body.data.description).toContain('<strong>strange symbols</strong>');
    expect(res.body.data.description).toContain('<ul><li>');
    expect(res.body.data.histories.filter((entry) => entry.content.includes(HOSTILE_HTML))).toHaveLength(1);
  });

  it("answers another user's ticket exactly like a missing one, in both languages", async () => {
    for (const lang of ['en', 'ar']) {
      const trainer = await t.login('trainer');
      const missing = await t.call('support/ticket/get/999999', { token: trainer, lang });
      expect(missing.status).toBe(404);
      for (const [as, path] of [
        ['trainer', `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`],
        ['both', `support/ticket/get/${LEARNER_HOSTILE_TICKET_NO}`],
        ['learner', `support/ticket/get/${TRAINER_TICKET_NO}`],
        ['newcomer', `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`],
      ] as const) {
        const res = await t.call(path, { token: await t.login(as), lang });
        expect(res.status, `${as} ${path}`).toBe(404);
        expect(res.body).toEqual(missing.body);
      }
    }
    const en = await t.call('support/ticket/get/1', { token: await t.login('learner') });
    expect(en.body).toEqual({ message: 'Ticket not found.', status_text: 'Not Found', data: null });
  });

  it.each([String(LEARNER_OPEN_TICKET_ID), 'abc', '-240124', '240124.0', '2.4e5', '9'.repeat(40), '%20240124'])(
    'answers %s with the same 404 (a number is looked up by `no`, never by id)',
    async (param) => {
      const token = await t.login('learner');
      const res = await t.call(`support/ticket/get/${param}`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Ticket not found.');
    },
  );
});

describe('support/ticket/create: §5 rules, all field errors at once', () => {
  async function create(body: Record<string, unknown>, as = 'learner', lang?: string) {
    return t.call<Ticket>('support/ticket/create', { token: await t.login(as), body, lang });
  }

  it('opens a ticket: status Open, new id and number, contact copied, the typed description as text (escaped HTML)', async () => {
    const typed = `  a <b>bold</b> claim & 5 < 6 … x<y>z "q" 'r'\n${HOSTILE_HTML}  `;
    const description = `  a &lt;b&gt;bold&lt;/b&gt; claim &amp; 5 &lt; 6 … x&lt;y&gt;z &quot;q&quot; &#39;r&#39;\n${HOSTILE_HTML.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')}  `;
    const res = await create({ ...NEW, title: '  Evening cohort  ', description: typed });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Support ticket created successfully');
    const ticket = res.body.data;
    expect(ticket).toMatchObject({
      id: 34,
      no: 240134,
      title: 'Evening cohort',
      type: 'course_inquiry',
      status: 1,
      description,
      user_id: 1,
      name: 'Layla Learner',
      email: 'learner@academy.test',
      phone: '+971 50 100 0201',
      training_location: 'Training Hall A, Dubai Campus',
      replies: 0,
      histories: [],
      created_at: new Date(t.clock.now).toISOString(),
    });
    expect(ticket.created_at_formatted).toBeTruthy();
    const token = await t.login('learner');
    const stored = await t.call<Ticket>('support/ticket/get/240134', { token });
    expect(stored.body.data.description).toBe(description);
    const list = await t.call<{ rows: Ticket[] }>('support/ticket/table', {
      token,
      body: { status: 1, page: 0, limit: 1, search: '' },
    });
    expect(list.body.data.rows[0]?.no).toBe(240134);
    expect((await create(NEW)).body.data).toMatchObject({ id: 35, no: 240135 });
  });

  it('answers in Arabic and fills what the user has: none of phone, ID or place for newcomer', async () => {
    const res = await create(NEW, 'newcomer', 'ar');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم إنشاء تذكرة الدعم بنجاح');
    expect(res.body.data).toMatchObject({
      name: 'Nadia Newcomer',
      email: 'newcomer@academy.test',
      phone: null,
      nid: null,
      training_location: null,
      city: null,
      state: null,
      country: null,
    });
    const trainer = await create(NEW, 'trainer');
    expect(trainer.body.data).toMatchObject({
      phone: null,
      nid: '784-1985-7654321-2',
      training_location: 'Training Hall A, Dubai Campus',
    });
    // The place is kept in both languages: an Arabic page reads the lecture's Arabic venue.
    const read = await t.call<Ticket>(`support/ticket/get/${trainer.body.data.no}`, {
      token: await t.login('trainer'),
      lang: 'ar',
    });
    expect(read.body.data.training_location).toBe('قاعة التدريب أ، حرم دبي');
  });

  it("names every missing field at once, with the spec's English and the Arabic messages", async () => {
    const en = await create({});
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      message: 'Type field is required.',
      status_text: 'Unprocessable Entity',
      data: {
        type: ['Type field is required.'],
        title: ['Ticket title is required.'],
        description: ['Description field is required.'],
      },
    });
    const ar = await create({ type: ' ', title: '   ', description: ' \n ' }, 'learner', 'ar');
    expect(ar.body.data).toEqual({
      type: ['حقل النوع مطلوب.'],
      title: ['عنوان التذكرة مطلوب.'],
      description: ['حقل الوصف مطلوب.'],
    });
  });

  it.each([
    ['an unknown type', { type: 'billing' }, 'type', 'The selected type is invalid.', 'النوع المحدد غير صالح.'],
    [
      'a label instead of a value',
      { type: 'Technical Support' },
      'type',
      'The selected type is invalid.',
      'النوع المحدد غير صالح.',
    ],
    [
      '19 characters after trimming',
      { description: `   ${'d'.repeat(19)}   ` },
      'description',
      'Description must be at least 20 characters.',
      'يجب أن يتكون الوصف من ٢٠ حرفًا على الأقل.',
    ],
    [
      '19 Arabic letters',
      { description: 'ع'.repeat(19) },
      'description',
      'Description must be at least 20 characters.',
      'يجب أن يتكون الوصف من ٢٠ حرفًا على الأقل.',
    ],
    [
      '1001 characters',
      { description: 'd'.repeat(1001) },
      'description',
      'Description must be less than 1000 characters.',
      'يجب أن يكون الوصف أقل من ١٠٠٠ حرف.',
    ],
    [
      '4000 characters (under the hard cap)',
      { description: 'd'.repeat(4000) },
      'description',
      'Description must be less than 1000 characters.',
      'يجب أن يكون الوصف أقل من ١٠٠٠ حرف.',
    ],
  ])('refuses %s', async (_what, patch, field, english, arabic) => {
    const en = await create({ ...NEW, ...patch });
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ [field]: [english] });
    const ar = await create({ ...NEW, ...patch }, 'learner', 'ar');
    expect(ar.body.message).toBe(arabic);
  });

  it.each([
    ['exactly 20 characters', 'd'.repeat(20)],
    ['20 Arabic letters', 'ع'.repeat(20)],
    ['exactly 1000 characters', 'd'.repeat(1000)],
    ['1000 characters with spaces around', `  ${'d'.repeat(1000)}  `],
  ])('accepts %s', async (_what, description) => {
    expect((await create({ ...NEW, description })).status).toBe(201);
  });

  it('caps every field by the client schema before any rule, and checks types', async () => {
    const caps: [Record<string, unknown>, string][] = [
      [{ title: 't'.repeat(256) }, 'The title may not be greater than 255 characters.'],
      [{ type: 'x'.repeat(256) }, 'The type may not be greater than 255 characters.'],
      [{ description: 'd'.repeat(4001) }, 'The description may not be greater than 4000 characters.'],
      [{ title: 7 }, 'The title field has the wrong type.'],
    ];
    for (const [patch, message] of caps) {
      const res = await create({ ...NEW, ...patch });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await create({ ...NEW, title: 't'.repeat(255) })).status).toBe(201);
  });
});

describe('tickets persist in the database', () => {
  it('keeps created tickets, replies, closing and reopening across a restart', async () => {
    silenceConsole();
    const dir = mkdtempSync(join(tmpdir(), 'academy-tickets-'));
    // The tables outlive a restart only in a database kept on disk (the default test database is in memory).
    const database = { kind: 'pglite', dataDir: join(dir, 'pglite') } as const;
    try {
      const first = await startApi({ dir, database });
      const token = await first.login('learner');
      const created = await first.call<Ticket>('support/ticket/create', { token, body: NEW });
      await first.call('support/ticket/create/history', {
        token,
        body: { ticket_id: created.body.data.id, content: 'Closing it.', close_now: true },
      });
      await first.call(`support/ticket/re_open/${LEARNER_CLOSED_TICKET_ID}`, { token });
      await first.close();

      const second = await startApi({ dir, database });
      const again = await second.login('learner');
      const ticket = await second.call<Ticket>(`support/ticket/get/${created.body.data.no}`, { token: again });
      expect(ticket.body.data).toMatchObject({ title: NEW.title, status: 2, replies: 1 });
      expect(ticket.body.data.histories[0]?.content).toBe('Closing it.');
      const reopened = await second.call<Ticket>('support/ticket/get/240128', { token: again });
      expect(reopened.body.data.status).toBe(3);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
