// Shared stubs of the batch's exam activity and live board browser tests (issue #33): a batch with a criterion, so
// the assessment tab (where both live) shows, and an integrity summary with every figure at 0 unless given.

/** batches/overview of batch 2401 with one assessment criterion. */
export const overview = {
  batch_id: 11,
  batch_no: 2401,
  batch_title: 'Workplace Safety',
  participant_count: 2,
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  batch_schedules: [],
  batch_courses: [],
  batch_assessment_criterias: [{ id: 5, title: 'Final' }],
};

/** An integrity summary: `over` on top of all zeros. */
export const summary = (over: Record<string, unknown> = {}) => ({
  counted: 0,
  blips: 0,
  away_count: 0,
  away_ms: 0,
  longest_away_ms: 0,
  offline_ms: 0,
  by_kind: {},
  ...over,
});
