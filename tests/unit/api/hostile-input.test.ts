// @vitest-environment node
import { DrizzleQueryError } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../demo/api/app';
import type { ApiContext } from '../../../demo/api/context';
import { loggable } from '../../../demo/api/db/errors';
import { defineFeature } from '../../../demo/api/feature';
import { ATTENDANCE_LECTURE, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { messageCatalogue } from '../../../demo/api/messages';
import { rowId } from '../../../demo/api/validation';
import { NOON, seedAt } from './attendance-support';
import { updateBody, write } from './batch-support';
import { useTestApi } from './helpers';
import { captureLog } from './log-capture';

// Issue #29 item 4: what a probe sent that answered 500 — ids past PostgreSQL's `integer`, a NUL character in a
// string, JSON nested 10,000 deep — answers 4xx, and the log of a real server error keeps no query parameters.

/** The largest `integer`: an id that names no row but reaches the query. */
const INT_MAX = '2147483647';
const PAST_INTEGER = ['2147483648', '99999999999', '999999999999999', '9999999999999999999'];
/** Body fields the routes read as ids. */
const BODY_IDS = [
  'id',
  'related_id',
  'exam_id',
  'participant_id',
  'batch_participant_id',
  'exam_question_id',
  'question_id',
  'exam_attempt_id',
  'batch_id',
  'ticket_id',
  'batch_assessment_criteria_id',
  'user_id',
];

/** String fields the routes read (sign-in, mails, profile, attendance, tickets, exams, search). */
const STRING_FIELDS = [
  'username',
  'password',
  'email',
  'name',
  'arabic_name',
  'current_password',
  'update_comments',
  'status',
  'typed_code',
  'qr_content',
  'type',
  'title',
  'description',
  'content',
  'search',
  'answer_given',
  'token',
];

/** The routes that read an id from their path or body and answered 500 to one past `integer` (the probe's list). */
const ID_ROUTES = [
  'GET attendance/get/with/entries/{batch}/{record}',
  'GET batches/overview/{batchNo}',
  'GET batches/view/{batchNo}',
  'GET exams/result/{examNo}',
  'GET exams/take/{examNo}',
  'GET feedbacks/form/{examNo}',
  'POST assessment/table',
  'POST attendance/lecture/roster',
  'POST attendance/lecture/venue',
  'POST attendance/mark/multi/manual',
  'POST attendance/table',
  'POST attendance/update',
  'POST attendance/view/qr',
  'POST exams/attempts/create',
  'POST exams/attempts/create/question',
  'POST exams/attempts/skip/question',
  'POST exams/attempts/{id}/complete',
];

describe('ids', () => {
  it('an id is digits (or a number) within `integer`; anything else is no id', () => {
    expect([rowId('0'), rowId('42'), rowId(INT_MAX), rowId(7)]).toEqual([0, 42, 2147483647, 7]);
    for (const value of [...PAST_INTEGER, 2147483648, 1e15, '-1', -1, '1.5', 1.5, 'abc', '', ' 1', '0x10', null])
      expect(rowId(value), String(value)).toBeUndefined();
  });

  describe('on every route', () => {
    const t = useTestApi();

    /** The call with `value` in every path parameter and id field of the body. */
    function send(route: { method: string; pattern: string }, token: string, value: string | number) {
      const path = route.pattern.replace(/\{[^}]+\}/g, encodeURIComponent(String(value)));
      const body = route.method === 'GET' ? undefined : Object.fromEntries(BODY_IDS.map((field) => [field, value]));
      return t.call(path, { method: route.method, token, body });
    }

    it('each of the probe routes still reads an id (it would answer 500 without the bound)', () => {
      const listed = t.api.routes().map((route) => `${route.method} ${route.pattern}`);
      for (const route of ID_ROUTES) expect(listed).toContain(route);
    });

    it('an id past `integer` (to 19 digits) answers as an id that names no row, never 5xx, on every route', async () => {
      const tokens = [await t.login('trainer'), await t.login('learner')];
      const routes = t.api
        .routes()
        .filter((route) => !route.local && !route.pattern.startsWith('__dev') && route.pattern !== 'auth/logout');
      for (const route of routes) {
        const name = `${route.method} ${route.pattern}`;
        for (const token of tokens) {
          const missing = await send(route, token, INT_MAX);
          for (const value of [...PAST_INTEGER, Number(PAST_INTEGER[0])]) {
            const res = await send(route, token, value);
            expect(res.status, `${name} with ${value}`).toBeLessThan(500);
            if (ID_ROUTES.includes(name))
              expect([res.status, res.body.message], `${name} with ${value}`).toEqual([
                missing.status,
                missing.body.message,
              ]);
          }
        }
      }
    });
  });
});

describe('a NUL character in any string of a body', () => {
  const t = useTestApi();

  it('answers 422 naming the field: login username, forgot-password email, anywhere inside a field', async () => {
    const cases: [path: string, body: Record<string, unknown>, field: string, token?: string][] = [
      ['auth/login', { username: 'learner\u0000', password: 'Academy#2026' }, 'username'],
      ['auth/forgot/password', { email: 'learner@academy.test\u0000' }, 'email'],
      // Anywhere inside the body: reported under its top-level field.
      ['auth/login', { username: 'learner', password: 'x', extra: { list: ['\u0000'] } }, 'extra'],
    ];
    for (const [path, body, field, token] of cases) {
      const res = await t.call<Record<string, string[]>>(path, { body, token });
      const message = `The ${field} field may not contain a NUL character.`;
      expect([res.status, res.body.message, res.body.data], path).toEqual([422, message, { [field]: [message] }]);
    }
    const arabic = await t.call('auth/login', { body: { username: '\u0000', password: 'x' }, lang: 'ar' });
    expect([arabic.status, arabic.body.message]).toEqual([422, 'لا يجوز أن يحتوي الحقل username على محرف NUL.']);
    // A field with a rule of its own answers with that rule's message (a name with a control character).
    const name = await t.call('auth/register', { body: { firstName: 'La\u0000yla' } });
    expect([name.status, name.body.message]).toEqual([422, 'The first name contains characters that are not allowed.']);
  });

  it('never answers 5xx, on any route, whichever string field carries it', async () => {
    const tokens = [await t.login('trainer'), await t.login('learner')];
    const body = Object.fromEntries(STRING_FIELDS.map((field) => [field, `a\u0000${field}`]));
    const routes = t.api
      .routes()
      .filter((route) => route.method !== 'GET' && !route.local && route.pattern !== 'auth/logout');
    for (const route of routes)
      for (const token of tokens) {
        const res = await t.call(route.pattern.replace(/\{[^}]+\}/g, '1'), { method: route.method, token, body });
        expect(res.status, `${route.method} ${route.pattern}`).toBeLessThan(500);
      }
  });
});

describe('a NUL character in attendance comments', () => {
  const t = useTestApi({ at: NOON });

  it('answers 422 naming update_comments, and stores nothing', async () => {
    await seedAt(t);
    const { finishedToday } = ATTENDANCE_LECTURE;
    const row = rowKey(finishedToday, SEEDED_ROW.absent);
    const res = await write(t, 'attendance/update', updateBody(finishedToday, row, { update_comments: 'late\u0000' }));
    const message = 'The update_comments field may not contain a NUL character.';
    expect([res.status, res.body.message, res.body.data]).toEqual([422, message, { update_comments: [message] }]);
    expect((await write(t, 'attendance/update', updateBody(finishedToday, row))).status).toBe(200);
  });
});

describe('JSON nested 10,000 deep', () => {
  const t = useTestApi();

  it('answers 400 before any handler, on public and signed-in routes alike', async () => {
    const deepArray = `{"username":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const token = await t.login('learner');
    for (const path of [
      'auth/login',
      'auth/forgot/password',
      'attendance/scan',
      'batch/participant/course/progress/update/1',
    ])
      for (const rawBody of [deepArray, deepObject]) {
        const res = await t.call(path, { rawBody, token });
        expect([res.status, res.body.message], path).toEqual([400, 'The request body is nested too deeply.']);
      }
  });
});

describe('the log of an unexpected error', () => {
  it("keeps a failed query's SQL and SQLSTATE, never its parameters or the database's words about them", async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": Layla secret comment'), {
      code: '22021',
    });
    const failed = new DrizzleQueryError(
      'update "attendance" set "comments" = $1 where "id" = $2',
      ['Layla secret comment', 7],
      cause,
    );
    const feature = defineFeature({
      name: 'probe',
      elements: [],
      messages: {},
      routes(router) {
        router.get('boom', () => {
          throw failed;
        });
      },
    });
    const logged = captureLog();
    const { app } = createApiApp({
      features: [feature],
      ctx: {} as ApiContext,
      messages: messageCatalogue([feature]),
      guard: () => Promise.resolve(),
      trustProxy: false,
      log: logged.log,
    });
    const incoming = { socket: { remoteAddress: '127.0.0.1' }, headers: {} } as unknown as IncomingMessage;
    const res = await app.request('/backend/boom?name=Layla', {}, { incoming });
    expect(res.status).toBe(500);
    const [line] = logged.entries();
    expect(line).toMatchObject({ level: 'error', msg: 'unexpected error', method: 'GET', route: '/backend/boom' });
    expect(String(line?.error)).toContain(
      'query failed (SQLSTATE 22021): update "attendance" set "comments" = $1 where "id" = $2',
    );
    const text = logged.text();
    expect(text).not.toMatch(/Layla|secret|name=/);
    // Anything else is logged as it is.
    const other = new TypeError('plain');
    expect(loggable(other)).toBe(other);
  });
});

declare module '../../../demo/api/messages' {
  interface FeatureMessages {
    probe: Record<never, never>;
  }
}
