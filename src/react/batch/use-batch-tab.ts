import { useCallback, useEffect, useRef, useState } from 'react';
import { tabQueryString, type BatchTab } from '../../core/batch/page-tabs';

const urlTab = () => new URLSearchParams(location.search).get('tab');

/**
 * §2 the tab asked for: the `tab` attribute when set (and whenever it changes), else the page's `tab` query parameter.
 * Choosing a tab adds a history entry with it in the query (a reload, a shared link and back/forward keep it).
 * The entry is pushed directly, not as an academy-navigate request: routing would re-render the page and move
 * focus to its heading, away from the tab the keyboard user is on.
 */
export function useBatchTab(attribute: string | undefined): [string | null, (tab: BatchTab) => void] {
  const [requested, setRequested] = useState<string | null>(() => attribute ?? urlTab());
  const fallback = useRef(attribute);
  useEffect(() => {
    fallback.current = attribute;
    if (attribute !== undefined) setRequested(attribute);
  }, [attribute]);
  useEffect(() => {
    const onPop = () => setRequested(urlTab() ?? fallback.current ?? null);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const choose = useCallback((tab: BatchTab) => {
    setRequested(tab);
    const query = tabQueryString(tab, location.search);
    if (query !== location.search) history.pushState(history.state, '', `${location.pathname}${query}${location.hash}`);
  }, []);
  return [requested, choose];
}
