import type { User } from '../api/user';

declare module '../events/event-map' {
  /** The sign-in feature's events join the one typed map here, not in a central list. */
  interface AcademyEventMap {
    /** After a successful sign-in, with the signed-in user. */
    'academy-login': CustomEvent<{ user: User }>;
  }
}

export {};
