import type { Data, UserRecord } from '../../types';
import { participantOf } from '../catalog/seed-people';
import type { BatchRecord } from '../catalog/types';
import type { TicketRecord } from './types';

// The contact and place fields a ticket copies from its author when it is opened (§3 Support ticket), read from the
// catalog's participants, batches and lectures (still in the data file).

export type TicketContact = Pick<TicketRecord, 'name' | 'email' | 'phone' | 'nid' | 'training_location' | 'city' | 'state' | 'country'>;

/** Campuses named in the seeded venues, with the city (and emirate) they are in. */
const CAMPUS_CITIES = ['Abu Dhabi', 'Dubai'] as const;
const COUNTRY = 'United Arab Emirates';

/** The batch a user is in now (as a participant or a trainer): an active one first, then the earliest started. */
function homeBatch(data: Data, user: UserRecord): BatchRecord | undefined {
  const participant = participantOf(data, user.id);
  const mine = data.batches.filter(
    (batch) =>
      batch.trainer_ids.includes(user.id) ||
      (participant !== undefined && batch.participants.some((entry) => entry.participant_id === participant.id)),
  );
  const rank = (batch: BatchRecord) => (batch.status === 'active' ? 0 : 1);
  return mine.sort((a, b) => rank(a) - rank(b) || a.start_date.localeCompare(b.start_date) || a.id - b.id)[0];
}

/** The venue of a batch's first lecture (null when it has none). */
function venueOf(data: Data, batch: BatchRecord): string | null {
  const lectures = data.lectures.filter((lecture) => lecture.batch_id === batch.id);
  lectures.sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id);
  return lectures[0]?.venue ?? null;
}

/** Name, email, phone and ID from the user's records; place from their current batch, null when they have none. */
export function contactOf(data: Data, user: UserRecord): TicketContact {
  const batch = homeBatch(data, user);
  const venue = batch ? venueOf(data, batch) : null;
  const city = CAMPUS_CITIES.find((name) => venue?.includes(`${name} Campus`)) ?? null;
  return {
    name: user.name,
    email: user.email,
    phone: participantOf(data, user.id)?.phone_number ?? null,
    nid: user.nid,
    training_location: venue,
    city,
    state: city,
    country: city ? COUNTRY : null,
  };
}
