import type { FileSeedContext } from '../../feature';
import { nextId, type Data } from '../../types';
import { BATCH_ID, BATCH_NO, COURSE, FIRE_MORNING_EXTRA_PARTICIPANTS, LECTURE, PARTICIPANT, PROGRESS } from './ids';
import { other, seedParticipants } from './seed-people';
import { seedActivity } from './seed-exams';
import { atLocal, localDate, todaySpans, type Span } from './time';
import type { BatchRecord, CourseProgressRecord, CourseRecord } from './types';

// Courses, batches, lectures and enrolments relative to `seed.now`; batch activity in seed-exams.ts (exams, results
// and certificates are the exam feature's tables).

const DAY = 24 * 60 * 60 * 1000;

const COURSES: [number, string, string, number][] = [
  [COURSE.fireSafety, 'Fire Safety Fundamentals', 'أساسيات السلامة من الحرائق', 24],
  [COURSE.firstAid, 'First Aid at Work', 'الإسعافات الأولية في مكان العمل', 16],
  [COURSE.crowdManagement, 'Crowd Management', 'إدارة الحشود', 20],
  [COURSE.cctv, 'CCTV Operations', 'تشغيل أنظمة المراقبة بالكاميرات', 12],
  [COURSE.guardFoundations, 'Security Guard Foundations', 'أساسيات حراسة الأمن', 40],
  [COURSE.evacuation, 'Emergency Evacuation', 'الإخلاء في حالات الطوارئ', 8],
  [COURSE.deescalation, 'Conflict De-escalation', 'تهدئة النزاعات', 10],
  [COURSE.induction, 'Site Induction', 'التعريف بالموقع', 2],
];

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
  venue: [string, string];
  link?: string;
}

const HALL_A: [string, string] = ['Training Hall A, Dubai Campus', 'قاعة التدريب أ، حرم دبي'];
const HALL_B: [string, string] = ['Training Hall B, Dubai Campus', 'قاعة التدريب ب، حرم دبي'];

const BATCHES: BatchSeed[] = [
  { id: BATCH_ID.fireMorning, no: BATCH_NO.fireMorning, course: COURSE.fireSafety, title: 'Fire Safety — Morning Cohort', title_ar: 'السلامة من الحرائق — الدفعة الصباحية', days: [-21, 28], trainer: 'trainer', people: [PARTICIPANT.learner, PARTICIPANT.both, ...[1, 2, 3, 4, 5, 6].map(other), ...FIRE_MORNING_EXTRA_PARTICIPANTS], venue: HALL_A },
  { id: BATCH_ID.firstAidEvening, no: BATCH_NO.firstAidEvening, course: COURSE.firstAid, title: 'First Aid — Evening Cohort', title_ar: 'الإسعافات الأولية — الدفعة المسائية', days: [-14, 21], trainer: 'trainer', people: [PARTICIPANT.learner, ...[3, 4, 5, 6, 7, 8].map(other)], venue: ['First Aid Lab, Dubai Campus', 'مختبر الإسعافات الأولية، حرم دبي'] },
  { id: BATCH_ID.crowdWeekend, no: BATCH_NO.crowdWeekend, course: COURSE.crowdManagement, title: 'Crowd Management — Weekend Cohort', title_ar: 'إدارة الحشود — دفعة نهاية الأسبوع', days: [-10, 30], trainer: 'trainer', people: [PARTICIPANT.learner, ...[1, 2, 9, 10].map(other)], venue: ['Auditorium 2, Abu Dhabi Campus', 'القاعة 2، حرم أبوظبي'] },
  { id: BATCH_ID.cctvOnline, no: BATCH_NO.cctvOnline, course: COURSE.cctv, title: 'CCTV Operations — Online Cohort', title_ar: 'تشغيل الكاميرات — الدفعة عن بُعد', days: [-8, 25], trainer: 'trainer', people: [PARTICIPANT.learner, ...[5, 6, 7, 8, 9, 10].map(other)], venue: ['Online classroom', 'فصل افتراضي عبر الإنترنت'], link: 'https://meet.example.com/cctv-2404' },
  { id: BATCH_ID.guardSpring, no: BATCH_NO.guardSpring, course: COURSE.guardFoundations, title: 'Security Guard Foundations — Spring Cohort', title_ar: 'أساسيات حراسة الأمن — دفعة الربيع', days: [-90, -40], trainer: 'trainer', people: [PARTICIPANT.learner, ...[1, 2, 3, 4, 5, 6, 7, 8].map(other)], venue: HALL_B },
  { id: BATCH_ID.evacuationB, no: BATCH_NO.evacuationB, course: COURSE.evacuation, title: 'Emergency Evacuation — Cohort B', title_ar: 'الإخلاء في حالات الطوارئ — الدفعة ب', days: [-70, -30], trainer: 'trainer', people: [PARTICIPANT.learner, ...[1, 9, 10, 11, 12].map(other)], venue: HALL_A },
  { id: BATCH_ID.deescalationBoth, no: BATCH_NO.deescalationBoth, course: COURSE.deescalation, title: 'Conflict De-escalation — Cohort C', title_ar: 'تهدئة النزاعات — الدفعة ج', days: [-12, 20], trainer: 'both', people: [2, 4, 6, 8, 10, 12].map(other), venue: HALL_B },
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

/** [progress id, batch, participant, progress %] — 100 % is a completed course; the `course` feature seeds the entries behind Fire Safety's and CCTV's (45 % = 5 of 11 contents, 64 % = 7 of 11, 0 % untouched). */
const ENROLMENTS: [number, number, number, number][] = [
  [PROGRESS.learnerFireSafety, BATCH_ID.fireMorning, PARTICIPANT.learner, 45],
  [PROGRESS.learnerFirstAid, BATCH_ID.firstAidEvening, PARTICIPANT.learner, 70],
  [PROGRESS.learnerCrowd, BATCH_ID.crowdWeekend, PARTICIPANT.learner, 20],
  [PROGRESS.learnerCctv, BATCH_ID.cctvOnline, PARTICIPANT.learner, 0],
  [PROGRESS.learnerGuardFoundations, BATCH_ID.guardSpring, PARTICIPANT.learner, 100],
  [PROGRESS.learnerEvacuation, BATCH_ID.evacuationB, PARTICIPANT.learner, 100],
  [PROGRESS.bothFireSafety, BATCH_ID.fireMorning, PARTICIPANT.both, 64],
];

type Accounts = FileSeedContext['accounts'];

function userIdOf(accounts: Accounts, username: string): number {
  return accounts.get(username)?.id ?? 0;
}

function seedBatches(data: Data, now: number, accounts: Accounts): void {
  for (const seed of BATCHES) {
    const [from, to] = seed.days;
    const batch: BatchRecord = {
      id: seed.id,
      batch_no: seed.no,
      title: seed.title,
      title_ar: seed.title_ar,
      start_date: localDate(atLocal(now, from, '00:00')),
      end_date: localDate(atLocal(now, to, '00:00')),
      status: to < 0 ? 'completed' : 'active',
      trainer_ids: [userIdOf(accounts, seed.trainer)],
      courses: [{ id: seed.id * 10 + 1, course_id: seed.course }],
      participants: seed.people.map((participantId) => ({
        id: nextId(data, 'batch_participant'),
        participant_id: participantId,
        status: to < 0 ? 'Completed' : 'Active',
        enrollment_date: localDate(atLocal(now, from - 7, '00:00')),
      })),
    };
    data.batches.push(batch);
  }
}

function seedLectures(data: Data, now: number, accounts: Accounts): void {
  const today = todaySpans(now);
  const numbers = new Map<number, number>();
  for (const [id, batchId, topic, topicAr, when] of LECTURES) {
    const seed = BATCHES.find((batch) => batch.id === batchId);
    if (!seed) continue;
    const n = (numbers.get(batchId) ?? 0) + 1;
    numbers.set(batchId, n);
    const span: Span = typeof when === 'string' ? today[when] : { start: atLocal(now, when[0], when[1]), end: atLocal(now, when[0], when[2]) };
    data.lectures.push({
      id,
      batch_id: batchId,
      course_id: seed.course,
      title: `Lecture ${n}: ${topic}`,
      title_ar: `المحاضرة ${n}: ${topicAr}`,
      start_at: new Date(span.start).toISOString(),
      end_at: new Date(span.end).toISOString(),
      venue: seed.venue[0],
      venue_ar: seed.venue[1],
      delivered_by: userIdOf(accounts, seed.trainer),
      meeting_link: seed.link ?? null,
    });
  }
}

function seedProgress(data: Data, now: number): void {
  for (const [id, batchId, participantId, percent] of ENROLMENTS) {
    const batch = data.batches.find((candidate) => candidate.id === batchId);
    const place = batch?.participants.find((candidate) => candidate.participant_id === participantId);
    const course = batch?.courses[0];
    if (!batch || !place || !course) continue;
    const started = Date.parse(`${batch.start_date}T09:00:00`);
    const record: CourseProgressRecord = {
      id,
      batch_id: batch.id,
      batch_course_id: course.id,
      batch_participant_id: place.id,
      course_id: course.course_id,
      participant_id: participantId,
      progress_percentage: percent,
      total_time_spent: percent * 360,
      total_guided_learning_time: percent * 300,
      started_at: new Date(started).toISOString(),
      completed_at: percent >= 100 ? new Date(Math.min(now - DAY, Date.parse(`${batch.end_date}T12:00:00`))).toISOString() : null,
      course_content_progress: [],
      course_chapter_progress: [],
      course_unit_progress: [],
    };
    data.course_progress.push(record);
  }
}

/** The shared learning data for the demo accounts (see ids.ts for what each record is for). */
export function seedCatalog(data: Data, seed: FileSeedContext): void {
  data.courses = COURSES.map(([id, title, titleAr, duration]): CourseRecord => ({ id, title, title_ar: titleAr, duration, units: [] }));
  seedParticipants(data, seed.accounts);
  seedBatches(data, seed.now, seed.accounts);
  seedLectures(data, seed.now, seed.accounts);
  seedProgress(data, seed.now);
  seedActivity(data, seed.now);
}
