import { defineScreens } from '../screens';

/** /app/exam/{examNo}/take|result|feedback (learning §2): one `<academy-exam>`, its view updated in place between them. */
const exam = (view: 'take' | 'result' | 'feedback') => (params: Record<string, string>) => ({
  'exam-no': params.examNo ?? '',
  view,
});

export const screens = defineScreens({
  'exam-take': {
    title: { en: 'Exam', ar: 'الاختبار' },
    layout: 'shell',
    tag: 'academy-exam',
    attributes: exam('take'),
  },
  'exam-result': {
    title: { en: 'Exam result', ar: 'نتيجة الاختبار' },
    layout: 'shell',
    tag: 'academy-exam',
    attributes: exam('result'),
  },
  'exam-feedback': {
    title: { en: 'Exam feedback', ar: 'تقييم الاختبار' },
    layout: 'shell',
    tag: 'academy-exam',
    attributes: exam('feedback'),
  },
});
