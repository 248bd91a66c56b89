import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addVerifyItem, verifyStore } from '../../../../src/core/verify/verify-store';
import { clearUserQueries } from '../../../../src/core/query/query';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { json, stubFetch, textOf } from '../helpers';

const ITEM = { id: 1, title: 'Read chapter 3', created_at: '2026-03-15T12:00:00.000Z' };
const toasts = () => $toasts.get().map((toast) => [toast.variant, textOf(toast.message)]);

beforeEach(() => {
  clearUserQueries();
  $toasts.set([]);
});
afterEach(() => $toasts.set([]));

describe('verify store', () => {
  it('loads the list when watched, and reads it again after an add', async () => {
    let listed: (typeof ITEM)[] = [];
    const api = stubFetch({
      'GET verify/list': () => json({ message: 'OK', data: listed }),
      'POST verify/create': () => {
        listed = [ITEM];
        return json({ message: 'Added.', data: ITEM }, 201);
      },
    });
    const stop = verifyStore.listen(() => undefined);
    // Watching starts the load; loading again joins it (one call in flight per query).
    await verifyStore.load();
    expect(verifyStore.get()).toMatchObject({ status: 'ready', data: [] });

    expect(await addVerifyItem({ title: '  Read chapter 3 ' })).toEqual({ ...ITEM, id: '1' });
    expect(JSON.parse(await api.bodies[1]!)).toEqual({ title: 'Read chapter 3' });
    await verifyStore.load();
    expect(verifyStore.get().data).toEqual([{ ...ITEM, id: '1' }]);
    expect(api.calls()).toEqual(['GET verify/list', 'POST verify/create', 'GET verify/list']);
    expect(toasts()).toEqual([['success', 'Added.']]);
    stop();
  });

  it('rejects a refused add with its failure, toasts it and leaves the list alone', async () => {
    const refused = { message: 'The title field is required.', data: { title: ['The title field is required.'] } };
    const api = stubFetch({ 'POST verify/create': () => json(refused, 422) });
    await expect(addVerifyItem({ title: 'x' })).rejects.toMatchObject({ status: 422 });
    expect(api.calls()).toEqual(['POST verify/create']);
    expect(toasts()).toEqual([['danger', 'Could not add it. Please try again.']]);
  });

  it('leaves an expired session to the session: no toast of its own on a 401', async () => {
    stubFetch({ 'POST verify/create': () => json({ message: 'Unauthenticated.' }, 401) });
    await expect(addVerifyItem({ title: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(toasts()).toEqual([]);
  });
});
