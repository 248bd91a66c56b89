// <academy-shell>'s profile menu asked for before its chunk (Shoelace, the panel) arrived, in real Chromium with the
// chunk's fetch failed, then held, then let through (scripts/wtr-chunk-gate.mjs, this page only): the click is kept
// and opens the menu once (no lost click, no double toggle), a wait past 300 ms is said aloud, a failed fetch shows
// Try Again, and the page stays responsive throughout (#35: a lazily loaded menu once froze the page here).
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { shellEn } from '../../../src/core/shell/strings/en';
import '../../../src/elements/academy-shell';
import {
  deepActiveElement,
  mount,
  realClick,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  tick,
  USER,
  waitFor,
} from '../support/helpers';

type Dropdown = HTMLElement & { open: boolean };
const PANEL = 'profile-menu-panel';
const gate = async (mode: 'hold' | 'fail' | 'open') =>
  (await realInput()).executeServerCommand('chunk-gate', { file: PANEL, mode });

/** A frame is drawn within a second: the page is not frozen. */
const responsive = () =>
  Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true)))),
    new Promise((resolve) => setTimeout(() => resolve(false), 1000)),
  ]);

describe('<academy-shell> profile menu asked for before its chunk arrived', () => {
  let restore: () => void;
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    restore = stubFetch(sessionRoutes).restore;
  });
  afterEach(async () => {
    await gate('open');
    restore();
    resetPage();
  });

  it('keeps the click through a failed fetch and a slow one, then opens once with focus on its button', async () => {
    await gate('fail');
    $token.set('t');
    $storedUser.set({ ...USER, id: String(USER.id) } as User);
    const el = mount('<academy-shell><p>Page</p></academy-shell>');
    const trigger = await shadowQuery<HTMLButtonElement>(el, 'sl-dropdown > button.profile-trigger');
    const dropdown = el.shadowRoot!.querySelector<Dropdown>('sl-dropdown')!;
    const status = el.shadowRoot!.querySelector('.profile-menu-anchor [role=status]')!;
    // Drawn at once, named and announced as a menu button; the idle prefetch failed without a word.
    expect(dropdown.matches(':defined'), 'Shoelace not here yet').to.equal(false);
    expect(trigger.textContent?.replace(/\s+/g, ' ').trim()).to.equal(`${shellEn.shell.profileMenu} ${USER.name}`);
    expect([trigger.getAttribute('aria-haspopup'), trigger.getAttribute('aria-expanded')]).to.deep.equal([
      'true',
      'false',
    ]);
    const before = trigger.getBoundingClientRect();
    const boxBefore = dropdown.getBoundingClientRect();
    expect(before.height).to.be.at.least(24);
    await tick(300);
    expect(el.shadowRoot!.querySelector('[part~=profile-menu-failed]'), 'no failure before an ask').to.equal(null);

    await realClick(trigger);
    const failed = await shadowQuery(el, '[part~=profile-menu-failed]');
    expect(failed.querySelector('[role=alert]')?.textContent).to.contain(commonEn.errors.network);
    expect(await responsive(), 'page responsive').to.equal(true);

    await gate('hold');
    const retry = [...failed.querySelectorAll('button')].find((b) => b.textContent === commonEn.common.retry)!;
    await realClick(retry);
    expect(deepActiveElement(), 'focus kept on the menu button').to.equal(trigger);
    await waitFor(() => trigger.getAttribute('aria-busy') === 'true', 'busy past 300 ms');
    expect(status.textContent).to.equal(shellEn.shell.menuLoading);
    expect(el.shadowRoot!.querySelector('[part~=profile-menu-failed]')).to.equal(null);
    // A second click while it waits is the same ask, not a toggle.
    await realClick(trigger);
    expect(await responsive(), 'page responsive while the chunk is held').to.equal(true);

    let shows = 0;
    let hides = 0;
    dropdown.addEventListener('sl-show', () => shows++);
    dropdown.addEventListener('sl-hide', () => hides++);
    const shown = new Promise((resolve) => dropdown.addEventListener('sl-after-show', resolve, { once: true }));
    await gate('open');
    await shown;
    await tick(300);
    expect([dropdown.open, shows, hides], 'open, shown once, not hidden').to.deep.equal([true, 1, 0]);
    expect(el.shadowRoot!.querySelector('sl-dropdown > button.profile-trigger'), 'the same button').to.equal(trigger);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(trigger.hasAttribute('aria-busy')).to.equal(false);
    expect(status.textContent).to.equal('');
    expect(deepActiveElement(), 'focus on the button, as a click leaves it').to.equal(trigger);
    const after = trigger.getBoundingClientRect();
    expect([after.width, after.height], 'same size before and after').to.deep.equal([before.width, before.height]);
    // The header around it does not move as the tag upgrades: the same box, so nothing beside it shifts.
    const boxAfter = dropdown.getBoundingClientRect();
    expect([boxAfter.left, boxAfter.width], 'the menu box in place').to.deep.equal([boxBefore.left, boxBefore.width]);
    expect(el.shadowRoot!.querySelector('[data-field=email]')?.textContent).to.equal(USER.email);
    expect(await responsive(), 'page responsive with the menu open').to.equal(true);

    // From here it is Shoelace's menu as before: Escape closes it and focus returns to the button.
    const hidden = new Promise((resolve) => dropdown.addEventListener('sl-after-hide', resolve, { once: true }));
    await (await realInput()).sendKeys({ press: 'Escape' });
    await hidden;
    expect(dropdown.open).to.equal(false);
    expect(deepActiveElement()).to.equal(trigger);
  });
});
