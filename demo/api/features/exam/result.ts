import type { Data, Lang, UserRecord } from '../../types';
import { pick } from '../catalog/pick';
import { examStatus } from '../catalog/time';
import { answersOf, type OwnExam } from './records';
import { paperSeconds } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord } from './types';

// GET exams/result/{examNo}: the §3 exam result record of the caller's taken attempt, with the detailed report
// (questions, the chosen and the correct choices) and the certificate once issued.

function certificate(data: Data, own: OwnExam, lang: Lang) {
  const issued = data.certificates.find(
    (item) => item.exam_id === own.exam.id && item.participant_id === own.participant.id && item.status === 'issued',
  );
  if (!issued) return null;
  const course = data.courses.find((item) => item.id === issued.course_id);
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
export function examTrainerId(data: Data, own: OwnExam): number | undefined {
  return data.lectures.find((item) => item.batch_id === own.exam.batch_id)?.delivered_by;
}

/** Looked up by the route: the account `examTrainerId` names, and the id of the participant's company (content's directory). */
export interface ResultPeople {
  trainer: UserRecord | undefined;
  companyId: number | null;
}

/** The result record of a taken attempt. */
export function resultRecord(data: Data, own: OwnExam, attempt: ExamAttemptRecord, paper: ExamPaperRecord, people: ResultPeople, now: number, lang: Lang) {
  const { trainer } = people;
  const { exam } = own;
  return {
    record_id: exam.id,
    company_id: people.companyId,
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
    certificate: certificate(data, own, lang),
    exam_attempt_questions: report(data, attempt, paper),
    trainer_name: trainer ? pick(lang, trainer.name, trainer.arabic_name) : null,
    venue_name: pick(lang, exam.location, exam.location_ar) || null,
    attempt_date_time: attempt.attempt_date_time,
    total_time_spent: attempt.total_time_spent,
    // The whole exam's time (a per-question paper's limit times its questions), shown as its duration.
    time_limit: paperSeconds(paper),
  };
}
