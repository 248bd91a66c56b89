import { BATCH_ID, other, PARTICIPANT } from '../batch/ids';
import type { BatchRecord, LectureRecord } from '../batch/types';
import { CERTIFICATE, EXAM } from './ids';
import { atLocal, localDate } from '../../local-time';
import type { CertificateRecord, ExamAttemptRecord, ExamRecord, ExamStatus, PassingStatus } from './types';

// Exams in every status, results in every passing status and certificates, relative to `seed.now`. Seeded after
// batch: its batches and lectures are read through its directory.

/** The seeded batches and their lectures, which the exams' venues, places and certificates come from. */
export interface SeedBatches {
  batches: readonly BatchRecord[];
  lectures: readonly LectureRecord[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A record before it is stored (the table gives it its id). */
export type Unsaved<T> = Omit<T, 'id'>;

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
  {
    no: EXAM.fireLive,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Module Quiz',
    title_ar: 'السلامة من الحرائق — اختبار الوحدة',
    start: -15,
    duration: 60,
  },
  {
    no: EXAM.firstAidFinal,
    batch: BATCH_ID.firstAidEvening,
    title: 'First Aid — Final Exam',
    title_ar: 'الإسعافات الأولية — الاختبار النهائي',
    start: [3, '10:00'],
    duration: 90,
  },
  {
    no: EXAM.crowdMidterm,
    batch: BATCH_ID.crowdWeekend,
    title: 'Crowd Management — Midterm Exam',
    title_ar: 'إدارة الحشود — اختبار منتصف الدورة',
    start: [-1, '10:00'],
    duration: 60,
  },
  {
    no: EXAM.cctvPractical,
    batch: BATCH_ID.cctvOnline,
    title: 'CCTV Operations — Practical Test',
    title_ar: 'تشغيل الكاميرات — الاختبار العملي',
    start: [2, '16:00'],
    duration: 60,
    cancelled: true,
    online: true,
  },
  {
    no: EXAM.guardFinal,
    batch: BATCH_ID.guardSpring,
    title: 'Security Guard Foundations — Final Exam',
    title_ar: 'أساسيات حراسة الأمن — الاختبار النهائي',
    start: [-42, '09:00'],
    duration: 90,
  },
  {
    no: EXAM.evacuationFinal,
    batch: BATCH_ID.evacuationB,
    title: 'Emergency Evacuation — Final Exam',
    title_ar: 'الإخلاء في حالات الطوارئ — الاختبار النهائي',
    start: [-32, '14:00'],
    duration: 60,
  },
  {
    no: EXAM.firstAidPractice,
    batch: BATCH_ID.firstAidEvening,
    title: 'First Aid — Practice Test',
    title_ar: 'الإسعافات الأولية — اختبار تدريبي',
    start: [-4, '18:00'],
    duration: 45,
  },
  {
    no: EXAM.crowdQuiz,
    batch: BATCH_ID.crowdWeekend,
    title: 'Crowd Management — Quiz 1',
    title_ar: 'إدارة الحشود — الاختبار القصير 1',
    start: [-6, '13:30'],
    duration: 30,
  },
  {
    no: EXAM.cctvQuiz,
    batch: BATCH_ID.cctvOnline,
    title: 'CCTV Operations — Quiz 1',
    title_ar: 'تشغيل الكاميرات — الاختبار القصير 1',
    start: [-5, '17:30'],
    duration: 30,
    online: true,
  },
  {
    no: EXAM.fireQuiz,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Quiz 1',
    title_ar: 'السلامة من الحرائق — الاختبار القصير 1',
    start: [-7, '11:15'],
    duration: 30,
  },
  {
    no: EXAM.fireAssignment,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Written Assignment',
    title_ar: 'السلامة من الحرائق — الواجب الكتابي',
    start: [-6, '09:00'],
    duration: 1440,
    markBy: 1,
  },
  {
    no: EXAM.firstAidCaseStudy,
    batch: BATCH_ID.firstAidEvening,
    title: 'First Aid — Case Study Report',
    title_ar: 'الإسعافات الأولية — تقرير دراسة الحالة',
    start: [-5, '09:00'],
    duration: 1440,
    markBy: 2,
  },
  {
    no: EXAM.deescalationRolePlay,
    batch: BATCH_ID.deescalationBoth,
    title: 'Conflict De-escalation — Role-Play Assessment',
    title_ar: 'تهدئة النزاعات — تقييم لعب الأدوار',
    start: [-4, '13:00'],
    duration: 120,
    markBy: 3,
  },
  // Issue #11: one exam per take view (see ids.ts), open a whole day so the demo reaches each view all day.
  {
    no: EXAM.fireTotalTimer,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Extinguisher Check',
    title_ar: 'السلامة من الحرائق — فحص الطفايات',
    start: -30,
    duration: 1440,
  },
  {
    no: EXAM.fireQuestionTimer,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Rapid Response Drill',
    title_ar: 'السلامة من الحرائق — تمرين الاستجابة السريعة',
    start: -30,
    duration: 1440,
  },
  {
    no: EXAM.fireArabic,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Arabic Exam',
    title_ar: 'السلامة من الحرائق — اختبار باللغة العربية',
    start: -30,
    duration: 1440,
  },
  {
    no: EXAM.fireFeedbackFirst,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Evacuation Routes Check',
    title_ar: 'السلامة من الحرائق — فحص مسارات الإخلاء',
    start: -30,
    duration: 1440,
  },
  {
    no: EXAM.fireStartsSoon,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Alarm Systems Quiz',
    title_ar: 'السلامة من الحرائق — اختبار أنظمة الإنذار',
    start: 10,
    duration: 1440,
  },
  {
    no: EXAM.fireNotEligible,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Retake Exam',
    title_ar: 'السلامة من الحرائق — اختبار الإعادة',
    start: -30,
    duration: 1440,
  },
  {
    no: EXAM.fireCompleted,
    batch: BATCH_ID.fireMorning,
    title: 'Fire Safety — Hazard Spotting Quiz',
    title_ar: 'السلامة من الحرائق — اختبار رصد المخاطر',
    start: -30,
    duration: 1440,
  },
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
  ...[1, 2, 3, 4, 5, 6].map((n): [number, null, number, number] => [
    BATCH_ID.guardSpring,
    null,
    other(n),
    EXAM.guardFinal,
  ]),
  ...[9, 10, 11].map((n): [number, null, number, number] => [
    BATCH_ID.evacuationB,
    null,
    other(n),
    EXAM.evacuationFinal,
  ]),
];

function placeOf(data: SeedBatches, batchId: number, participantId: number): number {
  const batch = data.batches.find((candidate) => candidate.id === batchId);
  return batch?.participants.find((place) => place.participant_id === participantId)?.id ?? 0;
}

/** The seeded exams, in id order. */
export function seededExams(data: SeedBatches, now: number): Unsaved<ExamRecord>[] {
  return EXAMS.map((seed) => {
    const start =
      typeof seed.start === 'number' ? now + seed.start * MINUTE : atLocal(now, seed.start[0], seed.start[1]);
    const end = start + seed.duration * MINUTE;
    // An exam sits where its batch meets.
    const lecture = data.lectures.find((candidate) => candidate.batch_id === seed.batch);
    const status: ExamStatus = seed.cancelled
      ? 'Cancelled'
      : now < start
        ? 'Invitation Sent'
        : now < end
          ? 'Live'
          : 'Ended';
    return {
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
  });
}

function attemptAt(
  data: SeedBatches,
  exam: ExamRecord,
  participantId: number,
  fields: Partial<ExamAttemptRecord>,
): Unsaved<ExamAttemptRecord> {
  const start = Date.parse(exam.start_date_time);
  return {
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
  };
}

/** The seeded attempts, in id order: the results the dashboards list, then the answers waiting to be marked. */
export function seededAttempts(
  data: SeedBatches,
  examByNo: ReadonlyMap<number, ExamRecord>,
): Unsaved<ExamAttemptRecord>[] {
  const attempts: Unsaved<ExamAttemptRecord>[] = [];
  for (const [no, participantId, passing, scored, total, feedbackPending] of RESULTS) {
    const exam = examByNo.get(no);
    if (!exam) continue;
    const attempted = passing !== 'Not attempted';
    attempts.push(
      attemptAt(data, exam, participantId, {
        passing_status: passing,
        scored,
        total_score: total,
        percentage: Math.round((scored / total) * 10000) / 100,
        is_feedback_pending: feedbackPending,
        attempt_date_time: attempted ? new Date(Date.parse(exam.start_date_time) + 5 * MINUTE).toISOString() : null,
        total_time_spent: attempted ? Math.min(exam.duration, 40) * 60 : 0,
      }),
    );
  }
  for (const [no, people] of TO_MARK) {
    const exam = examByNo.get(no);
    if (exam) for (const n of people) attempts.push(attemptAt(data, exam, other(n), { marking: 'pending' }));
  }
  return attempts;
}

/** The seeded certificates, in id order; a ready one is numbered by its batch and its id (the n-th stored). */
export function seededCertificates(
  data: SeedBatches,
  examByNo: ReadonlyMap<number, ExamRecord>,
): Unsaved<CertificateRecord>[] {
  const made: Unsaved<CertificateRecord>[] = [];
  for (const [batchId, number, participantId, examNo] of CERTIFICATES) {
    const exam = examByNo.get(examNo);
    const batch = data.batches.find((candidate) => candidate.id === batchId);
    if (!exam || !batch) continue;
    const id = made.length + 1;
    made.push({
      certificate_no: number ?? `CERT-${batch.batch_no}-${String(id).padStart(4, '0')}`,
      participant_id: participantId,
      batch_id: batchId,
      course_id: exam.course_id,
      exam_id: exam.id,
      status: number ? 'issued' : 'ready',
      issue_date: number ? localDate(Date.parse(exam.end_date_time) + 4 * DAY) : batch.end_date,
    });
  }
  return made;
}
