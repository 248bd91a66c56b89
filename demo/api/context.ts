import type { Limits } from './rate-limit';
import type { ApiRequest } from './request';
import type { Router } from './router';
import type { Store } from './store';
import type { MailKind } from './types';

/** Everything a route group needs; handed to each `register(router, ctx)`. */
export interface ApiContext {
  store: Store;
  now(): number;
  devEndpoints: boolean;
  limits: Limits;
  /** Records a mail in the outbox (and prints its link when dev endpoints are on). */
  sendMail(req: ApiRequest, to: string, kind: MailKind, link: string): void;
  /** Re-seeds the data and clears every throttle. */
  reset(): void;
}

export type RegisterRoutes = (router: Router, ctx: ApiContext) => void;
