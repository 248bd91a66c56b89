import type { Db } from '../../db/database';
import type { UserRecord } from '../../types';
import {
  batchesOfParticipant,
  batchesTaughtBy,
  type BatchRecord,
  lecturesOfBatches,
  participantOfUser,
} from '../batch/directory';
import type { TicketRecord } from './types';

// The contact and place fields a ticket copies from its author when it is opened (§3 Support ticket), read from the
// batch directory's participants, batches and lectures.

export type TicketContact = Pick<
  TicketRecord,
  | 'name'
  | 'arabic_name'
  | 'email'
  | 'phone'
  | 'nid'
  | 'training_location'
  | 'training_location_ar'
  | 'city'
  | 'state'
  | 'country'
>;

/** Campuses named in the seeded venues, with the city (and emirate) they are in. */
const CAMPUS_CITIES = ['Abu Dhabi', 'Dubai'] as const;
const COUNTRY = 'United Arab Emirates';

/** The batch a user is in now (as a participant or a trainer): an active one first, then the earliest started. */
function homeBatch(mine: BatchRecord[]): BatchRecord | undefined {
  const rank = (batch: BatchRecord) => (batch.status === 'active' ? 0 : 1);
  return mine.sort((a, b) => rank(a) - rank(b) || a.start_date.localeCompare(b.start_date) || a.id - b.id)[0];
}

/** Name, email, phone and ID from the user's records; place from their current batch, null when they have none. */
export async function contactOf(db: Db, user: UserRecord): Promise<TicketContact> {
  const participant = await participantOfUser(db, user.id);
  const [taught, attended] = await Promise.all([
    batchesTaughtBy(db, user.id),
    participant ? batchesOfParticipant(db, participant.id) : [],
  ]);
  const batch = homeBatch([...new Map([...taught, ...attended].map((item) => [item.id, item])).values()]);
  // The venue of the batch's first lecture, in both languages (null when it has none).
  const lecture = batch ? (await lecturesOfBatches(db, [batch.id]))[0] : undefined;
  const venue = lecture?.venue ?? null;
  const city = CAMPUS_CITIES.find((name) => venue?.includes(`${name} Campus`)) ?? null;
  return {
    name: user.name,
    arabic_name: user.arabic_name?.trim() || null,
    email: user.email,
    phone: participant?.phone_number ?? null,
    nid: user.nid,
    training_location: venue,
    training_location_ar: lecture?.venue_ar?.trim() || null,
    city,
    state: city,
    country: city ? COUNTRY : null,
  };
}
