import { nextId, type Data } from '../../types';
import { BATCH_ID, CERTIFICATE, EXAM, PARTICIPANT } from './ids';
import { other } from './seed-people';
import { atLocal, localDate } from './time';
import type { ExamAttemptRecord, ExamRecord, ExamStatus, PassingStatus } from '../exam/types';

// Exams in every status, results in every passing status, certificates and batch activity, relative to `seed.now`.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface ExamSeed {
  no: number;
  batch: number;
  title: string;
  title_ar: string;
  /** Day offset and local start time, or minutes from now (the Live exam). */
  start: [number, string] | number;
  duration: number;
  cancelled?: boolean;
  online?: boolean;
  /** Days from today by which a manually marked exam must be marked. */
  markBy?: number;
}

const EXAMS: ExamSeed[] = [
  { no: EXAM.fireLive, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Module Quiz', title_ar: 'السلامة من الحرائق — اختبار الوحدة', start: -15, duration: 60 },
  { no: EXAM.firstAidFinal, batch: BATCH_ID.firstAidEvening, title: 'First Aid — Final Exam', title_ar: 'الإسعافات الأولية — الاختبار النهائي', start: [3, '10:00'], duration: 90 },
  { no: EXAM.crowdMidterm, batch: BATCH_ID.crowdWeekend, title: 'Crowd Management — Midterm Exam', title_ar: 'إدارة الحشود — اختبار منتصف الدورة', start: [-1, '10:00'], duration: 60 },
  { no: EXAM.cctvPractical, batch: BATCH_ID.cctvOnline, title: 'CCTV Operations — Practical Test', title_ar: 'تشغيل الكاميرات — الاختبار العملي', start: [2, '16:00'], duration: 60, cancelled: true, online: true },
  { no: EXAM.guardFinal, batch: BATCH_ID.guardSpring, title: 'Security Guard Foundations — Final Exam', title_ar: 'أساسيات حراسة الأمن — الاختبار النهائي', start: [-42, '09:00'], duration: 90 },
  { no: EXAM.evacuationFinal, batch: BATCH_ID.evacuationB, title: 'Emergency Evacuation — Final Exam', title_ar: 'الإخلاء في حالات الطوارئ — الاختبار النهائي', start: [-32, '14:00'], duration: 60 },
  { no: EXAM.firstAidPractice, batch: BATCH_ID.firstAidEvening, title: 'First Aid — Practice Test', title_ar: 'الإسعافات الأولية — اختبار تدريبي', start: [-4, '18:00'], duration: 45 },
  { no: EXAM.crowdQuiz, batch: BATCH_ID.crowdWeekend, title: 'Crowd Management — Quiz 1', title_ar: 'إدارة الحشود — الاختبار القصير 1', start: [-6, '13:30'], duration: 30 },
  { no: EXAM.cctvQuiz, batch: BATCH_ID.cctvOnline, title: 'CCTV Operations — Quiz 1', title_ar: 'تشغيل الكاميرات — الاختبار القصير 1', start: [-5, '17:30'], duration: 30, online: true },
  { no: EXAM.fireQuiz, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Quiz 1', title_ar: 'السلامة من الحرائق — الاختبار القصير 1', start: [-7, '11:15'], duration: 30 },
  { no: EXAM.fireAssignment, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Written Assignment', title_ar: 'السلامة من الحرائق — الواجب الكتابي', start: [-6, '09:00'], duration: 1440, markBy: 1 },
  { no: EXAM.firstAidCaseStudy, batch: BATCH_ID.firstAidEvening, title: 'First Aid — Case Study Report', title_ar: 'الإسعافات الأولية — تقرير دراسة الحالة', start: [-5, '09:00'], duration: 1440, markBy: 2 },
  { no: EXAM.deescalationRolePlay, batch: BATCH_ID.deescalationBoth, title: 'Conflict De-escalation — Role-Play Assessment', title_ar: 'تهدئة النزاعات — تقييم لعب الأدوار', start: [-4, '13:00'], duration: 120, markBy: 3 },
  // Issue #11: one exam per take view (see ids.ts), open a whole day so the demo reaches each view all day.
  { no: EXAM.fireTotalTimer, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Extinguisher Check', title_ar: 'السلامة من الحرائق — فحص الطفايات', start: -30, duration: 1440 },
  { no: EXAM.fireQuestionTimer, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Rapid Response Drill', title_ar: 'السلامة من الحرائق — تمرين الاستجابة السريعة', start: -30, duration: 1440 },
  { no: EXAM.fireArabic, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Arabic Exam', title_ar: 'السلامة من الحرائق — اختبار باللغة العربية', start: -30, duration: 1440 },
  { no: EXAM.fireFeedbackFirst, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Evacuation Routes Check', title_ar: 'السلامة من الحرائق — فحص مسارات الإخلاء', start: -30, duration: 1440 },
  { no: EXAM.fireStartsSoon, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Alarm Systems Quiz', title_ar: 'السلامة من الحرائق — اختبار أنظمة الإنذار', start: 10, duration: 1440 },
  { no: EXAM.fireNotEligible, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Retake Exam', title_ar: 'السلامة من الحرائق — اختبار الإعادة', start: -30, duration: 1440 },
  { no: EXAM.fireCompleted, batch: BATCH_ID.fireMorning, title: 'Fire Safety — Hazard Spotting Quiz', title_ar: 'السلامة من الحرائق — اختبار رصد المخاطر', start: -30, duration: 1440 },
];

/** [exam, participant, passing status, scored, total, feedback pending] — the results the dashboards list. */
const RESULTS: [number, number, PassingStatus, number, number, boolean][] = [
  [EXAM.guardFinal, PARTICIPANT.learner, 'Pass', 43, 50, false],
  [EXAM.evacuationFinal, PARTICIPANT.learner, 'Pass', 46, 50, false],
  [EXAM.firstAidPractice, PARTICIPANT.learner, 'Fail', 24, 50, true],
  [EXAM.crowdQuiz, PARTICIPANT.learner, 'Incomplete', 6, 20, false],
  [EXAM.cctvQuiz, PARTICIPANT.learner, 'Not attempted', 0, 20, false],
  [EXAM.fireQuiz, PARTICIPANT.both, 'Pass', 16, 20, false],
  [EXAM.fireCompleted, PARTICIPANT.learner, 'Pass', 40, 50, false],
];

/** [exam, participants (1-based others) whose answers wait to be marked]. */
const TO_MARK: [number, number[]][] = [
  [EXAM.fireAssignment, [1, 2, 3]],
  [EXAM.firstAidCaseStudy, [4, 5]],
  [EXAM.deescalationRolePlay, [2, 6]],
];

/** [batch, certificate no or null, participant, exam]: the learner's are issued, the others wait ('ready'). */
const CERTIFICATES: [number, string | null, number, number][] = [
  [BATCH_ID.guardSpring, CERTIFICATE.learnerGuardFoundations, PARTICIPANT.learner, EXAM.guardFinal],
  [BATCH_ID.evacuationB, CERTIFICATE.learnerEvacuation, PARTICIPANT.learner, EXAM.evacuationFinal],
  ...[1, 2, 3, 4, 5, 6].map((n): [number, null, number, number] => [BATCH_ID.guardSpring, null, other(n), EXAM.guardFinal]),
  ...[9, 10, 11].map((n): [number, null, number, number] => [BATCH_ID.evacuationB, null, other(n), EXAM.evacuationFinal]),
];

/** [batch, type, English, Arabic, hours ago]. */
const ACTIVITY: [number, 'created' | 'updated', string, string, number][] = [
  [BATCH_ID.fireMorning, 'updated', 'Attendance marked for Lecture 2: Extinguisher Types', 'تم تسجيل الحضور للمحاضرة 2: أنواع طفايات الحريق', 1.5],
  [BATCH_ID.crowdWeekend, 'updated', 'Crowd Management — Midterm Exam closed', 'تم إغلاق اختبار إدارة الحشود — اختبار منتصف الدورة', 20],
  [BATCH_ID.cctvOnline, 'updated', 'CCTV Operations — Practical Test cancelled', 'تم إلغاء اختبار تشغيل الكاميرات — الاختبار العملي', 30],
  [BATCH_ID.firstAidEvening, 'created', 'Mariam Saleh submitted First Aid — Case Study Report', 'قدّمت مريم صالح تقرير دراسة الحالة في الإسعافات الأولية', 100],
  [BATCH_ID.fireMorning, 'created', 'Omar Haddad submitted Fire Safety — Written Assignment', 'قدّم عمر حداد الواجب الكتابي في السلامة من الحرائق', 120],
  [BATCH_ID.guardSpring, 'created', 'Certificates ready for Security Guard Foundations — Spring Cohort', 'الشهادات جاهزة لدفعة الربيع في أساسيات حراسة الأمن', 240],
  [BATCH_ID.deescalationBoth, 'created', 'Fatima Al Mansoori submitted the role-play assessment', 'قدّمت فاطمة المنصوري تقييم لعب الأدوار', 26],
  [BATCH_ID.deescalationBoth, 'updated', 'Attendance marked for Lecture 1: Recognising Escalation', 'تم تسجيل الحضور للمحاضرة 1: التعرف على التصعيد', 70],
];

function placeOf(data: Data, batchId: number, participantId: number): number {
  const batch = data.batches.find((candidate) => candidate.id === batchId);
  return batch?.participants.find((place) => place.participant_id === participantId)?.id ?? 0;
}

function seedExamRecords(data: Data, now: number): void {
  for (const seed of EXAMS) {
    const start = typeof seed.start === 'number' ? now + seed.start * MINUTE : atLocal(now, seed.start[0], seed.start[1]);
    const end = start + seed.duration * MINUTE;
    // An exam sits where its batch meets.
    const lecture = data.lectures.find((candidate) => candidate.batch_id === seed.batch);
    const status: ExamStatus = seed.cancelled ? 'Cancelled' : now < start ? 'Invitation Sent' : now < end ? 'Live' : 'Ended';
    const exam: ExamRecord = {
      id: nextId(data, 'exam'),
      no: seed.no,
      title: seed.title,
      title_ar: seed.title_ar,
      batch_id: seed.batch,
      course_id: lecture?.course_id ?? 0,
      status,
      start_date_time: new Date(start).toISOString(),
      end_date_time: new Date(end).toISOString(),
      duration: seed.duration,
      availability: seed.online ? 'Online' : 'On-site',
      availability_ar: seed.online ? 'عن بُعد' : 'حضوري',
      location: lecture?.venue ?? '',
      location_ar: lecture?.venue_ar ?? '',
      manual_marking: seed.markBy !== undefined,
      marking_due_date: seed.markBy === undefined ? null : localDate(atLocal(now, seed.markBy, '00:00')),
    };
    data.exams.push(exam);
  }
}

function pushAttempt(data: Data, exam: ExamRecord, participantId: number, fields: Partial<ExamAttemptRecord>): void {
  const start = Date.parse(exam.start_date_time);
  data.exam_attempts.push({
    id: nextId(data, 'exam_attempt'),
    exam_id: exam.id,
    participant_id: participantId,
    batch_participant_id: placeOf(data, exam.batch_id, participantId),
    passing_status: null,
    percentage: null,
    scored: null,
    total_score: 100,
    is_feedback_pending: false,
    marking: 'marked',
    attempt_date_time: new Date(start + 5 * MINUTE).toISOString(),
    total_time_spent: Math.min(exam.duration, 40) * 60,
    ...fields,
  });
}

function seedResults(data: Data): void {
  const examByNo = (no: number) => data.exams.find((exam) => exam.no === no);
  for (const [no, participantId, passing, scored, total, feedbackPending] of RESULTS) {
    const exam = examByNo(no);
    if (!exam) continue;
    const attempted = passing !== 'Not attempted';
    pushAttempt(data, exam, participantId, {
      passing_status: passing,
      scored,
      total_score: total,
      percentage: Math.round((scored / total) * 10000) / 100,
      is_feedback_pending: feedbackPending,
      attempt_date_time: attempted ? new Date(Date.parse(exam.start_date_time) + 5 * MINUTE).toISOString() : null,
      total_time_spent: attempted ? Math.min(exam.duration, 40) * 60 : 0,
    });
  }
  for (const [no, people] of TO_MARK) {
    const exam = examByNo(no);
    if (exam) for (const n of people) pushAttempt(data, exam, other(n), { marking: 'pending' });
  }
}

function seedCertificates(data: Data): void {
  for (const [batchId, number, participantId, examNo] of CERTIFICATES) {
    const exam = data.exams.find((candidate) => candidate.no === examNo);
    const batch = data.batches.find((candidate) => candidate.id === batchId);
    if (!exam || !batch) continue;
    const id = nextId(data, 'certificate');
    data.certificates.push({
      id,
      certificate_no: number ?? `CERT-${batch.batch_no}-${String(id).padStart(4, '0')}`,
      participant_id: participantId,
      batch_id: batchId,
      course_id: exam.course_id,
      exam_id: exam.id,
      status: number ? 'issued' : 'ready',
      issue_date: number ? localDate(Date.parse(exam.end_date_time) + 4 * DAY) : batch.end_date,
    });
  }
}

function seedActivity(data: Data, now: number): void {
  for (const [batchId, type, message, messageAr, hoursAgo] of ACTIVITY) {
    data.batch_activity.push({
      id: nextId(data, 'batch_activity'),
      batch_id: batchId,
      type,
      message,
      message_ar: messageAr,
      created_at: new Date(now - hoursAgo * 60 * MINUTE).toISOString(),
    });
  }
}

/** Exams, attempts and results, certificates and batch activity (after batches and lectures exist). */
export function seedExams(data: Data, now: number): void {
  seedExamRecords(data, now);
  seedResults(data);
  seedCertificates(data);
  seedActivity(data, now);
}
