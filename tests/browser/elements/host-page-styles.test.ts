// Host page styles stop at the element's edge (#31): every element, mounted once, is measured on a clean page and
// again under a hostile sheet (a CMS reset, a 10 px root, a loud body); every box in its shadow tree keeps its size,
// font and colour.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import '../../../src/elements/academy-content';
import '../../../src/elements/academy-dashboard';
import '../../../src/elements/academy-login';
import '../../../src/elements/academy-profile';
import '../../../src/elements/academy-scanner';
import '../../../src/elements/academy-shell';
import '../../../src/elements/academy-tickets';
import '../../../src/elements/academy-verify';
import { nextFrame, mount, resetPage, shadowQuery, USER, waitFor } from '../support/helpers';
import { LEARNER_DASHBOARD, mountSignedIn, type Mounted } from '../support/signed-in';
import { mountCourse, network as courseNetwork } from '../support/course';
import { mountBatchTab } from '../a11y/batch-stubs';
import { ACTIVE, mountExam, TAKE } from './academy-exam-support';
import { mountLectureQr, network as qrNetwork } from './academy-lecture-qr-support';
import { stubCamera, stubGeolocation } from './academy-scanner-support';

/** What real CMS themes and resets do to every element they match, the host included. */
const HOSTILE = `
* { all: unset; direction: ltr; }
html { font-size: 10px; }
body { font: italic 700 30px/3 serif; color: red; letter-spacing: 2px; word-spacing: 6px; text-transform: uppercase;
  direction: rtl; text-align: center; text-indent: 40px; white-space: pre; text-shadow: 1px 1px red; }
* { box-sizing: content-box; }
div, button, input { box-sizing: content-box; padding: 7px; margin: 3px; }
:root { color-scheme: dark; font-variant: small-caps; }
`;

/** The page's own layout, which the sheet must not move either: a block body of a fixed width, no margin. */
const PAGE_BOX = 'display:block;margin:0;padding:0;border:0;width:760px';

const ELEMENTS: [string, () => Promise<Mounted>][] = [
  [
    'academy-login',
    async () => {
      const el = mount('<academy-login view="login"></academy-login>');
      await shadowQuery(el, 'form button[type=submit]');
      return { el, restore: () => undefined };
    },
  ],
  [
    'academy-login in Arabic',
    async () => {
      const el = mount('<academy-login view="login" lang="ar"></academy-login>');
      await shadowQuery(el, 'form button[type=submit]');
      return { el, restore: () => undefined };
    },
  ],
  [
    'academy-shell',
    async () => {
      // Light DOM content the page styles itself (inline, so the sheet leaves it alone); it takes the shell's font.
      const mounted = await mountSignedIn(
        '<academy-shell><div style="display:block;margin:0;padding:0">Page</div></academy-shell>',
        'sl-dropdown sl-menu',
      );
      await customElements.whenDefined('sl-menu-item');
      return mounted;
    },
  ],
  [
    'academy-dashboard',
    () =>
      mountSignedIn('<academy-dashboard></academy-dashboard>', '[data-card] :is(a, button)', {
        [`reports/v2/dashboard/learner/${USER.id}`]: LEARNER_DASHBOARD,
      }),
  ],
  [
    'academy-exam',
    async () => {
      const el = await mountExam({ [TAKE]: ACTIVE() }, 'exam-no="EX-1"', '[part~=choice] input');
      return { el, restore: () => undefined };
    },
  ],
  [
    'academy-scanner',
    async () => {
      const stubs = [stubGeolocation('grant'), stubCamera('hang')];
      const mounted = await mountSignedIn('<academy-scanner></academy-scanner>', '[part~=page] button');
      return { el: mounted.el, restore: () => [mounted, ...stubs].forEach((stub) => stub.restore()) };
    },
  ],
  [
    'academy-lecture-qr',
    async () => {
      const el = await mountLectureQr();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=code]'), 'the code');
      await waitFor(() => el.shadowRoot!.querySelectorAll('[part~=roster-column]').length === 3, 'the roster');
      return { el, restore: qrNetwork.restore };
    },
  ],
  ['academy-batch', () => mountBatchTab('attendance', 'en')],
  [
    'academy-tickets',
    () =>
      mountSignedIn('<academy-tickets></academy-tickets>', 'tbody tr, [part~=row]', {
        'POST base/support/type/table': [],
        'POST support/ticket/table': {
          rows: [{ id: 1, no: 240101, title: 'Ticket', name: 'Sara', status: 1, replies: 0, created_at: '2026-11-01' }],
          row_numbers: { current_page: 1, per_page: 10, total: 1, last_page: 1, from: 1, to: 1 },
        },
      }),
  ],
  [
    'academy-course',
    async () => {
      const { el } = await mountCourse();
      await shadowQuery(el, '[part~=toc-content]');
      return { el, restore: courseNetwork.restore };
    },
  ],
  [
    'academy-profile',
    () =>
      mountSignedIn('<academy-profile></academy-profile>', 'form', {
        'base/activity/history/user/name/7': [],
        'user/mail/preferences': [{ kind: 'attendance-marked', email: true }],
      }),
  ],
  [
    'academy-verify',
    async () => {
      const el = mount('<academy-verify></academy-verify>');
      await shadowQuery(el, 'form input');
      return { el, restore: () => undefined };
    },
  ],
  [
    'academy-content',
    () =>
      mountSignedIn('<academy-content button-id="1"></academy-content>', '.content-body p', {
        'base/dynamic/button/1/content': {
          id: 1,
          title: 'Code of Conduct',
          title_ar: 'مدونة السلوك',
          content: '<h2>Handbook</h2><p>Mark attendance.</p>',
          file: null,
        },
      }),
  ],
];

/** Inherited and box properties a page could leak into a shadow tree (or onto the host). */
const KEYS = [
  'display',
  'boxSizing',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontVariantCaps',
  'lineHeight',
  'color',
  'letterSpacing',
  'wordSpacing',
  'textTransform',
  'textAlign',
  'textIndent',
  'textShadow',
  'whiteSpace',
  'direction',
  'colorScheme',
  'webkitTextFillColor',
] as const;

const label = (node: Element) =>
  `${node.localName}${typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;

/** Every box of the host and its shadow tree: size and the properties above, by position in the tree. */
function snapshot(host: HTMLElement): Map<string, string> {
  const nodes = [host, ...host.shadowRoot!.querySelectorAll('*')].filter(
    (node) => !['style', 'script', 'template'].includes(node.localName),
  );
  return new Map(
    nodes.map((node, index) => {
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const props = KEYS.map((key) => `${key}=${style[key]}`).join('|');
      return [
        `${index}:${node === host ? 'host' : label(node)}`,
        `${rect.width.toFixed(1)}×${rect.height.toFixed(1)}|${props}`,
      ];
    }),
  );
}

/** The first parts of two values that differ (a readable failure: "width 398.0×44.0 → 448.0×58.0"). */
function change(before: string, after: string): string {
  const a = before.split('|');
  const b = after.split('|');
  return a
    .map((part, i) => (part === b[i] ? null : `${part} → ${b[i]}`))
    .filter(Boolean)
    .slice(0, 4)
    .join(', ');
}

/** Two frames for observers, then any finite transition run to its end (a hover or mount colour fading in). */
async function settle(host: HTMLElement): Promise<void> {
  await nextFrame();
  await nextFrame();
  const finite = host.shadowRoot!.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

describe('host page styles stop at the element edge', () => {
  let mounted: Mounted | undefined;
  const hostile = new CSSStyleSheet();
  hostile.replaceSync(HOSTILE);
  // A copy: the getter returns a live array, which would follow the hostile sheet in.
  const pageSheets = [...document.adoptedStyleSheets];

  beforeEach(() => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
    document.documentElement.style.cssText = 'display:block;margin:0;padding:0';
    document.body.style.cssText = PAGE_BOX;
  });
  afterEach(() => {
    document.adoptedStyleSheets = pageSheets;
    resetPage();
    mounted?.restore();
    mounted = undefined;
    $chosenView.set(null);
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
    history.replaceState(null, '', location.pathname);
  });

  for (const [name, mountIt] of ELEMENTS) {
    it(`${name}: the same boxes, fonts and colours under a hostile page sheet`, async () => {
      mounted = await mountIt();
      const host = mounted.el;
      await settle(host);
      const clean = snapshot(host);
      document.adoptedStyleSheets = [...pageSheets, hostile];
      await settle(host);
      const underSheet = snapshot(host);
      document.adoptedStyleSheets = pageSheets;
      await settle(host);
      // A clock or a rotating code may change a box between snapshots: a leak differs from both clean ones.
      const cleanAgain = snapshot(host);
      const leaks = [...underSheet]
        .filter(([key, value]) => value !== clean.get(key) && value !== cleanAgain.get(key))
        .map(([key, value]) => `${key}: ${change(clean.get(key) ?? '', value)}`);
      expect(underSheet.size, 'boxes in the shadow tree').to.equal(clean.size);
      expect(
        leaks.length,
        `${leaks.length} of ${clean.size} boxes changed:\n${leaks.slice(0, 12).join('\n')}`,
      ).to.equal(0);
    });
  }

  it('the documented hooks still reach in under the hostile sheet: tokens, ::part, the font size and hidden', async () => {
    const hooks = new CSSStyleSheet();
    hooks.replaceSync(`academy-login { --academy-primary-main: rgb(91, 33, 182); --academy-font-sans: Georgia, serif;
      --academy-font-size: 20px; } academy-login::part(card) { box-shadow: none; }`);
    document.adoptedStyleSheets = [...pageSheets, hostile, hooks];
    const el = mount('<academy-login view="login"></academy-login>');
    const button = await shadowQuery(el, 'form button[type=submit]');
    await settle(el);
    const style = (node: Element) => getComputedStyle(node);
    expect(style(button).backgroundColor, 'a brand token').to.equal('rgb(91, 33, 182)');
    expect(style(button).fontFamily, 'the font token').to.equal('Georgia, serif');
    expect(style(el.shadowRoot!.querySelector('h1')!).fontSize, '1.5rem of a 20px element').to.equal('30px');
    // Registered as a <length>, the host's 1em reaches every descendant as pixels, not as each one's own em.
    expect(style(button).getPropertyValue('--academy-rem').trim(), 'the element rem, inherited').to.equal('20px');
    expect(style(el.shadowRoot!.querySelector('[part~=card]')!).boxShadow, '::part(card)').to.equal('none');
    el.hidden = true;
    expect(style(el).display, 'hidden').to.equal('none');
  });
});
