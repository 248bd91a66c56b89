import { defineScreens } from '../screens';

const view = (name: string, title: { en: string; ar: string }) => ({
  title,
  layout: 'guest' as const,
  tag: 'academy-login',
  attributes: (params: Record<string, string>) => ({ view: name, ...(params.token ? { token: params.token } : {}) }),
});

/** Sign-in routes (§2): one `<academy-login>` whose `view` follows the route, updated in place. */
export const screens = defineScreens({
  login: view('login', { en: 'Sign in', ar: 'تسجيل الدخول' }),
  signup: view('signup', { en: 'Create account', ar: 'إنشاء حساب' }),
  'forgot-password': view('forgot-password', { en: 'Forgot password', ar: 'نسيت كلمة المرور' }),
  'reset-password': view('reset-password', { en: 'Reset password', ar: 'إعادة تعيين كلمة المرور' }),
  'verify-email': view('verify-email', { en: 'Verify email', ar: 'تأكيد البريد الإلكتروني' }),
  'email-verification': view('email-verification', { en: 'Email verification', ar: 'التحقق من البريد الإلكتروني' }),
  'resend-verification': view('resend-verification', {
    en: 'Resend verification email',
    ar: 'إعادة إرسال رسالة التحقق',
  }),
});
