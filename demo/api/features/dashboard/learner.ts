import type { Db } from '../../db/database';
import type { Data, Lang, UserRecord } from '../../types';
import type { People } from '../../users';
import { participantOf } from '../catalog/seed-people';
import { examStatus } from '../catalog/time';
import type { CertificateRecord, ExamRecord, ParticipantRecord } from '../catalog/types';
import { pick } from '../catalog/pick';
import { courseTitles, progressOfParticipant, type ProgressSummary } from '../course/directory';
import { batchCard, courseIdsOfBatches, courseTitle, weekSchedule, type Names } from './view';

// GET reports/v2/dashboard/learner/{id}: the learner's sections, computed at request time from the catalog (data
// file) and the learner's own progress (course's directory).

const DAY = 24 * 60 * 60 * 1000;
/** An ended or cancelled exam without a result stays in "upcoming" this long after its end ('view results'). */
const UPCOMING_ENDED_DAYS = 3;

/** What the learner sections show besides the data file: the user's participant, their progress, the names. */
export interface LearnerReads {
  names: Names;
  participant: ParticipantRecord | undefined;
  progress: ProgressSummary[];
}

/** The batches the participant is on the roster of. */
function batchIdsOf(data: Data, participant: ParticipantRecord | undefined): Set<number> {
  if (!participant) return new Set();
  return new Set(data.batches.filter((batch) => batch.participants.some((place) => place.participant_id === participant.id)).map((batch) => batch.id));
}

function achievementsOf(data: Data, participant: ParticipantRecord | undefined): CertificateRecord[] {
  return participant ? data.certificates.filter((item) => item.participant_id === participant.id && item.status === 'issued') : [];
}

/** Reads the user's progress (only their rows) and the titles of every course their sections name. */
export async function learnerReads(db: Db, data: Data, people: People, user: UserRecord): Promise<LearnerReads> {
  // Participants are still in the data file (catalog): read there until they have a table.
  const participant = participantOf(data, user.id);
  const progress = participant ? await progressOfParticipant(db, participant.id) : [];
  const batchIds = new Set([...batchIdsOf(data, participant), ...progress.map((record) => record.batch_id)]);
  const courseIds = [
    ...progress.map((record) => record.course_id),
    ...courseIdsOfBatches(data, batchIds),
    ...achievementsOf(data, participant).map((certificate) => certificate.course_id),
  ];
  return { names: { people, courses: await courseTitles(db, courseIds) }, participant, progress };
}

function courseCard(data: Data, names: Names, progress: ProgressSummary, now: number, lang: Lang) {
  const batch = data.batches.find((candidate) => candidate.id === progress.batch_id);
  if (!batch) return undefined;
  const completed = progress.progress_percentage >= 100;
  return {
    ...batchCard(data, names, batch, now, lang),
    id: progress.course_id,
    title: courseTitle(names, progress.course_id, lang),
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
export function learnerDashboard(data: Data, reads: LearnerReads, now: number, lang: Lang) {
  const { names, participant, progress } = reads;
  const batchIds = batchIdsOf(data, participant);
  const cards = progress.map((record) => courseCard(data, names, record, now, lang)).filter((card) => card !== undefined);
  const attempts = participant ? data.exam_attempts.filter((attempt) => attempt.participant_id === participant.id) : [];
  // Only a finished attempt takes an exam off the upcoming list: a learner who left mid-exam comes back from here.
  const attempted = new Set(attempts.filter((attempt) => attempt.passing_status !== null).map((attempt) => attempt.exam_id));
  const examById = new Map(data.exams.map((exam) => [exam.id, exam]));
  const activeBatches = new Set(data.batches.filter((batch) => batchIds.has(batch.id) && batch.status === 'active').map((batch) => batch.id));

  return {
    active_courses: cards.filter((card) => card.status === 'in_progress'),
    schedule: weekSchedule(data, names, activeBatches, now, lang),
    upcoming_exams: data.exams
      .filter((exam) => batchIds.has(exam.batch_id) && !exam.manual_marking && !attempted.has(exam.id))
      .filter((exam) => Date.parse(exam.end_date_time) >= now - UPCOMING_ENDED_DAYS * DAY)
      .sort((a, b) => Date.parse(a.start_date_time) - Date.parse(b.start_date_time))
      .map((exam) => upcomingExam(exam, now, lang)),
    previous_exams: attempts
      .filter((attempt) => attempt.passing_status !== null)
      .map((attempt) => ({ attempt, exam: examById.get(attempt.exam_id) }))
      .filter((entry): entry is { attempt: typeof entry.attempt; exam: ExamRecord } => entry.exam !== undefined)
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
    achievements: achievementsOf(data, participant)
      .sort((a, b) => b.issue_date.localeCompare(a.issue_date))
      .map((certificate) => ({
        title: courseTitle(names, certificate.course_id, lang),
        issue_date: certificate.issue_date,
        exam_no: certificate.exam_id === null ? null : (examById.get(certificate.exam_id)?.no ?? null),
      })),
  };
}
