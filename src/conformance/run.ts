import { checkAnswer, ROUTE_ANSWERS, type AnswerMismatch } from '../core/api/route-answers';

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
  /** Sent as Accept-Language (default `en`). */
  lang?: string;
  /** Also makes WRITE_PROBES (a test account only): its own name saved unchanged, a ticket opened and closed. */
  allowWrites?: boolean;
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
}

/** Thrown to stop the run with what was tried. */
class Stop extends Error {}

interface Answer {
  status: number;
  body: unknown;
}

/** The API base (`…/backend/`) of an academy origin; refuses what is not an http(s) URL. */
export function apiBase(base: string): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Stop(`--base ${JSON.stringify(base)} is not a URL (for example https://academy.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Stop(`--base must be http(s), not ${url.protocol}`);
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

/** Calls the API; a network failure, a timeout or a non-JSON answer stops the run. */
async function call(
  api: URL,
  options: Required<Pick<ConformanceOptions, 'timeoutMs' | 'lang'>>,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const url = new URL(path, api);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new Stop(`${method} ${url.href}: no answer within ${options.timeoutMs / 1000} s`);
    throw new Stop(`${method} ${url.href}: could not connect (${causeOf(error)})`);
  }
  const type = res.headers.get('content-type') ?? '(none)';
  const text = await res.text();
  if (!/^application\/json\b/i.test(type)) {
    throw new Stop(
      `${method} ${url.href} answered ${res.status} ${type}, not the academy API's JSON envelope: is --base the academy's origin, with the API under /backend/?`,
    );
  }
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new Stop(`${method} ${url.href} answered ${res.status} with a body that is not JSON`);
  }
}

/** The first value of `key` anywhere in `value` (breadth first) that `wanted` accepts. */
function findValue(value: unknown, key: string, wanted: (found: unknown) => boolean): unknown {
  const queue: unknown[] = [value];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || typeof next !== 'object') continue;
    if (!Array.isArray(next) && wanted((next as Record<string, unknown>)[key]))
      return (next as Record<string, unknown>)[key];
    queue.push(...Object.values(next));
  }
  return undefined;
}

/** The first id-like value (a number or a non-empty string) of `key` anywhere in `value`, as a path segment. */
export function findField(value: unknown, key: string): string | undefined {
  const found = findValue(value, key, (item) => typeof item === 'number' || (typeof item === 'string' && item !== ''));
  return found === undefined ? undefined : String(found);
}

/** Values learned from earlier answers, by name (`user_id`, `ticket_no`, …). */
type Learned = ReadonlyMap<string, string>;

/** A call to make, its ids found in earlier answers, or skipped when one is unknown. */
interface Probe {
  route: string;
  /** The JSON body, or how to make it from what was learned. */
  body?: unknown;
  /** The learned values it needs: each `{param}` of the route takes its own; the others feed `body`. */
  from?: Record<string, string>;
}

/** The calls a read-only run makes, in order: each may name ids later ones need. */
export const READ_ONLY_PROBES: readonly Probe[] = [
  { route: 'GET user/current' },
  { route: 'GET roles/current' },
  { route: 'GET permissions/current' },
  { route: 'GET user/mail/preferences' },
  { route: 'GET user/notifications' },
  { route: 'GET user/notifications/unread' },
  { route: 'GET base/activity/history/user/name/{id}', from: { id: 'user_id' } },
  { route: 'GET base/dynamic/button/mine' },
  { route: 'GET base/dynamic/button/{id}/content', from: { id: 'button_id' } },
  { route: 'GET reports/v2/dashboard/learner/{id}', from: { id: 'user_id' } },
  { route: 'GET reports/v2/dashboard/trainer/{id}', from: { id: 'user_id' } },
  { route: 'GET courses/view/course/{courseId}', from: { courseId: 'course_id' } },
  {
    route: 'GET batch/participant/course/progress/get/{courseProgressId}',
    from: { courseProgressId: 'batch_participant_course_progress_id' },
  },
  { route: 'GET batches/view/{batchNo}', from: { batchNo: 'batch_no' } },
  { route: 'GET batches/overview/{batchNo}', from: { batchNo: 'batch_no' } },
  { route: 'GET exams/allowances/batch/{batchNo}', from: { batchNo: 'batch_no' } },
  { route: 'GET exams/integrity/batch/{batchNo}', from: { batchNo: 'batch_no' } },
  { route: 'GET exams/result/{examNo}', from: { examNo: 'exam_no' } },
  { route: 'GET exams/integrity/{examNo}', from: { examNo: 'exam_no' } },
  { route: 'POST support/ticket/table', body: { status: -1, page: 0, limit: 10, search: '' } },
  { route: 'GET support/ticket/get/{ticketNo}', from: { ticketNo: 'ticket_no' } },
  { route: 'POST base/support/type/table', body: { page: 1, limit: 100, search: '', status: -1 } },
];

const TITLE = 'Conformance check';

/**
 * The calls `--allow-writes` adds, on a test account, after the read-only ones: the account's own name saved as it
 * is, and a ticket opened, closed by a reply, and read back. Nothing else changes.
 */
export const WRITE_PROBES: readonly Probe[] = [
  {
    route: 'PUT user/update/name',
    from: { id: 'user_id', name: 'user_name' },
    body: (ids: Learned) => ({
      id: ids.get('user_id'),
      name: ids.get('user_name'),
      ...(ids.has('user_arabic_name') && { arabic_name: ids.get('user_arabic_name') }),
    }),
  },
  {
    route: 'POST support/ticket/create',
    from: { type: 'support_type' },
    body: (ids: Learned) => ({
      type: ids.get('support_type'),
      title: TITLE,
      description: 'Opened and closed by academy-widgets-conformance --allow-writes.',
    }),
  },
  {
    route: 'POST support/ticket/create/history',
    from: { ticket: 'new_ticket_id' },
    body: (ids: Learned) => ({ ticket_id: ids.get('new_ticket_id'), content: `${TITLE}: closing.`, close_now: true }),
  },
  { route: 'GET support/ticket/get/{ticketNo}', from: { ticketNo: 'new_ticket_no' } },
];

/** Ids found so far, by name: `user_id` from the user, `button_id`, `ticket_no`; a course, batch and taken exam from a dashboard. */
function learn(ids: Map<string, string>, route: string, body: unknown): void {
  const data = (body as { data?: unknown } | null)?.data;
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && !ids.has(name)) ids.set(name, value);
  };
  const text = (key: string) => findValue(data, key, (item) => typeof item === 'string' && item !== '') as string;
  if (route === 'GET user/current') {
    set('user_id', findField(data, 'id'));
    set('user_name', text('name'));
    set('user_arabic_name', text('arabic_name'));
  }
  if (route === 'POST base/support/type/table') set('support_type', text('value'));
  if (route === 'POST support/ticket/create') {
    set('new_ticket_id', findField(data, 'id'));
    set('new_ticket_no', findField(data, 'no'));
  }
  if (route === 'GET base/dynamic/button/mine') set('button_id', findField(data, 'id'));
  if (route === 'POST support/ticket/table') set('ticket_no', findField(data, 'no'));
  if (route.startsWith('GET reports/v2/dashboard/')) {
    const courses = findValue(data, 'active_courses', (item) => Array.isArray(item) && item.length > 0);
    set('course_id', findField(courses, 'id'));
    set('batch_participant_course_progress_id', findField(courses, 'batch_participant_course_progress_id'));
    // The batch pages are a trainer's: a learner's batch is no batch of theirs to open (404).
    if (route.includes('/trainer/')) set('batch_no', findField(data, 'batch_no'));
    const taken = findValue(data, 'previous_exams', (item) => Array.isArray(item) && item.length > 0);
    set('exam_no', findField(taken, 'no'));
  }
}

/**
 * Runs the read-only checks against a live backend: signs in, then calls each probe whose ids are known. Never
 * throws for the backend's faults: the report says where it stopped.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const settings = { timeoutMs: options.timeoutMs ?? 5000, lang: options.lang ?? 'en' };
  const wrote = options.allowWrites === true;
  const probes = wrote ? [...READ_ONLY_PROBES, ...WRITE_PROBES] : READ_ONLY_PROBES;
  const probed = new Set(['POST auth/login', ...probes.map((probe) => probe.route)]);
  const notTried = Object.keys(ROUTE_ANSWERS).filter((key) => !probed.has(key) && !key.includes('__dev'));
  const report: ConformanceReport = { api: '', results: [], notTried, wrote };
  try {
    const api = apiBase(options.base);
    report.api = api.href;
    const login = await call(api, settings, 'POST', 'auth/login', undefined, {
      username: options.user,
      password: options.password,
    });
    record(report, 'POST auth/login', 'auth/login', login);
    if (login.status !== 200) throw new Stop(`sign-in refused (${login.status}): ${messageOf(login.body)}`);
    const found = findField(login.body, 'access_token');
    if (!found) throw new Stop('sign-in answered 200 without an access_token, so no signed-in route can be checked');
    // The elements sign out on a 401 and show its `message`: a signed-in route without a token must answer one.
    const anonymous = await call(api, settings, 'GET', 'user/current');
    report.results.push(refusal('GET user/current without a token', 'user/current', anonymous, 401));
    const ids = new Map<string, string>();
    for (const probe of probes) {
      const [method, pattern] = probe.route.split(' ') as [string, string];
      const missing = Object.entries(probe.from ?? {}).find(([, name]) => !ids.has(name));
      const elements = ROUTE_ANSWERS[probe.route]?.elements ?? [];
      if (missing) {
        report.results.push({
          route: probe.route,
          outcome: 'skip',
          reason: `no ${missing[1]} in the answers so far`,
          elements,
        });
        continue;
      }
      const path = pattern.replace(/\{(\w+)\}/g, (_, param: string) =>
        encodeURIComponent(ids.get(probe.from?.[param] ?? '') ?? ''),
      );
      const body = typeof probe.body === 'function' ? (probe.body as (ids: Learned) => unknown)(ids) : probe.body;
      const answer = await call(api, settings, method, path, found, body);
      record(report, probe.route, path, answer);
      learn(ids, probe.route, answer.body);
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    report.stopped = error.message;
  }
  return report;
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : JSON.stringify(body).slice(0, 200);
}

/** Adds a route's result; a 403 for a role the account lacks is a skip, not a failure. */
function record(report: ConformanceReport, route: string, path: string, answer: Answer): void {
  const expected = ROUTE_ANSWERS[route];
  const elements = expected?.elements ?? [];
  const base = { route, path, status: answer.status, elements };
  if (!expected) {
    report.results.push({ ...base, outcome: 'skip', reason: 'not in this kit’s route list' });
    return;
  }
  const success = expected.status ?? 200;
  if (answer.status === 403 && route !== 'POST auth/login') {
    report.results.push({ ...base, outcome: 'skip', reason: `403 for this account: ${messageOf(answer.body)}` });
    return;
  }
  if (answer.status !== success) {
    report.results.push({
      ...base,
      outcome: 'fail',
      reason: `answered ${answer.status}, expected ${success}: ${messageOf(answer.body)}`,
    });
    return;
  }
  const mismatches = checkAnswer(expected, answer.body);
  report.results.push(
    mismatches.length === 0 ? { ...base, outcome: 'pass' } : { ...base, outcome: 'fail', mismatches },
  );
}

/** An expected error answer: its status, in the error envelope with a message to show. */
function refusal(route: string, path: string, answer: Answer, status: number): RouteResult {
  const elements = ['login', 'shell'];
  const body = answer.body as { message?: unknown; status_text?: unknown } | null;
  if (answer.status !== status)
    return {
      route,
      path,
      status: answer.status,
      outcome: 'fail',
      reason: `answered ${answer.status}, expected ${status}`,
      elements,
    };
  const mismatches: AnswerMismatch[] = [];
  if (typeof body?.message !== 'string' || body.message === '')
    mismatches.push({ path: 'message', message: 'an error answer needs a message the element can show' });
  if (typeof body?.status_text !== 'string') mismatches.push({ path: 'status_text', message: 'expected a string' });
  return mismatches.length === 0
    ? { route, path, status: answer.status, outcome: 'pass', elements }
    : { route, path, status: answer.status, outcome: 'fail', mismatches, elements };
}
