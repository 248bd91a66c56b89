import type { AttendanceFact, Enrolment, LectureRecord } from './types';

// Issue #34: the insights' attendance rules as counts. The attendance feature counts its stored records in SQL by the
// same rules (attendance/counts.ts) and adds the few seeded rows with these functions; the pure tests count facts.

/** A lecture's roster places by what they were: every place counted once. */
export interface LectureCounts {
  present: number;
  late: number;
  early_leave: number;
  absent: number;
  excused: number;
  unmarked: number;
}

/** One roster place over the ended lectures: those marked and not excused, attended, late, left early, absent. */
export interface LearnerCounts {
  lectures: number;
  attended: number;
  late: number;
  early_leave: number;
  absent: number;
}

/** A roster's attendance over some lectures: for each lecture, and for each roster place (in roster order). */
export interface AttendanceCounts {
  lectures: LectureCounts[];
  learners: LearnerCounts[];
}

export const emptyLecture = (): LectureCounts => ({
  present: 0,
  late: 0,
  early_leave: 0,
  absent: 0,
  excused: 0,
  unmarked: 0,
});

export const emptyLearner = (): LearnerCounts => ({ lectures: 0, attended: 0, late: 0, early_leave: 0, absent: 0 });

// FLAGGED counts as present: a flag asks the trainer to look twice (a short stay, an offline scan), the learner was
// still checked in; the batch page's grid (markOf) shows it as P or L the same way.
const isPresent = (fact: AttendanceFact) => fact.status === 'PRESENT' || fact.status === 'FLAGGED';

/** Adds one place's fact to its lecture's counts. */
export function addToLecture(counts: LectureCounts, fact: AttendanceFact): void {
  if (isPresent(fact)) {
    counts[fact.late ? 'late' : 'present'] += 1;
    if (fact.earlyLeave) counts.early_leave += 1;
  } else if (fact.status === 'ABSENT') counts.absent += 1;
  else if (fact.status === 'EXCUSED') counts.excused += 1;
  else counts.unmarked += 1;
}

/**
 * Adds one ended lecture's fact to the place's counts: a lecture counts when the place is marked and not excused (an
 * unmarked place is the trainer's gap, not the learner's absence).
 */
export function addToLearner(counts: LearnerCounts, fact: AttendanceFact): void {
  if (fact.status === null || fact.status === 'EXCUSED') return;
  counts.lectures += 1;
  if (!isPresent(fact)) counts.absent += 1;
  else {
    counts.attended += 1;
    if (fact.late) counts.late += 1;
    if (fact.earlyLeave) counts.early_leave += 1;
  }
}

/** The counts of facts given for each lecture and roster place; a learner's counts take only the ended lectures. */
export function countsOfFacts(
  roster: readonly Enrolment[],
  lectures: readonly LectureRecord[],
  facts: readonly (readonly AttendanceFact[])[],
  now: number,
): AttendanceCounts {
  const learners = roster.map(emptyLearner);
  const perLecture = lectures.map((lecture, at) => {
    const counts = emptyLecture();
    const ended = now >= Date.parse(lecture.end_at);
    roster.forEach((_, place) => {
      const fact = facts[at]?.[place];
      if (!fact) return;
      addToLecture(counts, fact);
      if (ended) addToLearner(learners[place]!, fact);
    });
    return counts;
  });
  return { lectures: perLecture, learners };
}
