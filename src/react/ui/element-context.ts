import { createContext, useContext } from 'react';
import type { AcademyEventDetail, AcademyEventName } from '../../core/events/event-map';

/** What a feature may do with the element it renders in: its host, events and navigation. */
export interface ElementApi {
  host: HTMLElement;
  emit: <K extends AcademyEventName>(name: K, detail: AcademyEventDetail<K>) => boolean;
  /** Returns true when the host handled the navigation itself. */
  navigate: (path: string, options?: { replace?: boolean }) => boolean;
}

export const ElementContext = createContext<ElementApi | null>(null);

export function useElement(): ElementApi {
  const api = useContext(ElementContext);
  if (!api) throw new Error('useElement() outside an Academy element');
  return api;
}
