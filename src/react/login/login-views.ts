/** Views of `academy-login`, chosen by its `view` attribute. */
export const LOGIN_VIEWS = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify-email',
  'email-verification',
  'resend-verification',
] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export function isLoginView(value: unknown): value is LoginView {
  return typeof value === 'string' && (LOGIN_VIEWS as readonly string[]).includes(value);
}

/** Attributes of `academy-login` as React props. */
export interface LoginProps {
  view?: LoginView;
  /** Reset token (else read from the route or the `token` query parameter). */
  token?: string;
  /** Prefilled email (else the `email` query parameter). */
  email?: string;
  /** Where to go after sign-in, instead of the remembered location or /dashboard. */
  redirect?: string;
}
