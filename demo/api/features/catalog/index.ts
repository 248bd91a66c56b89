import { defineFeature } from '../../feature';
import { CATALOG_MESSAGES } from './messages';
import { seedCatalog } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * The shared learning data (courses, batches, lectures, enrolments, exams, results, certificates) and its seed:
 * the one module later features (course viewer, exams, QR attendance, batch pages) extend. Ids are in ids.ts.
 * No routes yet: the dashboards read these collections, and later features add their own routes.
 */
export const catalog = defineFeature({
  name: 'catalog',
  version: 2,
  messages: CATALOG_MESSAGES,
  collections: ['courses', 'course_progress', 'exams', 'exam_attempts', 'certificates'],
  seed: seedCatalog,
  routes() {
    // Read by the dashboard feature; course, exam, attendance and batch routes come with their features.
  },
});
