import { validate, type Struct } from 'superstruct';
import { Ignored } from '../../../../src/core/api/schemas/common';
import type { LimitSettings } from '../../../../demo/api/rate-limit';
import type { TestApi } from '../helpers';

// What every feature's contract cases (`<feature>-cases.ts`) are made of, and the checks they share.

export type Account = 'learner' | 'trainer' | 'both' | 'newcomer' | 'support';

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /backend/, with parameters filled in. */
  path: string;
  body?: unknown;
  /** Sent as is instead of `body` (malformed JSON). */
  rawBody?: string;
  /** Signs this account in first and sends its token. */
  as?: Account;
  /** Extra request headers (a non-JSON Content-Type for 415). */
  headers?: Record<string, string>;
}

/** Checks a success answer the way the client reads it; returns a failure description or undefined. */
export type ClientCheck = (body: { data: unknown }) => string | undefined;

export interface ContractCase {
  title: string;
  status: number;
  /** The call, or a function that prepares state through the API and then returns it. */
  call: Call | ((t: TestApi) => Promise<Call>);
  /** Success answers only: the client's reading of the body. */
  client?: ClientCheck;
}

/** A feature's cases: keyed by `METHOD pattern` exactly as `api.routes()` lists them. 401 for signed-in routes and 405 are checked for every route automatically. */
export type Contracts = Record<string, RouteContract>;

/** A route's cases, or why it has none. */
export type RouteContract = { cases: ContractCase[] } | { exempt: string };

/** What `checkSchema` in src/core/http/client.ts does: validate with coercion, on `data` unless the call reads the whole body. */
export function schemaCheck<T, S>(schema: Struct<T, S>, whole = false): ClientCheck {
  return (body) => {
    const [failure] = validate(whole ? body : body.data, schema, { coerce: true });
    return failure ? `${failure.path.join('.') || 'body'}: ${failure.message}` : undefined;
  };
}

/** A success answer whose `data` the client ignores. */
export const ignored = schemaCheck(Ignored);

/** A sign-up body sent as a cross-site form could send it: 415. */
export const TEXT_PLAIN = { 'Content-Type': 'text/plain;charset=UTF-8' };

/**
 * The maxima of the contract's API: it checks what a 429 answer looks like, not how many calls reach one (each
 * feature's own tests check its throttles and their defaults), so these throttle cases make a few calls, not hundreds.
 */
export const CONTRACT_LIMITS = {
  scansPerUser: 4,
  ticketsPerUser: 3,
  ticketRepliesPerUser: 4,
} as const satisfies Partial<LimitSettings>;

/** Repeats a call `times` times first, then returns it (to reach a throttle). */
export function after(
  times: number,
  call: Call,
  token?: (t: TestApi) => Promise<string>,
): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const bearer = token ? await token(t) : undefined;
    for (let index = 0; index < times; index++)
      await t.call(call.path, { method: call.method, body: call.body, token: bearer });
    return call;
  };
}
