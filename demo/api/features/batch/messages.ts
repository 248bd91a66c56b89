import type { MessageTable } from '../../messages';

// Batch page: every text this feature sends, in English and Arabic. The §5 rule messages are the spec's English
// words (src/core/batch/validation-messages.ts) with the client dictionary's Arabic.
export const BATCH_MESSAGES = {
  batchNotFound: ['Batch not found.', 'الدفعة غير موجودة.'],
  attendanceRecordNotFound: ['Attendance record not found.', 'سجل الحضور غير موجود.'],
  lectureNotStarted: ['Attendance can be marked once the lecture has started.', 'يمكن تسجيل الحضور بعد بدء المحاضرة.'],
  lectureClosed: ['Attendance for this lecture is closed.', 'تم إغلاق تسجيل الحضور لهذه المحاضرة.'],
  recordLocked: ['This attendance record has been reviewed and is locked.', 'تمت مراجعة سجل الحضور هذا وهو مقفل.'],
  lateNeedsPresence: [
    'Only a participant marked present can be marked late.',
    'لا يمكن تسجيل التأخر إلا لمشارك مسجّل حاضرًا.',
  ],
  statusRequired: ['Please select a status', 'يرجى اختيار حالة'],
  attendanceStatusRequired: ['Please select an attendance status', 'يرجى اختيار حالة الحضور'],
  commentsRequired: ['Please enter comment', 'يرجى إدخال تعليق'],
  commentsMax: ['Comments cannot exceed 200 characters', 'لا يمكن أن تتجاوز التعليقات ٢٠٠ حرف'],
  entryTypeInvalid: ['The entry type is not valid.', 'نوع الإدخال غير صالح.'],
  noRecordsSelected: ['No records selected', 'لم يتم تحديد أي سجلات'],
  tooManyRecords: ['Too many records selected at once.', 'تم تحديد عدد كبير جدًا من السجلات دفعة واحدة.'],
  attendanceSaved: ['Attendance saved successfully.', 'تم حفظ الحضور بنجاح.'],
  attendanceMarkedSaved: ['{count} attendance record(s) saved.', 'تم حفظ {count} من سجلات الحضور.'],
  recordSaved: ['Record saved successfully.', 'تم حفظ السجل بنجاح.'],
  criterionNotFound: ['Assessment criterion not found.', 'معيار التقييم غير موجود.'],
  assessmentNotFound: ['Assessment record not found.', 'سجل التقييم غير موجود.'],
  scoresFinal: ['These scores are final and can no longer be changed.', 'هذه الدرجات نهائية ولا يمكن تغييرها.'],
  scoreInvalid: ['Please enter a valid score', 'يرجى إدخال درجة صحيحة'],
  scoreNegative: ["Score can't be negative", 'لا يمكن أن تكون الدرجة سالبة'],
  scoreAboveMax: ["Score can't exceed {maxScore}", 'لا يمكن أن تتجاوز الدرجة {maxScore}'],
  scoreStep: ['Scores move in steps of 0.01.', 'تتغير الدرجات بخطوات مقدارها ٠٫٠١.'],
  scoreSaved: ['Score saved successfully.', 'تم حفظ الدرجة بنجاح.'],
  labelPresent: ['Present', 'حاضر'],
  labelAbsent: ['Absent', 'غائب'],
  labelFlagged: ['Flagged', 'مُعلَّم للمراجعة'],
  labelExcused: ['Excused', 'معذور'],
  labelNotMarked: ['Not marked', 'لم يُسجَّل'],
  labelQrScan: ['QR scan', 'مسح رمز QR'],
  labelManual: ['Manual', 'يدوي'],
  labelScanned: ['Scanned', 'بالمسح'],
  labelReviewed: ['Reviewed', 'تمت المراجعة'],
  lectureColumn: ['Lecture {n}', 'المحاضرة {n}'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    batch: typeof BATCH_MESSAGES;
  }
}
