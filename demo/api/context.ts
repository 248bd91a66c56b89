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
  /** Records a mail in the outbox (and prints its link when dev endpoints are on). */
  sendMail(mail: OutgoingMail): void;
  /** Re-seeds the data and clears every throttle. */
  reset(): void;
}
