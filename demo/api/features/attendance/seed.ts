import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { saveRecord } from './directory';
import { RUNNING_LECTURE_ID, SEEDED_LATE_PARTICIPANT, SEEDED_ROSTER } from './ids';
import { batchById, lectureById, rosterOf } from '../batch/directory';
import { placementOf } from './venue';
import { addCheckOut, checkInRecord, type ScanFacts } from './records';

// Scans of three other participants on the running lecture, so the trainer's roster shows every state from the
// start; the demo accounts (`learner`, `both`, `newcomer`) have none: the journeys check them in themselves.
// Code, not fixtures: the scans go through the attendance rules at the seed clock, and in the first minutes after
// midnight (the running lecture starts at midnight) the capped times change lateness and the short-stay flag.

const MINUTE = 60_000;

/** How precise a phone indoors reports its position (metres). */
const HALL_A_ACCURACY_M = 18;

/** [participant id, check-in minutes after the start, check-out minutes after the start or null]. */
const SCANS: [number, number, number | null][] = [
  [SEEDED_ROSTER.checkedIn[0], 4, null],
  [SEEDED_LATE_PARTICIPANT, 20, null],
  [SEEDED_ROSTER.checkedOut[0], 2, 25],
];

/** After batch: reads the running lecture and its roster. Times are clamped to `seed.now` (the lecture may start at midnight). */
export async function seedAttendance(db: Db, seed: SeedContext): Promise<void> {
  const lecture = await lectureById(db, RUNNING_LECTURE_ID);
  const batch = lecture && (await batchById(db, lecture.batch_id));
  if (!lecture || !batch)
    throw new Error(`[api] attendance seed: lecture ${RUNNING_LECTURE_ID} or its batch is missing`);
  const start = Date.parse(lecture.start_at);
  const { venue_latitude: latitude, venue_longitude: longitude } = lecture;
  if (latitude === null || longitude === null)
    throw new Error(`[api] attendance seed: lecture ${lecture.id} has no venue`);
  // A few metres from Training Hall A, Dubai Campus (the lecture's venue), as a phone indoors reports it.
  const hallA = { latitude: latitude + 0.0001, longitude };
  const roster = await rosterOf(db, batch);
  for (const [participantId, inAfter, outAfter] of SCANS) {
    const enrolment = roster.find((entry) => entry.participant.id === participantId);
    if (!enrolment)
      throw new Error(`[api] attendance seed: participant ${participantId} is not on batch ${batch.batch_no}`);
    const { distance_m, accuracy_m } = placementOf(lecture, hallA, HALL_A_ACCURACY_M);
    const facts: ScanFacts = {
      client_timestamp: null,
      coords: hallA,
      language: 'En',
      method: 'QR',
      distance_m,
      accuracy_m,
      flags: [],
    };
    const checkedIn = Math.min(start + inAfter * MINUTE, seed.now);
    const record = checkInRecord(lecture, enrolment, checkedIn, { ...facts, client_timestamp: checkedIn });
    if (outAfter !== null) {
      const checkedOut = Math.min(start + outAfter * MINUTE, seed.now);
      addCheckOut(record, checkedOut, { ...facts, client_timestamp: checkedOut });
    }
    await saveRecord(db, record);
  }
}
