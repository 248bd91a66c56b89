import type { QueryFamily } from './query';
import { queryStore, type QueryStore } from './query-store';

/**
 * One store per key over a query family (a ticket, a list page, a lecture), made on first use and reused after.
 * At most `max` are kept, least recently asked first to go, so a long session of searches does not grow without
 * bound; a dropped one still works for whoever holds it, and asking again makes a new one over the same query.
 */
export function keyedStores<K extends string, T>(family: QueryFamily<K, T>, max = 50): (key: K) => QueryStore<T> {
  const stores = new Map<K, QueryStore<T>>();
  return (key) => {
    let store = stores.get(key);
    if (store) stores.delete(key);
    else store = queryStore(family(key));
    stores.set(key, store);
    if (stores.size > max) stores.delete(stores.keys().next().value as K);
    return store;
  };
}
