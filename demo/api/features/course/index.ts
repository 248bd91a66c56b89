import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { COURSE_MESSAGES } from './messages';
import { courseRoutes } from './routes';
import { seedCourse } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/** Course viewer (learning §2–§9): course content, per-participant progress with server-side recalculation, media. Seeds after catalog. */
export const course = defineFeature({
  name: 'course',
  version: 1,
  messages: COURSE_MESSAGES,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  collections: ['course_progress_links'],
  seed: seedCourse,
  routes: courseRoutes,
});
