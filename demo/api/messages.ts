import { formatParam } from '../../src/core/locale/numbers';
import type { Lang } from './types';

/** A bilingual text table: key → [English, Arabic]; `{name}` placeholders are filled by `translate`. */
export type MessageTable = Readonly<Record<string, readonly [en: string, ar: string]>>;

// Texts of the plumbing every feature shares: envelopes, body parsing, authentication and permissions.
export const CORE_MESSAGES = {
  ok: ['OK', 'تم بنجاح'],
  notFound: ['Not found', 'غير موجود'],
  methodNotAllowed: ['Method not allowed', 'الطريقة غير مسموح بها'],
  malformedJson: ['The request body is not valid JSON.', 'نص الطلب ليس بصيغة JSON صالحة.'],
  bodyNotObject: ['The request body must be a JSON object.', 'يجب أن يكون نص الطلب كائن JSON.'],
  bodyTooLarge: ['The request body is too large.', 'نص الطلب كبير جدًا.'],
  bodyTooDeep: ['The request body is nested too deeply.', 'نص الطلب متداخل بعمق كبير.'],
  fieldHasNul: ['The {field} field may not contain a NUL character.', 'لا يجوز أن يحتوي الحقل {field} على محرف NUL.'],
  unsupportedMediaType: [
    'The request body must be sent as application/json.',
    'يجب إرسال نص الطلب بصيغة application/json.',
  ],
  serverError: ['Server error. Please try again later.', 'حدث خطأ في الخادم. يرجى المحاولة لاحقًا.'],
  unauthenticated: ['Unauthenticated.', 'غير مصرح. يرجى تسجيل الدخول.'],
  forbidden: ['Access denied. Insufficient permissions.', 'تم رفض الوصول. الصلاحيات غير كافية.'],
  tooManyRequests: [
    'Too many requests. Please wait a minute and try again.',
    'طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  ],
  tooManyRequestsLater: ['Too many requests. Please try again later.', 'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.'],
  fieldTooLong: ['The {field} may not be greater than {max} characters.', 'يجب ألا يتجاوز الحقل {field} {max} حرفًا.'],
  emailRequired: ['The email field is required.', 'حقل البريد الإلكتروني مطلوب.'],
  emailInvalid: ['The email must be a valid email address.', 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.'],
  passwordMin: ['The password must be at least 8 characters.', 'يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل.'],
  passwordMismatch: ['The password confirmation does not match.', 'تأكيد كلمة المرور غير مطابق.'],
  mailOff: [
    'This academy cannot send email at the moment, so nothing was sent. Please contact your academy.',
    'لا تستطيع هذه الأكاديمية إرسال البريد الإلكتروني حاليًا، لذلك لم يُرسل شيء. يرجى التواصل مع أكاديميتك.',
  ],
  mailNoticeWhy: [
    'You get this email because this kind of notice is on in your profile settings.',
    'تصلك هذه الرسالة لأن هذا النوع من الإشعارات مفعّل في إعدادات ملفك الشخصي.',
  ],
  mailUnsubscribe: ['Stop these emails', 'إيقاف هذه الرسائل'],
  bodyShapeInvalid: ['The {field} field has the wrong type.', 'نوع قيمة الحقل {field} غير صحيح.'],
} as const satisfies MessageTable;

/**
 * Message tables by feature name. Each feature adds `name: typeof ITS_MESSAGES` here by declaration merging,
 * which makes its keys valid `MessageKey`s without a central list.
 */
export interface FeatureMessages {
  core: typeof CORE_MESSAGES;
}

export type MessageKey = { [F in keyof FeatureMessages]: keyof FeatureMessages[F] & string }[keyof FeatureMessages];

/** A feature's texts as the catalogue takes them (the root hands every registered feature in). */
export interface MessageSource {
  name: string;
  messages: MessageTable;
}

/** Every message text of one API instance: the core texts plus those of the features it serves. */
export interface MessageCatalogue {
  /**
   * The message `key` in `lang` with its `{name}` placeholders filled. A number parameter is written in the
   * language's digits exactly as the client writes one (`formatParam`: Arabic-Indic in Arabic, ungrouped); a string
   * parameter (a field name, a code, text the caller already wrote in `lang`) goes in unchanged.
   */
  translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string;
  /** Every message as [key, English, Arabic], for checks over the whole catalogue. */
  all(): Array<readonly [key: string, en: string, ar: string]>;
}

/** Builds the catalogue of the given features; a key defined twice is a programming error. */
export function messageCatalogue(features: readonly MessageSource[]): MessageCatalogue {
  const entries = new Map<string, readonly [string, string]>(Object.entries(CORE_MESSAGES));
  for (const feature of features) {
    for (const [key, pair] of Object.entries(feature.messages)) {
      if (entries.has(key)) throw new Error(`[api] message "${key}" of feature ${feature.name} is already defined`);
      entries.set(key, pair);
    }
  }
  return {
    translate(lang, key, params = {}) {
      const pair = entries.get(key);
      if (!pair) throw new Error(`[api] message "${key}" belongs to no registered feature`);
      const text = lang === 'ar' ? pair[1] : pair[0];
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = params[name];
        if (value === undefined) return whole;
        return typeof value === 'number' ? formatParam(value, lang) : value;
      });
    },
    all: () => [...entries].map(([key, [en, ar]]) => [key, en, ar] as const),
  };
}

/** The caller's language from its `Accept-Language` header: Arabic when it starts with `ar`, else English. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
