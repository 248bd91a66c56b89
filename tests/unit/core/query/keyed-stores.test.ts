import { describe, expect, it } from 'vitest';
import { keyedStores } from '../../../../src/core/query/keyed-stores';
import { createQueryFamily } from '../../../../src/core/query/query';

// One store per key over a query family, reused, and bounded so a long session does not grow without end.

describe('keyedStores', () => {
  const family = createQueryFamily((key: string) => Promise.resolve(key.toUpperCase()));

  it('makes one store per key and hands the same one back', () => {
    const stores = keyedStores(family);
    expect(stores('a')).toBe(stores('a'));
    expect(stores('a')).not.toBe(stores('b'));
  });

  it('keeps at most `max`, dropping the least recently asked', () => {
    const stores = keyedStores(family, 2);
    const a = stores('a');
    const b = stores('b');
    expect(stores('a')).toBe(a);
    stores('c');
    expect(stores('a')).toBe(a);
    expect(stores('b')).not.toBe(b);
  });

  it('a store made again reads the same query (its cached answer)', async () => {
    const stores = keyedStores(family, 1);
    await stores('x').load();
    stores('y');
    expect(stores('x').value).toEqual({ status: 'ready', data: 'X', error: undefined });
  });
});
