// Reduced motion and forced colours per element (#37): under `prefers-reduced-motion: reduce` nothing in the shadow
// root moves for longer than 0.01 s (a spinner may turn slowly); under `forced-colors: active` Tab lands on controls
// with a drawn outline (box-shadow rings vanish in forced colours).
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import '../../../src/elements/academy-dashboard';
import '../../../src/elements/academy-login';
import '../../../src/elements/academy-scanner';
import '../../../src/elements/academy-shell';
import '../../../src/elements/academy-tickets';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import { LEARNER_DASHBOARD, signIn, type Mounted } from '../support/signed-in';
import { mountCourse, network as courseNetwork } from '../support/course';
import { ACTIVE, mountExam, TAKE, useExamPage } from '../elements/academy-exam-support';
import { mountLectureQr, network as qrNetwork } from '../elements/academy-lecture-qr-support';
import { stubCamera, stubGeolocation } from '../elements/academy-scanner-support';
import { mountBatchTab } from './batch-stubs';
import { emulate, focusOutlines, motionIn, resetMedia, visible } from './motion-and-forced-colors';

const ELEMENTS: [string, () => Promise<Mounted>][] = [
  [
    'login',
    async () => {
      const el = mount('<academy-login view="login"></academy-login>');
      await shadowQuery(el, 'form button');
      return { el, restore: () => undefined };
    },
  ],
  [
    'dashboard',
    async () => {
      const { restore } = stubFetch({
        ...sessionRoutes,
        'user/current': { ...USER, roles: ['learner'] },
        'roles/current': ['learner'],
        [`reports/v2/dashboard/learner/${USER.id}`]: LEARNER_DASHBOARD,
        'base/dynamic/button/mine': [],
      });
      signIn();
      const el = mount('<academy-dashboard></academy-dashboard>');
      await shadowQuery(el, '[data-card=active-courses]');
      await waitFor(() => el.shadowRoot!.querySelector('[data-card] :is(a, button)'), 'a link in a card');
      return { el, restore };
    },
  ],
  ['batch', () => mountBatchTab('attendance', 'en')],
  [
    'course',
    async () => {
      const { el } = await mountCourse();
      await shadowQuery(el, '[part~=toc-content]');
      return { el, restore: courseNetwork.restore };
    },
  ],
  [
    'scanner',
    async () => {
      const restores = [stubFetch(sessionRoutes).restore, stubGeolocation('grant').restore, stubCamera('hang').restore];
      signIn();
      const el = mount('<academy-scanner></academy-scanner>');
      await shadowQuery(el, '[part~=page] button');
      return { el, restore: () => restores.forEach((restore) => restore()) };
    },
  ],
  [
    'shell',
    async () => {
      const { restore } = stubFetch({
        ...sessionRoutes,
        'user/notifications/unread': { unread: 1 },
        'GET user/notifications': { items: [], unread: 1, more: false },
      });
      signIn();
      const el = mount('<academy-shell><p>Page</p></academy-shell>');
      await shadowQuery(el, 'sl-dropdown sl-menu');
      await customElements.whenDefined('sl-menu-item');
      return { el, restore };
    },
  ],
  [
    'tickets',
    async () => {
      const { restore } = stubFetch({
        ...sessionRoutes,
        'POST base/support/type/table': [],
        'POST support/ticket/table': {
          rows: [{ id: 1, no: 240101, title: 'Ticket', name: 'Sara', status: 1, replies: 0, created_at: '2026-11-01' }],
          row_numbers: { current_page: 1, per_page: 10, total: 1, last_page: 1, from: 1, to: 1 },
        },
      });
      signIn();
      const el = mount('<academy-tickets></academy-tickets>');
      await shadowQuery(el, 'tbody tr, [part~=row]');
      return { el, restore };
    },
  ],
  [
    'lecture QR',
    async () => {
      const el = await mountLectureQr();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=code]'), 'the code');
      return { el, restore: qrNetwork.restore };
    },
  ],
];

/** Emulates reduced motion before mounting (motion started before the preference is not the case under test). */
async function checkReducedMotion(mountIt: () => Promise<HTMLElement>): Promise<void> {
  await emulate({ reducedMotion: 'reduce' });
  expect(matchMedia('(prefers-reduced-motion: reduce)').matches, 'emulated').to.equal(true);
  expect(motionIn(await mountIt())).to.deep.equal([]);
}

async function checkForcedColors(mountIt: () => Promise<HTMLElement>): Promise<void> {
  await emulate({ forcedColors: 'active' });
  expect(matchMedia('(forced-colors: active)').matches, 'emulated').to.equal(true);
  const stops = await focusOutlines(await mountIt());
  expect(stops.length, 'Tab reached controls in the element').to.be.above(0);
  expect(stops.filter((stop) => !visible(stop))).to.deep.equal([]);
}

describe('reduced motion and forced colours, per element', () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
    await resetMedia();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    restore = undefined;
    $chosenView.set(null);
    history.replaceState(null, '', location.pathname);
    await resetMedia();
  });

  for (const [name, mountIt] of ELEMENTS) {
    const mountKeeping = async () => {
      const mounted = await mountIt();
      restore = mounted.restore;
      return mounted.el;
    };

    it(`${name}: nothing moves under reduced motion`, () => checkReducedMotion(mountKeeping));

    it(`${name}: focused controls keep an outline in forced colours`, () => checkForcedColors(mountKeeping));
  }
});

/** The colours that can mark a tab in forced colours (backgrounds other than system ones are dropped). */
const mark = (tab: Element) => {
  const style = getComputedStyle(tab);
  return `${style.borderBlockEndColor} ${style.backgroundColor} ${style.color}`;
};

describe('forced colours keep selection and the QR code', () => {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await emulate({ forcedColors: 'active' });
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    history.replaceState(null, '', location.pathname);
    await resetMedia();
  });

  it('batch: the selected tab looks unlike the others', async () => {
    const mounted = await mountBatchTab('attendance', 'en');
    restore = mounted.restore;
    const selected = mounted.el.shadowRoot!.querySelector('.tab[aria-selected=true]')!;
    const other = mounted.el.shadowRoot!.querySelector('.tab[aria-selected=false]')!;
    expect(mark(selected)).not.to.equal(mark(other));
  });

  it('lecture QR: the selected tab looks unlike the others; the code stays black on white', async () => {
    const el = await mountLectureQr();
    restore = qrNetwork.restore;
    const code = await waitFor(() => el.shadowRoot!.querySelector('svg.qr-code'), 'the code');
    const selected = el.shadowRoot!.querySelector('.qr-tab[aria-selected=true]')!;
    const other = el.shadowRoot!.querySelector('.qr-tab[aria-selected=false]')!;
    expect(mark(selected)).not.to.equal(mark(other));
    expect(getComputedStyle(code).forcedColorAdjust).to.equal('none');
    expect(getComputedStyle(code.querySelector('path')!).fill).to.equal('rgb(0, 0, 0)');
  });
});

describe('reduced motion and forced colours, exam', () => {
  useExamPage();
  afterEach(() => resetMedia());
  const mountQuestion = () => mountExam({ [TAKE]: ACTIVE() }, 'exam-no="EX-1"', '[part~=choice] input');

  it('the running question: nothing moves under reduced motion', () => checkReducedMotion(mountQuestion));

  it('the running question: focused controls keep an outline in forced colours', () =>
    checkForcedColors(mountQuestion));
});
