import { defineFeature } from '../../feature';
import { CATALOG_MESSAGES } from './messages';
import { seedCatalog } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * The exams, results and certificates still kept in the data file, and their seed (after batch and course).
 * No routes: the exam feature and the dashboards read these collections.
 */
export const catalog = defineFeature({
  name: 'catalog',
  version: 3,
  messages: CATALOG_MESSAGES,
  collections: ['exams', 'exam_attempts', 'certificates'],
  seed: seedCatalog,
  routes() {
    // Read by the exam and dashboard features.
  },
});
