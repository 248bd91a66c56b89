import { boolean, nullable, optional, string, type } from 'superstruct';
import { EmailBody } from './common';
import { EMAIL_MAX, maxLength, PASSWORD_MAX } from './limits';
import { UserSchema } from './user';

/** POST auth/login body. */
export const LoginBody = type({
  username: string(),
  password: maxLength(string(), PASSWORD_MAX),
  rememberMe: optional(boolean()),
});

const TokenFields = { access_token: optional(string()), user: optional(UserSchema) };

/** POST auth/login answer, read without unwrapping: the token may sit at the top level or inside `data` (§3). */
export const LoginAnswer = type({ ...TokenFields, data: optional(type(TokenFields)) });

/** POST auth/register body; role values and password rules are field rules, checked apart. */
export const RegisterBody = type({
  firstName: string(),
  lastName: string(),
  email: maxLength(string(), EMAIL_MAX),
  phone: optional(nullable(string())),
  role: string(),
  password: maxLength(string(), PASSWORD_MAX),
  confirmPassword: maxLength(string(), PASSWORD_MAX),
  agreeToTerms: boolean(),
});

/** POST auth/forgot/password body. */
export const ForgotPasswordBody = EmailBody;

/** POST auth/reset/password body. */
export const ResetPasswordBody = type({
  token: string(),
  email: maxLength(string(), EMAIL_MAX),
  password: maxLength(string(), PASSWORD_MAX),
  password_confirmation: maxLength(string(), PASSWORD_MAX),
});

/** POST auth/email/resend body. */
export const ResendVerificationBody = EmailBody;
