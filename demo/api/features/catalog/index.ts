import { defineFeature } from '../../feature';
import { CATALOG_MESSAGES } from './messages';
import { seedCatalog } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * The shared learning data (participants, batches, lectures, exams, results, certificates) and its seed: the one
 * module later features (course viewer, exams, QR attendance, batch pages) extend. Ids (course and progress ids
 * included, though courses and progress are the `course` feature's tables) are in ids.ts.
 * No routes yet: the dashboards read these collections, and later features add their own routes.
 */
export const catalog = defineFeature({
  name: 'catalog',
  version: 2,
  messages: CATALOG_MESSAGES,
  collections: ['participants', 'batches', 'lectures', 'exams', 'exam_attempts', 'certificates', 'batch_activity'],
  seed: seedCatalog,
  routes() {
    // Read by the dashboard feature; course, exam, attendance and batch routes come with their features.
  },
});
