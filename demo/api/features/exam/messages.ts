import type { MessageTable } from '../../messages';

// Exams and feedback: every text this feature sends, in English and Arabic (learning §5 and §8 texts verbatim).
export const EXAM_MESSAGES = {
  examNotFound: ['Exam data not found.', 'لم يتم العثور على بيانات الاختبار.'],
  examResultNotFound: ['No result is available for this exam.', 'لا توجد نتيجة متاحة لهذا الاختبار.'],
  certificateNotFound: ['Certificate not found.', 'لم يتم العثور على الشهادة.'],
  examAttemptNotFound: ['This exam attempt does not exist.', 'محاولة الاختبار هذه غير موجودة.'],
  examEventsSaved: ['The exam activity was recorded.', 'تم تسجيل نشاط الاختبار.'],
  examEventsNotYours: ['These events are not for an exam attempt of yours.', 'هذه الأحداث لا تخص محاولة اختبار لك.'],
  examEventsClosed: [
    'This exam attempt ended more than 5 minutes ago; its activity can no longer be recorded.',
    'انتهت محاولة الاختبار هذه منذ أكثر من ٥ دقائق؛ لم يعد بالإمكان تسجيل نشاطها.',
  ],
  examEventsFuture: [
    'An event is dated more than 5 minutes ahead of the server clock; check the device clock.',
    'تاريخ أحد الأحداث يسبق ساعة الخادم بأكثر من ٥ دقائق؛ تحقق من ساعة الجهاز.',
  ],
  examEventsThrottled: [
    'Too much exam activity was sent this hour; the rest of this hour is not recorded.',
    'تم إرسال نشاط اختبار كثير خلال هذه الساعة؛ لن يُسجَّل الباقي من هذه الساعة.',
  ],
  examAllowanceSaved: ['The extra time was saved.', 'تم حفظ الوقت الإضافي.'],
  examAllowanceMultiplier: ['The multiplier must be a number from 1 to 3.', 'يجب أن يكون معامل الوقت رقمًا من ١ إلى ٣.'],
  examAllowanceMinutes: [
    'Extra minutes must be a whole number from 0 to 240.',
    'يجب أن تكون الدقائق الإضافية عددًا صحيحًا من ٠ إلى ٢٤٠.',
  ],
  examExtendMinutes: [
    'Added minutes must be a whole number from 1 to 240.',
    'يجب أن تكون الدقائق المضافة عددًا صحيحًا من ١ إلى ٢٤٠.',
  ],
  examParticipantNotInBatch: ['This learner is not in the batch.', 'هذا المتعلم ليس ضمن الدفعة.'],
  examAttemptExtended: ['The attempt was given more time.', 'تم منح المحاولة وقتًا إضافيًا.'],
  examIntegrityNotFound: [
    'No exam activity log is available for this attempt.',
    'لا يتوفر سجل نشاط لمحاولة الاختبار هذه.',
  ],
  examMissingData: ['Missing required exam data: {fields}', 'بيانات الاختبار المطلوبة ناقصة: {fields}'],
  examMissingQuestionData: ['Missing required question data', 'بيانات السؤال المطلوبة ناقصة'],
  examNotOpen: ['This exam is not open right now.', 'هذا الاختبار غير متاح في الوقت الحالي.'],
  examNotEligible: ['You are not eligible to take this exam.', 'أنت غير مؤهل لأداء هذا الاختبار.'],
  examFeedbackFirst: [
    'Please complete the feedback form before starting the exam.',
    'يرجى إكمال نموذج التقييم قبل بدء الاختبار.',
  ],
  examAlreadyTaken: ['You have already completed this exam.', 'لقد أكملت هذا الاختبار من قبل.'],
  examTimeOver: [
    'The time for this exam is over; this answer was not saved.',
    'انتهى وقت هذا الاختبار؛ لم يتم حفظ هذه الإجابة.',
  ],
  examQuestionUnknown: ['This question is not part of the exam.', 'هذا السؤال ليس جزءًا من الاختبار.'],
  examAnswerInvalid: ["Please choose one of the question's answers.", 'يرجى اختيار إحدى إجابات السؤال.'],
  examStarted: ['Exam started.', 'بدأ الاختبار.'],
  examAnswerSaved: ['Answer saved.', 'تم حفظ الإجابة.'],
  examQuestionSkipped: ['Question skipped.', 'تم تخطي السؤال.'],
  examSubmitted: ['Exam submitted.', 'تم تسليم الاختبار.'],
  feedbackExamData: ['Exam data not available', 'بيانات الاختبار غير متوفرة'],
  feedbackRequiredAnswers: ['Please answer all required questions', 'يرجى الإجابة على جميع الأسئلة المطلوبة'],
  feedbackNotExpected: ['No feedback is expected for this exam now.', 'لا يُطلب تقييم لهذا الاختبار الآن.'],
  feedbackWrongUser: ['This feedback belongs to another user.', 'هذا التقييم يخص مستخدمًا آخر.'],
  feedbackSaved: ['Thank you for your feedback.', 'شكرًا لك على تقييمك.'],
  mailResultPassedSubject: ['You passed "{exam}"', 'نجحت في «{exam}»'],
  mailResultFailedSubject: ['Your result in "{exam}"', 'نتيجتك في «{exam}»'],
  mailResultPassedHeading: ['You passed your exam', 'لقد نجحت في اختبارك'],
  mailResultFailedHeading: ['Your exam result is out', 'صدرت نتيجة اختبارك'],
  mailResultBody: [
    'You scored {score} in "{exam}" ({scored} of {total} marks; the pass mark is {passMark}).',
    'حصلت على {score} في «{exam}» ({scored} من {total} درجة؛ درجة النجاح {passMark}).',
  ],
  mailResultPassed: ['Well done: you passed.', 'أحسنت: لقد نجحت.'],
  mailResultFailed: [
    'You did not reach the pass mark this time. Your trainer can tell you what comes next.',
    'لم تبلغ درجة النجاح هذه المرة. يمكن لمدربك أن يخبرك بالخطوة التالية.',
  ],
  mailResultAction: ['See your result', 'عرض نتيجتك'],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    exam: typeof EXAM_MESSAGES;
  }
}
