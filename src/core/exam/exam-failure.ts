import { ApiError } from '../http/api-error';
import { errorMessage } from '../http/error-message';
import type { MessageKey } from '../locale/i18n';
import type { Message } from '../locale/message';

// #29: an exam error state never shows the server's raw text. A message the reference API is known to send (in
// either language) is shown as the dictionary's entry, in the page's language; any other is a generic message.

/** The reference API's exam messages (demo/api/features/exam/messages.ts), English and Arabic, by dictionary key. */
const SERVER_MESSAGES: readonly (readonly [MessageKey, readonly string[]])[] = [
  ['exam.errors.notFound', ['Exam data not found.', 'لم يتم العثور على بيانات الاختبار.']],
  ['exam.errors.resultNotFound', ['No result is available for this exam.', 'لا توجد نتيجة متاحة لهذا الاختبار.']],
  ['exam.errors.certificateNotFound', ['Certificate not found.', 'لم يتم العثور على الشهادة.']],
  ['exam.errors.attemptNotFound', ['This exam attempt does not exist.', 'محاولة الاختبار هذه غير موجودة.']],
  ['exam.errors.missingQuestionData', ['Missing required question data', 'بيانات السؤال المطلوبة ناقصة']],
  ['exam.errors.notOpen', ['This exam is not open right now.', 'هذا الاختبار غير متاح في الوقت الحالي.']],
  ['exam.errors.notEligible', ['You are not eligible to take this exam.', 'أنت غير مؤهل لأداء هذا الاختبار.']],
  [
    'exam.errors.feedbackRequired',
    ['Please complete the feedback form before starting the exam.', 'يرجى إكمال نموذج التقييم قبل بدء الاختبار.'],
  ],
  ['exam.errors.alreadyTaken', ['You have already completed this exam.', 'لقد أكملت هذا الاختبار من قبل.']],
  [
    'exam.errors.timeOver',
    ['The time for this exam is over; this answer was not saved.', 'انتهى وقت هذا الاختبار؛ لم يتم حفظ هذه الإجابة.'],
  ],
  ['exam.errors.questionUnknown', ['This question is not part of the exam.', 'هذا السؤال ليس جزءًا من الاختبار.']],
  ['exam.errors.answerInvalid', ["Please choose one of the question's answers.", 'يرجى اختيار إحدى إجابات السؤال.']],
  ['exam.errors.examDataUnavailable', ['Exam data not available', 'بيانات الاختبار غير متوفرة']],
  ['exam.errors.answerAll', ['Please answer all required questions', 'يرجى الإجابة على جميع الأسئلة المطلوبة']],
  [
    'exam.errors.feedbackNotExpected',
    ['No feedback is expected for this exam now.', 'لا يُطلب تقييم لهذا الاختبار الآن.'],
  ],
  ['exam.errors.feedbackWrongUser', ['This feedback belongs to another user.', 'هذا التقييم يخص مستخدمًا آخر.']],
];

/** Case, spacing and closing punctuation aside. */
const normalise = (text: string) =>
  text
    .trim()
    .replace(/[\s.!؟?]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

const BY_TEXT = new Map(
  SERVER_MESSAGES.flatMap(([key, texts]) => texts.map((text) => [normalise(text), key] as const)),
);

/** The dictionary key of a server message the catalogue knows (its own message or a field's), else null. */
export function knownServerMessage(error: unknown): MessageKey | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const texts = [error.serverMessage, ...Object.values(error.fieldErrors ?? {}).flat()];
  for (const text of texts) {
    const key = text === undefined ? undefined : BY_TEXT.get(normalise(text));
    if (key) return key;
  }
  return null;
}

/**
 * What an exam error state says about a failed call: the catalogue's entry for a server message it knows, the
 * generic catalogue's for network trouble or a time-out, else `fallback`. Never the server's own words.
 */
export function examFailure(error: unknown, fallback: Message): Message {
  const known = knownServerMessage(error);
  if (known) return { key: known };
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return errorMessage(error);
  return fallback;
}

/** The generic catalogue's message for a failed call's kind or status (never the server's text). */
export function genericFailure(error: unknown): Message {
  const generic = errorMessage(error);
  return 'key' in generic ? generic : { key: 'errors.unknownError' };
}

/** A take the server does not give this learner (no such exam, or not theirs): the not-available view, not an error. */
export function isExamMissing(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}
