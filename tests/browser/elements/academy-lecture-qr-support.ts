// Shared set-up of the <academy-lecture-qr> browser tests: the stubbed API's answers (the server's signed codes),
// mounting signed in as a trainer, and small shadow-DOM queries.
import { encode } from 'uqr';
import type { User } from '../../../src/core/api/user';
import { lectureQrAr } from '../../../src/core/lecture-qr/strings/ar';
import { lectureQrEn } from '../../../src/core/lecture-qr/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { QR_QUIET_ZONE, qrModulesPath } from '../../../src/core/qr/qr-path';
import { $roles, $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-lecture-qr';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';

export const en = lectureQrEn.lectureQr;
export const ar = lectureQrAr.lectureQr;
export const QR = 'POST attendance/view/qr';
export const ROSTER = 'POST attendance/lecture/roster';
export const VENUE = 'POST attendance/lecture/venue';
export const TITLE = 'Fire Safety — Morning';

/** A server-issued code: `$lecture$1001$<ms>$<entry>$<signature>` and its six digits. */
export const serverCode = (entry: string, round = 1, typed = '482913') => ({
  qr_content: `$lecture$1001$${1_700_000_000_000 + round}$${entry}$sig${round}${entry}`,
  typed_code: typed,
});
/** The three codes of one rotation (`round`), or of paper when `typed` differs. */
export const serverCodes = (round = 1, typed = '482913') => ({
  IN: serverCode('IN', round, typed),
  OUT: serverCode('OUT', round, String(Number(typed) + 1)),
  IN_OUT: serverCode('IN_OUT', round, typed),
});

/** §3 Lecture QR data with the trust fields: ONGOING with round-1 codes unless `over` says otherwise. */
export const qrData = (over: Record<string, unknown> = {}) => ({
  is_lecture_available: true,
  lecture_status: 'ONGOING',
  lecture_starts_in_time: null,
  lecture_ended_time_ago: null,
  lecture_record: {
    batch_title: TITLE,
    date: '2026-11-23',
    start_time: '09:00',
    end_time: '10:30',
    timezone: 'Asia/Dubai',
    duration_in_hours: 1.5,
  },
  qr_codes: serverCodes(1),
  print_qr_codes: serverCodes(900, '777001'),
  qr_refresh_in_ms: 15_000,
  venue_latitude: null,
  venue_longitude: null,
  venue_radius_m: null,
  ...over,
});

/** An ISO instant at a local wall-clock time today, so the shown 'at h:mm' does not depend on the runner's zone. */
export const localIso = (hours: number, minutes: number) =>
  new Date(new Date().setHours(hours, minutes, 0, 0)).toISOString();
export const person = (
  id: number,
  name: string,
  state: string,
  inAt: string | null = null,
  outAt: string | null = null,
  more: Record<string, unknown> = {},
) => ({
  participant_id: id,
  user_name: name,
  state,
  check_in_at: inAt,
  check_out_at: outAt,
  ...more,
});
export const ROSTER_ROWS = [
  person(203, 'Amal Haddad', 'checked_in', localIso(9, 4)),
  person(204, 'Badr Nasser', 'checked_in', localIso(9, 20)),
  person(205, 'Dana Saleh', 'checked_out', localIso(9, 2), localIso(9, 25)),
  person(201, 'Layla Learner', 'not_yet'),
  person(206, 'Omar Fares', 'not_yet'),
  person(207, 'Rania Zaki', 'not_yet'),
];

export let network: ReturnType<typeof stubFetch>;

/**
 * Signs a trainer in, stubs the calls (ONGOING and the roster above by default) and mounts `html` (the element, or a
 * box holding it); resolves with the element once `ready` shows in it.
 */
export async function mountLectureQr(
  routes: Record<string, unknown> = {},
  html = '<academy-lecture-qr lecture-id="1001"></academy-lecture-qr>',
  ready = '[part~=page]',
): Promise<HTMLElement> {
  const roles = ['trainer'];
  network = stubFetch({
    ...sessionRoutes,
    'user/current': { ...USER, roles },
    'roles/current': roles,
    [QR]: qrData(),
    [ROSTER]: { rows: ROSTER_ROWS, updated_at: localIso(9, 30) },
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles } as User);
  $roles.set(roles);
  const mounted = mount(html);
  const el = mounted.localName === 'academy-lecture-qr' ? mounted : mounted.querySelector('academy-lecture-qr')!;
  await shadowQuery(el, ready);
  return el;
}

export const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
export const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const text = (el: HTMLElement, selector: string) => q(el, selector)?.textContent ?? null;
export const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
export const entries = (el: HTMLElement) => qq(el, '[part~=code]').map((figure) => figure.dataset.entry);
export const selectedTab = (el: HTMLElement) => q(el, '[role=tab][aria-selected=true]')?.textContent ?? null;
export const banner = (el: HTMLElement) => waitFor(() => q<HTMLElement>(el, '[part~=status-banner]'), 'status banner');

/** The code drawn for `value` (uqr at level H, as the page draws it): its SVG path. */
export const pathFor = (value: string) => qrModulesPath(encode(value, { ecc: 'H', border: 0 }).data, QR_QUIET_ZONE);
/** The path drawn in `figure`'s code. */
export const drawnPath = (figure: Element | null) =>
  figure?.querySelector('svg[role=img] path')?.getAttribute('d') ?? null;

/** A clean page in English (resetPage forgets the saved language), for a test's second mount too. */
export function resetEnglish(): void {
  resetPage();
  setLanguage('en');
}

/** Stubs the API with `routes` alone (a guest's visit): `calls` and the tests' restore follow the new stub. */
export function replaceNetwork(routes: Parameters<typeof stubFetch>[0]): void {
  network = stubFetch(routes);
}
