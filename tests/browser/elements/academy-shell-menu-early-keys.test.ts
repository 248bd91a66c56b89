// <academy-shell>'s profile menu opened from the keyboard before its chunk arrived, in Arabic, in real Chromium
// with the chunk's fetch held (scripts/wtr-chunk-gate.mjs, this page only): ArrowDown is kept and, once the chunk
// comes, opens the menu with focus on its first item, as Shoelace does when its code is already there (#35).
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { shellAr } from '../../../src/core/shell/strings/ar';
import '../../../src/elements/academy-shell';
import {
  deepActiveElement,
  mount,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

type Dropdown = HTMLElement & { open: boolean };
const gate = async (mode: 'hold' | 'open') =>
  (await realInput()).executeServerCommand('chunk-gate', { file: 'profile-menu-panel', mode });

describe('<academy-shell> profile menu from the keyboard before its chunk arrived (ar)', () => {
  let restore: () => void;
  beforeEach(() => {
    resetPage();
    setLanguage('ar');
    restore = stubFetch(sessionRoutes).restore;
  });
  afterEach(async () => {
    await gate('open');
    restore();
    resetPage();
  });

  it('opens on ArrowDown once the chunk comes, focus on the first item, then Escape gives it back', async () => {
    await gate('hold');
    $token.set('t');
    $storedUser.set({ ...USER, id: String(USER.id) } as User);
    const el = mount('<academy-shell><p>صفحة</p></academy-shell>');
    const trigger = await shadowQuery<HTMLButtonElement>(el, 'sl-dropdown > button.profile-trigger');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => trigger.textContent?.includes(USER.arabic_name) ?? false, 'the Arabic name');
    expect(trigger.textContent).to.contain(shellAr.shell.profileMenu);
    const dropdown = el.shadowRoot!.querySelector<Dropdown>('sl-dropdown')!;
    expect(dropdown.matches(':defined')).to.equal(false);

    const { sendKeys } = await realInput();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => trigger.getAttribute('aria-busy') === 'true', 'busy past 300 ms');
    const shown = new Promise((resolve) => dropdown.addEventListener('sl-after-show', resolve, { once: true }));
    await gate('open');
    await shown;
    const first = el.shadowRoot!.querySelector('sl-menu-item')!;
    await waitFor(() => deepActiveElement() === first, 'first item focused');
    expect(first.textContent?.trim()).to.equal(shellAr.shell.profileSettings);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => deepActiveElement() === el.shadowRoot!.querySelectorAll('sl-menu-item')[1], 'sign-out');
    const hidden = new Promise((resolve) => dropdown.addEventListener('sl-after-hide', resolve, { once: true }));
    await sendKeys({ press: 'Escape' });
    await hidden;
    expect(deepActiveElement()).to.equal(trigger);
  });
});
