import { defineFeature } from '../../feature';
import { ATTENDANCE_MESSAGES } from './messages';
import { attendanceRoutes } from './routes';
import { seedAttendance } from './seed';
// Loads this feature's DataCollections augmentation wherever the feature is loaded.
import './types';

/**
 * QR attendance (learning §2–§9, issue #12): the trainer's lecture QR data and live roster, and the learner's
 * scans into attendance records. Reads lectures, batches and participants from `catalog` (seeds after it).
 */
export const attendance = defineFeature({
  name: 'attendance',
  version: 1,
  messages: ATTENDANCE_MESSAGES,
  collections: ['attendance_records'],
  seed: seedAttendance,
  routes: attendanceRoutes,
});
