import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { assessmentRoutes } from './assessment-routes';
import { batchRoutes } from './batch-routes';
import { insightsRoutes } from './insights-routes';
import { BATCH_MESSAGES } from './messages';
import type { BatchPageSources } from './page-sources';
import { remindLectures } from './reminders';
import { seedBatch } from './seed';

/**
 * Batches and who is in them: participants, enrolments, lectures, trainers and activity (its own tables, read by
 * other features through ./directory.ts), and the trainer batch page (learning §2–§9, issue #13): participants,
 * overview and assessment scores, for the batch's trainers only (the attendance tab is attendance's). The page's
 * course titles, attendance marks and exam attempts come from `sources`, handed in by the registry. Seeds right after
 * the accounts: every learning feature's seed reads its batches.
 */
export function batchFeature(sources: BatchPageSources) {
  return defineFeature({
    name: 'batch',
    elements: ['batch'],
    messages: BATCH_MESSAGES,
    migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
    seed: seedBatch,
    routes(router: Router, ctx: ApiContext) {
      batchRoutes(router, ctx, sources);
      assessmentRoutes(router, ctx, sources);
      insightsRoutes(router, ctx, sources);
    },
    jobs: [remindLectures],
  });
}
