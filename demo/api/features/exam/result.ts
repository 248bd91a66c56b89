import type { Db } from '../../db/database';
import type { Lang, UserRecord } from '../../types';
import { pick } from '../../bilingual';
import { lecturesOfBatches } from '../batch/directory';
import type { CourseTitle } from '../course/directory';
import { examStatus } from './exam-status';
import type { OwnExam } from './records';
import { attemptSeconds } from './scoring';
import type { CertificateRecord, ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord } from './types';

// GET exams/result/{examNo}: the §3 exam result record of the caller's taken attempt, with the detailed report
// (questions, the chosen and the correct choices) and the certificate once issued.

/** The issued certificate as the result shows it, with its course's titles (`course`). */
function certificate(own: OwnExam, issued: CertificateRecord | undefined, course: CourseTitle | undefined, lang: Lang) {
  if (!issued) return null;
  return {
    certificate_no: issued.certificate_no,
    course_name: course ? pick(lang, course.title, course.title_ar) : null,
    job_title: own.participant.position,
    // No stored file: the client downloads GET exams/certificate/{certificate_no}, made on request (certificate-route.ts).
    file_path: null,
  };
}

function report(answered: readonly ExamAnswerRecord[], paper: ExamPaperRecord) {
  const answers = new Map(answered.map((answer) => [answer.exam_question_id, answer.answer]));
  return paper.questions.map((question) => ({
    question: question.question,
    choices: question.choices.map((choice) => ({
      choice,
      attempted_choice: answers.get(question.id)?.includes(choice) ?? false,
      is_correct: choice === question.correct,
    })),
  }));
}

/** The account that delivers the exam's batch (the result names its trainer). */
export async function examTrainerId(db: Db, own: OwnExam): Promise<number | undefined> {
  return (await lecturesOfBatches(db, [own.exam.batch_id]))[0]?.delivered_by;
}

/**
 * Looked up by the route: the account `examTrainerId` names, the id of the participant's company (content's
 * directory), the attempt's answers, the issued certificate and its course's titles (course's directory).
 */
export interface ResultFacts {
  trainer: UserRecord | undefined;
  companyId: number | null;
  answers: readonly ExamAnswerRecord[];
  certificate: CertificateRecord | undefined;
  course: CourseTitle | undefined;
}

/** The result record of a taken attempt. */
export function resultRecord(
  own: OwnExam,
  attempt: ExamAttemptRecord,
  paper: ExamPaperRecord,
  facts: ResultFacts,
  now: number,
  lang: Lang,
) {
  const { trainer } = facts;
  const { exam } = own;
  return {
    record_id: exam.id,
    company_id: facts.companyId,
    no: exam.no,
    title: pick(lang, exam.title, exam.title_ar),
    start_date_time: exam.start_date_time,
    end_date_time: exam.end_date_time,
    status: examStatus(exam, now),
    passing_status: attempt.passing_status,
    percentage: attempt.percentage,
    scored: attempt.scored,
    total_score: attempt.total_score,
    is_feedback_pending: attempt.is_feedback_pending,
    is_npo_course: paper.is_npo_course,
    certificate: certificate(own, facts.certificate, facts.course, lang),
    exam_attempt_questions: report(facts.answers, paper),
    trainer_name: trainer ? pick(lang, trainer.name, trainer.arabic_name) : null,
    venue_name: pick(lang, exam.location, exam.location_ar) || null,
    attempt_date_time: attempt.attempt_date_time,
    total_time_spent: attempt.total_time_spent,
    // The whole exam's time (a per-question paper's limit times its questions), shown as its duration.
    time_limit: attemptSeconds(attempt, paper),
  };
}
