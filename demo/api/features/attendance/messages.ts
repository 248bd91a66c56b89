import type { MessageTable } from '../../messages';

// QR attendance: every text this feature sends, in English and Arabic (learning §8 lecture-not-found verbatim).
export const ATTENDANCE_MESSAGES = {
  lectureNotFound: ['Lecture you are trying to access does not exist.', 'المحاضرة التي تحاول الوصول إليها غير موجودة.'],
  notEnrolled: ['You are not enrolled in this lecture.', 'أنت غير مسجل في هذه المحاضرة.'],
  qrExpired: [
    'This QR code has expired. Please scan the current code.',
    'انتهت صلاحية رمز QR هذا. يرجى مسح الرمز الحالي.',
  ],
  qrInvalid: [
    'This QR code is not valid. Please scan the code shown in the room.',
    'رمز QR هذا غير صالح. يرجى مسح الرمز المعروض في القاعة.',
  ],
  typedCodeInvalid: [
    'This code does not match a lecture you can check in to now. Check the code on the screen and try again.',
    'هذا الرمز لا يطابق محاضرة يمكنك تسجيل حضورها الآن. تحقّق من الرمز المعروض على الشاشة وحاول مرة أخرى.',
  ],
  typedCodeLocked: [
    'Too many codes that did not match were typed. Scan the QR code instead, or type the code again later.',
    'تم إدخال رموز غير مطابقة مرات كثيرة. امسح رمز QR بدلًا من ذلك، أو أدخل الرمز مرة أخرى لاحقًا.',
  ],
  outsideVenue: [
    'You appear to be outside the venue (about {distance} away). Move closer and scan again.',
    'يبدو أنك خارج مكان المحاضرة (على بُعد {distance} تقريبًا). اقترب من المكان ثم امسح الرمز مرة أخرى.',
  ],
  offlineTooLate: [
    'This scan was kept offline for too long to count. Please ask your trainer to mark your attendance.',
    'احتُفظ بهذا المسح دون اتصال مدة أطول من المسموح بها. يرجى أن تطلب من مدربك تسجيل حضورك.',
  ],
  venueSaved: ['The venue location is saved.', 'تم حفظ موقع مكان المحاضرة.'],
  offlineAccepted: ['The offline scan is accepted.', 'تم قبول المسح دون اتصال.'],
  venueCoordsInvalid: [
    'The location must have a latitude between -90 and 90 and a longitude between -180 and 180.',
    'يجب أن يكون خط العرض بين -٩٠ و٩٠ وخط الطول بين -١٨٠ و١٨٠.',
  ],
  venueRadiusInvalid: ['The radius must be between 20 and 2,000 metres.', 'يجب أن يكون نصف القطر بين ٢٠ و٢٠٠٠ متر.'],
  locationInvalid: [
    'Your location is missing or invalid. Please allow location access and try again.',
    'موقعك غير متوفر أو غير صالح. يرجى السماح بالوصول إلى الموقع ثم المحاولة مرة أخرى.',
  ],
  attendanceClosed: [
    'Attendance is not open for this lecture right now.',
    'تسجيل الحضور غير متاح لهذه المحاضرة في الوقت الحالي.',
  ],
  alreadyCheckedIn: ['You have already checked in to this lecture.', 'لقد سجّلت حضورك في هذه المحاضرة من قبل.'],
  mustCheckInFirst: ['You must check in before you can check out.', 'يجب عليك تسجيل الحضور قبل تسجيل الانصراف.'],
  alreadyCheckedOut: ['You have already checked out of this lecture.', 'لقد سجّلت انصرافك من هذه المحاضرة من قبل.'],
  alreadyMarked: ['Your attendance for this lecture is already marked.', 'تم تسجيل حضورك لهذه المحاضرة بالفعل.'],
  checkedIn: ['Checked in successfully.', 'تم تسجيل الحضور بنجاح.'],
  checkedOut: ['Checked out successfully.', 'تم تسجيل الانصراف بنجاح.'],
  // The batch page's attendance tab (issue #13): §5 rule messages are the spec's English words
  // (src/core/batch/validation-messages.ts) with the client dictionary's Arabic.
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
  labelPresent: ['Present', 'حاضر'],
  labelAbsent: ['Absent', 'غائب'],
  labelFlagged: ['Flagged', 'مُعلَّم للمراجعة'],
  labelExcused: ['Excused', 'معذور'],
  labelNotMarked: ['Not marked', 'لم يُسجَّل'],
  labelQrScan: ['QR scan', 'مسح رمز QR'],
  labelManual: ['Manual', 'يدوي'],
  labelScanned: ['Scanned', 'بالمسح'],
  labelReviewed: ['Reviewed', 'تمت المراجعة'],
  mailDigestSubject: [
    'Attendance since yesterday: {absent} absent, {late} late',
    'الحضور منذ الأمس: {absent} غياب، {late} تأخر',
  ],
  mailDigestIntro: [
    'The absences and late arrivals in your batches in the lectures that ended since {since}.',
    'حالات الغياب والتأخر في دفعاتك في المحاضرات التي انتهت منذ {since}.',
  ],
  mailDigestLecture: ['{lecture} ({batch}, {when})', '{lecture} ({batch}، {when})'],
  mailDigestAbsent: ['Absent: {names}', 'غائب: {names}'],
  mailDigestLate: ['Late: {names}', 'متأخر: {names}'],
  mailDigestAction: ['Open my dashboard', 'فتح لوحة التحكم'],
  mailMarkedAbsentSubject: ['You were marked absent', 'تم تسجيل غيابك'],
  mailMarkedAbsentBody: [
    'Your trainer marked you absent from "{lecture}" on {when}.',
    'سجّل مدربك غيابك عن «{lecture}» بتاريخ {when}.',
  ],
  mailMarkedLateSubject: ['You were marked late', 'تم تسجيل تأخرك'],
  mailMarkedLateBody: [
    'Your trainer marked you late for "{lecture}" on {when}.',
    'سجّل مدربك تأخرك عن «{lecture}» بتاريخ {when}.',
  ],
  mailMarkedWrong: [
    'If this is not right, reply to your trainer or open a support ticket.',
    'إذا لم يكن هذا صحيحًا، فتواصل مع مدربك أو افتح تذكرة دعم.',
  ],
  mailMarkedAction: ['Open your dashboard', 'فتح لوحة التحكم'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    attendance: typeof ATTENDANCE_MESSAGES;
  }
}
