import type { MessageTable } from '../../messages';

// The verify feature: every text it sends, in English and Arabic (keys are unique across the API).
export const VERIFY_MESSAGES = {
  verifyNotFound: ['No certificate has this code.', 'لا توجد شهادة بهذا الرمز.'],
  verifyTooMany: [
    'Too many certificate checks from this address. Please try again later.',
    'عدد كبير من عمليات التحقق من هذا العنوان. يرجى المحاولة لاحقًا.',
  ],
  revokeCertificateNotFound: ['Certificate not found.', 'لم يتم العثور على الشهادة.'],
  revokeReasonRequired: ['The reason field is required.', 'حقل السبب مطلوب.'],
  revokeAlreadyRevoked: ['This certificate is already revoked.', 'هذه الشهادة ملغاة بالفعل.'],
  certificateRevoked: ['Certificate revoked.', 'تم إلغاء الشهادة.'],
  certificatesIssued: ['Certificates issued.', 'تم إصدار الشهادات.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    verify: typeof VERIFY_MESSAGES;
  }
}
