// §7 exam call paths, apart from the request functions so the API tests and the bench send to them without a client.

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
/** POST exams/attempts/{attemptId}/events (#33): the integrity events the page logged. */
export const examEventsPath = (attemptId: string) => `exams/attempts/${seg(attemptId)}/events`;
