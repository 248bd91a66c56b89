import { relativeTimeWordsAr } from '../../locale/relative-time-words/ar';
import type { ProfileDictionary } from './en';

/** Arabic profile-settings strings (Arabic plural forms: one, two, few 3–10, many 11–99, other). */
export const profileAr: ProfileDictionary = {
  profile: {
    title: 'إعدادات الملف الشخصي',
    signedOut: 'يرجى تسجيل الدخول لعرض ملفك الشخصي.',
    layout: {
      trainer: 'ملف المدرّب',
      learner: 'ملف المتدرّب',
    },
    current: {
      title: 'الملف الشخصي الحالي',
      englishName: 'الاسم بالإنجليزية',
      arabicName: 'الاسم بالعربية',
      notSet: 'غير محدد',
    },
    form: {
      title: 'تحديث اسمك',
      englishName: 'الاسم بالإنجليزية',
      arabicName: 'الاسم بالعربية',
      certificateNote: 'اسمك بالإنجليزية هو الاسم الذي يُطبع على شهاداتك.',
      submit: 'تحديث الملف الشخصي',
      submitting: 'جارٍ التحديث…',
    },
    validation: {
      required: 'يرجى ملء جميع الحقول المطلوبة',
      latin: 'اكتب الاسم الإنجليزي بأحرف إنجليزية: فهو يُطبع على شهاداتك.',
    },
    success: 'تم تحديث الملف الشخصي بنجاح',
    error: 'تعذّر تحديث ملفك الشخصي. يرجى المحاولة مرة أخرى.',
    calendar: {
      title: 'التقويم',
      intro: 'طريقة عرض التواريخ هنا وفي رسائل بريدك الإلكتروني وعلى شهاداتك.',
      options: {
        gregory: 'الميلادي',
        'islamic-umalqura': 'الهجري (أم القرى)',
        both: 'الهجري مع الميلادي',
      },
      example: 'اليوم: {{date}}',
      saved: 'تم حفظ التقويم',
      error: 'تعذّر حفظ التقويم. يرجى المحاولة مرة أخرى.',
    },
    mail: {
      title: 'إشعارات البريد الإلكتروني',
      intro: 'اختر الإشعارات التي تصلك أيضًا على بريدك الإلكتروني. يعرضها التطبيق في كل الأحوال.',
      kinds: {
        'attendance-marked': 'عندما يسجّل المدرب غيابي أو تأخري',
        'lecture-reminder': 'قبل ثلاثين دقيقة من بدء كل محاضرة من محاضراتي',
        'exam-result': 'نتيجتي عند إنهاء اختبار',
        'certificate-issued': 'عند إصدار شهادة لي',
        'ticket-updates': 'عندما يرد الدعم على إحدى تذاكري أو يغلقها',
        'attendance-digest': 'كل صباح، من غاب أو تأخر في دفعاتي في اليوم السابق (للمدربين)',
      },
      securityNote:
        'رسائل الأمان (تأكيد العنوان، وإعادة تعيين كلمة المرور، وتغيير كلمة المرور، وتسجيل الدخول من جهاز جديد) تُرسل دائمًا.',
      loading: 'جارٍ تحميل اختيارات البريد الإلكتروني…',
      failed: 'تعذّر تحميل اختيارات البريد الإلكتروني.',
      saved: 'تم حفظ اختيار البريد الإلكتروني',
      error: 'تعذّر حفظ اختيار البريد الإلكتروني. يرجى المحاولة مرة أخرى.',
    },
    activity: {
      title: 'النشاط الأخير',
      list: 'النشاط الأخير، قائمة قابلة للتمرير',
      loading: 'جارٍ تحميل النشاط…',
      empty: 'لا يوجد نشاط حديث بعد.',
      failed: 'تعذّر تحميل نشاطك.',
      updatedBySelf: 'تم التحديث بواسطتك',
      badge: {
        updated: 'تحديث',
        created: 'إنشاء',
        login: 'تسجيل دخول',
        email: 'بريد إلكتروني',
      },
    },
    relative: relativeTimeWordsAr,
  },
};
