import type { MessageTable } from '../../messages';

// QR attendance: every text this feature sends, in English and Arabic (learning §8 lecture-not-found verbatim).
export const ATTENDANCE_MESSAGES = {
  lectureNotFound: ['Lecture you are trying to access does not exist.', 'المحاضرة التي تحاول الوصول إليها غير موجودة.'],
  notEnrolled: ['You are not enrolled in this lecture.', 'أنت غير مسجل في هذه المحاضرة.'],
  qrExpired: ['This QR code has expired. Please scan the current code.', 'انتهت صلاحية رمز QR هذا. يرجى مسح الرمز الحالي.'],
  locationInvalid: [
    'Your location is missing or invalid. Please allow location access and try again.',
    'موقعك غير متوفر أو غير صالح. يرجى السماح بالوصول إلى الموقع ثم المحاولة مرة أخرى.',
  ],
  attendanceClosed: ['Attendance is not open for this lecture right now.', 'تسجيل الحضور غير متاح لهذه المحاضرة في الوقت الحالي.'],
  alreadyCheckedIn: ['You have already checked in to this lecture.', 'لقد سجّلت حضورك في هذه المحاضرة من قبل.'],
  mustCheckInFirst: ['You must check in before you can check out.', 'يجب عليك تسجيل الحضور قبل تسجيل الانصراف.'],
  alreadyCheckedOut: ['You have already checked out of this lecture.', 'لقد سجّلت انصرافك من هذه المحاضرة من قبل.'],
  alreadyMarked: ['Your attendance for this lecture is already marked.', 'تم تسجيل حضورك لهذه المحاضرة بالفعل.'],
  checkedIn: ['Checked in successfully.', 'تم تسجيل الحضور بنجاح.'],
  checkedOut: ['Checked out successfully.', 'تم تسجيل الانصراف بنجاح.'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    attendance: typeof ATTENDANCE_MESSAGES;
  }
}
