// A signed-in page for tests that mount several elements: the session stores set, fetch stubbed, a learner dashboard.
import type { User } from '../../../src/core/api/user';
import { $roles, $storedUser, $token } from '../../../src/core/session/storage';
import { mount, sessionRoutes, shadowQuery, stubFetch, USER } from './helpers';

/** A mounted element and how to undo its fetch stub. */
export type Mounted = { el: HTMLElement; restore: () => void };

/** Sets the session stores as a signed-in user with `roles`. */
export function signIn(roles: string[] = ['learner']): void {
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles } as User);
  $roles.set(roles);
}

/** Stubs `routes` with a signed-in session and mounts `html`, resolved once `ready` is in its shadow root. */
export async function mountSignedIn(
  html: string,
  ready: string,
  routes: Record<string, unknown> = {},
): Promise<Mounted> {
  const { restore } = stubFetch({ ...sessionRoutes, ...routes });
  signIn();
  const el = mount(html);
  await shadowQuery(el, ready);
  return { el, restore };
}

/** A learner dashboard answer with one course and one live exam. */
export const LEARNER_DASHBOARD = {
  active_courses: [
    { title: 'Course 1', progress: '40', batch_no: 'B-1', batch_participant_course_progress_id: 901, students: 12 },
  ],
  schedule: [],
  upcoming_exams: [{ no: 'E1', title: 'Live exam', status: 'Live', start_date_time: '2026-11-22T10:00:00Z' }],
  previous_exams: [],
  completed_courses: [],
  achievements: [],
};
