// The seeded courses and enrolments' progress records, and ids inside the courses that tests and journeys open.
// A content id is its chapter's id and its place (1111 = chapter 111, first content); a chapter id is its unit's and
// its place (111 = unit 11, first chapter).

/** Course ids (`/course/{id}/…`). */
export const COURSE = {
  /** Fire Safety Fundamentals: batch 2401, the batch with today's lectures (running now, later, finished). */
  fireSafety: 101,
  /** First Aid at Work: batch 2402, lectures on other days; learner's failed exam with feedback pending. */
  firstAid: 102,
  /** Crowd Management: batch 2403; exam ended yesterday, learner's incomplete exam. */
  crowdManagement: 103,
  /** CCTV Operations: batch 2404, online lectures with a meeting link; cancelled exam, learner's not-attempted quiz. */
  cctv: 104,
  /** Security Guard Foundations: batch 2405, finished; learner completed it (certificate), others' certificates ready. */
  guardFoundations: 105,
  /** Emergency Evacuation: batch 2406, finished; learner completed it (certificate), others' certificates ready. */
  evacuation: 106,
  /** Conflict De-escalation: batch 2407, taught by `both`. */
  deescalation: 107,
  /** Site Induction: in no batch and without content (the course viewer's "no content" state). */
  induction: 108,
} as const;

/** `batch_participant_course_progress_id` of each seeded enrolment (`/course/{courseId}/{courseProgressId}`). */
export const PROGRESS = {
  learnerFireSafety: 301,
  learnerFirstAid: 302,
  learnerCrowd: 303,
  learnerCctv: 304,
  /** Completed (100 %). */
  learnerGuardFoundations: 305,
  /** Completed (100 %). */
  learnerEvacuation: 306,
  bothFireSafety: 307,
  /** The learner's, on Fire Safety Fundamentals, but with no record yet: the get call answers null (a copied link). */
  learnerCopiedLink: 308,
} as const;

/** Fire Safety Fundamentals (course 101): 11 contents in 3 units, every content type. */
export const FIRE = {
  units: [11, 12, 13],
  chapters: [111, 112, 121, 122, 131],
  /** Video, the fire triangle (done by learner and both). */
  introVideo: 1111,
  /** PDF handbook (done by learner and both). */
  handbook: 1112,
  /** Quiz (done by learner and both). */
  triangleQuiz: 1113,
  /** Presentation, a four-slide PDF deck (done by learner and both). */
  classesSlides: 1121,
  /** Assignment (done by learner and both); the last content of unit 11. */
  hazardsAssignment: 1122,
  /** Video, opened but not finished by learner: where learner resumes; done by both. */
  extinguisherVideo: 1211,
  /** Presentation (done by both). */
  extinguisherSlides: 1212,
  /** Quiz, opened but not finished by both: where both resumes. */
  extinguisherQuiz: 1213,
  /** PDF. */
  alarmPdf: 1221,
  /** Video. */
  evacuationVideo: 1311,
  /** Assignment; the last content of the course. */
  routeAssignment: 1312,
} as const;

/** CCTV Operations (course 104): untouched by learner, 5 contents in 2 units, every content type. */
export const CCTV = {
  units: [41, 42],
  chapters: [411, 412, 421],
  introVideo: 4111,
  checklist: 4112,
  cameraSlides: 4121,
  monitoringQuiz: 4122,
  incidentAssignment: 4211,
} as const;

/** The content learner resumes Fire Safety at: the first one under 100 % (§4 resume). */
export const LEARNER_FIRE_RESUME = FIRE.extinguisherVideo;
/** The content both resumes Fire Safety at. */
export const BOTH_FIRE_RESUME = FIRE.extinguisherQuiz;
/** Fire Safety percentages the seeded entries give (the dashboard shows the same): 5 of 11 and 7 of 11 done. */
export const FIRE_PERCENT = { learner: 45, both: 64 } as const;

/** Media served at /backend/storage/course/{name} (files/, made by scripts/make-course-media.mjs). */
export const COURSE_MEDIA = {
  fireVideo: 'fire-safety-intro.webm',
  fireCaptionsEn: 'fire-safety-intro.en.vtt',
  fireCaptionsAr: 'fire-safety-intro.ar.vtt',
  firePoster: 'fire-safety-intro.png',
  fireHandbook: 'fire-safety-handbook.pdf',
  fireSlides: 'classes-of-fire-slides.pdf',
  cctvVideo: 'cctv-control-room.webm',
  cctvCaptionsEn: 'cctv-control-room.en.vtt',
  cctvCaptionsAr: 'cctv-control-room.ar.vtt',
  cctvPoster: 'cctv-control-room.png',
  cctvChecklist: 'cctv-operator-checklist.pdf',
  cctvSlides: 'cctv-camera-types-slides.pdf',
} as const;
