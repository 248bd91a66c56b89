import { type, validate, type Struct } from 'superstruct';
import { LoginAnswer } from '../../../../src/core/api/schemas/login';
import { PermissionList, RoleList } from '../../../../src/core/api/schemas/access';
import { LectureQrDataSchema, RosterSchema, ScanAnswer, ScanRecorded, VenueSchema } from '../../../../src/core/api/schemas/attendance';
import { Ignored } from '../../../../src/core/api/schemas/common';
import { CompanyLogoSchema } from '../../../../src/core/api/schemas/company';
import { CourseProgressAnswer, CourseViewAnswer } from '../../../../src/core/api/schemas/course';
import { LearnerDashboardSchema, TrainerDashboardSchema } from '../../../../src/core/api/schemas/dashboard';
import { ButtonContentSchema, DynamicButtonList } from '../../../../src/core/api/schemas/content';
import { ActivityList, unwrapUser } from '../../../../src/core/api/schemas/profile';
import { CreatedTicketSchema, SupportTypeAnswer, TicketHistorySchema, TicketSchema, TicketTableSchema } from '../../../../src/core/api/schemas/tickets';
import { UserSchema } from '../../../../src/core/api/schemas/user';
import {
  LEARNER_CLOSED_TICKET_ID,
  LEARNER_CLOSED_TICKET_NO,
  LEARNER_HOSTILE_TICKET_NO,
  LEARNER_OPEN_TICKET_ID,
  LEARNER_OPEN_TICKET_NO,
  TRAINER_TICKET_ID,
} from '../../../../demo/api/features/tickets/ids';
import { OTHER_BATCH_LECTURE_ID, RUNNING_LECTURE_ID } from '../../../../demo/api/features/attendance/ids';
import { COURSE, PROGRESS } from '../../../../demo/api/features/course/ids';
import { DEFAULT_LIMITS } from '../../../../demo/api/rate-limit';
import { PASSWORD, type TestApi } from '../helpers';
import { COORDS, shownCode } from '../attendance-support';
import { BATCH_CONTRACTS } from './batch-cases';
import { EXAM_CONTRACTS } from './exam-cases';

// Every route of the reference API with the client schema its answers must satisfy, success and errors.

export type Account = 'learner' | 'trainer' | 'both' | 'newcomer';

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

export type RouteContract = { cases: ContractCase[] } | { exempt: string };

/** What `checkSchema` in src/core/http/client.ts does: validate with coercion, on `data` unless the call reads the whole body. */
function schemaCheck<T, S>(schema: Struct<T, S>, whole = false): ClientCheck {
  return (body) => {
    const [failure] = validate(whole ? body : body.data, schema, { coerce: true });
    return failure ? `${failure.path.join('.') || 'body'}: ${failure.message}` : undefined;
  };
}

const ignored = schemaCheck(Ignored);
/** A recorded scan: its message, and the lecture and direction a typed code learns from it. */
const scanAnswer: ClientCheck = (body) => schemaCheck(ScanAnswer, true)(body) ?? schemaCheck(ScanRecorded)(body);

/** postLogin: the whole body against LoginAnswer, and a token must be found (top level or in `data`). */
const loginAnswer: ClientCheck = (body) => {
  const [failure, answer] = validate(body, LoginAnswer, { coerce: true });
  if (failure) return failure.message;
  return (answer.access_token ?? answer.data?.access_token) ? undefined : 'no access_token';
};

/** updateName: `type({})` on `data`, then `unwrapUser`. */
const updatedUser: ClientCheck = (body) => {
  const failure = schemaCheck(type({}))(body);
  if (failure) return failure;
  try {
    unwrapUser(body.data);
    return undefined;
  } catch (error) {
    return String(error);
  }
};

const NEW_USER = 'contract@example.com';
const SIGN_UP = {
  firstName: 'Cora',
  lastName: 'Contract',
  email: NEW_USER,
  phone: '+971 50 123 4567',
  role: 'learner',
  password: 'longenough1',
  confirmPassword: 'longenough1',
  agreeToTerms: true,
};

async function signUp(t: TestApi): Promise<void> {
  const res = await t.call('auth/register', { body: SIGN_UP });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
}

/** The newest link of a kind mailed to an address, as a path under /backend/ (verify) or its token (reset). */
async function latestLink(t: TestApi, email: string, kind: 'reset' | 'verify'): Promise<URL> {
  const mail = (await t.outbox(email)).find((candidate) => candidate.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail for ${email}`);
  return new URL(mail.link);
}

async function verifyCall(t: TestApi): Promise<Call> {
  await signUp(t);
  const url = await latestLink(t, NEW_USER, 'verify');
  return { path: `${url.pathname.slice(1)}${url.search}` };
}

async function resetCall(t: TestApi, password: string): Promise<Call> {
  await t.call('auth/forgot/password', { body: { email: 'learner@academy.test' } });
  const url = await latestLink(t, 'learner@academy.test', 'reset');
  const token = url.pathname.split('/').pop() ?? '';
  return { method: 'POST', path: 'auth/reset/password', body: { token, email: 'learner@academy.test', password, password_confirmation: password } };
}

/** A sign-up body sent as a cross-site form could send it: 415. */
const TEXT_PLAIN = { 'Content-Type': 'text/plain;charset=UTF-8' };

/** Repeats a call `times` times first, then returns it (to reach a throttle). */
function after(times: number, call: Call, token?: (t: TestApi) => Promise<string>): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const bearer = token ? await token(t) : undefined;
    for (let index = 0; index < times; index++) await t.call(call.path, { method: call.method, body: call.body, token: bearer });
    return call;
  };
}

/** The list screen's first call (§7: zero-based page, default size 10, every status). */
const TICKET_LIST = { status: -1, page: 0, limit: 10, search: '' };
const NEW_TICKET = { type: 'technical_support', title: 'Contract ticket', description: 'A description long enough to pass the rules.' };
const REPLY = { ticket_id: LEARNER_OPEN_TICKET_ID, content: '<p>Any news?</p>', close_now: false };
/** §7: page 1, limit 100, search empty, status -1. */
const TYPE_LIST = { page: 1, limit: 100, search: '', status: -1 };

/** The trainer's QR page and roster name the lecture this way (§7). */
const LECTURE_REF = { related_type: 'lecture', related_id: RUNNING_LECTURE_ID };
/** "Use my current location as the venue", standing in the hall. */
const VENUE_BODY = { ...LECTURE_REF, ...COORDS, radius_m: 120 };

/** §3 scan payload for the running lecture (or `extra.related_id`), with the code its QR page shows now on the API clock. */
function scanBody(t: TestApi, entryType: 'IN' | 'OUT' | 'IN_OUT', extra: { related_id?: number | string } & object = {}) {
  return {
    language: 'En',
    attendance_entry_type: entryType,
    related_id: String(RUNNING_LECTURE_ID),
    related_type: 'lecture',
    location_coords: COORDS,
    location_accuracy: 12,
    timestamp: t.clock.now,
    qr_content: shownCode(extra.related_id ?? RUNNING_LECTURE_ID, entryType, t.clock.now),
    ...extra,
  };
}

/** The cases of attendance/scan and attendance/create (one handler), posted as `learner` on the API clock. */
function scanCases(path: 'attendance/scan' | 'attendance/create'): ContractCase[] {
  const as = 'learner';
  const post = (body: object): Call => ({ method: 'POST', path, as, body });
  const scan = (entryType: 'IN' | 'OUT', extra: (t: TestApi) => object = () => ({})) => (t: TestApi) =>
    Promise.resolve(post(scanBody(t, entryType, extra(t))));
  const afterCheckIn = (entryType: 'IN' | 'OUT') => async (t: TestApi) => {
    await t.call(path, { body: scanBody(t, 'IN'), token: await t.login(as) });
    return post(scanBody(t, entryType));
  };
  return [
    { title: 'checks in', status: 200, call: scan('IN'), client: scanAnswer },
    { title: 'checks out', status: 200, call: afterCheckIn('OUT'), client: scanAnswer },
    { title: 'already checked in', status: 422, call: afterCheckIn('IN') },
    { title: 'check-out first', status: 422, call: scan('OUT') },
    { title: 'expired code', status: 422, call: scan('IN', (t) => ({ qr_content: shownCode(RUNNING_LECTURE_ID, 'IN', t.clock.now - 2 * 60_000) })) },
    { title: 'unsigned code', status: 422, call: scan('IN', (t) => ({ qr_content: `$lecture$${RUNNING_LECTURE_ID}$${t.clock.now}$IN` })) },
    { title: 'typed code', status: 422, call: scan('IN', () => ({ qr_content: null, typed_code: '000000', related_id: '' })) },
    { title: 'offline too long', status: 422, call: scan('IN', (t) => ({ scanned_at: t.clock.now - 5 * 3_600_000 })) },
    { title: 'no location', status: 422, call: scan('IN', () => ({ location_coords: null })) },
    { title: 'outside the venue', status: 422, call: scan('IN', () => ({ location_coords: { latitude: 40.7128, longitude: -74.006 } })) },
    { title: 'not enrolled', status: 403, call: scan('IN', () => ({ related_id: OTHER_BATCH_LECTURE_ID })) },
    { title: 'unknown lecture', status: 404, call: scan('IN', () => ({ related_id: '999999' })) },
    { title: 'wrong shape', status: 422, call: scan('IN', () => ({ attendance_entry_type: 'BREAK' })) },
    { title: 'too many scans', status: 429, call: async (t) => after(DEFAULT_LIMITS.scansPerUser, post(scanBody(t, 'OUT')), (api) => api.login(as))(t) },
  ];
}

/** The course viewer's save of learner's Fire Safety record: the record as read, changed by `change`. */
function progressUpdate(change: (record: Record<string, unknown>) => object = (record) => record, as: Account = 'learner'): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const read = await t.call<Record<string, unknown>>(`batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`, { token: await t.login('learner') });
    return { method: 'POST', path: `batch/participant/course/progress/update/${PROGRESS.learnerFireSafety}`, as, body: change(read.body.data) };
  };
}

/** Keyed by `METHOD pattern` exactly as `api.routes()` lists them. 401 for signed-in routes and 405 are checked for every route automatically. */
export const CONTRACTS: Record<string, RouteContract> = {
  'POST auth/login': {
    cases: [
      { title: 'signs in', status: 200, call: { method: 'POST', path: 'auth/login', body: { username: 'learner', password: PASSWORD, rememberMe: true } }, client: loginAnswer },
      { title: 'wrong password', status: 401, call: { method: 'POST', path: 'auth/login', body: { username: 'learner', password: 'not-the-one' } } },
      { title: 'missing fields', status: 422, call: { method: 'POST', path: 'auth/login', body: {} } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'auth/login', body: { username: 7, password: PASSWORD } } },
      { title: 'malformed JSON', status: 400, call: { method: 'POST', path: 'auth/login', rawBody: '{"username": ' } },
      { title: 'not JSON', status: 415, call: { method: 'POST', path: 'auth/login', rawBody: 'username=learner', headers: TEXT_PLAIN } },
      { title: 'throttled', status: 429, call: after(5, { method: 'POST', path: 'auth/login', body: { username: 'learner', password: 'not-the-one' } }) },
      {
        title: 'email not verified',
        status: 403,
        call: async (t) => {
          await signUp(t);
          return { method: 'POST', path: 'auth/login', body: { username: NEW_USER, password: SIGN_UP.password } };
        },
      },
    ],
  },
  'POST auth/logout': {
    cases: [{ title: 'signs out', status: 200, call: { method: 'POST', path: 'auth/logout', as: 'learner' }, client: ignored }],
  },
  'POST auth/register': {
    cases: [
      { title: 'signs up', status: 201, call: { method: 'POST', path: 'auth/register', body: SIGN_UP }, client: ignored },
      { title: 'taken email', status: 422, call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, email: 'learner@academy.test' } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, agreeToTerms: 'yes' } } },
      { title: 'too long', status: 422, call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, firstName: 'x'.repeat(256) } } },
      { title: 'not JSON', status: 415, call: { method: 'POST', path: 'auth/register', rawBody: JSON.stringify(SIGN_UP), headers: TEXT_PLAIN } },
      { title: 'attempts on one address', status: 429, call: after(5, { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, email: 'learner@academy.test' } }) },
    ],
  },
  'POST auth/forgot/password': {
    cases: [
      { title: 'mails a link', status: 200, call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'learner@academy.test' } }, client: ignored },
      { title: 'unknown email', status: 404, call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'nobody@academy.test' } } },
      { title: 'invalid email', status: 422, call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'nope' } } },
      { title: 'too many mails', status: 429, call: after(3, { method: 'POST', path: 'auth/forgot/password', body: { email: 'learner@academy.test' } }) },
    ],
  },
  'POST auth/reset/password': {
    cases: [
      { title: 'resets', status: 200, call: (t) => resetCall(t, 'brand-new-pass'), client: ignored },
      { title: 'too short', status: 422, call: (t) => resetCall(t, 'short') },
      {
        title: 'invalid token',
        status: 400,
        call: { method: 'POST', path: 'auth/reset/password', body: { token: 'x', email: 'learner@academy.test', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' } },
      },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'auth/reset/password', body: { token: 1 } } },
    ],
  },
  'GET auth/email/verify/{id}': {
    cases: [
      { title: 'verifies', status: 200, call: verifyCall, client: ignored },
      {
        title: 'already verified',
        status: 409,
        call: async (t) => {
          const call = await verifyCall(t);
          await t.call(call.path);
          return call;
        },
      },
      { title: 'invalid link', status: 400, call: { path: 'auth/email/verify/1?expires=1&hash=x&signature=y' } },
    ],
  },
  'POST auth/email/resend': {
    cases: [
      {
        title: 'mails a new link',
        status: 200,
        call: async (t) => {
          await signUp(t);
          return { method: 'POST', path: 'auth/email/resend', body: { email: NEW_USER } };
        },
        client: ignored,
      },
      { title: 'already verified', status: 409, call: { method: 'POST', path: 'auth/email/resend', body: { email: 'learner@academy.test' } } },
      { title: 'unknown email', status: 404, call: { method: 'POST', path: 'auth/email/resend', body: { email: 'nobody@academy.test' } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'auth/email/resend', body: { email: ['a@b.c'] } } },
      {
        title: 'too many mails',
        status: 429,
        call: async (t) => {
          await signUp(t);
          return after(2, { method: 'POST', path: 'auth/email/resend', body: { email: NEW_USER } })(t);
        },
      },
    ],
  },
  'GET user/current': {
    cases: [{ title: 'the user', status: 200, call: { path: 'user/current', as: 'newcomer' }, client: schemaCheck(UserSchema) }],
  },
  'GET roles/current': {
    cases: [{ title: 'role names', status: 200, call: { path: 'roles/current', as: 'both' }, client: schemaCheck(RoleList) }],
  },
  'GET permissions/current': {
    cases: [{ title: 'permission names', status: 200, call: { path: 'permissions/current', as: 'trainer' }, client: schemaCheck(PermissionList) }],
  },
  'PUT user/update/name': {
    cases: [
      { title: 'updates', status: 200, call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: '1', name: 'Layla', arabic_name: 'ليلى' } }, client: updatedUser },
      { title: 'someone else', status: 403, call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 2, name: 'Layla' } } },
      { title: 'blank name', status: 422, call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 1, name: ' ' } } },
      { title: 'wrong shape', status: 422, call: { method: 'PUT', path: 'user/update/name', as: 'learner', body: { id: 1, name: 5 } } },
    ],
  },
  'POST user/change-password': {
    cases: [
      {
        title: 'changes',
        status: 200,
        call: { method: 'POST', path: 'user/change-password', as: 'learner', body: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' } },
        client: ignored,
      },
      {
        title: 'wrong current password',
        status: 422,
        call: { method: 'POST', path: 'user/change-password', as: 'learner', body: { current_password: 'nope', password: 'new-password-1', password_confirmation: 'new-password-1' } },
      },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'user/change-password', as: 'learner', body: { current_password: true } } },
      {
        title: 'too many wrong guesses',
        status: 429,
        call: after(
          5,
          { method: 'POST', path: 'user/change-password', as: 'learner', body: { current_password: 'nope', password: 'new-password-1', password_confirmation: 'new-password-1' } },
          (t) => t.login('learner'),
        ),
      },
    ],
  },
  'GET base/activity/history/user/name/{id}': {
    cases: [
      { title: 'own activity', status: 200, call: { path: 'base/activity/history/user/name/3', as: 'both' }, client: schemaCheck(ActivityList) },
      { title: 'someone else', status: 403, call: { path: 'base/activity/history/user/name/1', as: 'both' } },
    ],
  },
  'GET base/dynamic/button/mine': {
    cases: [{ title: 'the user\'s buttons', status: 200, call: { path: 'base/dynamic/button/mine', as: 'learner' }, client: schemaCheck(DynamicButtonList) }],
  },
  'GET base/dynamic/button/{id}/content': {
    cases: [
      { title: 'with a file', status: 200, call: { path: 'base/dynamic/button/1/content', as: 'learner' }, client: schemaCheck(ButtonContentSchema) },
      { title: 'no content', status: 200, call: { path: 'base/dynamic/button/5/content', as: 'learner' }, client: schemaCheck(ButtonContentSchema) },
      { title: 'unknown button', status: 404, call: { path: 'base/dynamic/button/99/content', as: 'learner' } },
      { title: 'another role\'s button', status: 404, call: { path: 'base/dynamic/button/2/content', as: 'learner' } },
    ],
  },
  'GET setting/general/company/logo/{id}': {
    cases: [
      { title: 'Arabic brand', status: 200, call: { path: 'setting/general/company/logo/2' }, client: schemaCheck(CompanyLogoSchema) },
      { title: 'unknown company', status: 404, call: { path: 'setting/general/company/logo/9' } },
    ],
  },
  'GET reports/v2/dashboard/learner/{id}': {
    cases: [
      { title: 'learner', status: 200, call: { path: 'reports/v2/dashboard/learner/1', as: 'learner' }, client: schemaCheck(LearnerDashboardSchema) },
      { title: 'both as a learner', status: 200, call: { path: 'reports/v2/dashboard/learner/3', as: 'both' }, client: schemaCheck(LearnerDashboardSchema) },
      { title: 'newcomer (empty)', status: 200, call: { path: 'reports/v2/dashboard/learner/4', as: 'newcomer' }, client: schemaCheck(LearnerDashboardSchema) },
      { title: 'someone else', status: 403, call: { path: 'reports/v2/dashboard/learner/3', as: 'learner' } },
      { title: 'trainer-only user (own, empty)', status: 200, call: { path: 'reports/v2/dashboard/learner/2', as: 'trainer' }, client: schemaCheck(LearnerDashboardSchema) },
      { title: 'no token', status: 401, call: { path: 'reports/v2/dashboard/learner/1' } },
    ],
  },
  'GET reports/v2/dashboard/trainer/{id}': {
    cases: [
      { title: 'trainer', status: 200, call: { path: 'reports/v2/dashboard/trainer/2', as: 'trainer' }, client: schemaCheck(TrainerDashboardSchema) },
      { title: 'both as a trainer', status: 200, call: { path: 'reports/v2/dashboard/trainer/3', as: 'both' }, client: schemaCheck(TrainerDashboardSchema) },
      { title: 'someone else', status: 403, call: { path: 'reports/v2/dashboard/trainer/3', as: 'trainer' } },
      { title: 'learner-only user', status: 403, call: { path: 'reports/v2/dashboard/trainer/1', as: 'learner' } },
      { title: 'no token', status: 401, call: { path: 'reports/v2/dashboard/trainer/2' } },
    ],
  },
  'POST support/ticket/table': {
    cases: [
      { title: 'first page', status: 200, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: TICKET_LIST }, client: schemaCheck(TicketTableSchema) },
      { title: 'filtered and searched', status: 200, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, status: 2, search: 'certificate' } }, client: schemaCheck(TicketTableSchema) },
      { title: 'past the end', status: 200, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, page: 9 } }, client: schemaCheck(TicketTableSchema) },
      { title: 'newcomer (empty)', status: 200, call: { method: 'POST', path: 'support/ticket/table', as: 'newcomer', body: TICKET_LIST }, client: schemaCheck(TicketTableSchema) },
      { title: 'unknown status', status: 422, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, status: 4 } } },
      { title: 'limit too large', status: 422, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, limit: 101 } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, page: 'first' } } },
      { title: 'search too long', status: 422, call: { method: 'POST', path: 'support/ticket/table', as: 'learner', body: { ...TICKET_LIST, search: 'x'.repeat(101) } } },
    ],
  },
  'POST support/ticket/create': {
    cases: [
      { title: 'opens', status: 201, call: { method: 'POST', path: 'support/ticket/create', as: 'newcomer', body: NEW_TICKET }, client: schemaCheck(CreatedTicketSchema) },
      { title: 'opens (full ticket)', status: 201, call: { method: 'POST', path: 'support/ticket/create', as: 'trainer', body: NEW_TICKET }, client: schemaCheck(TicketSchema) },
      { title: 'missing fields', status: 422, call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: {} } },
      { title: 'description too short', status: 422, call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: { ...NEW_TICKET, description: 'Too short.' } } },
      { title: 'unknown type', status: 422, call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: { ...NEW_TICKET, type: 'billing' } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: { ...NEW_TICKET, title: 7 } } },
      { title: 'over the hard cap', status: 422, call: { method: 'POST', path: 'support/ticket/create', as: 'learner', body: { ...NEW_TICKET, description: 'd'.repeat(4001) } } },
      {
        title: 'too many tickets',
        status: 429,
        call: after(DEFAULT_LIMITS.ticketsPerUser, { method: 'POST', path: 'support/ticket/create', as: 'learner', body: NEW_TICKET }, (t) => t.login('learner')),
      },
    ],
  },
  'GET support/ticket/get/{ticketNo}': {
    cases: [
      { title: 'own ticket with history', status: 200, call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, as: 'learner' }, client: schemaCheck(TicketSchema) },
      { title: 'hostile HTML as stored', status: 200, call: { path: `support/ticket/get/${LEARNER_HOSTILE_TICKET_NO}`, as: 'learner' }, client: schemaCheck(TicketSchema) },
      { title: 'another user\'s ticket', status: 404, call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_NO}`, as: 'trainer' } },
      { title: 'missing', status: 404, call: { path: 'support/ticket/get/999999', as: 'learner' } },
      { title: 'an id, not a number', status: 404, call: { path: `support/ticket/get/${LEARNER_OPEN_TICKET_ID}`, as: 'learner' } },
      { title: 'not numeric', status: 404, call: { path: 'support/ticket/get/abc', as: 'learner' } },
    ],
  },
  'POST support/ticket/create/history': {
    cases: [
      { title: 'replies', status: 200, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: REPLY }, client: schemaCheck(TicketHistorySchema) },
      { title: 'replies and closes', status: 200, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, close_now: true } }, client: ignored },
      { title: 'closed ticket', status: 422, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, ticket_id: LEARNER_CLOSED_TICKET_ID } } },
      { title: 'blank reply', status: 422, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, content: '  ' } } },
      { title: 'no ticket', status: 422, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { content: 'Hello', close_now: false } } },
      { title: 'another user\'s ticket', status: 404, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, ticket_id: TRAINER_TICKET_ID } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, close_now: 'yes' } } },
      { title: 'too long', status: 422, call: { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: { ...REPLY, content: 'r'.repeat(5001) } } },
      {
        title: 'too many replies',
        status: 429,
        call: after(DEFAULT_LIMITS.ticketRepliesPerUser, { method: 'POST', path: 'support/ticket/create/history', as: 'learner', body: REPLY }, (t) => t.login('learner')),
      },
    ],
  },
  'GET support/ticket/re_open/{id}': {
    cases: [
      { title: 'reopens a closed ticket', status: 200, call: { path: `support/ticket/re_open/${LEARNER_CLOSED_TICKET_ID}`, as: 'learner' }, client: schemaCheck(TicketSchema) },
      { title: 'not closed', status: 422, call: { path: `support/ticket/re_open/${LEARNER_OPEN_TICKET_ID}`, as: 'learner' } },
      { title: 'another user\'s ticket', status: 404, call: { path: `support/ticket/re_open/${TRAINER_TICKET_ID}`, as: 'learner' } },
      { title: 'a number, not an id', status: 404, call: { path: `support/ticket/re_open/${LEARNER_CLOSED_TICKET_NO}`, as: 'learner' } },
    ],
  },
  'POST base/support/type/table': {
    cases: [
      { title: 'the five types', status: 200, call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: TYPE_LIST }, client: schemaCheck(SupportTypeAnswer) },
      { title: 'page zero (1-based here)', status: 422, call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: { ...TYPE_LIST, page: 0 } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'base/support/type/table', as: 'learner', body: { ...TYPE_LIST, search: 5 } } },
    ],
  },
  'POST attendance/view/qr': {
    cases: [
      { title: 'running lecture', status: 200, call: { method: 'POST', path: 'attendance/view/qr', as: 'trainer', body: LECTURE_REF }, client: schemaCheck(LectureQrDataSchema) },
      { title: 'id as text', status: 200, call: { method: 'POST', path: 'attendance/view/qr', as: 'trainer', body: { ...LECTURE_REF, related_id: '1003' } }, client: schemaCheck(LectureQrDataSchema) },
      { title: 'trainer of another batch', status: 403, call: { method: 'POST', path: 'attendance/view/qr', as: 'both', body: LECTURE_REF } },
      { title: 'learner', status: 403, call: { method: 'POST', path: 'attendance/view/qr', as: 'learner', body: LECTURE_REF } },
      { title: 'unknown lecture', status: 404, call: { method: 'POST', path: 'attendance/view/qr', as: 'trainer', body: { ...LECTURE_REF, related_id: 999999 } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'attendance/view/qr', as: 'trainer', body: { ...LECTURE_REF, related_type: 'exam' } } },
    ],
  },
  'POST attendance/lecture/roster': {
    cases: [
      { title: 'the batch\'s roster', status: 200, call: { method: 'POST', path: 'attendance/lecture/roster', as: 'trainer', body: LECTURE_REF }, client: schemaCheck(RosterSchema) },
      { title: 'trainer of another batch', status: 403, call: { method: 'POST', path: 'attendance/lecture/roster', as: 'both', body: LECTURE_REF } },
      { title: 'unknown lecture', status: 404, call: { method: 'POST', path: 'attendance/lecture/roster', as: 'trainer', body: { ...LECTURE_REF, related_id: 'abc' } } },
    ],
  },
  'POST attendance/lecture/venue': {
    cases: [
      { title: 'sets the venue', status: 200, call: { method: 'POST', path: 'attendance/lecture/venue', as: 'trainer', body: VENUE_BODY }, client: schemaCheck(VenueSchema) },
      { title: 'trainer of another batch', status: 403, call: { method: 'POST', path: 'attendance/lecture/venue', as: 'both', body: VENUE_BODY } },
      { title: 'unknown lecture', status: 404, call: { method: 'POST', path: 'attendance/lecture/venue', as: 'trainer', body: { ...VENUE_BODY, related_id: 999999 } } },
      { title: 'out of range', status: 422, call: { method: 'POST', path: 'attendance/lecture/venue', as: 'trainer', body: { ...VENUE_BODY, latitude: 91 } } },
      { title: 'wrong shape', status: 422, call: { method: 'POST', path: 'attendance/lecture/venue', as: 'trainer', body: { ...VENUE_BODY, latitude: '25' } } },
    ],
  },
  'POST attendance/scan': { cases: scanCases('attendance/scan') },
  'POST attendance/create': { cases: scanCases('attendance/create') },
  ...BATCH_CONTRACTS,
  ...EXAM_CONTRACTS,
  'GET storage/company/{id}/logo.svg': { exempt: 'an SVG file for <img>, not a JSON call (covered by content.test.ts)' },
  'GET storage/files/{name}': { exempt: 'a PDF or DOCX download, not a JSON call (covered by content.test.ts)' },
  'GET courses/view/course/{courseId}': {
    cases: [
      { title: 'a course with content', status: 200, call: { path: `courses/view/course/${COURSE.fireSafety}`, as: 'learner' }, client: schemaCheck(CourseViewAnswer) },
      { title: 'a course without content', status: 200, call: { path: `courses/view/course/${COURSE.induction}`, as: 'newcomer' }, client: schemaCheck(CourseViewAnswer) },
      { title: 'unknown course', status: 404, call: { path: 'courses/view/course/999999', as: 'learner' } },
      { title: 'malformed id', status: 404, call: { path: 'courses/view/course/abc', as: 'learner' } },
    ],
  },
  'GET batch/participant/course/progress/get/{courseProgressId}': {
    cases: [
      { title: 'own record', status: 200, call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`, as: 'learner' }, client: schemaCheck(CourseProgressAnswer) },
      { title: 'copied link (null)', status: 200, call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerCopiedLink}`, as: 'learner' }, client: schemaCheck(CourseProgressAnswer) },
      { title: 'someone else\'s', status: 404, call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`, as: 'both' } },
      { title: 'unknown id', status: 404, call: { path: 'batch/participant/course/progress/get/999999', as: 'learner' } },
    ],
  },
  'POST batch/participant/course/progress/update/{courseProgressId}': {
    cases: [
      { title: 'the record as read', status: 200, call: progressUpdate(), client: schemaCheck(CourseProgressAnswer) },
      { title: 'someone else\'s', status: 404, call: progressUpdate(undefined, 'both') },
      { title: 'wrong shape', status: 422, call: progressUpdate((record) => ({ ...record, progress_percentage: 101 })) },
      { title: 'content of another course', status: 422, call: progressUpdate((record) => ({ ...record, course_content_progress: [{ content_id: 999, completed_percentage: 100 }] })) },
    ],
  },
  'GET storage/course/{name}': { exempt: 'a video, PDF or image file, not a JSON call (covered by course-media.test.ts)' },
  'GET __dev/outbox': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/reset': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/expire-links': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/enroll': { exempt: 'development helper, not part of the client contract' },
};
