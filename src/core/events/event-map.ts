import type { User } from '../api/user';

/** Detail of `academy-navigate`: where an element wants to go. */
export interface NavigateDetail {
  path: string;
  replace?: boolean;
}

/** Every event an Academy element dispatches, by name. */
export interface AcademyEventMap {
  'academy-navigate': CustomEvent<NavigateDetail>;
  'academy-login': CustomEvent<{ user: User | null }>;
  'academy-logout': CustomEvent<Record<string, never>>;
  'academy-session-expired': CustomEvent<{ path: string }>;
  'academy-error': CustomEvent<{ message: string; status?: number }>;
}

export type AcademyEventName = keyof AcademyEventMap;
export type AcademyEventDetail<K extends AcademyEventName> =
  AcademyEventMap[K] extends CustomEvent<infer D> ? D : never;

declare global {
  interface GlobalEventHandlersEventMap extends AcademyEventMap {}
  interface DocumentEventMap extends AcademyEventMap {}
  interface WindowEventMap extends AcademyEventMap {}
}
