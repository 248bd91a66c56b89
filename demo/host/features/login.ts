import { defineScreens } from '../screens';

const view = (name: string) => ({
  layout: 'guest' as const,
  tag: 'academy-login',
  attributes: (params: Record<string, string>) => ({ view: name, ...(params.token ? { token: params.token } : {}) }),
});

/** Sign-in routes (§2): one `<academy-login>` whose `view` follows the route, updated in place. */
export const screens = defineScreens({
  login: view('login'),
  signup: view('signup'),
  'forgot-password': view('forgot-password'),
  'reset-password': view('reset-password'),
  'verify-email': view('verify-email'),
  'email-verification': view('email-verification'),
  'resend-verification': view('resend-verification'),
});
