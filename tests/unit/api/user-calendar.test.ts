// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silenceConsole, startApi, type TestApi } from './helpers';

// PUT user/calendar (#34): how the user's dates are shown, stored with the user so screens, mails and PDFs follow it.

/** A 422's `data`: each refused field with its messages. */
type FieldMessages = Record<string, string[] | undefined>;

describe('user API: calendar preference', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    silenceConsole();
    await t.api.reset();
    token = await t.login('learner');
  });

  const put = (calendar: unknown, lang?: string) =>
    t.call<{ calendar: string }>('user/calendar', { method: 'PUT', token, body: { calendar }, lang });

  it('is Gregorian until chosen, and each of the three calendars is stored and answered with the user', async () => {
    expect((await t.call<{ calendar: string }>('user/current', { token })).body.data.calendar).toBe('gregory');
    for (const calendar of ['islamic-umalqura', 'both', 'gregory']) {
      const res = await put(calendar);
      expect(res.status).toBe(200);
      expect(res.body.data.calendar).toBe(calendar);
      expect((await t.call<{ calendar: string }>('user/current', { token })).body.data.calendar).toBe(calendar);
    }
  });

  it("refuses any other value with 422 and the field's message in the request's language", async () => {
    await put('both');
    for (const bad of ['islamic', 'Gregory', 'hijri', '', 1, null, ['gregory']]) {
      const en = await put(bad, 'en');
      expect(en.status, JSON.stringify(bad)).toBe(422);
      const enErrors = (en.body.data as unknown as FieldMessages).calendar ?? [];
      expect(enErrors.join(' ')).toMatch(/calendar/);
    }
    const en = await put('islamic', 'en');
    expect(en.body.message).toBe('The calendar must be gregory, islamic-umalqura or both.');
    expect((en.body.data as unknown as FieldMessages).calendar).toEqual([en.body.message]);
    const ar = await put('islamic', 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.message).toBe('يجب أن يكون التقويم gregory أو islamic-umalqura أو both.');
    expect((ar.body.data as unknown as FieldMessages).calendar).toEqual([ar.body.message]);
    // A refused value leaves the stored choice as it was.
    expect((await t.call<{ calendar: string }>('user/current', { token })).body.data.calendar).toBe('both');
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('user/calendar', { method: 'PUT', body: { calendar: 'both' } });
    expect(res.status).toBe(401);
  });
});
