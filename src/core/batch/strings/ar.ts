import { scanFactsAr } from '../../locale/dictionaries/scan-facts/ar';
import { ATTENDANCE_AR, VALIDATION_AR } from './attendance-ar';
import type { BatchDictionary } from './en';

/** Arabic batch-page strings. */
export const batchAr: BatchDictionary = {
  batch: {
    redirecting: 'جارٍ نقلك إلى تسجيل الدخول…',
    loading: 'جارٍ تحميل الدفعة…',
    breadcrumb: { label: 'مسار التنقل', dashboard: 'لوحة التحكم', batch: 'الدفعة {{no}}' },
    header: {
      batchNo: 'رقم الدفعة',
      participants: 'المشاركون',
      sessions: 'الجلسات',
      averageTime: 'متوسط مدة المحاضرة',
      hours: '{{hours}} ساعة',
      startDate: 'تاريخ البداية',
      endDate: 'تاريخ النهاية',
      course: 'الدورة',
      none: '—',
    },
    tabs: { label: 'أقسام الدفعة', participants: 'المشاركون', attendance: 'الحضور', assessment: 'التقييم' },
    error: {
      title: 'حدث خطأ ما',
      body: 'تعذّر تحميل هذه الدفعة. يرجى المحاولة مرة أخرى.',
      retry: 'حاول مرة أخرى',
    },
    notFound: {
      title: 'الدفعة غير متاحة',
      body: 'هذه الدفعة غير موجودة، أو ليس لديك صلاحية لعرضها.',
    },
    table: {
      search: 'بحث',
      pageSize: 'عدد الصفوف في الصفحة',
      range: '{{from}}-{{to}} من {{total}}',
      pager: 'الصفحات',
      previous: 'السابق',
      next: 'التالي',
      page: 'الصفحة {{page}} من {{pages}}',
      clear: 'مسح البحث',
      retry: 'إعادة المحاولة',
    },
    participants: {
      title: 'المشاركون',
      searchPlaceholder: 'الاسم أو الاسم بالعربية أو البريد أو رقم الهوية أو الهاتف',
      columns: { serial: '#', name: 'الاسم', arabicName: 'الاسم بالعربية', email: 'البريد الإلكتروني', nid: 'رقم الهوية الوطنية', contact: 'رقم التواصل' },
      notAvailable: 'غير متوفر',
      empty: 'لا يوجد مشاركون في هذه الدفعة بعد.',
      noMatches: 'لا يوجد مشاركون يطابقون بحثك.',
      failed: 'تعذّر تحميل المشاركين',
    },
    assessment: {
      title: 'التقييم',
      searchPlaceholder: 'الاسم أو رقم الهوية أو المعرّف',
      refresh: 'تحديث',
      invalid: 'تنسيق البيانات المستلمة من الخادم غير صالح',
      failed: 'تعذّر تحميل بيانات التقييم: {{message}}',
      failedUnknown: 'تعذّر تحميل بيانات التقييم: خطأ غير معروف',
      empty: 'لا توجد سجلات تقييم.',
      noCriteria: 'لا توجد معايير تقييم لهذه الدفعة.',
      noMatches: 'لا توجد سجلات تطابق بحثك.',
      columns: { serial: '#', name: 'الاسم', nid: 'رقم الهوية الوطنية', max: 'الحد الأقصى {{max}}' },
      marks: { P: 'حاضر', A: 'غائب', L: 'متأخر', none: 'غير مسجّل' },
      scoreLabel: 'درجة {{title}} لـ {{name}}',
      saving: 'جارٍ حفظ الدرجة…',
      saved: 'تم حفظ الدرجة',
      updateFailed: 'تعذّر تحديث الدرجة. أعيد تحميل الجدول.',
    },
    validation: VALIDATION_AR,
    attendance: ATTENDANCE_AR,
  },
  scanFacts: scanFactsAr,
};
