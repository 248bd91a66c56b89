import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/** A signal's value as React state: only the component that reads it re-renders when it changes (the timer's face, not the exam). */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  // signals-core calls a subscriber at once with the current value; React only needs to hear about later changes.
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = () => source.peek();
  return useSyncExternalStore(subscribe, read, read);
}
