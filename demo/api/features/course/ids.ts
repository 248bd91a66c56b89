// Ids inside the seeded courses that tests and journeys open; course and progress ids are in ../catalog/ids.ts.
// A content id is its chapter's id and its place (1111 = chapter 111, first content); a chapter id is its unit's and
// its place (111 = unit 11, first chapter).

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
  firePoster: 'fire-safety-intro.png',
  fireHandbook: 'fire-safety-handbook.pdf',
  fireSlides: 'classes-of-fire-slides.pdf',
  cctvVideo: 'cctv-control-room.webm',
  cctvPoster: 'cctv-control-room.png',
  cctvChecklist: 'cctv-operator-checklist.pdf',
  cctvSlides: 'cctv-camera-types-slides.pdf',
} as const;
