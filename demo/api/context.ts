import type { Limits } from './rate-limit';
import type { Store } from './store';

/** A mail to record in the outbox; the subject is already in the caller's language. */
export interface OutgoingMail {
  to: string;
  kind: string;
  subject: string;
  link: string;
}

/** Everything a feature's routes need; handed to each `routes(router, ctx)`. */
export interface ApiContext {
  store: Store;
  now(): number;
  devEndpoints: boolean;
  limits: Limits;
  /** Where mailed links point (configured, never taken from a request's Origin or Host). */
  publicOrigin: string;
  /** Records a mail in the outbox (and prints its link only in development mode). */
  sendMail(mail: OutgoingMail): void;
  /** Re-seeds the data and clears every throttle. */
  reset(): void;
}
