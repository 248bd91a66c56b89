import { checkAnswer, ROUTE_ANSWERS, type AnswerMismatch } from '../core/api/route-answers';
import { findField, learn, READ_ONLY_PROBES, WRITE_PROBES, type Learned, type Probe } from './probes';
import { kitLang, kitWords, type KitWords } from './words';

// The conformance kit: signs in to an academy's own backend, then makes the calls that change nothing and reads each
// answer the way the elements do (the same schemas), naming the field that differs and the element it would break.

/** What a run needs. */
export interface ConformanceOptions {
  /** The academy's origin (the API is under `/backend/`), or the API base itself ending in `/backend`. */
  base: string;
  user: string;
  password: string;
  /** Per call; a call that takes longer stops the run (default 5000). */
  timeoutMs?: number;
  /** Sent as Accept-Language, and the report's language: Arabic for `ar…`, else English (default `en`). */
  lang?: string;
  /** Also makes WRITE_PROBES (a test account only): its own name saved unchanged, a ticket opened and closed. */
  allowWrites?: boolean;
  /** Sees each JSON answer that passed (the OpenAPI generator records its examples with it). */
  onAnswer?: (route: string, body: unknown) => void;
}

/** One route's outcome. */
export interface RouteResult {
  /** `METHOD pattern` as the OpenAPI document names it. */
  route: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** The path called, ids filled in. */
  path?: string;
  status?: number;
  mismatches?: AnswerMismatch[];
  /** Why it failed or was skipped, when not a field. */
  reason?: string;
  elements: readonly string[];
}

/** A run's outcome: `stopped` says why it could not go on (unreachable, not an academy API, sign-in refused). */
export interface ConformanceReport {
  api: string;
  results: RouteResult[];
  stopped?: string;
  /** Routes the run did not call: those that write (unless allowed), or need an id no answer names. */
  notTried: string[];
  /** Whether the run made the write probes. */
  wrote: boolean;
  /** The report's language. */
  lang: 'en' | 'ar';
}

/** Thrown to stop the run with what was tried. */
class Stop extends Error {}

interface Answer {
  status: number;
  body: unknown;
}

/** The API base (`…/backend/`) of an academy origin; refuses what is not an http(s) URL. */
export function apiBase(base: string, words: KitWords = kitWords('en')): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Stop(words.notUrl(JSON.stringify(base)));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Stop(words.notHttp(url.protocol));
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/backend') ? `${path}/` : `${path}/backend/`;
  url.search = '';
  url.hash = '';
  return url;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

interface Settings {
  timeoutMs: number;
  lang: string;
  words: KitWords;
}

/** Calls the API; a network failure, a timeout or a non-JSON answer stops the run. */
async function call(
  api: URL,
  settings: Settings,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const url = new URL(path, api);
  const what = `${method} ${url.href}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': settings.lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new Stop(settings.words.timeout(what, settings.timeoutMs / 1000));
    throw new Stop(settings.words.noConnect(what, causeOf(error)));
  }
  const type = res.headers.get('content-type') ?? '(none)';
  const text = await res.text();
  if (!/^application\/json\b/i.test(type)) throw new Stop(settings.words.notApi(what, res.status, type));
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new Stop(settings.words.notJson(what, res.status));
  }
}

/** The probe's path with its ids filled in, or the first learned value it lacks. */
function pathOf(probe: Probe, ids: Learned): { path: string } | { missing: string } {
  const missing = Object.values(probe.from ?? {}).find((name) => !ids.has(name));
  if (missing) return { missing };
  const pattern = probe.route.slice(probe.route.indexOf(' ') + 1);
  return {
    path: pattern.replace(/\{(\w+)\}/g, (_, param: string) =>
      encodeURIComponent(ids.get(probe.from?.[param] ?? '') ?? ''),
    ),
  };
}

/**
 * Runs the read-only checks against a live backend: signs in, then calls each probe once its ids are known, in
 * passes until no more can be called (an answer may name the id another needs). Never throws for the backend's
 * faults: the report says where it stopped.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const lang = kitLang(options.lang);
  const words = kitWords(lang);
  const settings: Settings = { timeoutMs: options.timeoutMs ?? 5000, lang: options.lang ?? 'en', words };
  const wrote = options.allowWrites === true;
  const probed = new Set([
    'POST auth/login',
    ...[...READ_ONLY_PROBES, ...(wrote ? WRITE_PROBES : [])].map((p) => p.route),
  ]);
  const notTried = Object.keys(ROUTE_ANSWERS).filter((key) => !probed.has(key) && !key.includes('__dev'));
  const report: ConformanceReport = { api: '', results: [], notTried, wrote, lang };
  const seen = (route: string, path: string, answer: Answer) => {
    record(report, words, route, path, answer);
    if (report.results.at(-1)?.outcome === 'pass') options.onAnswer?.(route, answer.body);
  };
  try {
    const api = apiBase(options.base, words);
    report.api = api.href;
    const login = await call(api, settings, 'POST', 'auth/login', undefined, {
      username: options.user,
      password: options.password,
    });
    seen('POST auth/login', 'auth/login', login);
    if (login.status !== 200) throw new Stop(words.signInRefused(login.status, messageOf(login.body)));
    const found = findField(login.body, 'access_token');
    if (!found) throw new Stop(words.noToken);
    // The elements sign out on a 401 and show its `message`: a signed-in route without a token must answer one.
    const anonymous = await call(api, settings, 'GET', 'user/current');
    report.results.push(refusal(words, `GET user/current ${words.withoutToken}`, 'user/current', anonymous, 401));
    const ids = new Map<string, string>();
    const run = async (probe: Probe, path: string) => {
      const [method] = probe.route.split(' ') as [string];
      const body = typeof probe.body === 'function' ? (probe.body as (ids: Learned) => unknown)(ids) : probe.body;
      const answer = await call(api, settings, method, path, found, body);
      seen(probe.route, path, answer);
      learn(ids, probe.route, answer.body);
    };
    let pending = [...READ_ONLY_PROBES];
    for (let called = true; called;) {
      called = false;
      const waiting: Probe[] = [];
      for (const probe of pending) {
        const target = pathOf(probe, ids);
        if ('missing' in target) waiting.push(probe);
        else {
          await run(probe, target.path);
          called = true;
        }
      }
      pending = waiting;
    }
    for (const probe of pending) skip(report, words, probe, ids);
    // The writes run in their order (each needs the one before), after every read.
    for (const probe of wrote ? WRITE_PROBES : []) {
      const target = pathOf(probe, ids);
      if ('missing' in target) skip(report, words, probe, ids);
      else await run(probe, target.path);
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    report.stopped = error.message;
  }
  return report;
}

function skip(report: ConformanceReport, words: KitWords, probe: Probe, ids: Learned): void {
  const missing = Object.values(probe.from ?? {}).find((name) => !ids.has(name)) ?? '';
  const elements = ROUTE_ANSWERS[probe.route]?.elements ?? [];
  report.results.push({ route: probe.route, outcome: 'skip', reason: words.noValue(missing), elements });
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : JSON.stringify(body).slice(0, 200);
}

/** Adds a route's result; a 403 for a role the account lacks is a skip, not a failure. */
function record(report: ConformanceReport, words: KitWords, route: string, path: string, answer: Answer): void {
  const expected = ROUTE_ANSWERS[route];
  const elements = expected?.elements ?? [];
  const base = { route, path, status: answer.status, elements };
  if (!expected) {
    report.results.push({ ...base, outcome: 'skip', reason: words.notInKit });
    return;
  }
  const success = expected.status ?? 200;
  if (answer.status === 403 && route !== 'POST auth/login') {
    report.results.push({ ...base, outcome: 'skip', reason: words.forbidden(messageOf(answer.body)) });
    return;
  }
  if (answer.status !== success) {
    report.results.push({
      ...base,
      outcome: 'fail',
      reason: `${words.answered(answer.status, success)}: ${messageOf(answer.body)}`,
    });
    return;
  }
  const mismatches = checkAnswer(expected, answer.body);
  report.results.push(
    mismatches.length === 0 ? { ...base, outcome: 'pass' } : { ...base, outcome: 'fail', mismatches },
  );
}

/** An expected error answer: its status, in the error envelope with a message to show. */
function refusal(words: KitWords, route: string, path: string, answer: Answer, status: number): RouteResult {
  const elements = ['login', 'shell'];
  const body = answer.body as { message?: unknown; status_text?: unknown } | null;
  const base = { route, path, status: answer.status, elements };
  if (answer.status !== status) return { ...base, outcome: 'fail', reason: words.answered(answer.status, status) };
  const mismatches: AnswerMismatch[] = [];
  if (typeof body?.message !== 'string' || body.message === '')
    mismatches.push({ path: 'message', message: words.needsMessage });
  if (typeof body?.status_text !== 'string') mismatches.push({ path: 'status_text', message: words.expectedString });
  return mismatches.length === 0 ? { ...base, outcome: 'pass' } : { ...base, outcome: 'fail', mismatches };
}
