import type { MessageTable } from '../../messages';

// Course viewer: every text this feature sends, in English and Arabic.
export const COURSE_MESSAGES = {
  courseNotFound: ['Course not found.', 'الدورة غير موجودة.'],
  courseProgressNotFound: ['Course progress not found.', 'سجل تقدم الدورة غير موجود.'],
  courseProgressSaved: ['Course progress saved.', 'تم حفظ تقدم الدورة.'],
  courseProgressContentsRequired: [
    'The course_content_progress field is required.',
    'حقل course_content_progress مطلوب.',
  ],
  courseProgressUnknownItem: ['{field} is not part of this course.', 'العنصر {field} ليس جزءًا من هذه الدورة.'],
  courseProgressTooManyItems: ['{field} may list at most {max} items.', 'يجب ألا يتجاوز عدد عناصر {field} {max}.'],
  courseProgressDuplicateItem: ['{field} appears more than once.', 'العنصر {field} مكرر.'],
  courseProgressTimeInvalid: ['{field} must be a date and time.', 'يجب أن يكون الحقل {field} تاريخًا ووقتًا.'],
  courseProgressMismatch: [
    '{field} does not match this course progress.',
    'الحقل {field} لا يطابق سجل تقدم هذه الدورة.',
  ],
  courseFileRangeInvalid: ['The requested range is not satisfiable.', 'النطاق المطلوب غير متاح.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    course: typeof COURSE_MESSAGES;
  }
}
