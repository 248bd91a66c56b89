import { useEffect, useState } from 'react';

/** §9: the batch page asks for its data 100 ms after it mounts. */
const BATCH_FETCH_DELAY_MS = 100;

/** False until `ms` after the first render (a fresh timer per mount), then true. */
export function useStartDelay(ms: number = BATCH_FETCH_DELAY_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
