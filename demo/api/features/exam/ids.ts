// The seeded exams and certificates every exam journey opens, by public number; dates relative to `seed.now`.

/** Exam numbers (`/app/exam/{examNo}/take|result|feedback`). */
export const EXAM = {
  /** Live now (batch 2401): learner and both can take it. */
  fireLive: 5001,
  /** Invitation Sent, starts in 3 days (batch 2402). */
  firstAidFinal: 5002,
  /** Ended yesterday (batch 2403), no result yet: 'view results'. */
  crowdMidterm: 5003,
  /** Cancelled (batch 2404). */
  cctvPractical: 5004,
  /** Learner: Pass 86 % (batch 2405), certificate issued. */
  guardFinal: 5005,
  /** Learner: Pass 92 % (batch 2406), certificate issued. */
  evacuationFinal: 5006,
  /** Learner: Fail 48 % (batch 2402), feedback pending (the dashboard banner). */
  firstAidPractice: 5007,
  /** Learner: Incomplete (batch 2403). */
  crowdQuiz: 5008,
  /** Learner: Not attempted (batch 2404). */
  cctvQuiz: 5009,
  /** Both: Pass 80 % (batch 2401). */
  fireQuiz: 5010,
  /** Trainer: written assignment with answers to mark (batch 2401). */
  fireAssignment: 5011,
  /** Trainer: case study report with answers to mark (batch 2402). */
  firstAidCaseStudy: 5012,
  /** Both (as trainer): role-play assessment with answers to mark (batch 2407). */
  deescalationRolePlay: 5013,
  // Issue #11 exams of batch 2401 (learner and both), open all day from 30 min ago; their papers are in features/exam.
  /** take → instructions: total timer (timer_type '2'), 5 questions, 600 s; results shown; one hostile bit in a question. */
  fireTotalTimer: 5014,
  /** take → instructions: per-question timer, 4 questions × 30 s; results hidden; after-exam feedback (9 questions). */
  fireQuestionTimer: 5015,
  /** take → instructions, exam body right-to-left: language 'Arabic', Arabic questions, provided by the Arabic brand. */
  fireArabic: 5016,
  /** take → instructions with the green card, start refused until the before-exam feedback (9 questions) is given. */
  fireFeedbackFirst: 5017,
  /** take → will-start-soon: starts 10 min after the seed (counts down, then opens). */
  fireStartsSoon: 5018,
  /** take → not-eligible: learner and both have reached the maximum attempts. */
  fireNotEligible: 5019,
  /** take → completed with the results table (learner: Pass 80 %, no certificate yet → email notice); both → instructions. */
  fireCompleted: 5020,
} as const;

/** An exam number no one has (take → 404, shown as not-available; result → data-not-available). */
export const MISSING_EXAM_NO = 5999;

/** Certificate numbers of the learner's achievements, and the expired and revoked ones the verify page shows (#34). */
export const CERTIFICATE = {
  learnerGuardFoundations: 'CERT-2405-0001',
  learnerEvacuation: 'CERT-2406-0001',
  /** Omar Haddad (participant 203), issued 800 days before the seed: past the course's 24 months. */
  expiredGuardFoundations: 'CERT-2305-0003',
  /** Fatima Al Mansoori (participant 204): revoked by the trainer (the verify feature's fixtures). */
  revokedGuardFoundations: 'CERT-2405-0104',
} as const;
