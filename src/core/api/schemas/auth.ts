import { boolean, nullable, optional, string, type } from 'superstruct';
import { EmailBody } from './common';
import { UserSchema } from './user';

/** POST auth/login body. */
export const LoginBody = type({ username: string(), password: string(), rememberMe: optional(boolean()) });

const TokenFields = { access_token: optional(string()), user: optional(UserSchema) };

/** POST auth/login answer, read without unwrapping: the token may sit at the top level or inside `data` (§3). */
export const LoginAnswer = type({ ...TokenFields, data: optional(type(TokenFields)) });

/** POST auth/register body; role values and password rules are field rules, checked apart. */
export const RegisterBody = type({
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: optional(nullable(string())),
  role: string(),
  password: string(),
  confirmPassword: string(),
  agreeToTerms: boolean(),
});

/** POST auth/forgot/password body. */
export const ForgotPasswordBody = EmailBody;

/** POST auth/reset/password body. */
export const ResetPasswordBody = type({
  token: string(),
  email: string(),
  password: string(),
  password_confirmation: string(),
});

/** POST auth/email/resend body. */
export const ResendVerificationBody = EmailBody;
