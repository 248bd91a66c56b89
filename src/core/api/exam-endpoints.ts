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
/** POST exams/attempts/{attemptId}/events: the integrity log's events (issue #33). */
export const examEventsPath = (attemptId: string) => `exams/attempts/${seg(attemptId)}/events`;
/** GET exams/integrity/{examNo}: the learner's own integrity log once the attempt has ended. */
export const ownIntegrityPath = (examNo: string) => `exams/integrity/${seg(examNo)}`;
/** GET exams/integrity/batch/{batchNo}: every started attempt of the batch's exams, for its trainer. */
export const batchIntegrityPath = (batchNo: string) => `exams/integrity/batch/${seg(batchNo)}`;
/** GET exams/integrity/batch/{batchNo}/attempt/{attemptId}: one attempt's timeline, for the batch's trainer. */
export const attemptTimelinePath = (batchNo: string, attemptId: string) =>
  `${batchIntegrityPath(batchNo)}/attempt/${seg(attemptId)}`;
/** GET exams/board/{examNo}: the live exam board, for the trainer of the exam's batch. */
export const examBoardPath = (examNo: string) => `exams/board/${seg(examNo)}`;
/** POST exams/attempts/{attemptId}/extend: minutes added to a running attempt by its batch's trainer. */
export const extendAttemptPath = (attemptId: string) => `exams/attempts/${seg(attemptId)}/extend`;
/** GET exams/attempts/{attemptId}/clock: the running attempt's time as the server has it (extra time, issue #33). */
export const attemptClockPath = (attemptId: string) => `exams/attempts/${seg(attemptId)}/clock`;
