import {
  BOTH_TICKET_NO,
  HOSTILE_HTML,
  LEARNER_ARABIC_TICKET_NO,
  LEARNER_CLOSED_TICKET_NO,
  LEARNER_HOSTILE_TICKET_NO,
  LEARNER_OPEN_TICKET_NO,
  LEARNER_REOPENED_TICKET_NO,
  LEARNER_UNANSWERED_TICKET_NO,
  TRAINER_TICKET_NO,
} from './ids';
import { TICKET_STATUS } from '../../../../src/core/tickets/ticket-status';
import type { TicketStatus } from './types';

// The seeded tickets, oldest first (ids and numbers follow this order). Titles carry searchable words (certificate,
// password, attendance, payment, exam); 'invoice' appears only in two descriptions.

/** Who wrote a reply: the support team or the ticket's owner. */
type Author = 'support' | 'owner';

export interface SeedTicket {
  owner: 'learner' | 'trainer' | 'both';
  status: TicketStatus;
  type: string;
  /** Days before `seed.now` the ticket was opened. */
  daysAgo: number;
  title: string;
  description: string;
  /** [author, days after the ticket was opened, HTML]; oldest first, all before `seed.now`. */
  replies: [Author, number, string][];
  /** The number this ticket must get (checked by the seed), for tickets named in ids.ts. */
  no?: number;
}

const { open: OPEN, closed: CLOSED, reopened: REOPENED } = TICKET_STATUS;

export const SEED_TICKETS: SeedTicket[] = [
  {
    owner: 'learner',
    status: CLOSED,
    type: 'general_inquiry',
    daysAgo: 120,
    title: 'Welcome pack not received',
    description:
      '<p>I enrolled last week but the welcome pack with the course handbook never arrived at my address.</p>',
    replies: [
      ['support', 0.5, '<p>The welcome pack was sent again by courier today.</p>'],
      ['owner', 2, '<p>Received it, thank you.</p>'],
    ],
  },
  {
    owner: 'trainer',
    status: CLOSED,
    type: 'technical_support',
    daysAgo: 112,
    title: 'Projector in Training Hall A flickers',
    description:
      '<p>The ceiling projector in Training Hall A flickers every few minutes during the morning sessions.</p>',
    replies: [['support', 1, '<p>Facilities replaced the projector lamp this morning.</p>']],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'payment_issues',
    daysAgo: 105,
    title: 'Payment receipt missing',
    description: '<p>I paid the course fee by bank transfer but no receipt was emailed to me afterwards.</p>',
    replies: [
      ['support', 1, '<p>We found your transfer and emailed the receipt.</p>'],
      ['support', 3, '<p>Closing this ticket as resolved.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'course_inquiry',
    daysAgo: 98,
    title: 'Exam retake policy',
    description: '<p>How many times can I retake the final exam if I do not pass it the first time?</p>',
    replies: [
      ['support', 1, '<p>Two retakes are allowed within <strong>60 days</strong> of the first attempt.</p>'],
      ['owner', 2, '<p>Thanks, that answers it.</p>'],
      ['owner', 10, '<p>One more question: is there a fee for the second retake?</p>'],
    ],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'account_issues',
    daysAgo: 92,
    title: 'Password reset email never arrives',
    description: '<p>I requested a password reset three times and no email arrived, not even in the spam folder.</p>',
    replies: [
      ['support', 0.3, '<p>Your mailbox rejected our messages; please whitelist the academy domain.</p>'],
      ['owner', 1, '<p>That worked, thanks.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'technical_support',
    daysAgo: 86,
    title: 'Video lectures stop after a few minutes',
    no: LEARNER_UNANSWERED_TICKET_NO,
    description: '<p>The recorded lectures stop playing after about five minutes on every browser I have tried.</p>',
    replies: [],
  },
  {
    owner: 'both',
    status: OPEN,
    type: 'course_inquiry',
    daysAgo: 80,
    title: 'Conflict de-escalation materials',
    description: '<p>Could the updated role-play scripts for the de-escalation course be shared with trainers?</p>',
    replies: [['support', 2, '<p>The curriculum team will upload them this week.</p>']],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'payment_issues',
    daysAgo: 75,
    title: 'Double charge on my card',
    description:
      '<p>My card was charged twice for the First Aid course. The invoice shows the same amount two times.</p>',
    replies: [
      ['support', 1, '<p>We have issued a refund for the second charge.</p>'],
      ['owner', 1.5, '<p>Thank you.</p>'],
      ['owner', 12, '<p>The refund has still not reached my account.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'course_inquiry',
    daysAgo: 70,
    title: 'Certificate name spelling',
    description:
      '<p>The name on my Security Guard Foundations certificate is misspelled; it should read Layla, not Laila.</p>',
    replies: [
      ['support', 1, '<p>Please confirm the exact spelling as on your ID.</p>'],
      ['owner', 1.2, '<p>Layla Learner, as on my Emirates ID.</p>'],
      ['support', 3, '<p>A corrected certificate has been issued.</p>'],
    ],
  },
  {
    owner: 'trainer',
    status: OPEN,
    type: 'technical_support',
    daysAgo: 66,
    title: 'Attendance QR code does not scan',
    description:
      '<p>Learners report that the attendance QR code on the projector cannot be scanned from the back rows.</p>',
    replies: [],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'general_inquiry',
    daysAgo: 62,
    title: 'Parking at the Dubai campus',
    description: '<p>Is there visitor parking near Training Hall A for learners of the morning cohort?</p>',
    replies: [],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'account_issues',
    daysAgo: 58,
    title: 'تعذر تسجيل الدخول من الهاتف',
    description: '<p>لا أستطيع تسجيل الدخول إلى حسابي من الهاتف منذ آخر تحديث لكلمة المرور.</p>',
    replies: [
      ['support', 1, '<p>يرجى مسح ذاكرة التخزين المؤقت للمتصفح ثم المحاولة مرة أخرى.</p>'],
      ['owner', 2, '<p>تم حل المشكلة، شكرًا لكم.</p>'],
      ['owner', 9, '<p>عادت المشكلة مرة أخرى اليوم.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'technical_support',
    daysAgo: 55,
    title: 'Attendance not recorded for Fire Science Basics',
    description: '<p>I scanned the code at the start of the lecture but my attendance still shows as absent.</p>',
    replies: [
      ['support', 1, '<p>Your trainer has marked you present manually.</p>'],
      ['owner', 1.5, '<p>I can see it now.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'course_inquiry',
    daysAgo: 50,
    title: 'Exam date for First Aid',
    description: '<p>When is the final First Aid exam scheduled, and will it be held in the lab?</p>',
    replies: [['support', 2, '<p>The date will be announced on your dashboard two weeks ahead.</p>']],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'general_inquiry',
    daysAgo: 46,
    title: 'Locker key deposit',
    description: '<p>I returned my locker key at reception but the deposit is still listed on my invoice.</p>',
    replies: [
      ['support', 2, '<p>The deposit has been cleared.</p>'],
      ['owner', 8, '<p>It is listed again this month.</p>'],
    ],
  },
  {
    owner: 'trainer',
    status: CLOSED,
    type: 'account_issues',
    daysAgo: 42,
    title: 'Add a co-trainer to the evening cohort',
    description:
      '<p>Please give my colleague trainer access to the First Aid evening cohort for the next two weeks.</p>',
    replies: [['support', 1, '<p>Access granted until the end of the month.</p>']],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'payment_issues',
    daysAgo: 40,
    title: 'Payment plan for the CCTV course',
    description: '<p>Can the CCTV Operations fee be split into three monthly instalments?</p>',
    replies: [['support', 1, '<p>Yes; the finance team will contact you with the schedule.</p>']],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'general_inquiry',
    daysAgo: 37,
    title: 'Change of morning cohort',
    description: '<p>I would like to move from the morning cohort to the evening one because of my work shifts.</p>',
    replies: [
      ['support', 1, '<p>The evening cohort is full; you are on the waiting list.</p>'],
      ['owner', 2, '<p>Understood, I will stay.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'course_inquiry',
    daysAgo: 34,
    title: 'استفسار عن موعد الامتحان',
    no: LEARNER_ARABIC_TICKET_NO,
    description: '<p>متى يبدأ الامتحان النهائي للإسعافات الأولية؟ وهل يمكنني أداؤه عن بُعد؟</p>',
    replies: [['support', 1, '<p>يُعقد الامتحان في مختبر الإسعافات الأولية ولا يمكن أداؤه عن بُعد.</p>']],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'technical_support',
    daysAgo: 31,
    title: 'Course progress stuck at 80%',
    description: '<p>My Crowd Management progress has shown 80% for a week although I finished every unit.</p>',
    replies: [
      ['support', 1, '<p>We recalculated your progress.</p>'],
      ['owner', 2, '<p>It shows 100% now.</p>'],
      ['owner', 6, '<p>It dropped back to 80% after the last lecture.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'account_issues',
    daysAgo: 28,
    title: 'Update my email address',
    description: '<p>I have a new work email address and would like to use it to sign in from now on.</p>',
    replies: [],
  },
  {
    owner: 'both',
    status: CLOSED,
    type: 'general_inquiry',
    daysAgo: 25,
    title: 'Room booking for role-play sessions',
    no: BOTH_TICKET_NO,
    description: '<p>I need a second room for the role-play part of the de-escalation course on Thursdays.</p>',
    replies: [
      ['support', 1, '<p>Training Hall B is booked for you on Thursdays.</p>'],
      ['owner', 1.5, '<p>Perfect, thanks.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'course_inquiry',
    daysAgo: 22,
    title: 'Certificate download link broken',
    description: '<p>The download button for my Emergency Evacuation certificate opens an empty page.</p>',
    replies: [
      ['support', 0.5, '<p>The link is fixed; please try again.</p>'],
      ['owner', 1, '<p>Downloaded, thank you.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'technical_support',
    daysAgo: 19,
    title: 'Quiz timer ran out early',
    no: LEARNER_OPEN_TICKET_NO,
    description: '<p>The timer of the crowd management quiz ended after ten minutes instead of thirty.</p>',
    replies: [
      ['support', 1, '<p>Which browser and device did you use?</p>'],
      ['owner', 1.5, '<p>Chrome on a Windows laptop.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'payment_issues',
    daysAgo: 16,
    title: 'Payment failed but amount deducted',
    description: '<p>The payment page showed an error, yet the amount was deducted from my bank account.</p>',
    replies: [
      ['support', 1, '<p>The bank will reverse the deduction within five working days.</p>'],
      ['owner', 2, '<p>Thanks, I will wait.</p>'],
      ['owner', 8, '<p>Seven working days have passed and nothing came back.</p>'],
      ['support', 9, '<p>We have escalated this to the bank.</p>'],
    ],
  },
  {
    owner: 'trainer',
    status: REOPENED,
    type: 'technical_support',
    daysAgo: 13,
    title: 'Marking page loads slowly',
    no: TRAINER_TICKET_NO,
    description: '<p>The assessment marking page takes over a minute to load for the First Aid evening cohort.</p>',
    replies: [
      ['support', 1, '<p>We added an index; it should be faster now.</p>'],
      ['owner', 2, '<p>Much better, thanks.</p>'],
      ['owner', 6, '<p>It is slow again this week.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'general_inquiry',
    daysAgo: 11,
    title: 'Lost property at the Dubai campus',
    description: '<p>I left a grey jacket in Training Hall A after the evacuation drill. Has anyone handed it in?</p>',
    replies: [],
  },
  {
    owner: 'learner',
    status: CLOSED,
    type: 'account_issues',
    daysAgo: 9,
    title: 'Two accounts under one email',
    no: LEARNER_CLOSED_TICKET_NO,
    description: '<p>I seem to have two accounts registered with the same email address. Can they be merged?</p>',
    replies: [
      ['support', 1, '<p>The accounts have been merged into one.</p>'],
      ['owner', 2, '<p>Confirmed, thank you.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'technical_support',
    daysAgo: 7,
    title: 'مشكلة في تحميل شهادة الدورة',
    description: '<p>عند الضغط على زر تحميل الشهادة تظهر رسالة خطأ ولا يتم تنزيل الملف.</p>',
    replies: [['support', 1, '<p>نعمل على إصلاح المشكلة وسنبلغك فور حلها.</p>']],
  },
  {
    owner: 'learner',
    status: REOPENED,
    type: 'course_inquiry',
    daysAgo: 5,
    title: 'Exam results not visible',
    no: LEARNER_REOPENED_TICKET_NO,
    description: '<p>My result for the crowd management quiz does not appear on the results page.</p>',
    replies: [
      ['support', 0.5, '<p>Results appear once marking is complete.</p>'],
      ['owner', 1, '<p>Understood.</p>'],
      ['owner', 3, '<p>Marking finished two days ago and it is still missing.</p>'],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'account_issues',
    daysAgo: 3,
    title: 'Password change does not save',
    description: '<p>After changing my password on the profile page, the old password still works.</p>',
    replies: [['support', 1, '<p>Could you tell us at what time you changed it?</p>']],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'technical_support',
    daysAgo: 2,
    title: 'Exam instructions display oddly',
    no: LEARNER_HOSTILE_TICKET_NO,
    description: `<p>The exam instructions page shows <strong>strange symbols</strong> in places:</p><ul><li>the header</li><li>the first question</li></ul>${HOSTILE_HTML}`,
    replies: [
      ['owner', 0.5, `<p>Here is what I copied from the page:</p>${HOSTILE_HTML}<p><strong>Please check.</strong></p>`],
    ],
  },
  {
    owner: 'learner',
    status: OPEN,
    type: 'payment_issues',
    daysAgo: 1,
    title: 'Refund for the cancelled CCTV practical',
    description: '<p>The CCTV practical assessment was cancelled. Will the assessment fee be refunded?</p>',
    replies: [],
  },
];
