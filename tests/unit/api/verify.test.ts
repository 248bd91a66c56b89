// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers';

interface Item {
  id: number;
  title: string;
  created_at: string;
}

describe('verify API', () => {
  const t = useTestApi();

  it("lists the user's own items newest first, with what they add on top", async () => {
    const learner = await t.login('learner');
    t.clock.advance(60_000);
    const added = await t.call<Item>('verify/create', {
      method: 'POST',
      token: learner,
      body: { title: '  Revise for the exam ' },
    });
    expect([added.status, added.body.data.title]).toEqual([201, 'Revise for the exam']);
    const mine = await t.call<Item[]>('verify/list', { token: learner });
    expect(mine.body.data.map((item) => item.title)).toEqual([
      'Revise for the exam',
      'Bring the lab notebook',
      'Read the course outline',
    ]);
    const theirs = await t.call<Item[]>('verify/list', { token: await t.login('trainer') });
    expect(theirs.body.data).toEqual([]);
  });

  it("refuses a blank title with the field message, in the caller's language", async () => {
    const token = await t.login('learner');
    const english = await t.call('verify/create', { method: 'POST', token, body: { title: ' ' } });
    expect([english.status, english.body.data]).toEqual([422, { title: ['The title field is required.'] }]);
    const arabic = await t.call('verify/create', { method: 'POST', token, body: {}, lang: 'ar' });
    expect([arabic.status, arabic.body.message]).toEqual([422, 'حقل العنوان مطلوب.']);
  });
});
