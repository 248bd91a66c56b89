import { atom, onMount, type ReadableAtom } from 'nanostores';
import { onQueryLanguageChange, type Query } from './query';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a feature renders: data keeps the last good answer while a refresh runs or after it fails. */
export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
}

export interface QueryStore<T> extends ReadableAtom<QueryState<T>> {
  /** Loads through the query's cache; `force` skips it (a retry button, a refresh after a write). */
  load(options?: { force?: boolean }): Promise<void>;
}

/**
 * A feature's data as a store: loads when first watched, de-duplicated, cached and retried by its query, read
 * again in the new language when the language changes while watched (the old answer shows until then), and
 * back to 'idle' when the query is cleared (sign-out, 401, new sign-in) so the next watcher loads afresh; read again
 * at once when a write invalidates it while watched.
 */
export function queryStore<T>(query: Query<T>): QueryStore<T> {
  const initial = query.peek();
  const $state = atom<QueryState<T>>(
    initial === undefined
      ? { status: 'idle', data: undefined, error: undefined }
      : { status: 'ready', data: initial, error: undefined },
  );
  let latest = 0;

  async function load({ force = false }: { force?: boolean } = {}): Promise<void> {
    const mine = ++latest;
    $state.set({ ...$state.get(), status: 'loading', error: undefined });
    try {
      const data = await query.get({ force });
      // A later load or a clear wins over an answer that arrives late.
      if (mine === latest) $state.set({ status: 'ready', data, error: undefined });
    } catch (error) {
      if (mine === latest) $state.set({ ...$state.get(), status: 'error', error });
    }
  }

  onMount($state, () => {
    // Cleared or the language changed while nobody watched: the old data belongs to another session or language.
    if (query.peek() === undefined) $state.set({ status: 'idle', data: undefined, error: undefined });
    void load();
    // Read once the change settles and only what is shown: a sign-out in the same task leaves the store idle,
    // and an idle store (cleared, never asked) waits for whoever asks next.
    const stopLanguage = onQueryLanguageChange(() =>
      queueMicrotask(() => {
        if ($state.get().status !== 'idle') void load();
      }),
    );
    // A write made the answer stale: read it again, showing the old one meanwhile. Another session's: idle.
    const stopClear = query.onClear((reason) => {
      latest++;
      if (reason === 'stale') void load();
      else $state.set({ status: 'idle', data: undefined, error: undefined });
    });
    return () => {
      stopLanguage();
      stopClear();
    };
  });

  return Object.assign($state, { load });
}
