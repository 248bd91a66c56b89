// The certificates section's browser tests (issue #34): batch 2401 mounted on its participants tab for its trainer,
// over a stubbed API with the given verify routes.
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import { mount, sessionRoutes, shadowQuery, stubFetch, USER } from '../support/helpers';
import { overview } from './academy-batch-exam-support';

/** One issued certificate of batch 2401 as GET verify/batch/2401 answers it. */
export const certificateRow = (no: string, name: string, state: string) => ({
  certificate_no: no,
  holder_name: name,
  issue_date: '2026-11-20',
  expires_on: null,
  state,
  revoked_at: state === 'revoked' ? '2026-11-25T10:00:00Z' : null,
});

/** Mounts `<academy-batch batch-no="2401" tab="participants">` for its trainer; `routes` add to or replace the stubs. */
export async function mountCertificatesBatch(
  routes: Record<string, unknown>,
): Promise<{ el: HTMLElement; network: ReturnType<typeof stubFetch> }> {
  const network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': [],
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount('<academy-batch batch-no="2401" tab="participants"></academy-batch>');
  await shadowQuery(el, '[part~=page]');
  return { el, network };
}
