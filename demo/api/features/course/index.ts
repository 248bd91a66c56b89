import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { COURSE_MESSAGES } from './messages';
import { courseRoutes } from './routes';
import { seedCourse } from './seed';

/**
 * Course viewer (learning §2–§9): courses, per-participant progress with server-side recalculation (its own tables),
 * and media. Seeds after catalog: the enrolments read their batches from the data file.
 */
export const course = defineFeature({
  name: 'course',
  version: 2,
  messages: COURSE_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seedTables: seedCourse,
  routes: courseRoutes,
});
