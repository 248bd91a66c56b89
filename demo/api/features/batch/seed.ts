import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { findByUsernames } from '../../users';
import { BATCH_ID, BATCH_NO, FIRE_MORNING_EXTRA_PARTICIPANTS, LECTURE, other, PARTICIPANT, VENUE } from './ids';
import { COURSE } from '../course/ids';
import { EXAM } from '../exam/ids';
import { atLocal, localDate, type Span, todaySpans } from '../../local-time';
import { insertCriteria } from './assessment-store';
import { CRITERIA } from './ids';
import {
  batchActivity,
  batchCourses,
  batches,
  batchParticipants,
  batchTrainers,
  lectures,
  participants,
} from './schema';
import { seedParticipants } from './seed-people';
import type { AssessmentCriterionRecord } from './types';

// Participants, batches, lectures, enrolments, activity and batch 2401's assessment criteria, relative to `seed.now`.
// Attendance rows and scores are derived (seeded.ts); courses, progress and exams are seeded by their owners after this.

const MINUTE = 60_000;

interface BatchSeed {
  id: number;
  no: number;
  course: number;
  title: string;
  title_ar: string;
  /** Start and end, in days from today. */
  days: [number, number];
  trainer: 'trainer' | 'both';
  /** Roster: the demo participants first, then others by their 1-based number. */
  people: number[];
  venue: VenueSeed;
  link?: string;
}

/** A venue's names and where scans are checked against (null: online, no check). */
interface VenueSeed {
  name: [string, string];
  at: { latitude: number; longitude: number; radius_m: number } | null;
}

const HALL_A: VenueSeed = { name: ['Training Hall A, Dubai Campus', 'قاعة التدريب أ، حرم دبي'], at: VENUE.dubaiCampus };
const HALL_B: VenueSeed = { name: ['Training Hall B, Dubai Campus', 'قاعة التدريب ب، حرم دبي'], at: VENUE.dubaiCampus };
const FIRST_AID_LAB: VenueSeed = {
  name: ['First Aid Lab, Dubai Campus', 'مختبر الإسعافات الأولية، حرم دبي'],
  at: VENUE.dubaiCampus,
};
const AUDITORIUM_2: VenueSeed = {
  name: ['Auditorium 2, Abu Dhabi Campus', 'القاعة 2، حرم أبوظبي'],
  at: VENUE.abuDhabiCampus,
};
const ONLINE: VenueSeed = { name: ['Online classroom', 'فصل افتراضي عبر الإنترنت'], at: null };

const BATCHES: BatchSeed[] = [
  {
    id: BATCH_ID.fireMorning,
    no: BATCH_NO.fireMorning,
    course: COURSE.fireSafety,
    title: 'Fire Safety — Morning Cohort',
    title_ar: 'السلامة من الحرائق — الدفعة الصباحية',
    days: [-21, 28],
    trainer: 'trainer',
    people: [
      PARTICIPANT.learner,
      PARTICIPANT.both,
      ...[1, 2, 3, 4, 5, 6].map(other),
      ...FIRE_MORNING_EXTRA_PARTICIPANTS,
    ],
    venue: HALL_A,
  },
  {
    id: BATCH_ID.firstAidEvening,
    no: BATCH_NO.firstAidEvening,
    course: COURSE.firstAid,
    title: 'First Aid — Evening Cohort',
    title_ar: 'الإسعافات الأولية — الدفعة المسائية',
    days: [-14, 21],
    trainer: 'trainer',
    people: [PARTICIPANT.learner, ...[3, 4, 5, 6, 7, 8].map(other)],
    venue: FIRST_AID_LAB,
  },
  {
    id: BATCH_ID.crowdWeekend,
    no: BATCH_NO.crowdWeekend,
    course: COURSE.crowdManagement,
    title: 'Crowd Management — Weekend Cohort',
    title_ar: 'إدارة الحشود — دفعة نهاية الأسبوع',
    days: [-10, 30],
    trainer: 'trainer',
    people: [PARTICIPANT.learner, ...[1, 2, 9, 10].map(other)],
    venue: AUDITORIUM_2,
  },
  {
    id: BATCH_ID.cctvOnline,
    no: BATCH_NO.cctvOnline,
    course: COURSE.cctv,
    title: 'CCTV Operations — Online Cohort',
    title_ar: 'تشغيل الكاميرات — الدفعة عن بُعد',
    days: [-8, 25],
    trainer: 'trainer',
    people: [PARTICIPANT.learner, ...[5, 6, 7, 8, 9, 10].map(other)],
    venue: ONLINE,
    link: 'https://meet.example.com/cctv-2404',
  },
  {
    id: BATCH_ID.guardSpring,
    no: BATCH_NO.guardSpring,
    course: COURSE.guardFoundations,
    title: 'Security Guard Foundations — Spring Cohort',
    title_ar: 'أساسيات حراسة الأمن — دفعة الربيع',
    days: [-90, -40],
    trainer: 'trainer',
    people: [PARTICIPANT.learner, ...[1, 2, 3, 4, 5, 6, 7, 8].map(other)],
    venue: HALL_B,
  },
  {
    id: BATCH_ID.evacuationB,
    no: BATCH_NO.evacuationB,
    course: COURSE.evacuation,
    title: 'Emergency Evacuation — Cohort B',
    title_ar: 'الإخلاء في حالات الطوارئ — الدفعة ب',
    days: [-70, -30],
    trainer: 'trainer',
    people: [PARTICIPANT.learner, ...[1, 9, 10, 11, 12].map(other)],
    venue: HALL_A,
  },
  {
    id: BATCH_ID.deescalationBoth,
    no: BATCH_NO.deescalationBoth,
    course: COURSE.deescalation,
    title: 'Conflict De-escalation — Cohort C',
    title_ar: 'تهدئة النزاعات — الدفعة ج',
    days: [-12, 20],
    trainer: 'both',
    people: [2, 4, 6, 8, 10, 12].map(other),
    venue: HALL_B,
  },
];

/** [id, batch, English topic, Arabic topic, when: a day offset with 'HH:mm'-'HH:mm', or one of today's spans]. */
type When = [number, string, string] | keyof ReturnType<typeof todaySpans>;
const LECTURES: [number, number, string, string, When][] = [
  [LECTURE.fireLastWeek, BATCH_ID.fireMorning, 'Fire Science Basics', 'أساسيات علم الحرائق', [-7, '09:00', '11:00']],
  [LECTURE.fireFinished, BATCH_ID.fireMorning, 'Extinguisher Types', 'أنواع طفايات الحريق', 'finished'],
  [LECTURE.fireNow, BATCH_ID.fireMorning, 'Evacuation Drills', 'تدريبات الإخلاء', 'running'],
  [LECTURE.fireLater, BATCH_ID.fireMorning, 'Fire Risk Assessment', 'تقييم مخاطر الحريق', 'later'],
  [LECTURE.fireNextWeek, BATCH_ID.fireMorning, 'Practical Assessment', 'التقييم العملي', [7, '09:00', '11:00']],
  [1011, BATCH_ID.firstAidEvening, 'Primary Survey', 'الفحص الأولي', [-9, '18:00', '20:00']],
  [1012, BATCH_ID.firstAidEvening, 'CPR and AED', 'الإنعاش القلبي الرئوي ومزيل الرجفان', [-2, '18:00', '20:00']],
  [1013, BATCH_ID.firstAidEvening, 'Bleeding and Shock', 'النزيف والصدمة', [1, '18:00', '20:00']],
  [1014, BATCH_ID.firstAidEvening, 'Burns and Fractures', 'الحروق والكسور', [8, '18:00', '20:00']],
  [1021, BATCH_ID.crowdWeekend, 'Crowd Dynamics', 'ديناميكيات الحشود', [-6, '10:00', '13:00']],
  [1022, BATCH_ID.crowdWeekend, 'Queue and Barrier Design', 'تصميم الطوابير والحواجز', [2, '10:00', '13:00']],
  [1023, BATCH_ID.crowdWeekend, 'Event Control Rooms', 'غرف التحكم في الفعاليات', [9, '10:00', '13:00']],
  [1031, BATCH_ID.cctvOnline, 'Camera Systems', 'أنظمة الكاميرات', [-5, '16:00', '17:30']],
  [1032, BATCH_ID.cctvOnline, 'Monitoring Procedures', 'إجراءات المراقبة', [3, '16:00', '17:30']],
  [1033, BATCH_ID.cctvOnline, 'Evidence Handling', 'التعامل مع الأدلة', [10, '16:00', '17:30']],
  [1041, BATCH_ID.guardSpring, 'Role of the Security Officer', 'دور ضابط الأمن', [-80, '09:00', '12:00']],
  [1042, BATCH_ID.guardSpring, 'Patrol Techniques', 'أساليب الدوريات', [-60, '09:00', '12:00']],
  [1051, BATCH_ID.evacuationB, 'Evacuation Planning', 'تخطيط الإخلاء', [-60, '14:00', '16:00']],
  [1052, BATCH_ID.evacuationB, 'Assembly Points and Roll Call', 'نقاط التجمع والتفقد', [-35, '14:00', '16:00']],
  [1061, BATCH_ID.deescalationBoth, 'Recognising Escalation', 'التعرف على التصعيد', [-3, '13:00', '15:00']],
  [1062, BATCH_ID.deescalationBoth, 'Verbal De-escalation', 'التهدئة اللفظية', [1, '13:00', '15:00']],
  [1063, BATCH_ID.deescalationBoth, 'Role-Play Scenarios', 'سيناريوهات لعب الأدوار', [4, '13:00', '15:00']],
  [1064, BATCH_ID.deescalationBoth, 'Final Review', 'المراجعة النهائية', [11, '13:00', '15:00']],
];

/** [batch, type, English, Arabic, hours ago]. */
const ACTIVITY: [number, 'created' | 'updated', string, string, number][] = [
  [
    BATCH_ID.fireMorning,
    'updated',
    'Attendance marked for Lecture 2: Extinguisher Types',
    'تم تسجيل الحضور للمحاضرة 2: أنواع طفايات الحريق',
    1.5,
  ],
  [
    BATCH_ID.crowdWeekend,
    'updated',
    'Crowd Management — Midterm Exam closed',
    'تم إغلاق اختبار إدارة الحشود — اختبار منتصف الدورة',
    20,
  ],
  [
    BATCH_ID.cctvOnline,
    'updated',
    'CCTV Operations — Practical Test cancelled',
    'تم إلغاء اختبار تشغيل الكاميرات — الاختبار العملي',
    30,
  ],
  [
    BATCH_ID.firstAidEvening,
    'created',
    'Mariam Saleh submitted First Aid — Case Study Report',
    'قدّمت مريم صالح تقرير دراسة الحالة في الإسعافات الأولية',
    100,
  ],
  [
    BATCH_ID.fireMorning,
    'created',
    'Omar Haddad submitted Fire Safety — Written Assignment',
    'قدّم عمر حداد الواجب الكتابي في السلامة من الحرائق',
    120,
  ],
  [
    BATCH_ID.guardSpring,
    'created',
    'Certificates ready for Security Guard Foundations — Spring Cohort',
    'الشهادات جاهزة لدفعة الربيع في أساسيات حراسة الأمن',
    240,
  ],
  [
    BATCH_ID.deescalationBoth,
    'created',
    'Fatima Al Mansoori submitted the role-play assessment',
    'قدّمت فاطمة المنصوري تقييم لعب الأدوار',
    26,
  ],
  [
    BATCH_ID.deescalationBoth,
    'updated',
    'Attendance marked for Lecture 1: Recognising Escalation',
    'تم تسجيل الحضور للمحاضرة 1: التعرف على التصعيد',
    70,
  ],
];

/** Batch 2401's three criteria (the written one linked to exam 5011's attempts). */
const CRITERIA_SEED: AssessmentCriterionRecord[] = [
  {
    id: CRITERIA.written.id,
    batch_id: BATCH_ID.fireMorning,
    title: 'Written Assignment',
    title_ar: 'الواجب الكتابي',
    exam_no: EXAM.fireAssignment,
    sub_criteria: [
      {
        id: CRITERIA.written.subs.knowledge.id,
        title: 'Knowledge Check',
        title_ar: 'اختبار المعرفة',
        max_score: CRITERIA.written.subs.knowledge.max,
        weightage: 40,
      },
      {
        id: CRITERIA.written.subs.caseStudy.id,
        title: 'Case Study',
        title_ar: 'دراسة الحالة',
        max_score: CRITERIA.written.subs.caseStudy.max,
        weightage: 60,
      },
    ],
  },
  {
    id: CRITERIA.practical.id,
    batch_id: BATCH_ID.fireMorning,
    title: 'Practical Assessment',
    title_ar: 'التقييم العملي',
    exam_no: null,
    sub_criteria: [
      {
        id: CRITERIA.practical.subs.extinguisher.id,
        title: 'Extinguisher Handling',
        title_ar: 'استخدام طفاية الحريق',
        max_score: CRITERIA.practical.subs.extinguisher.max,
        weightage: 50,
      },
      {
        id: CRITERIA.practical.subs.evacuation.id,
        title: 'Evacuation Drill',
        title_ar: 'تدريب الإخلاء',
        max_score: CRITERIA.practical.subs.evacuation.max,
        weightage: 50,
      },
    ],
  },
  {
    id: CRITERIA.observation.id,
    batch_id: BATCH_ID.fireMorning,
    title: 'Trainer Observation',
    title_ar: 'ملاحظات المدرب',
    exam_no: null,
    sub_criteria: [],
  },
];

type Accounts = Map<string, { id: number }>;

function userIdOf(accounts: Accounts, username: string): number {
  const user = accounts.get(username);
  if (!user) throw new Error(`[api] batch seed: the demo account ${username} is missing`);
  return user.id;
}

async function seedBatches(db: Db, now: number, accounts: Accounts): Promise<void> {
  await db.insert(batches).values(
    BATCHES.map((seed) => ({
      id: seed.id,
      batch_no: seed.no,
      title: seed.title,
      title_ar: seed.title_ar,
      start_date: localDate(atLocal(now, seed.days[0], '00:00')),
      end_date: localDate(atLocal(now, seed.days[1], '00:00')),
      status: seed.days[1] < 0 ? ('completed' as const) : ('active' as const),
    })),
  );
  await db
    .insert(batchTrainers)
    .values(BATCHES.map((seed) => ({ batch_id: seed.id, user_id: userIdOf(accounts, seed.trainer) })));
  await db
    .insert(batchCourses)
    .values(BATCHES.map((seed) => ({ id: seed.id * 10 + 1, batch_id: seed.id, course_id: seed.course })));
  // One insert in roster order: the places' ids follow it (1, 2, …), as the demo's links expect.
  await db.insert(batchParticipants).values(
    BATCHES.flatMap((seed) =>
      seed.people.map((participantId) => ({
        batch_id: seed.id,
        participant_id: participantId,
        status: seed.days[1] < 0 ? ('Completed' as const) : ('Active' as const),
        enrollment_date: localDate(atLocal(now, seed.days[0] - 7, '00:00')),
      })),
    ),
  );
}

async function seedLectures(db: Db, now: number, accounts: Accounts): Promise<void> {
  const today = todaySpans(now);
  const numbers = new Map<number, number>();
  const rows = LECTURES.map(([id, batchId, topic, topicAr, when]) => {
    const seed = BATCHES.find((batch) => batch.id === batchId);
    if (!seed) throw new Error(`[api] batch seed: lecture ${id} names no seeded batch`);
    const n = (numbers.get(batchId) ?? 0) + 1;
    numbers.set(batchId, n);
    const span: Span =
      typeof when === 'string'
        ? today[when]
        : { start: atLocal(now, when[0], when[1]), end: atLocal(now, when[0], when[2]) };
    return {
      id,
      batch_id: batchId,
      course_id: seed.course,
      title: `Lecture ${n}: ${topic}`,
      title_ar: `المحاضرة ${n}: ${topicAr}`,
      start_at: new Date(span.start),
      end_at: new Date(span.end),
      venue: seed.venue.name[0],
      venue_ar: seed.venue.name[1],
      delivered_by: userIdOf(accounts, seed.trainer),
      meeting_link: seed.link ?? null,
      venue_latitude: seed.venue.at?.latitude ?? null,
      venue_longitude: seed.venue.at?.longitude ?? null,
      venue_radius_m: seed.venue.at?.radius_m ?? null,
    };
  });
  await db.insert(lectures).values(rows);
}

/** After auth (the demo accounts): every batch table. */
export async function seedBatch(db: Db, seed: SeedContext): Promise<void> {
  const accounts = await findByUsernames(db, ['learner', 'trainer', 'both']);
  await db.insert(participants).values(seedParticipants(accounts));
  // The seed sets participant ids itself: new ones (development enrolment) continue after the highest.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('participants', 'id'), (select max(id) from ${participants}))`,
  );
  await seedBatches(db, seed.now, accounts);
  await seedLectures(db, seed.now, accounts);
  await db.insert(batchActivity).values(
    ACTIVITY.map(([batchId, type, message, messageAr, hoursAgo]) => ({
      batch_id: batchId,
      type,
      message,
      message_ar: messageAr,
      created_at: new Date(seed.now - hoursAgo * 60 * MINUTE),
    })),
  );
  await insertCriteria(db, CRITERIA_SEED);
}
