import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { EXAM_MESSAGES } from './messages';
import { examRoutes } from './routes';
import { seedExamPapers } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * Exams and feedback surveys (learning §2–§9, issue #11): the take response, attempts with an authoritative deadline
 * and idempotent answers, results with the detailed report, and the before- and after-exam surveys. Reads exams,
 * attempts, batches and participants from `catalog` (seeds after it); papers and answers are its own.
 */
export const exam = defineFeature({
  name: 'exam',
  version: 1,
  messages: EXAM_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  collections: ['exam_papers', 'exam_answers', 'feedback_submissions'],
  seed: seedExamPapers,
  routes: examRoutes,
});
