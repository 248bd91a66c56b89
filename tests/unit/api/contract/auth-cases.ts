import { validate } from 'superstruct';
import { LoginAnswer } from '../../../../src/core/api/schemas/login';
import { PendingTrainerList, TrainerApprovalSchema } from '../../../../src/core/api/schemas/trainers';
import { PASSWORD, type TestApi } from '../helpers';
import { after, type Call, type ClientCheck, type Contracts, ignored, schemaCheck, TEXT_PLAIN } from './support';

// The account routes (sign-in, sign-up, password reset, email verification) with the client's reading of each answer.

/** postLogin: the whole body against LoginAnswer, and a token must be found (top level or in `data`). */
const loginAnswer: ClientCheck = (body) => {
  const [failure, answer] = validate(body, LoginAnswer, { coerce: true });
  if (failure) return failure.message;
  return (answer.access_token ?? answer.data?.access_token) ? undefined : 'no access_token';
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
  return {
    method: 'POST',
    path: 'auth/reset/password',
    body: { token, email: 'learner@academy.test', password, password_confirmation: password },
  };
}

/** A trainer by sign-up with the email confirmed, awaiting approval: its id. */
async function pendingTrainer(t: TestApi): Promise<number> {
  const res = await t.call<{ user: { id: number } }>('auth/register', { body: { ...SIGN_UP, role: 'trainer' } });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  const url = await latestLink(t, NEW_USER, 'verify');
  await t.call(`${url.pathname.slice(1)}${url.search}`);
  return res.body.data.user.id;
}

export const CONTRACTS: Contracts = {
  'POST auth/login': {
    cases: [
      {
        title: 'signs in',
        status: 200,
        call: {
          method: 'POST',
          path: 'auth/login',
          body: { username: 'learner', password: PASSWORD, rememberMe: true },
        },
        client: loginAnswer,
      },
      {
        title: 'wrong password',
        status: 401,
        call: { method: 'POST', path: 'auth/login', body: { username: 'learner', password: 'not-the-one' } },
      },
      { title: 'missing fields', status: 422, call: { method: 'POST', path: 'auth/login', body: {} } },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'auth/login', body: { username: 7, password: PASSWORD } },
      },
      { title: 'malformed JSON', status: 400, call: { method: 'POST', path: 'auth/login', rawBody: '{"username": ' } },
      {
        title: 'not JSON',
        status: 415,
        call: { method: 'POST', path: 'auth/login', rawBody: 'username=learner', headers: TEXT_PLAIN },
      },
      {
        title: 'throttled',
        status: 429,
        call: after(5, { method: 'POST', path: 'auth/login', body: { username: 'learner', password: 'not-the-one' } }),
      },
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
    cases: [
      {
        title: 'signs out',
        status: 200,
        call: { method: 'POST', path: 'auth/logout', as: 'learner' },
        client: ignored,
      },
    ],
  },
  'POST auth/register': {
    cases: [
      {
        title: 'signs up',
        status: 201,
        call: { method: 'POST', path: 'auth/register', body: SIGN_UP },
        client: ignored,
      },
      {
        title: 'taken email',
        status: 422,
        call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, email: 'learner@academy.test' } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, agreeToTerms: 'yes' } },
      },
      {
        title: 'too long',
        status: 422,
        call: { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, firstName: 'x'.repeat(256) } },
      },
      {
        title: 'not JSON',
        status: 415,
        call: { method: 'POST', path: 'auth/register', rawBody: JSON.stringify(SIGN_UP), headers: TEXT_PLAIN },
      },
      {
        title: 'attempts on one address',
        status: 429,
        call: after(5, { method: 'POST', path: 'auth/register', body: { ...SIGN_UP, email: 'learner@academy.test' } }),
      },
    ],
  },
  'POST auth/forgot/password': {
    cases: [
      {
        title: 'mails a link',
        status: 200,
        call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'learner@academy.test' } },
        client: ignored,
      },
      {
        title: 'unknown email',
        status: 404,
        call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'nobody@academy.test' } },
      },
      {
        title: 'invalid email',
        status: 422,
        call: { method: 'POST', path: 'auth/forgot/password', body: { email: 'nope' } },
      },
      {
        title: 'too many mails',
        status: 429,
        call: after(3, { method: 'POST', path: 'auth/forgot/password', body: { email: 'learner@academy.test' } }),
      },
    ],
  },
  'POST auth/reset/password': {
    cases: [
      { title: 'resets', status: 200, call: (t) => resetCall(t, 'brand-new-pass'), client: ignored },
      { title: 'too short', status: 422, call: (t) => resetCall(t, 'short') },
      {
        title: 'invalid token',
        status: 400,
        call: {
          method: 'POST',
          path: 'auth/reset/password',
          body: {
            token: 'x',
            email: 'learner@academy.test',
            password: 'brand-new-pass',
            password_confirmation: 'brand-new-pass',
          },
        },
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
      {
        title: 'already verified',
        status: 409,
        call: { method: 'POST', path: 'auth/email/resend', body: { email: 'learner@academy.test' } },
      },
      {
        title: 'unknown email',
        status: 404,
        call: { method: 'POST', path: 'auth/email/resend', body: { email: 'nobody@academy.test' } },
      },
      {
        title: 'wrong shape',
        status: 422,
        call: { method: 'POST', path: 'auth/email/resend', body: { email: ['a@b.c'] } },
      },
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
  'GET auth/trainers/pending': {
    cases: [
      {
        title: 'the accounts awaiting approval',
        status: 200,
        call: async (t) => {
          await pendingTrainer(t);
          return { path: 'auth/trainers/pending', as: 'trainer' };
        },
        client: schemaCheck(PendingTrainerList),
      },
      { title: 'not a trainer', status: 403, call: { path: 'auth/trainers/pending', as: 'learner' } },
    ],
  },
  'POST auth/trainers/{id}/approve': {
    cases: [
      {
        title: 'approves',
        status: 200,
        call: async (t) => ({
          method: 'POST',
          path: `auth/trainers/${await pendingTrainer(t)}/approve`,
          as: 'trainer',
        }),
        client: schemaCheck(TrainerApprovalSchema),
      },
      {
        title: 'not a trainer',
        status: 403,
        call: async (t) => ({
          method: 'POST',
          path: `auth/trainers/${await pendingTrainer(t)}/approve`,
          as: 'learner',
        }),
      },
      {
        title: 'no such pending account',
        status: 404,
        call: { method: 'POST', path: 'auth/trainers/1/approve', as: 'trainer' },
      },
    ],
  },
};
