// Touch targets of <academy-tickets> (list, detail, create) and <academy-profile> on a 390 px phone (issue #37,
// WCAG 2.5.8), English and Arabic.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-profile';
import '../../../src/elements/academy-tickets';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

const TYPES = [{ id: 1, name_en: 'Technical Support', name_ar: 'الدعم الفني', value: 'technical', label: 'Technical' }];
const ticket = (n: number, over: Record<string, unknown> = {}) => ({
  id: n,
  no: 240100 + n,
  title: `Ticket ${n}`,
  name: 'Sara Ali',
  status: [1, 2, 3, 9][n % 4],
  replies: 2,
  created_at: '2026-11-01T10:00:00Z',
  ...over,
});
const TABLE = {
  rows: Array.from({ length: 10 }, (_, index) => ticket(index + 1)),
  row_numbers: { current_page: 1, per_page: 10, total: 27, last_page: 3, from: 1, to: 10 },
};
const DETAIL = ticket(24, {
  status: 1,
  description: '<p>The quiz timer ran out early. See <a href="https://example.com/help">the help page</a> too.</p>',
  histories: [
    { id: 1, content: '<p>We are looking.</p>', user: { name: 'Support' }, created_at: '2026-11-02T10:00:00Z' },
  ],
});

let restore: (() => void) | undefined;

async function mountSignedIn(html: string, ready: string): Promise<HTMLElement> {
  restore = stubFetch({
    ...sessionRoutes,
    'POST base/support/type/table': TYPES,
    'POST support/ticket/table': TABLE,
    'support/ticket/get/240124': DETAIL,
    'base/activity/history/user/name/7': [
      { id: 1, type: 'login', icon: 'login', message: 'Signed in', created_at: new Date().toISOString() },
    ],
    'user/mail/preferences': [{ kind: 'attendance-marked', email: true }],
  }).restore;
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(html);
  await shadowQuery(el, ready);
  return el;
}

const PAGES = [
  ['tickets list', '<academy-tickets></academy-tickets>', 'tbody tr, [part~=row]'],
  ['ticket detail', '<academy-tickets view="detail" ticket-no="240124"></academy-tickets>', '[part~=reply]'],
  ['ticket create', '<academy-tickets view="create"></academy-tickets>', 'form'],
  ['profile', '<academy-profile></academy-profile>', 'form'],
] as const;

describe('<academy-tickets> and <academy-profile> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const [name, html, ready] of PAGES) {
      it(`${name}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const el = await mountSignedIn(html.replace('>', ` lang="${lang}">`), ready);
        await waitFor(() => shownControls(el) > 1, 'controls');
        expect(undersizedTargets(el)).to.deep.equal([]);
        expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }
  }
});
