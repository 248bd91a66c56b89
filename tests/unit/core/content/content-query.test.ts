import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../helpers';

// GET base/dynamic/button/{id}/content (§7): one cached query per button id, forgotten with the user's other caches.

async function load() {
  vi.resetModules();
  const content = await import('../../../../src/core/content/content-query');
  const query = await import('../../../../src/core/query/query');
  return { ...content, ...query };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (id: string) => () =>
  json({ data: { id: Number(id), title: `Button ${id}`, title_ar: null, content: '<p>x</p>', file: null } });

describe('button content query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('one store per id; each id loads its own button once and is cached', async () => {
    const api = stubFetch({
      'GET base/dynamic/button/1/content': answer('1'),
      'GET base/dynamic/button/2/content': answer('2'),
    });
    const s = await load();
    expect(s.buttonContentStore('1')).toBe(s.buttonContentStore('1'));
    const stops = [s.buttonContentStore('1').listen(() => {}), s.buttonContentStore('2').listen(() => {})];
    await tick();
    expect(s.buttonContentStore('1').get()).toMatchObject({ status: 'ready', data: { id: '1', title: 'Button 1' } });
    expect(s.buttonContentStore('2').get()).toMatchObject({ status: 'ready', data: { id: '2', title: 'Button 2' } });
    await s.buttonContentQuery('1').get();
    expect(api.calls()).toEqual(['GET base/dynamic/button/1/content', 'GET base/dynamic/button/2/content']);
    stops.forEach((stop) => stop());
  });

  it('the id is encoded into the path', async () => {
    const api = stubFetch({
      'GET base/dynamic/button/a%2Fb/content': () => json({ message: 'Button not found.' }, 404),
    });
    const s = await load();
    await expect(s.buttonContentQuery('a/b').get()).rejects.toMatchObject({ status: 404 });
    expect(api.calls()).toEqual(['GET base/dynamic/button/a%2Fb/content']);
  });

  it('a 404 is not retried; a forced load after an error asks again', async () => {
    let status = 404;
    const api = stubFetch({
      'GET base/dynamic/button/9/content': () =>
        status === 404 ? json({ message: 'Button not found.' }, 404) : answer('9')(),
    });
    const s = await load();
    const store = s.buttonContentStore('9');
    const stop = store.listen(() => {});
    await store.load();
    expect(store.get().status).toBe('error');
    expect(api.calls()).toHaveLength(1);
    status = 200;
    await store.load({ force: true });
    expect(store.get()).toMatchObject({ status: 'ready', data: { title: 'Button 9' } });
    stop();
  });

  it('a malformed answer is an error, not data', async () => {
    stubFetch({ 'GET base/dynamic/button/3/content': () => json({ data: { id: 3 } }) });
    const s = await load();
    await expect(s.buttonContentQuery('3').get()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('signing out (clearUserQueries) forgets every button', async () => {
    stubFetch({ 'GET base/dynamic/button/1/content': answer('1') });
    const s = await load();
    await s.buttonContentQuery('1').get();
    s.clearUserQueries();
    expect(s.buttonContentQuery('1').peek()).toBeUndefined();
  });
});
