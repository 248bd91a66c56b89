import type { MessageTable } from '../../messages';

// Development helpers: every text this feature sends, in English and Arabic.
export const DEV_MESSAGES = {
  userNotFound: ['User not found.', 'المستخدم غير موجود.'],
  dataReset: ['Demo data has been reset.', 'تمت إعادة تعيين البيانات التجريبية.'],
  linksExpired: ['Pending links have been expired.', 'تم إنهاء صلاحية الروابط المعلقة.'],
  enrolled: ['The account takes part in the batch.', 'أصبح الحساب مشاركًا في الدفعة.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    dev: typeof DEV_MESSAGES;
  }
}
