import type { Feature } from '../feature';
import { messageCatalogue } from '../messages';
import { attendanceCounts, attendanceFacts, attendanceMarks } from './attendance/directory';
import { attendance } from './attendance/index';
import { auth } from './auth/index';
import { batchFeature } from './batch/index';
import { content } from './content/index';
import { courseTitles } from './course/directory';
import { course } from './course/index';
import { dashboard } from './dashboard/index';
import { dev } from './dev/index';
import { attemptIdOfParticipant, attemptIdsOfExam, examFacts } from './exam/directory';
import { exam } from './exam/index';
import { tickets } from './tickets/index';
import { user } from './user/index';
import { verify } from './verify/index';

// Batch's page shows data of features built on batch; they import batch, so their functions are handed in here.
const batch = batchFeature({
  courseTitles,
  attendanceMarks,
  attendanceFacts,
  attendanceCounts,
  examFacts,
  attemptIdsOfExam,
  attemptIdOfParticipant,
});

/** Every feature of the reference API, one line each, in registration (and seeding) order: add yours here. */
export const FEATURES: readonly Feature[] = [
  auth,
  user,
  content,
  batch,
  dashboard,
  course,
  tickets,
  attendance,
  exam,
  verify,
  dev,
];

/** The message texts of every feature above (tests and tools; a running API builds its own from the features it serves). */
export const FEATURE_MESSAGES = messageCatalogue(FEATURES);
