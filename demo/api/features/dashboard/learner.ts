import type { Db } from '../../db/database';
import type { Data, Lang, UserRecord } from '../../types';
import { participantOf } from '../catalog/seed-people';
import { examStatus } from '../catalog/time';
import type { CourseProgressRecord } from '../catalog/types';
import { achievementsOf, examsOfBatches, resultsOfParticipant } from '../exam/directory';
import type { ExamRecord } from '../exam/types';
import { pick } from '../catalog/pick';
import { batchCard, courseTitle, weekSchedule } from './view';
import type { People } from '../../users';

// GET reports/v2/dashboard/learner/{id}: the learner's sections, computed at request time from the catalog (data file)
// and the exam feature's directory (exams, results, certificates).

const DAY = 24 * 60 * 60 * 1000;
/** An ended or cancelled exam without a result stays in "upcoming" this long after its end ('view results'). */
const UPCOMING_ENDED_DAYS = 3;

function courseCard(data: Data, people: People, progress: CourseProgressRecord, now: number, lang: Lang) {
  const batch = data.batches.find((candidate) => candidate.id === progress.batch_id);
  if (!batch) return undefined;
  const completed = progress.progress_percentage >= 100;
  return {
    ...batchCard(data, people, batch, now, lang),
    id: progress.course_id,
    title: courseTitle(data, progress.course_id, lang),
    batch_course_id: progress.batch_course_id,
    batch_participant_course_progress_id: progress.id,
    progress: progress.progress_percentage,
    status: completed ? 'completed' : 'in_progress',
  };
}

function upcomingExam(exam: ExamRecord, now: number, lang: Lang) {
  return {
    no: exam.no,
    title: pick(lang, exam.title, exam.title_ar),
    status: examStatus(exam, now),
    start_date_time: exam.start_date_time,
    end_date_time: exam.end_date_time,
    duration: exam.duration,
    availability: pick(lang, exam.availability, exam.availability_ar),
    location: pick(lang, exam.location, exam.location_ar),
  };
}

/** Every learner section; a user who takes no part in courses (a newcomer) gets empty lists. */
export async function learnerDashboard(db: Db, data: Data, people: People, user: UserRecord, now: number, lang: Lang) {
  const participant = participantOf(data, user.id);
  const mine = participant ? data.course_progress.filter((record) => record.participant_id === participant.id) : [];
  const batchIds = new Set(
    participant
      ? data.batches.filter((batch) => batch.participants.some((place) => place.participant_id === participant.id)).map((batch) => batch.id)
      : [],
  );
  const cards = mine.map((record) => courseCard(data, people, record, now, lang)).filter((card) => card !== undefined);
  const [exams, results, achievements] = participant
    ? await Promise.all([examsOfBatches(db, [...batchIds]), resultsOfParticipant(db, participant.id), achievementsOf(db, participant.id)])
    : [[], [], []];
  // Only a finished attempt takes an exam off the upcoming list: a learner who left mid-exam comes back from here.
  const taken = results.filter((result) => result.attempt.passing_status !== null);
  const attempted = new Set(taken.map((result) => result.exam.id));
  const activeBatches = new Set(data.batches.filter((batch) => batchIds.has(batch.id) && batch.status === 'active').map((batch) => batch.id));

  return {
    active_courses: cards.filter((card) => card.status === 'in_progress'),
    schedule: weekSchedule(data, people, activeBatches, now, lang),
    upcoming_exams: exams
      .filter((exam) => !exam.manual_marking && !attempted.has(exam.id))
      .filter((exam) => Date.parse(exam.end_date_time) >= now - UPCOMING_ENDED_DAYS * DAY)
      .sort((a, b) => Date.parse(a.start_date_time) - Date.parse(b.start_date_time))
      .map((exam) => upcomingExam(exam, now, lang)),
    previous_exams: taken
      .sort((a, b) => Date.parse(b.exam.start_date_time) - Date.parse(a.exam.start_date_time))
      .map(({ attempt, exam }) => ({
        no: exam.no,
        title: pick(lang, exam.title, exam.title_ar),
        passing_status: attempt.passing_status ?? '',
        percentage: attempt.percentage,
        scored: attempt.scored,
        total_score: attempt.total_score,
        is_feedback_pending: attempt.is_feedback_pending,
      })),
    completed_courses: cards.filter((card) => card.status === 'completed'),
    achievements: achievements
      .sort((a, b) => b.issue_date.localeCompare(a.issue_date))
      .map((certificate) => ({
        title: courseTitle(data, certificate.course_id, lang),
        issue_date: certificate.issue_date,
        exam_no: certificate.exam_no,
      })),
  };
}
