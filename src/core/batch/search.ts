import type { AssessmentRow, AttendanceRow, Participant } from '../api/schemas/batch';
import type { SearchField } from '../search/text-search';

// §5 batch search fields; the folding and matching are the shared text search's (core/search).

/** §5: participants match on name, Arabic name, email, NID and phone. */
export function participantFields(participant: Participant): readonly SearchField[] {
  return [
    participant.participant_name,
    participant.participant_arabic_name,
    participant.email,
    participant.participant_nid,
    participant.participant_phone_number,
  ];
}

/** §5: attendance and assessment rows match on user name, NID and id. */
export function userRowFields(row: AttendanceRow | AssessmentRow): readonly SearchField[] {
  return [row.user_name, row.user_nid, row.id];
}
