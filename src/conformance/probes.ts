import { ROUTE_ANSWERS } from '../core/api/route-answers';

// Which calls the kit makes, derived from the route registry: every GET route that reads JSON is called unless
// SKIPPED says why not, its path ids taken from earlier answers (PARAMS); a new GET route is a case by itself, and
// tests/unit/api/conformance-cases.test.ts fails when its ids have no source.

/** Values learned from earlier answers, by name (`user_id`, `ticket_no`, …). */
export type Learned = ReadonlyMap<string, string>;

/** A call to make, its ids found in earlier answers, or skipped when one is unknown. */
export interface Probe {
  route: string;
  /** The JSON body, or how to make it from what was learned. */
  body?: unknown;
  /** The learned values it needs: each `{param}` of the route takes its own; the others feed `body`. */
  from?: Record<string, string>;
}

/** GET routes the kit never calls, and why (the report's `notTried` lists them). */
export const SKIPPED: Readonly<Record<string, string>> = {
  'GET auth/email/verify/{id}': 'a mailed link: it verifies the address it names',
  'GET user/mail/unsubscribe': 'a mailed link: it answers a page, and unsubscribes',
  'GET support/ticket/re_open/{id}': 'reopens the ticket: a write despite GET',
  'GET attendance/get/with/entries/{batch}/{record}': 'needs an attendance record id only POST attendance/table names',
  'GET verify/certificate/{code}': 'needs a certificate code, printed on the certificate only',
  'GET exams/attempts/{id}/clock': 'needs a running attempt, which only a write starts',
  'GET exams/board/{examNo}': "needs an exam of the trainer's batch, which no read answer names",
};

/** Where a path parameter's value comes from: by parameter name, or by route for an ambiguous `{id}`. */
const PARAM_SOURCES: Readonly<Record<string, string>> = {
  batchNo: 'batch_no',
  examNo: 'exam_no',
  ticketNo: 'ticket_no',
  courseId: 'course_id',
  courseProgressId: 'batch_participant_course_progress_id',
  attemptId: 'attempt_id',
};
const ROUTE_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  'GET base/activity/history/user/name/{id}': { id: 'user_id' },
  'GET reports/v2/dashboard/learner/{id}': { id: 'user_id' },
  'GET reports/v2/dashboard/trainer/{id}': { id: 'user_id' },
  'GET base/dynamic/button/{id}/content': { id: 'button_id' },
  'GET setting/general/company/logo/{id}': { id: 'provided_by_id' },
};

/** The learned value each `{param}` of a route takes; throws for one with no source, so a new route is not forgotten. */
export function paramsOf(route: string): Record<string, string> | undefined {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const source = ROUTE_PARAMS[route]?.[name] ?? PARAM_SOURCES[name];
      if (!source) throw new Error(`[conformance] ${route}: no source for {${name}} (PARAMS in probes.ts, or SKIPPED)`);
      return [name, source];
    }),
  );
}

/** The GET routes that answer JSON the elements read: the registry's, machine-local ones and files left out. */
export function readRoutes(): string[] {
  return Object.entries(ROUTE_ANSWERS)
    .filter(([key, answer]) => key.startsWith('GET ') && !key.includes('__dev') && !answer.media)
    .map(([key]) => key);
}

/** The POST routes that only read (a table, a list) and the body each takes. */
const READ_POSTS: readonly Probe[] = [
  { route: 'POST support/ticket/table', body: { status: -1, page: 0, limit: 10, search: '' } },
  { route: 'POST base/support/type/table', body: { page: 1, limit: 100, search: '', status: -1 } },
];

/** The calls a read-only run makes: every readable GET route not skipped, and the reading POSTs. */
export const READ_ONLY_PROBES: readonly Probe[] = [
  ...readRoutes()
    .filter((route) => !(route in SKIPPED))
    .map((route) => ({ route, ...(paramsOf(route) && { from: paramsOf(route) }) })),
  ...READ_POSTS,
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

/** The first value of `key` anywhere in `value` (breadth first) that `wanted` accepts. */
export function findValue(value: unknown, key: string, wanted: (found: unknown) => boolean): unknown {
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

/** Ids found so far, by name: the user's, a button, a ticket; a course, batch and taken exam from a dashboard. */
export function learn(ids: Map<string, string>, route: string, body: unknown): void {
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
  if (route === 'GET exams/take/{examNo}') set('provided_by_id', findField(data, 'provided_by_id'));
  if (route === 'GET exams/integrity/batch/{batchNo}') set('attempt_id', findField(data, 'attempt_id'));
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
