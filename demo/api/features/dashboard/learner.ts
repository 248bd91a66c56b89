import type { Lang } from '../../types';
import { pick } from '../../bilingual';
import type { RosterState } from '../attendance/directory';
import type { ParticipantRecord } from '../batch/directory';
import type { ProgressSummary } from '../course/directory';
import { type Achievement, type ExamRecord, type ExamResult, type ExamStanding, examStatus } from '../exam/directory';
import { batchCard, courseTitle, weekSchedule, type Source } from './view';

// GET reports/v2/dashboard/learner/{id}: the learner's sections, computed at request time from what the route read
// through the owners' directories: their batches (batch), progress and course titles (course), exams (exam).

const DAY = 24 * 60 * 60 * 1000;
/** An ended or cancelled exam without a result stays in "upcoming" this long after its end ('view results'). */
const UPCOMING_ENDED_DAYS = 3;

/** The learner's part of the exam feature: their batches' exams, their attempts, their issued certificates. */
export interface LearnerExams {
  exams: readonly ExamRecord[];
  results: readonly ExamResult[];
  achievements: readonly Achievement[];
  /** By exam id: may the learner take it, and does its result page have a result (./exam/standing.ts). */
  standings: ReadonlyMap<number, ExamStanding>;
}

function courseCard(source: Source, progress: ProgressSummary, now: number, lang: Lang) {
  const batch = source.batches.get(progress.batch_id);
  if (!batch) return undefined;
  const completed = progress.progress_percentage >= 100;
  return {
    ...batchCard(source, batch, now, lang),
    id: progress.course_id,
    title: courseTitle(source, progress.course_id, lang),
    batch_course_id: progress.batch_course_id,
    batch_participant_course_progress_id: progress.id,
    progress: progress.progress_percentage,
    status: completed ? 'completed' : 'in_progress',
  };
}

/** Without a standing (not expected) nothing is promised: no take, no result. */
const NO_STANDING: ExamStanding = { eligible_for_exam: false, result_state: 'not_attempted', minutes: null };

function upcomingExam(exam: ExamRecord, standing: ExamStanding, now: number, lang: Lang) {
  return {
    no: exam.no,
    title: pick(lang, exam.title, exam.title_ar),
    status: examStatus(exam, now),
    start_date_time: exam.start_date_time,
    end_date_time: exam.end_date_time,
    // The time to answer (the paper's), not the window it may be taken in: a day-long window is no 1440-minute exam.
    duration: standing.minutes ?? exam.duration,
    availability: pick(lang, exam.availability, exam.availability_ar),
    location: pick(lang, exam.location, exam.location_ar),
    eligible_for_exam: standing.eligible_for_exam,
    result_state: standing.result_state,
  };
}

/** The batches of `source` the participant is on the roster of (the others are there for a progress card). */
function rosterBatchIds(source: Pick<Source, 'batches'>, participant: ParticipantRecord | undefined): number[] {
  if (!participant) return [];
  return [...source.batches.values()]
    .filter((batch) => batch.participants.some((place) => place.participant_id === participant.id))
    .map((batch) => batch.id);
}

/**
 * Every learner section from `source` (the participant's batches and those their progress names), their `progress`
 * and their `exams`; a user who takes no part in courses (a newcomer) gets empty lists.
 */
export function learnerDashboard(
  source: Source,
  participant: ParticipantRecord | undefined,
  progress: readonly ProgressSummary[],
  exams: LearnerExams,
  now: number,
  lang: Lang,
  attendance: ReadonlyMap<number, RosterState> = new Map(),
) {
  const roster = new Set(rosterBatchIds(source, participant));
  const cards = progress.map((record) => courseCard(source, record, now, lang)).filter((card) => card !== undefined);
  // Only a finished attempt takes an exam off the upcoming list: a learner who left mid-exam comes back from here.
  const taken = exams.results.filter((result) => result.attempt.passing_status !== null);
  const attempted = new Set(taken.map((result) => result.exam.id));
  const activeBatches = new Set([...roster].filter((id) => source.batches.get(id)?.status === 'active'));

  return {
    active_courses: cards.filter((card) => card.status === 'in_progress'),
    // Each lecture with the learner's own check-in state: the attendance card says what is left to do.
    schedule: weekSchedule(source, activeBatches, now, lang).map((item) => ({
      ...item,
      attendance_state: attendance.get(item.lecture_id) ?? null,
    })),
    upcoming_exams: exams.exams
      .filter((exam) => roster.has(exam.batch_id) && !exam.manual_marking && !attempted.has(exam.id))
      .filter((exam) => Date.parse(exam.end_date_time) >= now - UPCOMING_ENDED_DAYS * DAY)
      .sort((a, b) => Date.parse(a.start_date_time) - Date.parse(b.start_date_time))
      .map((exam) => upcomingExam(exam, exams.standings.get(exam.id) ?? NO_STANDING, now, lang)),
    previous_exams: [...taken]
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
    achievements: [...exams.achievements]
      .sort((a, b) => b.issue_date.localeCompare(a.issue_date))
      .map((certificate) => ({
        title: courseTitle(source, certificate.course_id, lang),
        issue_date: certificate.issue_date,
        exam_no: certificate.exam_no,
      })),
  };
}
