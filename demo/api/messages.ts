import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from './types';

// Every text the server sends to a person, in both languages; `{name}` placeholders are filled by `translate`.
const MESSAGES = {
  ok: ['OK', 'تم بنجاح'],
  notFound: ['Not found', 'غير موجود'],
  methodNotAllowed: ['Method not allowed', 'الطريقة غير مسموح بها'],
  malformedJson: ['The request body is not valid JSON.', 'نص الطلب ليس بصيغة JSON صالحة.'],
  bodyNotObject: ['The request body must be a JSON object.', 'يجب أن يكون نص الطلب كائن JSON.'],
  bodyTooLarge: ['The request body is too large.', 'نص الطلب كبير جدًا.'],
  serverError: ['Server error. Please try again later.', 'حدث خطأ في الخادم. يرجى المحاولة لاحقًا.'],
  unauthenticated: ['Unauthenticated.', 'غير مصرح. يرجى تسجيل الدخول.'],
  forbidden: ['Access denied. Insufficient permissions.', 'تم رفض الوصول. الصلاحيات غير كافية.'],
  tooManyRequests: [
    'Too many requests. Please wait a minute and try again.',
    'طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  ],
  invalidCredentials: ['Invalid username or password.', 'اسم المستخدم أو كلمة المرور غير صحيحة.'],
  tooManyLogins: [
    'Too many login attempts. Please try again later.',
    'محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.',
  ],
  loggedIn: ['Logged in successfully.', 'تم تسجيل الدخول بنجاح.'],
  loggedOut: ['Logged out successfully.', 'تم تسجيل الخروج بنجاح.'],
  registered: [
    'Registration successful. Please check your email to verify your account.',
    'تم التسجيل بنجاح. يرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.',
  ],
  usernameRequired: ['The username field is required.', 'حقل اسم المستخدم مطلوب.'],
  passwordRequired: ['The password field is required.', 'حقل كلمة المرور مطلوب.'],
  firstNameRequired: ['The first name field is required.', 'حقل الاسم الأول مطلوب.'],
  lastNameRequired: ['The last name field is required.', 'حقل اسم العائلة مطلوب.'],
  emailRequired: ['The email field is required.', 'حقل البريد الإلكتروني مطلوب.'],
  emailInvalid: ['The email must be a valid email address.', 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.'],
  emailTaken: ['The email has already been taken.', 'البريد الإلكتروني مستخدم من قبل.'],
  passwordMin: ['The password must be at least 8 characters.', 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.'],
  passwordMismatch: ['The password confirmation does not match.', 'تأكيد كلمة المرور غير مطابق.'],
  phoneInvalid: ['The phone number format is invalid.', 'صيغة رقم الهاتف غير صالحة.'],
  roleInvalid: ['The role must be learner or trainer.', 'يجب أن يكون الدور متعلمًا أو مدربًا.'],
  termsRequired: ['You must accept the terms and conditions.', 'يجب الموافقة على الشروط والأحكام.'],
  idRequired: ['The id field is required.', 'حقل المعرف مطلوب.'],
  nameRequired: ['The name field is required.', 'حقل الاسم مطلوب.'],
  nameTooLong: ['The name may not be greater than 255 characters.', 'يجب ألا يتجاوز الاسم 255 حرفًا.'],
  arabicNameInvalid: [
    'The Arabic name must be text of at most 255 characters.',
    'يجب أن يكون الاسم العربي نصًا لا يتجاوز 255 حرفًا.',
  ],
  currentPasswordRequired: ['The current password field is required.', 'حقل كلمة المرور الحالية مطلوب.'],
  currentPasswordWrong: ['The current password is incorrect.', 'كلمة المرور الحالية غير صحيحة.'],
  profileUpdated: ['Profile updated successfully.', 'تم تحديث الملف الشخصي بنجاح.'],
  passwordChanged: ['Password changed successfully.', 'تم تغيير كلمة المرور بنجاح.'],
  emailNotFound: [
    "We can't find a user with that email address.",
    'لا يمكننا العثور على مستخدم بهذا البريد الإلكتروني.',
  ],
  resetLinkSent: ['We have emailed your password reset link.', 'أرسلنا رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.'],
  resetTokenInvalid: ['This password reset link is invalid.', 'رابط إعادة تعيين كلمة المرور غير صالح.'],
  resetTokenExpired: [
    'This password reset link has expired. Please request a new one.',
    'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يرجى طلب رابط جديد.',
  ],
  passwordReset: ['Your password has been reset.', 'تمت إعادة تعيين كلمة المرور.'],
  verifyInvalid: ['This verification link is invalid.', 'رابط التحقق غير صالح.'],
  verifyInvalidResent: [
    'This verification link is invalid. A new verification link has been sent to your email.',
    'رابط التحقق غير صالح. تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  verifyExpired: ['This verification link has expired.', 'انتهت صلاحية رابط التحقق.'],
  verifyExpiredResent: [
    'This verification link has expired. A new verification link has been sent to your email.',
    'انتهت صلاحية رابط التحقق. تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  alreadyVerified: ['Your email address is already verified.', 'تم التحقق من بريدك الإلكتروني مسبقًا.'],
  verified: ['Your email address has been verified.', 'تم التحقق من بريدك الإلكتروني بنجاح.'],
  verificationSent: [
    'A new verification link has been sent to your email address.',
    'تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  buttonNotFound: ['Button not found.', 'الزر غير موجود.'],
  companyNotFound: ['Company not found.', 'الجهة غير موجودة.'],
  userNotFound: ['User not found.', 'المستخدم غير موجود.'],
  dataReset: ['Demo data has been reset.', 'تمت إعادة تعيين البيانات التجريبية.'],
  linksExpired: ['Pending links have been expired.', 'تم إنهاء صلاحية الروابط المعلقة.'],
  mailResetSubject: ['Reset your password', 'إعادة تعيين كلمة المرور'],
  mailVerifySubject: ['Verify your email address', 'تأكيد بريدك الإلكتروني'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;

export function languageOf(headers: IncomingHttpHeaders): Lang {
  const header = headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const [en, ar] = MESSAGES[key];
  const text: string = lang === 'ar' ? ar : en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
