import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { COURSE_LIMITS } from './limits';
import { COURSE_MESSAGES } from './messages';
import { courseRoutes } from './routes';
import { seedCourse } from './seed';

/**
 * Course viewer (learning §2–§9): courses, per-participant progress with server-side recalculation (its own tables),
 * and media. Seeds after batch: the enrolments read their batches through its directory.
 */
export const course = defineFeature({
  name: 'course',
  elements: ['course'],
  messages: COURSE_MESSAGES,
  limits: COURSE_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedCourse,
  routes: courseRoutes,
});
