import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';

// Extra time (#33): the batch's allowances read once and cached, a save shown at once (the store and the cached
// copy), a removal taking the learner out, and a refusal leaving both as they were with the mapped messages.

async function loadAllowanceStore() {
  vi.resetModules();
  const { loadDictionary } = await import('../../../../src/core/locale/i18n');
  const { batchDictionary } = await import('../../../../src/core/batch/strings');
  await loadDictionary(batchDictionary, 'en');
  const store = await import('../../../../src/core/batch/allowance-store');
  const { $toasts } = await import('../../../../src/core/toasts/toasts');
  const toasts = () => $toasts.get().map((toast) => [toast.variant, textOf(toast.message)]);
  return { ...store, toasts };
}

const LIST = 'GET exams/allowances/batch/2401';
const SET = 'POST exams/allowances/set';
const row = (id: number, name: string, multiplier: number, minutes: number) => ({
  participant_id: id,
  name,
  multiplier,
  extra_minutes: minutes,
  set_at: '2026-11-20T08:00:00Z',
});
const answer = { rows: [row(5, 'Layla', 1.5, 0), row(6, 'Omar', 1, 15)] };
const ok = () => json({ message: 'The extra time was saved.', data: {} });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function loaded(routes: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch({ [LIST]: () => json({ data: answer }), ...routes });
  const s = await loadAllowanceStore();
  const store = s.allowancesStore('2401');
  const stop = store.listen(() => undefined);
  await store.load();
  return { api, s, store, stop };
}

describe('allowances', () => {
  it('reads the batch once and keys the terms by participant id', async () => {
    const { api, s, store, stop } = await loaded({});
    await s.allowancesStore('2401').load();
    expect(api.calls()).toEqual([LIST]);
    const byId = s.allowancesById(store.get().data);
    expect(byId.get('5')).toMatchObject({ multiplier: 1.5, extra_minutes: 0 });
    expect(byId.get('6')).toMatchObject({ multiplier: 1, extra_minutes: 15 });
    expect(byId.has('7')).toBe(false);
    stop();
  });

  it('a save posts the body, shows the new terms at once and says so politely', async () => {
    const { api, s, store, stop } = await loaded({ [SET]: ok });
    const outcome = await s.saveAllowance('2401', { id: '7', name: 'Sara' }, { multiplier: 1.5, extra_minutes: 10 });
    expect(outcome).toEqual({ ok: true });
    expect(JSON.parse(await api.bodies[1]!)).toEqual({
      batch_no: '2401',
      participant_id: '7',
      multiplier: 1.5,
      extra_minutes: 10,
    });
    expect(s.allowancesById(store.get().data).get('7')).toMatchObject({ multiplier: 1.5, extra_minutes: 10 });
    expect(s.toasts()).toEqual([['success', 'Extra time saved for Sara.']]);
    // The cached copy has it too: the tab shown again within the lifetime does not fetch.
    stop();
    await s.allowancesStore('2401').load();
    expect(api.calls()).toEqual([LIST, SET]);
  });

  it('×1 and 0 minutes take the learner out', async () => {
    const { s, store, stop } = await loaded({ [SET]: ok });
    await s.saveAllowance('2401', { id: '5', name: 'Layla' }, { multiplier: 1, extra_minutes: 0 });
    expect(s.allowancesById(store.get().data).has('5')).toBe(false);
    expect(s.allowancesById(store.get().data).has('6')).toBe(true);
    expect(s.toasts()).toEqual([['success', 'Extra time removed for Layla.']]);
    stop();
  });

  it('a 422 gives the mapped field messages and changes nothing', async () => {
    const { s, store, stop } = await loaded({
      [SET]: () =>
        json({ message: 'Raw server words', status_text: 'Unprocessable', data: { extra_minutes: ['raw'] } }, 422),
    });
    const before = store.get().data;
    const outcome = await s.saveAllowance('2401', { id: '5', name: 'Layla' }, { multiplier: 2, extra_minutes: 5 });
    expect(outcome).toEqual({ ok: false, issues: { extra_minutes: 'batch.allowance.errors.minutes' } });
    expect(store.get().data).toBe(before);
    expect(s.allowancesById(store.get().data).get('5')).toMatchObject({ multiplier: 1.5 });
    expect(s.toasts()).toEqual([]);
    stop();
  });

  it('withAllowance replaces a learner and keeps the others', async () => {
    const s = await loadAllowanceStore();
    const next = s.withAllowance(answer, { id: '6', name: 'Omar' }, { multiplier: 2, extra_minutes: 0 });
    expect(next.rows.map((r) => [r.participant_id, r.multiplier, r.extra_minutes])).toEqual([
      [5, 1.5, 0],
      [6, 2, 0],
    ]);
    expect(answer.rows).toHaveLength(2);
  });
});
