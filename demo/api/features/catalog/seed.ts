import type { FileSeedContext } from '../../feature';
import type { Data } from '../../types';
import { batchesByIds, lecturesOfBatches } from '../batch/directory';
import type { BatchRecord } from '../batch/types';
import { BATCH_ID, PARTICIPANT } from '../batch/ids';
import { COURSE, PROGRESS } from '../course/ids';
import { seedExams } from './seed-exams';
import type { CourseProgressRecord, CourseRecord } from './types';

// Courses and progress relative to `seed.now`; exams, results and certificates in seed-exams.ts.

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

function seedProgress(data: Data, batches: readonly BatchRecord[], now: number): void {
  for (const [id, batchId, participantId, percent] of ENROLMENTS) {
    const batch = batches.find((candidate) => candidate.id === batchId);
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

/** Courses, progress, exams and results for the demo accounts, after batch (see ids.ts for what each record is for). */
export async function seedCatalog(data: Data, seed: FileSeedContext): Promise<void> {
  data.courses = COURSES.map(([id, title, titleAr, duration]): CourseRecord => ({ id, title, title_ar: titleAr, duration, units: [] }));
  const batches = await batchesByIds(seed.db, Object.values(BATCH_ID));
  const lectures = await lecturesOfBatches(seed.db, Object.values(BATCH_ID));
  seedProgress(data, batches, seed.now);
  seedExams(data, batches, lectures, seed.now);
}
