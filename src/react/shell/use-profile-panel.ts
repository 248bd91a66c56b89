import { useCallback, useEffect, useRef, useState } from 'react';
import type * as PanelModule from './profile-menu-panel';

type Panel = typeof PanelModule;
/** How the visitor asked for the menu before its code came: a click (Enter, Space), or an arrow key, Home or End. */
export type MenuAsk = 'click' | 'first' | 'last';
/** `slow`: asked and still fetching after {@link SLOW_MS} (said aloud); `failed`: asked and the fetch failed. */
export type PanelPhase = 'idle' | 'waiting' | 'slow' | 'failed';

/** Under this a wait goes unannounced: a spinner that flashes is noise. */
const SLOW_MS = 300;
/** The idle prefetch waits at most this long for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

let loaded: Panel | null = null;
let loading: Promise<Panel> | null = null;

/** Fetches the panel's chunk once for the page; a failed fetch is forgotten, so the next ask fetches afresh. */
function loadPanel(): Promise<Panel> {
  loading ??= import('./profile-menu-panel').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 50);
  return () => window.clearTimeout(handle);
}

/**
 * The profile menu's panel chunk: fetched at the first idle moment, or sooner on hover, focus or press (`prefetch`,
 * silent if it fails). An `ask` made before it arrived is kept (one, not a toggle) and handed to `onArrive` once the
 * panel has rendered; past 300 ms the wait is `slow`, and a failed fetch for an ask is `failed` until asked again.
 */
export function useProfilePanel(onArrive: (panel: Panel, ask: MenuAsk) => void) {
  const [panel, setPanel] = useState<Panel | null>(loaded);
  const [phase, setPhase] = useState<PanelPhase>('idle');
  const asked = useRef<MenuAsk | null>(null);
  const alive = useRef(true);
  const slowTimer = useRef(0);
  const arrive = useRef(onArrive);
  arrive.current = onArrive;

  const fetchPanel = useCallback(() => {
    loadPanel().then(
      (module) => {
        if (!alive.current) return;
        window.clearTimeout(slowTimer.current);
        setPanel(module);
        setPhase('idle');
      },
      () => {
        if (!alive.current) return;
        window.clearTimeout(slowTimer.current);
        // A failed prefetch is not an error yet: the visitor's ask fetches again and shows a failure that persists.
        setPhase(asked.current ? 'failed' : 'idle');
      },
    );
  }, []);

  const prefetch = useCallback(() => {
    if (!loaded) fetchPanel();
  }, [fetchPanel]);

  const ask = useCallback(
    (how: MenuAsk) => {
      asked.current = how;
      if (loaded) return setPanel(loaded);
      setPhase('waiting');
      window.clearTimeout(slowTimer.current);
      slowTimer.current = window.setTimeout(() => setPhase((now) => (now === 'waiting' ? 'slow' : now)), SLOW_MS);
      fetchPanel();
    },
    [fetchPanel],
  );

  /** Forgets an ask still waiting (Escape), and a failure shown. */
  const cancel = useCallback(() => {
    asked.current = null;
    window.clearTimeout(slowTimer.current);
    setPhase('idle');
  }, []);

  useEffect(() => {
    alive.current = true;
    const stopIdle = loaded ? undefined : whenIdle(prefetch);
    return () => {
      alive.current = false;
      stopIdle?.();
      window.clearTimeout(slowTimer.current);
    };
  }, [prefetch]);

  // After the commit that drew the panel: the menu's items exist for the ask to open onto.
  useEffect(() => {
    const how = asked.current;
    if (!panel || !how) return;
    asked.current = null;
    arrive.current(panel, how);
  }, [panel]);

  return { panel, phase, prefetch, ask, cancel };
}
