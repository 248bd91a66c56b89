import type { FeedbackForm, FeedbackQuestion } from '../../../../src/core/api/schemas/exam-feedback';

// Learning §9 feedback surveys: the five-step scale with follow-up reasons for low ratings, and the two forms — 9
// questions for a course, 10 for an organisational capacity-building (NPO) training programme — in the spec's modules.

const SCALE_EN = ['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor'];
const SCALE_AR = ['ممتاز', 'جيد جدًا', 'مقبول', 'غير مقبول', 'ضعيف'];

type Module = 'contact' | 'registration' | 'preCourse' | 'delivery' | 'venue' | 'outcome';

/** [module English, module Arabic, follow-up reasons English, Arabic]. */
const MODULES: Record<Module, [string, string, string[], string[]]> = {
  contact: [
    'Ease of Contact',
    'سهولة التواصل',
    ['Calls went unanswered', 'Slow replies to emails', 'Contact details were hard to find'],
    ['لم يتم الرد على المكالمات', 'بطء الرد على الرسائل الإلكترونية', 'صعوبة العثور على بيانات التواصل'],
  ],
  registration: [
    'Registration Process',
    'إجراءات التسجيل',
    ['Too many steps', 'Unclear requirements', 'Confirmation came late'],
    ['خطوات كثيرة', 'متطلبات غير واضحة', 'تأخر التأكيد'],
  ],
  preCourse: [
    'Pre-Course Support',
    'الدعم قبل الدورة',
    ['Joining details arrived late', 'Questions were not answered', 'No preparation material'],
    ['وصلت تفاصيل الالتحاق متأخرة', 'لم تتم الإجابة عن الأسئلة', 'لا توجد مواد تحضيرية'],
  ],
  delivery: [
    'Training Delivery',
    'تقديم التدريب',
    ['Pace was too fast', 'Too little practice', 'Examples did not fit my work'],
    ['الإيقاع سريع جدًا', 'التطبيق العملي قليل', 'الأمثلة لا تناسب عملي'],
  ],
  venue: [
    'Venue',
    'مكان التدريب',
    ['Room was uncomfortable', 'Equipment did not work', 'Hard to reach'],
    ['القاعة غير مريحة', 'المعدات لا تعمل', 'صعوبة الوصول'],
  ],
  outcome: [
    'Training Outcome',
    'مخرجات التدريب',
    ['Objectives were not met', 'Hard to apply at work', 'Needs a follow-up session'],
    ['لم تتحقق الأهداف', 'صعوبة التطبيق في العمل', 'يحتاج إلى جلسة متابعة'],
  ],
};

/** [module, question English, question Arabic]. */
type Item = [Module, string, string];

const COURSE_ITEMS: Item[] = [
  [
    'contact',
    'How easy was it to reach the academy with your questions?',
    'ما مدى سهولة التواصل مع الأكاديمية بشأن استفساراتك؟',
  ],
  ['registration', 'How clear was the registration process?', 'ما مدى وضوح إجراءات التسجيل؟'],
  ['registration', 'How quickly was your registration confirmed?', 'ما مدى سرعة تأكيد تسجيلك؟'],
  [
    'preCourse',
    'How helpful was the information you received before the course?',
    'ما مدى فائدة المعلومات التي تلقيتها قبل الدورة؟',
  ],
  ['delivery', 'How well did the trainer explain the topics?', 'ما مدى وضوح شرح المدرب للموضوعات؟'],
  ['delivery', 'How useful were the practical exercises?', 'ما مدى فائدة التمارين العملية؟'],
  ['venue', 'How suitable was the training venue?', 'ما مدى ملاءمة مكان التدريب؟'],
  ['outcome', 'How well did the course meet its objectives?', 'إلى أي مدى حققت الدورة أهدافها؟'],
  ['outcome', 'How confident are you to apply what you learned?', 'ما مدى ثقتك في تطبيق ما تعلمته؟'],
];

const PROGRAM_ITEMS: Item[] = [
  ...COURSE_ITEMS.slice(0, 8),
  [
    'outcome',
    "How much will the programme strengthen your organisation's capacity?",
    'إلى أي مدى سيعزز البرنامج قدرات مؤسستك؟',
  ],
  [
    'outcome',
    'How likely are you to recommend the programme to colleagues?',
    'ما مدى احتمال أن توصي زملاءك بهذا البرنامج؟',
  ],
];

function question([module, en, ar]: Item): FeedbackQuestion {
  const [moduleEn, moduleAr, reasonsEn, reasonsAr] = MODULES[module];
  return {
    module_en: moduleEn,
    module_ar: moduleAr,
    question_en: en,
    question_ar: ar,
    choices_en: [...SCALE_EN],
    choices_ar: [...SCALE_AR],
    lowRatingHelp: {
      en: 'Please tell us what went wrong (choose at least one).',
      ar: 'يرجى إخبارنا بما لم يكن جيدًا (اختر سببًا واحدًا على الأقل).',
    },
    followUpQuestionOptions: { en: [...reasonsEn], ar: [...reasonsAr] },
  };
}

/** The survey of an exam: 10 questions titled 'Training Program Feedback' for an NPO course, else 9 titled 'Course Feedback'. */
export function feedbackForm(isNpo: boolean): FeedbackForm {
  return {
    title_en: isNpo ? 'Training Program Feedback' : 'Course Feedback',
    title_ar: isNpo ? 'تقييم البرنامج التدريبي' : 'تقييم الدورة',
    description_en: 'Your answers help us improve our training. It takes about two minutes.',
    description_ar: 'تساعدنا إجاباتك على تحسين تدريبنا. يستغرق ذلك دقيقتين تقريبًا.',
    questions: (isNpo ? PROGRAM_ITEMS : COURSE_ITEMS).map(question),
  };
}
