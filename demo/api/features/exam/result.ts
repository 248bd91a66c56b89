import type { Db } from '../../db/database';
import type { Data, Lang, UserRecord } from '../../types';
import { lecturesOfBatches } from '../batch/directory';
import { pick } from '../../bilingual';
import { examStatus } from './exam-status';
import type { CertificateRecord, ExamAttemptRecord } from '../catalog/types';
import type { CourseTitle } from '../course/directory';
import { answersOf, type OwnExam } from './records';
import { paperSeconds } from './scoring';
import type { ExamPaperRecord } from './types';

// GET exams/result/{examNo}: the §3 exam result record of the caller's taken attempt, with the detailed report
// (questions, the chosen and the correct choices) and the certificate once issued.

/** The certificate issued to the participant for this exam, if any. */
export function issuedCertificate(data: Data, own: OwnExam): CertificateRecord | undefined {
  return data.certificates.find((item) => item.exam_id === own.exam.id && item.participant_id === own.participant.id && item.status === 'issued');
}

function certificate(data: Data, own: OwnExam, course: CourseTitle | undefined, lang: Lang) {
  const issued = issuedCertificate(data, own);
  if (!issued) return null;
  return {
    certificate_no: issued.certificate_no,
    course_name: course ? pick(lang, course.title, course.title_ar) : null,
    job_title: own.participant.position,
    // No stored file: the client downloads GET exams/certificate/{certificate_no}, made on request (certificate-route.ts).
    file_path: null,
  };
}

function report(data: Data, attempt: ExamAttemptRecord, paper: ExamPaperRecord) {
  const answers = new Map(answersOf(data, attempt.id, paper).map((answer) => [answer.exam_question_id, answer.answer]));
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
 * directory) and the titles of the issued certificate's course (course's directory).
 */
export interface ResultLookups {
  trainer: UserRecord | undefined;
  companyId: number | null;
  course: CourseTitle | undefined;
}

/** The result record of a taken attempt. */
export function resultRecord(data: Data, own: OwnExam, attempt: ExamAttemptRecord, paper: ExamPaperRecord, lookups: ResultLookups, now: number, lang: Lang) {
  const { trainer } = lookups;
  const { exam } = own;
  return {
    record_id: exam.id,
    company_id: lookups.companyId,
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
    certificate: certificate(data, own, lookups.course, lang),
    exam_attempt_questions: report(data, attempt, paper),
    trainer_name: trainer ? pick(lang, trainer.name, trainer.arabic_name) : null,
    venue_name: pick(lang, exam.location, exam.location_ar) || null,
    attempt_date_time: attempt.attempt_date_time,
    total_time_spent: attempt.total_time_spent,
    // The whole exam's time (a per-question paper's limit times its questions), shown as its duration.
    time_limit: paperSeconds(paper),
  };
}
