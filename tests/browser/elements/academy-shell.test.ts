// <academy-shell> in real Chromium, signed in against a stubbed API: slot projection, exposed parts, brand
// tokens over the Shoelace theme, the chrome hidden in print, and the profile dropdown under real mouse and keyboard in LTR and RTL.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { BRAND_VARIANTS } from '../../../src/core/brand/variants';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { pushToast } from '../../../src/core/toasts/toasts';
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
  USER,
  waitFor,
} from '../support/helpers';

type Dropdown = HTMLElement & { open: boolean };

let network: ReturnType<typeof stubFetch>;

/** Signs in (stored token and user, validated through the stubbed user/current) and mounts a shell. */
async function mountShell(): Promise<HTMLElement> {
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-shell><p id="x">hi</p></academy-shell>');
  await shadowQuery(el, 'sl-dropdown sl-menu');
  await customElements.whenDefined('sl-menu-item');
  return el;
}

const parts = (el: HTMLElement) => ({
  dropdown: el.shadowRoot!.querySelector<Dropdown>('sl-dropdown')!,
  trigger: el.shadowRoot!.querySelector<HTMLButtonElement>('button.profile-trigger')!,
  menu: el.shadowRoot!.querySelector<HTMLElement>('sl-menu')!,
  items: [...el.shadowRoot!.querySelectorAll<HTMLElement & { value: string }>('sl-menu-item')],
});

/** Opens the profile menu with a real click and waits for the end of Shoelace's show animation. */
async function openByClick(el: HTMLElement): Promise<void> {
  const { dropdown, trigger } = parts(el);
  const shown = new Promise((resolve) => dropdown.addEventListener('sl-after-show', resolve, { once: true }));
  await realClick(trigger);
  await shown;
  expect(dropdown.open).to.equal(true);
}

function expectInViewport(element: Element, label: string): void {
  const rect = element.getBoundingClientRect();
  expect(rect.width, `${label} has width`).to.be.greaterThan(100);
  expect(rect.left, `${label} left`).to.be.at.least(0);
  expect(rect.top, `${label} top`).to.be.at.least(0);
  expect(rect.right, `${label} right`).to.be.at.most(innerWidth);
  expect(rect.bottom, `${label} bottom`).to.be.at.most(innerHeight);
}

describe('<academy-shell>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    network = stubFetch(sessionRoutes);
  });
  afterEach(() => {
    resetPage();
    network.restore();
  });

  it('validates the stored session through the API before showing the signed-in chrome', async () => {
    const el = await mountShell();
    const paths = network.calls.map((call) => call.path);
    expect(paths).to.include.members(['user/current', 'roles/current', 'permissions/current']);
    expect(el.shadowRoot!.querySelector('.profile-trigger-name')?.textContent).to.equal(USER.name);
  });

  it('an Arabic page names the user by their Arabic name in the header (#29 item 12)', async () => {
    setLanguage('ar');
    const el = await mountShell();
    await waitFor(
      () => el.shadowRoot!.querySelector('.profile-trigger-name')?.textContent === USER.arabic_name,
      'Arabic',
    );
    setLanguage('en');
    await waitFor(() => el.shadowRoot!.querySelector('.profile-trigger-name')?.textContent === USER.name, 'English');
  });

  it('projects slotted light-DOM content into the content part', async () => {
    const el = await mountShell();
    const slot = el.shadowRoot!.querySelector('slot:not([name])') as HTMLSlotElement;
    const p = document.getElementById('x')!;
    expect(slot.assignedElements()).to.deep.equal([p]);
    const content = el.shadowRoot!.querySelector('[part~=content]')!;
    expect(slot.closest('[part~=content]')).to.equal(content);
    const box = p.getBoundingClientRect();
    const area = content.getBoundingClientRect();
    expect(box.height, 'rendered').to.be.greaterThan(0);
    expect(box.top).to.be.at.least(area.top);
    expect(box.bottom).to.be.at.most(area.bottom);
  });

  it('exposes the header, content and footer parts in document order', async () => {
    const el = await mountShell();
    const part = (name: string) => el.shadowRoot!.querySelector(`[part~=${name}]`)!;
    const [header, content, footer] = [part('header'), part('content'), part('footer')];
    expect(header.localName).to.equal('header');
    expect(content.localName).to.equal('main');
    expect(footer.localName).to.equal('footer');
    expect(header.getBoundingClientRect().bottom).to.be.at.most(content.getBoundingClientRect().top + 1);
    expect(footer.textContent).to.contain(String(new Date().getFullYear()));
  });

  it('prints the content only: no header, footer or skip link on paper', async () => {
    const el = await mountShell();
    const { emulateMedia } = await realInput();
    const shown = (name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)!.checkVisibility();
    expect([shown('header'), shown('footer')]).to.deep.equal([true, true]);
    try {
      await emulateMedia({ media: 'print' });
      await waitFor(() => !shown('header'), 'header hidden in print');
      expect([shown('footer'), shown('content'), el.querySelector<HTMLElement>('#x')!.checkVisibility()]).to.deep.equal(
        [false, true, true],
      );
      expect(el.shadowRoot!.querySelector<HTMLElement>('.skip-link')?.checkVisibility() ?? false).to.equal(false);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it("the skip link is hidden until focused, then shown whole (the kit's .sr-only undone by :focus)", async () => {
    const el = await mountShell();
    const skip = el.shadowRoot!.querySelector<HTMLElement>('.skip-link')!;
    expect(skip.getBoundingClientRect().width).to.be.at.most(1);
    skip.focus();
    const box = skip.getBoundingClientRect();
    expect([
      box.width > 20,
      box.height > 10,
      getComputedStyle(skip).overflow,
      getComputedStyle(skip).whiteSpace,
    ]).to.deep.equal([true, true, 'visible', 'normal']);
  });

  it('brand tokens win over the adopted Shoelace theme', async () => {
    const el = await mountShell();
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'base, theme, feature, brand').to.equal(4);
    const main = BRAND_VARIANTS.aman.palette.primary.main;
    const host = getComputedStyle(el);
    expect(host.getPropertyValue('--academy-primary-main').trim()).to.equal(main);
    expect(host.getPropertyValue('--sl-color-primary-600').trim()).to.equal(main);
    const theme = [...el.shadowRoot!.adoptedStyleSheets[1]!.cssRules].map((rule) => rule.cssText).join('');
    expect(theme, 'the theme sets the token too, and loses').to.contain('--sl-color-primary-600');
  });

  it('opens the profile dropdown on a real click and closes it on Escape, which the page does not hear', async () => {
    const el = await mountShell();
    const { dropdown, trigger, menu } = parts(el);
    expect(dropdown.open).to.equal(false);
    await openByClick(el);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.getBoundingClientRect().height, 'menu visible').to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('[data-field=email]')?.textContent).to.equal(USER.email);
    const { sendKeys } = await realInput();
    const hidden = new Promise((resolve) => dropdown.addEventListener('sl-after-hide', resolve, { once: true }));
    const heard: string[] = [];
    const listen = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener('keydown', listen);
    await sendKeys({ press: 'Escape' }).finally(() => document.removeEventListener('keydown', listen));
    await hidden;
    expect(dropdown.open).to.equal(false);
    expect(heard, "a host's modal around the shell stays open").to.deep.equal([]);
    expect(deepActiveElement(), 'focus back on the trigger').to.equal(trigger);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`a toast does not cover the open profile menu, and goes back under the header once it closes (#29 item 13, ${lang})`, async () => {
      setLanguage(lang);
      const el = await mountShell();
      const { dropdown, menu } = parts(el);
      await openByClick(el);
      pushToast({ variant: 'success', message: { text: 'Saved.' } });
      const toast = await shadowQuery(el, '[part~=toast]');
      const a = toast.getBoundingClientRect();
      // The menu's panel: who is signed in above the items.
      for (const part of [el.shadowRoot!.querySelector('[part~=profile-summary]')!, menu]) {
        const b = part.getBoundingClientRect();
        const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlaps, `the toast over ${part.localName}`).to.equal(false);
      }
      const hidden = new Promise((resolve) => dropdown.addEventListener('sl-after-hide', resolve, { once: true }));
      await (await realInput()).sendKeys({ press: 'Escape' });
      await hidden;
      await waitFor(() => toast.getBoundingClientRect().top < innerHeight / 2, 'the toast back at the top');
    });
  }

  it('reaches and activates menu items with the keyboard', async () => {
    const el = await mountShell();
    const { dropdown, trigger, items } = parts(el);
    expect(items.map((item) => item.value)).to.deep.equal(['/profile/settings', 'sign-out']);
    const navigations: CustomEvent[] = [];
    const onNavigate = (event: CustomEvent) => {
      navigations.push(event);
      event.preventDefault();
    };
    document.addEventListener('academy-navigate', onNavigate);
    try {
      const { sendKeys } = await realInput();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => deepActiveElement() === items[0], 'first item focused');
      expect(dropdown.open).to.equal(true);
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => deepActiveElement() === items[1], 'sign-out focused');
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => deepActiveElement() === items[0], 'back to settings');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => navigations.length === 1, 'academy-navigate');
      expect(navigations[0]!.detail.path).to.equal('/profile/settings');
      await waitFor(() => !dropdown.open, 'menu closed');
      expect(
        network.calls.some((call) => call.path === 'auth/logout'),
        'did not sign out',
      ).to.equal(false);
    } finally {
      document.removeEventListener('academy-navigate', onNavigate);
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`keeps the open dropdown panel inside the viewport (${locale === 'en' ? 'LTR' : 'RTL'})`, async () => {
      setLanguage(locale);
      const el = await mountShell();
      await waitFor(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), 'dir');
      await openByClick(el);
      const { menu, trigger } = parts(el);
      expectInViewport(menu, 'menu');
      expectInViewport(el.shadowRoot!.querySelector('.profile-summary')!, 'summary');
      const panel = menu.getBoundingClientRect();
      const anchor = trigger.getBoundingClientRect();
      expect(panel.top, 'below the trigger').to.be.at.least(anchor.bottom);
    });
  }
});
