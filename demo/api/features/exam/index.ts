import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { EXAM_LIMITS } from './limits';
import { EXAM_MESSAGES } from './messages';
import { closeOverdueAttempts } from './overdue';
import { examRoutes } from './routes';
import { seedExamTables } from './seed';

/**
 * Exams and feedback surveys (learning §2–§9, issue #11): the take response, attempts with an authoritative deadline
 * and idempotent answers, results with the detailed report, certificates, and the before- and after-exam surveys,
 * all in its own tables. Reads batches, lectures and participants through batch's directory (seeds after it); other features
 * read its data through ./directory.ts.
 */
export const exam = defineFeature({
  name: 'exam',
  elements: ['exam'],
  messages: EXAM_MESSAGES,
  limits: EXAM_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedExamTables,
  routes: examRoutes,
  jobs: [closeOverdueAttempts],
});
