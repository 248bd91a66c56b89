import { localDigits } from '../core/locale/numbers';

// The kit's own words in English and Arabic (`--lang`); route names, field paths, URLs and the schemas' messages
// stay as they are, so a report can be searched and compared whatever its language.

/** The report's languages. */
export type KitLang = 'en' | 'ar';

/** The kit's language from `--lang` (Arabic for `ar…`, else English), as the API reads Accept-Language. */
export const kitLang = (lang: string | undefined): KitLang => (lang?.toLowerCase().startsWith('ar') ? 'ar' : 'en');

const en = {
  pass: 'PASS',
  fail: 'FAIL',
  skip: 'SKIP',
  stopped: 'STOPPED',
  title: (api: string, wrote: boolean) =>
    `academy-widgets conformance: ${api || '(no API base)'} (${wrote ? 'with writes' : 'read-only'})`,
  summary: (pass: number, fail: number, skip: number) => `${pass} passed, ${fail} failed, ${skip} skipped`,
  notTried: (count: number, wrote: boolean) =>
    `Not tried: ${count} routes${wrote ? '' : ' that write (--allow-writes adds some, on a test account), or'} that need an id or a state no answer gives.`,
  wouldBreak: (tags: string) => `would break ${tags}`,
  withoutToken: 'without a token',
  noValue: (name: string) => `no ${name} in the answers so far`,
  forbidden: (message: string) => `403 for this account: ${message}`,
  answered: (status: number, expected: number) => `answered ${status}, expected ${expected}`,
  notInKit: 'not in this kit’s route list',
  needsMessage: 'an error answer needs a message the element can show',
  expectedString: 'expected a string',
  notUrl: (base: string) => `--base ${base} is not a URL (for example https://academy.example)`,
  notHttp: (protocol: string) => `--base must be http(s), not ${protocol}`,
  timeout: (call: string, seconds: number) => `${call}: no answer within ${seconds} s`,
  noConnect: (call: string, cause: string) => `${call}: could not connect (${cause})`,
  notApi: (call: string, status: number, type: string) =>
    `${call} answered ${status} ${type}, not the academy API's JSON envelope: is --base the academy's origin, with the API under /backend/?`,
  notJson: (call: string, status: number) => `${call} answered ${status} with a body that is not JSON`,
  signInRefused: (status: number, message: string) => `sign-in refused (${status}): ${message}`,
  noToken: 'sign-in answered 200 without an access_token, so no signed-in route can be checked',
};

/** The kit's words: the same keys in both languages (a test checks). */
export type KitWords = typeof en;

const ar: KitWords = {
  pass: 'نجح',
  fail: 'فشل',
  skip: 'تخطّي',
  stopped: 'توقف',
  title: (api, wrote) =>
    `فحص توافق academy-widgets: ${api || '(لا عنوان للواجهة)'} (${wrote ? 'مع الكتابة' : 'قراءة فقط'})`,
  summary: (pass, fail, skip) => localDigits(`نجح ${pass}، فشل ${fail}، تُخطّي ${skip}`, 'ar'),
  notTried: (count, wrote) =>
    `لم يُجرَّب: ${localDigits(String(count), 'ar')} مسارًا${wrote ? '' : ' تكتب (يضيف ‎--allow-writes‎ بعضها على حساب تجريبي)، أو'} تحتاج معرّفًا أو حالة لا تذكرها أي إجابة.`,
  wouldBreak: (tags) => `سيتعطل ${tags}`,
  withoutToken: 'بلا رمز دخول',
  noValue: (name) => `لا ${name} في الإجابات حتى الآن`,
  forbidden: (message) => `403 لهذا الحساب: ${message}`,
  answered: (status, expected) => `أجاب ${status}، والمتوقع ${expected}`,
  notInKit: 'ليس في قائمة مسارات هذه الأداة',
  needsMessage: 'إجابة الخطأ تحتاج رسالة يعرضها العنصر',
  expectedString: 'المتوقع نص',
  notUrl: (base) => `‎--base ${base}‎ ليس عنوان URL (مثل https://academy.example)`,
  notHttp: (protocol) => `يجب أن يكون ‎--base‎ بـ http(s)، لا ${protocol}`,
  timeout: (call, seconds) => `${call}: لا إجابة خلال ${seconds} ث`,
  noConnect: (call, cause) => `${call}: تعذّر الاتصال (${cause})`,
  notApi: (call, status, type) =>
    `${call} أجاب ${status} ${type}، لا غلاف JSON لواجهة الأكاديمية: هل ‎--base‎ هو أصل الأكاديمية والواجهة تحت ‎/backend/‎؟`,
  notJson: (call, status) => `${call} أجاب ${status} بجسم ليس JSON`,
  signInRefused: (status, message) => `رُفض تسجيل الدخول (${status}): ${message}`,
  noToken: 'أجاب تسجيل الدخول 200 بلا access_token، فلا يمكن فحص أي مسار يتطلب الدخول',
};

/** The kit's words in a language. */
export const kitWords = (lang: KitLang): KitWords => (lang === 'ar' ? ar : en);
