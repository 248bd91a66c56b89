// §7 exam and survey call paths: the wire's, so the request functions here and the exam feature's bodies share them.

const seg = (value: string) => encodeURIComponent(value);

/** GET exams/take/{examNo}. */
export const examTakePath = (examNo: string) => `exams/take/${seg(examNo)}`;
/** GET exams/result/{examNo}. */
export const examResultPath = (examNo: string) => `exams/result/${seg(examNo)}`;
/** POST exams/attempts/create. */
export const START_ATTEMPT_PATH = 'exams/attempts/create';
/** POST exams/attempts/create/question. */
export const QUESTION_ATTEMPT_PATH = 'exams/attempts/create/question';
/** POST exams/attempts/skip/question. */
export const SKIP_QUESTION_PATH = 'exams/attempts/skip/question';
/** POST exams/attempts/{attemptId}/complete (§7 "{start attempt path}/{id}/complete", the attempts base). */
export const completeAttemptPath = (attemptId: string) => `exams/attempts/${seg(attemptId)}/complete`;
/** GET feedbacks/form/{examNo} (beyond the spec, which does not say where the questions come from): the exam's survey. */
export const feedbackFormPath = (examNo: string) => `feedbacks/form/${seg(examNo)}`;
/** POST feedbacks/create. */
export const FEEDBACK_CREATE_PATH = 'feedbacks/create';
