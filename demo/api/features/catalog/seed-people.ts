import type { Data } from '../../types';
import { PARTICIPANT } from './ids';
import type { ParticipantRecord } from './types';

// Roster people: the two demo accounts that take courses, and twelve who cannot sign in (fuller batches).

/** [English name, Arabic name, phone or null (shown 'N/A')]; ids 203 … 214 in this order. */
const OTHERS: [string, string, string | null][] = [
  ['Omar Haddad', 'عمر حداد', '+971 50 100 0203'],
  ['Fatima Al Mansoori', 'فاطمة المنصوري', '+971 50 100 0204'],
  ['Yousef Karim', 'يوسف كريم', null],
  ['Mariam Saleh', 'مريم صالح', '+971 50 100 0206'],
  ['Khalid Nasser', 'خالد ناصر', '+971 50 100 0207'],
  ['Aisha Rahman', 'عائشة رحمن', '+971 50 100 0208'],
  ['Hassan Ali', 'حسن علي', null],
  ['Noura Ibrahim', 'نورة إبراهيم', '+971 50 100 0210'],
  ['Saeed Al Falasi', 'سعيد الفلاسي', '+971 50 100 0211'],
  ['Huda Qasim', 'هدى قاسم', '+971 50 100 0212'],
  ['Rashid Omran', 'راشد عمران', '+971 50 100 0213'],
  ['Salma Yousef', 'سلمى يوسف', '+971 50 100 0214'],
];

/** Participant id of the n-th (1-based) roster person who cannot sign in. */
export const other = (n: number): number => PARTICIPANT.both + n;

/** The participants collection; the demo accounts are linked by username (auth seeds them first). */
export function seedParticipants(data: Data): void {
  const linked: [number, string][] = [
    [PARTICIPANT.learner, 'learner'],
    [PARTICIPANT.both, 'both'],
  ];
  for (const [id, username] of linked) {
    const user = data.users.find((candidate) => candidate.username === username);
    if (!user) continue;
    data.participants.push({
      id,
      user_id: user.id,
      name: user.name,
      arabic_name: user.arabic_name,
      email: user.email,
      nid: user.nid,
      phone_number: '+971 50 100 0' + String(id),
      company: 'Safe Academy',
      position: 'Security Officer',
    });
  }
  OTHERS.forEach(([name, arabicName, phone], index) => {
    const id = other(index + 1);
    const record: ParticipantRecord = {
      id,
      user_id: null,
      name,
      arabic_name: arabicName,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@participants.academy.test`,
      nid: `784-199${index % 10}-${String(3000000 + id)}-${(index % 9) + 1}`,
      phone_number: phone,
      company: index % 2 === 0 ? 'Gulf Guarding Services' : 'Harbour Facilities Management',
      position: index % 3 === 0 ? 'Shift Supervisor' : 'Security Officer',
    };
    data.participants.push(record);
  });
}

/** The participant id of a signed-in user, if they take part in courses. */
export function participantOf(data: Data, userId: number): ParticipantRecord | undefined {
  return data.participants.find((participant) => participant.user_id === userId);
}
