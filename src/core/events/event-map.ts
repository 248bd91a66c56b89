/** Detail of `academy-navigate`: where an element wants to go. */
export interface NavigateDetail {
  path: string;
  replace?: boolean;
}

/** Detail of `academy-language-change`: the page language the user chose. */
export interface LanguageChangeDetail {
  lang: 'en' | 'ar';
}

/**
 * Every event an Academy element dispatches, by name. The events every element may send are here; a feature
 * adds its own by declaration merging in `src/core/<feature>/events.ts` (see core/login/events.ts).
 */
export interface AcademyEventMap {
  'academy-navigate': CustomEvent<NavigateDetail>;
  'academy-logout': CustomEvent<Record<string, never>>;
  'academy-session-expired': CustomEvent<{ path: string }>;
  'academy-error': CustomEvent<{ message: string; status?: number }>;
  /** The user switched the page language with an element's own switch (the host's `setLanguage` sends none). */
  'academy-language-change': CustomEvent<LanguageChangeDetail>;
}

export type AcademyEventName = keyof AcademyEventMap;
export type AcademyEventDetail<K extends AcademyEventName> =
  AcademyEventMap[K] extends CustomEvent<infer D> ? D : never;

declare global {
  interface GlobalEventHandlersEventMap extends AcademyEventMap {}
  interface DocumentEventMap extends AcademyEventMap {}
  interface WindowEventMap extends AcademyEventMap {}
}
