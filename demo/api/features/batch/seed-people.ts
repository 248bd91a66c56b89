import type { FixtureRow } from '../../db/fixtures';
import { BATCH_ID, FIRE_MORNING_EXTRA_PARTICIPANTS } from './ids';

// Batch 2401's 54 generated people, who fill its roster to 62 (the batch page): every given name with every family
// name. Generated rather than written out: 108 near-identical rows (people and places) in the fixtures otherwise.

/** Given names [English, Arabic] and family names of the generated people. */
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

/** The twelve named people in fixtures/participants.json (ids 203 … 214) come first: numbering continues after them. */
const NAMED_OTHERS = 12;
/** Batch 2401's places of the generated people: ids 9 … 62, after its eight named places (fixtures/batch_participants.json). */
const FIRST_PLACE = 9;

/** The generated people (ids 215 … 268). */
export function extraPeople(): FixtureRow[] {
  return FIRE_MORNING_EXTRA_PARTICIPANTS.map((id, n) => {
    const [given, givenAr] = GIVEN[n % GIVEN.length]!;
    const [family, familyAr] = FAMILY[Math.floor(n / GIVEN.length)]!;
    const name = `${given} ${family}`;
    const index = NAMED_OTHERS + n;
    return {
      id,
      user_id: null,
      name,
      arabic_name: `${givenAr} ${familyAr}`,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@participants.academy.test`,
      nid: `784-199${index % 10}-${String(3000000 + id)}-${(index % 9) + 1}`,
      // Every seventh has no phone (the table shows 'N/A').
      phone_number: n % 7 === 3 ? null : `+971 55 200 ${String(1000 + n)}`,
      company: index % 2 === 0 ? 'Gulf Guarding Services' : 'Harbour Facilities Management',
      position: index % 3 === 0 ? 'Shift Supervisor' : 'Security Officer',
    };
  });
}

/** Their places in batch 2401, in roster order. */
export function extraPlaces(): FixtureRow[] {
  return FIRE_MORNING_EXTRA_PARTICIPANTS.map((participantId, n) => ({
    id: FIRST_PLACE + n,
    batch_id: BATCH_ID.fireMorning,
    participant_id: participantId,
    status: 'Active',
    enrollment_date: { $at: 'day-28' },
  }));
}
