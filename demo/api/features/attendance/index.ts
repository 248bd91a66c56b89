import { fileURLToPath } from 'node:url';
import { defineFeature } from '../../feature';
import { ATTENDANCE_LIMITS } from './limits';
import { ATTENDANCE_MESSAGES } from './messages';
import { attendanceRoutes } from './routes';
import { seedAttendance } from './seed';

/**
 * QR attendance (learning §2–§9, issue #12): the trainer's lecture QR data and live roster, and the learner's
 * scans into attendance records (its own tables). Reads lectures, batches and participants through the batch directory (seeds after it).
 */
export const attendance = defineFeature({
  name: 'attendance',
  messages: ATTENDANCE_MESSAGES,
  limits: ATTENDANCE_LIMITS,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: seedAttendance,
  routes: attendanceRoutes,
});
