import type { MessageTable } from '../../messages';

// Batch page: every text this feature sends, in English and Arabic (the attendance tab's are attendance's). The §5
// rule messages are the spec's English words (src/core/batch/validation-messages.ts) with the client dictionary's Arabic.
export const BATCH_MESSAGES = {
  batchNotFound: ['Batch not found.', 'الدفعة غير موجودة.'],
  criterionNotFound: ['Assessment criterion not found.', 'معيار التقييم غير موجود.'],
  assessmentNotFound: ['Assessment record not found.', 'سجل التقييم غير موجود.'],
  scoresFinal: ['These scores are final and can no longer be changed.', 'هذه الدرجات نهائية ولا يمكن تغييرها.'],
  scoreInvalid: ['Please enter a valid score', 'يرجى إدخال درجة صحيحة'],
  scoreNegative: ["Score can't be negative", 'لا يمكن أن تكون الدرجة سالبة'],
  scoreAboveMax: ["Score can't exceed {maxScore}", 'لا يمكن أن تتجاوز الدرجة {maxScore}'],
  scoreStep: ['Scores move in steps of 0.01.', 'تتغير الدرجات بخطوات مقدارها ٠٫٠١.'],
  scoreSaved: ['Score saved successfully.', 'تم حفظ الدرجة بنجاح.'],
  lectureColumn: ['Lecture {n}', 'المحاضرة {n}'],
  mailLectureSoonSubject: ['Your lecture starts in {minutes} minutes', 'تبدأ محاضرتك خلال {minutes} دقيقة'],
  mailLectureSoonBody: ['It starts at {time} in {venue}.', 'تبدأ الساعة {time} في {venue}.'],
  mailLectureSoonOnline: ['It starts at {time}, online.', 'تبدأ الساعة {time} عبر الإنترنت.'],
  mailLectureSoonCheckIn: [
    'Check in by scanning the QR code your trainer shows.',
    'سجّل حضورك بمسح رمز QR الذي يعرضه مدربك.',
  ],
  mailLectureSoonAction: ['Open your dashboard', 'فتح لوحة التحكم'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    batch: typeof BATCH_MESSAGES;
  }
}
