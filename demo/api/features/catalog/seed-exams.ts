import { nextId, type Data } from '../../types';
import { BATCH_ID } from './ids';

// Batch activity relative to `seed.now` (the trainer dashboard's recent activity); the exams, results and
// certificates this file used to seed are the exam feature's tables now (features/exam/seed-exams.ts).

const MINUTE = 60_000;

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

/** Batch activity (after batches exist). */
export function seedActivity(data: Data, now: number): void {
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
