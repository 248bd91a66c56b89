import type { UserRecord } from '../../types';
import { other, PARTICIPANT } from './ids';
import type { ParticipantRecord } from './types';

// Roster people: the two demo accounts that take courses, twelve who cannot sign in (fuller batches), and 54
// generated ones who fill batch 2401 to 62 (the batch page).

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

/** Given names [English, Arabic] and family names of batch 2401's generated extra people (batch page, 60+ rows). */
const GIVEN: [string, string][] = [
  ['Ahmed', 'أحمد'],
  ['Sara', 'سارة'],
  ['Mohammed', 'محمد'],
  ['Layan', 'ليان'],
  ['Abdullah', 'عبدالله'],
  ['Reem', 'ريم'],
  ['Faisal', 'فيصل'],
  ['Hind', 'هند'],
  ['Tariq', 'طارق'],
  ['Dana', 'دانة'],
  ['Majid', 'ماجد'],
  ['Amal', 'أمل'],
  ['Zayed', 'زايد'],
  ['Lubna', 'لبنى'],
  ['Imran', 'عمران'],
  ['Shamma', 'شما'],
  ['Nabil', 'نبيل'],
  ['Wafa', 'وفاء'],
];
const FAMILY: [string, string][] = [
  ['Al Hashimi', 'الهاشمي'],
  ['Al Suwaidi', 'السويدي'],
  ['Khoury', 'خوري'],
];

/** The extra people's [English name, Arabic name, phone or null]: every given name with every family name (54). */
const EXTRA: [string, string, string | null][] = FAMILY.flatMap(([family, familyAr], row) =>
  GIVEN.map(([given, givenAr], column): [string, string, string | null] => {
    const n = row * GIVEN.length + column;
    // Every seventh has no phone (the table shows 'N/A').
    return [`${given} ${family}`, `${givenAr} ${familyAr}`, n % 7 === 3 ? null : `+971 55 200 ${String(1000 + n)}`];
  }),
);

/** The roster people: the demo accounts (linked by username; auth seeds them first), then the others. */
export function seedParticipants(accounts: ReadonlyMap<string, UserRecord>): ParticipantRecord[] {
  const linked: [number, string][] = [
    [PARTICIPANT.learner, 'learner'],
    [PARTICIPANT.both, 'both'],
  ];
  const people: ParticipantRecord[] = [];
  for (const [id, username] of linked) {
    const user = accounts.get(username);
    if (!user) continue;
    people.push({
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
  [...OTHERS, ...EXTRA].forEach(([name, arabicName, phone], index) => {
    const id = other(index + 1);
    people.push({
      id,
      user_id: null,
      name,
      arabic_name: arabicName,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@participants.academy.test`,
      nid: `784-199${index % 10}-${String(3000000 + id)}-${(index % 9) + 1}`,
      phone_number: phone,
      company: index % 2 === 0 ? 'Gulf Guarding Services' : 'Harbour Facilities Management',
      position: index % 3 === 0 ? 'Shift Supervisor' : 'Security Officer',
    });
  });
  return people;
}
