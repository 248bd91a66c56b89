import { defineFeature } from '../../feature';
import { CATALOG_MESSAGES } from './messages';
import { seedCatalog } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * The shared learning data (courses, batches, lectures, enrolments, batch activity) and its seed: the one module
 * later features (course viewer, exams, QR attendance, batch pages) extend. Ids are in ids.ts (exams' and
 * certificates' too, though their records are the exam feature's tables).
 * No routes yet: the dashboards read these collections, and later features add their own routes.
 */
export const catalog = defineFeature({
  name: 'catalog',
  version: 2,
  messages: CATALOG_MESSAGES,
  collections: ['courses', 'participants', 'batches', 'lectures', 'course_progress', 'batch_activity'],
  seed: seedCatalog,
  routes() {
    // Read by the dashboard feature; course, exam, attendance and batch routes come with their features.
  },
});
