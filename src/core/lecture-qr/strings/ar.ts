import type { LectureQrDictionary } from './en';

/** Arabic lecture-QR strings. */
export const lectureQrAr: LectureQrDictionary = {
  lectureQr: {
    title: 'الحضور',
    signIn: 'يرجى تسجيل الدخول لعرض رمز الحضور.',
    online: 'متصل',
    offline: 'غير متصل',
    retry: 'إعادة المحاولة',
    refresh: 'تحديث',
    loading: 'جارٍ تحميل المحاضرة…',
    tabs: {
      label: 'رمز الحضور',
      in: 'تسجيل الدخول',
      out: 'تسجيل الخروج',
      inOut: 'الدخول والخروج',
    },
    code: {
      IN: 'تسجيل الدخول',
      OUT: 'تسجيل الخروج',
      image: 'رمز {{action}} لمحاضرة {{lecture}}',
      newCode: 'رمز جديد خلال {{seconds}} ث',
      rotation: 'يتغير الرمز كل 15 ثانية.',
    },
    status: {
      missing: 'المحاضرة التي تحاول الوصول إليها غير موجودة.',
      startsIn: 'تبدأ المحاضرة خلال: {{duration}}',
      endedAgo: 'انتهت المحاضرة منذ {{duration}}',
      ongoing: 'المحاضرة جارية الآن',
    },
    unavailable: 'رمز QR غير متاح',
    instruction: 'يفتح المتعلمون ماسح الحضور على هواتفهم ويمسحون هذا الرمز.',
    duration: 'المدة',
    hours: '{{hours}} ساعة',
    when: '{{date}}، {{start}}–{{end}}',
    timezone: 'المنطقة الزمنية: {{zone}}',
    error: {
      title: 'خطأ في تحميل المحاضرة',
      body: 'تعذر تحميل بيانات المحاضرة. يرجى المحاولة مرة أخرى.',
    },
    notFound: {
      title: 'المحاضرة غير موجودة',
    },
    roster: {
      title: 'من حضر',
      checkedIn: 'سجلوا الدخول',
      checkedOut: 'سجلوا الخروج',
      notYet: 'لم يسجلوا بعد',
      count: '{{count}}',
      nobody: 'لا أحد',
      at: 'الساعة {{time}}',
      updated: 'آخر تحديث {{time}}',
      failed: 'تعذر تحديث القائمة. جارٍ المحاولة مرة أخرى…',
    },
    units: {
      hours: { one: 'ساعة واحدة', two: 'ساعتان', few: '{{count}} ساعات', many: '{{count}} ساعة', other: '{{count}} ساعة' },
      minutes: { one: 'دقيقة واحدة', two: 'دقيقتان', few: '{{count}} دقائق', many: '{{count}} دقيقة', other: '{{count}} دقيقة' },
      seconds: { one: 'ثانية واحدة', two: 'ثانيتان', few: '{{count}} ثوانٍ', many: '{{count}} ثانية', other: '{{count}} ثانية' },
      separator: ' و',
    },
  },
};
