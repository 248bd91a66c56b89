import { defineFeature } from '../../feature';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { assessmentRoutes } from './assessment-routes';
import { attendanceRoutes } from './attendance-routes';
import { batchRoutes } from './batch-routes';
import { BATCH_MESSAGES } from './messages';
import { seedBatch } from './seed';
// Loads this feature's DataCollections and AttendanceRecord augmentations wherever the feature is loaded.
import './types';

/**
 * Trainer batch page (learning §2–§9, issue #13): participants, lecture attendance (read from and written to the QR
 * feature's attendance records) and assessment scores, for the batch's trainers only. Seeds after `attendance`.
 */
export const batch = defineFeature({
  name: 'batch',
  version: 1,
  messages: BATCH_MESSAGES,
  collections: ['assessment_criteria', 'assessment_scores'],
  seed: seedBatch,
  routes(router: Router, ctx: ApiContext) {
    batchRoutes(router, ctx);
    attendanceRoutes(router, ctx);
    assessmentRoutes(router, ctx);
  },
});
