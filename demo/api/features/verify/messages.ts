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
  validityMonthsRequired: [
    'The validity_months field is required: a number of months, or null when certificates never expire.',
    'حقل validity_months مطلوب: عدد الأشهر، أو null إذا كانت الشهادات لا تنتهي.',
  ],
  validityMonthsRange: [
    'The validity must be a whole number of months from {min} to {max}.',
    'يجب أن تكون مدة الصلاحية عددًا صحيحًا من الأشهر من {min} إلى {max}.',
  ],
  validitySaved: ['Certificate validity saved.', 'تم حفظ مدة صلاحية الشهادات.'],
  certificatesIssued: ['Certificates issued.', 'تم إصدار الشهادات.'],
  mailCertificateSubject: ['Your certificate for "{course}" was issued', 'صدرت شهادتك في «{course}»'],
  mailCertificateHeading: ['Your certificate was issued', 'صدرت شهادتك'],
  mailCertificateNumber: ['Certificate {number}', 'الشهادة {number}'],
  mailCertificateBody: [
    'Congratulations: your certificate for "{course}" was issued. Its number is {number}.',
    'تهانينا: صدرت شهادتك في «{course}». رقمها {number}.',
  ],
  mailCertificateVerify: [
    'Anyone you show it to can check that it is genuine at {url}',
    'يمكن لأي شخص تعرضها عليه التحقق من صحتها عبر {url}',
  ],
  mailCertificateAction: ['See your certificates', 'عرض شهاداتك'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    verify: typeof VERIFY_MESSAGES;
  }
}
