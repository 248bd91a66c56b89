import type { ContentDictionary } from './en';

/** Arabic content-page strings. */
export const contentAr: ContentDictionary = {
  content: {
    noBtnId: 'لم يتم تحديد معرّف الزر.',
    noButton: 'الزر غير موجود.',
    loadFailed: 'فشل تحميل المحتوى.',
    noContent: 'لا يوجد محتوى متاح.',
    signInRequired: 'يرجى تسجيل الدخول لعرض هذه الصفحة.',
    document: 'المستند المرفق',
    documentFrame: 'المستند: {{name}}',
    openInNewTab: 'فتح في علامة تبويب جديدة',
    viewDocument: 'عرض المستند',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  },
};
