import { COURSE } from '../course/directory';
import { PERF_BATCH_ID, PERF_BATCH_NO, PERF_LECTURE_ID, VENUE } from './ids';
import { atLocal, localDate, todaySpans } from '../../local-time';
import type {
  AssessmentCriterionRecord,
  BatchParticipantRecord,
  BatchRecord,
  Enrolment,
  LectureRecord,
  ParticipantRecord,
} from './types';

// The 2,000-participant performance batch (issue #13 bench), built on demand and never stored, so a reset stays as
// quick as the seed and the demo's lists keep their size. People are generated once per process; dates and the
// lecture follow the clock, so the lecture is always running when asked.

/** Participants in the performance batch. */
const PERF_SIZE = 2000;
/** Its participant ids are PERF_FIRST_PARTICIPANT … PERF_FIRST_PARTICIPANT + 1999 (apart from the seeded roster people's). */
const PERF_FIRST_PARTICIPANT = 100_001;

const GIVEN: [string, string][] = [
  ['Adel', 'عادل'],
  ['Bushra', 'بشرى'],
  ['Camal', 'كمال'],
  ['Dalia', 'داليا'],
  ['Ehab', 'إيهاب'],
  ['Farah', 'فرح'],
  ['Ghassan', 'غسان'],
  ['Hala', 'هالة'],
  ['Issa', 'عيسى'],
  ['Jana', 'جنى'],
  ['Karim', 'كريم'],
  ['Lina', 'لينا'],
  ['Mazen', 'مازن'],
  ['Nada', 'ندى'],
  ['Osama', 'أسامة'],
  ['Rana', 'رنا'],
  ['Sami', 'سامي'],
  ['Tala', 'تالا'],
  ['Walid', 'وليد'],
  ['Yara', 'يارا'],
];
const FAMILY: [string, string][] = [
  ['Haddad', 'حداد'],
  ['Nasser', 'ناصر'],
  ['Saleh', 'صالح'],
  ['Karam', 'كرم'],
  ['Aziz', 'عزيز'],
  ['Fares', 'فارس'],
  ['Mansour', 'منصور'],
  ['Qasim', 'قاسم'],
  ['Rahim', 'رحيم'],
  ['Zaki', 'زكي'],
  ['Bakr', 'بكر'],
  ['Hamdan', 'حمدان'],
];

let people: ParticipantRecord[] | undefined;

/** The generated people, made once (about a millisecond): every name pair, numbered so each is distinct. */
function perfPeople(): ParticipantRecord[] {
  people ??= Array.from({ length: PERF_SIZE }, (_, index): ParticipantRecord => {
    const [given, givenAr] = GIVEN[index % GIVEN.length]!;
    const [family, familyAr] = FAMILY[Math.floor(index / GIVEN.length) % FAMILY.length]!;
    const id = PERF_FIRST_PARTICIPANT + index;
    const serial = String(index + 1).padStart(4, '0');
    return {
      id,
      user_id: null,
      name: `${given} ${family} ${serial}`,
      arabic_name: `${givenAr} ${familyAr} ${serial}`,
      email: `${given}.${family}.${serial}@perf.academy.test`.toLowerCase(),
      nid: `784-1990-${String(5_000_000 + index)}-${(index % 9) + 1}`,
      phone_number: index % 11 === 5 ? null : `+971 56 ${String(3_000_000 + index)}`,
      company: index % 2 === 0 ? 'Gulf Guarding Services' : 'Harbour Facilities Management',
      position: 'Security Officer',
    };
  });
  return people;
}

/** The batch (taught by `trainerId`) and its roster in enrolment order, relative to `now`. */
export function perfBatch(trainerId: number, now: number): { batch: BatchRecord; roster: Enrolment[] } {
  const enrolled = localDate(atLocal(now, -21, '00:00'));
  const roster = perfPeople().map((participant, index) => {
    const place: BatchParticipantRecord = {
      id: 900_000 + index,
      participant_id: participant.id,
      status: 'Active',
      enrollment_date: enrolled,
    };
    return { participant, place };
  });
  const batch: BatchRecord = {
    id: PERF_BATCH_ID,
    batch_no: PERF_BATCH_NO,
    title: 'Fire Safety — Large Cohort (2,000 participants)',
    title_ar: 'السلامة من الحرائق — الدفعة الكبيرة (2000 مشارك)',
    start_date: localDate(atLocal(now, -14, '00:00')),
    end_date: localDate(atLocal(now, 14, '00:00')),
    status: 'active',
    trainer_ids: [trainerId],
    courses: [{ id: PERF_BATCH_ID * 10 + 1, course_id: COURSE.fireSafety }],
    participants: roster.map((entry) => entry.place),
  };
  return { batch, roster };
}

/** Its one lecture: today's running span (−30 min … +90 min). */
export function perfLecture(trainerId: number, now: number): LectureRecord {
  const { running } = todaySpans(now);
  return {
    id: PERF_LECTURE_ID,
    batch_id: PERF_BATCH_ID,
    course_id: COURSE.fireSafety,
    title: 'Lecture 1: Fire Drill Briefing',
    title_ar: 'المحاضرة 1: إحاطة تدريب الحريق',
    start_at: new Date(running.start).toISOString(),
    end_at: new Date(running.end).toISOString(),
    venue: 'Main Auditorium, Dubai Campus',
    venue_ar: 'القاعة الرئيسية، حرم دبي',
    delivered_by: trainerId,
    meeting_link: null,
    venue_latitude: VENUE.dubaiCampus.latitude,
    venue_longitude: VENUE.dubaiCampus.longitude,
    venue_radius_m: VENUE.dubaiCampus.radius_m,
  };
}

/** Its one assessment criterion (two sub-criteria, no exam). */
export const PERF_CRITERIA: readonly AssessmentCriterionRecord[] = [
  {
    id: 99,
    batch_id: PERF_BATCH_ID,
    title: 'Drill Assessment',
    title_ar: 'تقييم التدريب العملي',
    exam_no: null,
    sub_criteria: [
      { id: 991, title: 'Quiz', title_ar: 'اختبار قصير', max_score: 10, weightage: 40 },
      { id: 992, title: 'Practical', title_ar: 'التطبيق العملي', max_score: 20.5, weightage: 60 },
    ],
  },
];
