import type { MessageTable } from '../../messages';

// The signed-in user's profile and password: every text this feature sends, in English and Arabic.
export const USER_MESSAGES = {
  idRequired: ['The id field is required.', 'حقل المعرف مطلوب.'],
  nameRequired: ['The name field is required.', 'حقل الاسم مطلوب.'],
  nameInvalid: ['The name contains characters that are not allowed.', 'يحتوي الاسم على أحرف غير مسموح بها.'],
  nameNotLatin: [
    'The name must be written in English letters: it is printed on certificates.',
    'يجب أن يُكتب الاسم بأحرف إنجليزية: فهو يُطبع على الشهادات.',
  ],
  arabicNameCharacters: [
    'The Arabic name contains characters that are not allowed.',
    'يحتوي الاسم العربي على أحرف غير مسموح بها.',
  ],
  nameTooLong: ['The name may not be greater than 255 characters.', 'يجب ألا يتجاوز الاسم ٢٥٥ حرفًا.'],
  arabicNameInvalid: [
    'The Arabic name must be text of at most 255 characters.',
    'يجب أن يكون الاسم العربي نصًا لا يتجاوز ٢٥٥ حرفًا.',
  ],
  currentPasswordRequired: ['The current password field is required.', 'حقل كلمة المرور الحالية مطلوب.'],
  currentPasswordWrong: ['The current password is incorrect.', 'كلمة المرور الحالية غير صحيحة.'],
  profileUpdated: ['Profile updated successfully.', 'تم تحديث الملف الشخصي بنجاح.'],
  passwordChanged: ['Password changed successfully.', 'تم تغيير كلمة المرور بنجاح.'],
  mailKindInvalid: ['The kind must be a notice that can be turned off.', 'يجب أن يكون النوع إشعارًا يمكن إيقافه.'],
  notificationCursorInvalid: ['The before field must be a notification id.', 'يجب أن يكون الحقل before معرّف إشعار.'],
  notificationIdsRequired: ['The ids field is required.', 'حقل ids مطلوب.'],
  calendarInvalid: [
    'The calendar must be gregory, islamic-umalqura or both.',
    'يجب أن يكون التقويم gregory أو islamic-umalqura أو both.',
  ],
  calendarSaved: ['Calendar preference saved.', 'تم حفظ تفضيل التقويم.'],
  mailPreferenceSaved: ['Email preference saved.', 'تم حفظ تفضيل البريد الإلكتروني.'],
  mailKindAttendanceMarked: [
    'Emails when a trainer marks you absent or late.',
    'رسائل البريد عندما يسجّل المدرب غيابك أو تأخرك.',
  ],
  mailKindAttendanceDigest: [
    'A morning email with the absences and late arrivals in your batches since the day before.',
    'رسالة صباحية بحالات الغياب والتأخر في دفعاتك منذ اليوم السابق.',
  ],
  mailKindLectureReminder: [
    'Emails 30 minutes before each of your lectures starts.',
    'رسائل البريد قبل ٣٠ دقيقة من بدء كل محاضرة من محاضراتك.',
  ],
  mailKindExamResult: ['Emails with your result when you finish an exam.', 'رسائل البريد بنتيجتك عند إنهاء اختبار.'],
  mailKindCertificateIssued: ['Emails when a certificate is issued to you.', 'رسائل البريد عند إصدار شهادة لك.'],
  mailKindTicketUpdates: [
    'Emails when support answers or closes one of your tickets.',
    'رسائل البريد عندما يرد الدعم على إحدى تذاكرك أو يغلقها.',
  ],
  unsubscribeAskTitle: ['Stop these emails?', 'إيقاف هذه الرسائل؟'],
  unsubscribeDoneTitle: ['You will not get these emails any more', 'لن تصلك هذه الرسائل بعد الآن'],
  unsubscribeDone: [
    'You can turn them back on in your profile settings.',
    'يمكنك إعادة تفعيلها من إعدادات ملفك الشخصي.',
  ],
  unsubscribeInvalidTitle: ['This link does not work', 'هذا الرابط لا يعمل'],
  unsubscribeInvalid: [
    'Change which emails you get in your profile settings.',
    'غيّر الرسائل التي تصلك من إعدادات ملفك الشخصي.',
  ],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    user: typeof USER_MESSAGES;
  }
}
