import { fileURLToPath } from 'node:url';
import type { ApiContext } from '../../context';
import { defineFeature } from '../../feature';
import type { Router } from '../../router';
import { sendAttendanceDigests } from './digest';
import { ATTENDANCE_LIMITS } from './limits';
import { markingRoutes } from './marking-routes';
import { ATTENDANCE_MESSAGES } from './messages';
import { attendanceRoutes } from './routes';
import { seedAttendance } from './seed';

/**
 * QR attendance (learning §2–§9, issue #12): the trainer's lecture QR data and live roster, the learner's scans into
 * attendance records (its own tables), and the batch page's attendance tab (issue #13: the rows and the trainer's
 * marks). Reads lectures, batches, participants and the trainer's batch scope through the batch directory (seeds
 * after it); hands the assessment grid its marks through ./directory.ts.
 */
export const attendance = defineFeature({
  name: 'attendance',
  elements: ['scanner', 'lecture-qr', 'batch'],
  messages: ATTENDANCE_MESSAGES,
  limits: ATTENDANCE_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedAttendance,
  routes(router: Router, ctx: ApiContext) {
    attendanceRoutes(router, ctx);
    markingRoutes(router, ctx);
  },
  jobs: [sendAttendanceDigests],
});
