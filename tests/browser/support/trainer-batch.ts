// <academy-batch> 2401 on its attendance tab for a signed-in trainer, at a set viewport: the set-up of the browser tests
// of one attendance view at one size (the edit dialog at 1280 × 720, the lecture tabs on a phone).
import '../../../src/elements/academy-batch';
import { mount, realInput, resetPage, sessionRoutes, stubFetch } from './helpers';
import { signIn } from './signed-in';

/** A lecture day as the batch overview lists it. */
export type Schedule = { date: string; duration: number; record_id: number };

/** What the trainer's batch holds: its lecture days, the attendance table's rows and any further stubbed routes. */
export interface TrainerBatch {
  schedules: Schedule[];
  rows?: unknown[];
  routes?: Record<string, unknown>;
}

/**
 * Around each test of the calling suite: a clean page at `viewport`; afterwards the stub and the page cleared and the
 * default 800 × 600 put back. Returns the mount: it stubs the batch and mounts it as a trainer (not yet rendered).
 */
export function useTrainerBatch(viewport: { width: number; height: number }): (batch: TrainerBatch) => HTMLElement {
  let network: ReturnType<typeof stubFetch> | undefined;
  beforeEach(async () => {
    resetPage();
    await (await realInput()).setViewport(viewport);
  });
  afterEach(async () => {
    resetPage();
    network?.restore();
    network = undefined;
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });
  return ({ schedules, rows = [], routes = {} }) => {
    network = stubFetch({
      ...sessionRoutes,
      'roles/current': ['trainer'],
      'GET batches/overview/2401': {
        batch_id: 11,
        batch_no: 2401,
        batch_title: 'Workplace Safety',
        participant_count: rows.length,
        batch_schedules: schedules,
        batch_courses: [],
        batch_assessment_criterias: [],
      },
      'GET batches/view/2401': [],
      'POST attendance/table': { rows, can_mark_attendance: true },
      ...routes,
    });
    signIn(['trainer']);
    return mount('<academy-batch batch-no="2401" tab="attendance"></academy-batch>');
  };
}
