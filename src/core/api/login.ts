import type { Infer } from 'superstruct';
import { ApiError } from '../http/api-error';
import { request } from '../http/client';
import {
  LoginAnswer,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResendVerificationBody,
  type ResetPasswordBody,
} from './schemas/login';
import { Ignored } from './schemas/common';
import type { User } from './schemas/user';

export interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: 'learner' | 'trainer' | '';
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export async function postLogin(input: LoginInput): Promise<{ token: string; user: User | undefined }> {
  const body = await request('POST', 'auth/login', {
    json: input satisfies Infer<typeof LoginBody>,
    schema: LoginAnswer,
    unwrap: false,
    silent: true,
  });
  const token = body.access_token ?? body.data?.access_token;
  if (!token) throw new ApiError('invalid-response', 'Login answer has no access_token');
  return { token, user: body.user ?? body.data?.user };
}

export function postLogout(): Promise<unknown> {
  return request('POST', 'auth/logout', { schema: Ignored, silent: true });
}

export function postRegister(input: SignupInput): Promise<unknown> {
  return request('POST', 'auth/register', {
    json: input satisfies Infer<typeof RegisterBody>,
    schema: Ignored,
    silent: true,
  });
}

export function postForgotPassword(email: string): Promise<unknown> {
  return request('POST', 'auth/forgot/password', {
    json: { email } satisfies Infer<typeof ForgotPasswordBody>,
    schema: Ignored,
    silent: true,
  });
}

export function postResetPassword(input: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<unknown> {
  return request('POST', 'auth/reset/password', {
    json: input satisfies Infer<typeof ResetPasswordBody>,
    schema: Ignored,
    silent: true,
  });
}

export interface VerifyEmailInput {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/** GET auth/email/verify/{id}?expires=&hash=&signature= */
export function verifyEmail(input: VerifyEmailInput): Promise<unknown> {
  const query = new URLSearchParams({ expires: input.expires, hash: input.hash, signature: input.signature });
  return request('GET', `auth/email/verify/${encodeURIComponent(input.id)}?${query}`, {
    schema: Ignored,
    silent: true,
  });
}

/** POST auth/email/resend — the spec names the screen, not the call; this is the reference API's path. */
export function resendVerification(email: string): Promise<unknown> {
  return request('POST', 'auth/email/resend', {
    json: { email } satisfies Infer<typeof ResendVerificationBody>,
    schema: Ignored,
    silent: true,
  });
}
