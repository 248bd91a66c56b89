import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_KEY } from '../../../src/core/navigation/return-to';
import { $toasts } from '../../../src/core/toasts/toasts';
import { SETTINGS_PATH, SIGN_OUT } from '../../../src/react/shell/profile-menu';
import {
  $,
  $$,
  click,
  envelope,
  mountShell,
  seedSession,
  selectMenuItem,
  signedIn,
  stubApi,
  text,
  unmountAll,
  USER,
  type RawButton,
} from './helpers';

const YEAR = new Date().getFullYear();

afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

const toggle = (shell: Awaited<ReturnType<typeof mountShell>>) => $(shell, '[part="dashboard-toggle"]');
const menuLabels = (shell: Awaited<ReturnType<typeof mountShell>>) =>
  $$(shell, 'sl-menu-item').map((item) => text(item));

describe('academy-shell: dashboard toggle', () => {
  it.each([[['Instructor', 'Student']], [['trainer', 'learner']], [['INSTRUCTOR', 'student']]])(
    'shows for roles %j when the page enables it',
    async (roles) => {
      seedSession({ roles });
      stubApi({ roles });
      const shell = await mountShell({ dashboardToggle: true });
      await signedIn(shell);
      const group = toggle(shell);
      expect(group).not.toBeNull();
      expect(group?.getAttribute('role')).toBe('group');
      expect(group?.getAttribute('aria-label')).toBe('Dashboard view');
      const options = $$(shell, '[part="dashboard-toggle"] button');
      expect(options.map((option) => text(option))).toEqual(['Learner', 'Trainer']);
      // The trainer view is primary for trainers and instructors.
      expect(options.map((option) => option.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    },
  );

  // A trainer-only account has no learner side to switch to (#29 item 9).
  it.each([[['learner']], [['Student']], [[]], [['trainer']], [['INSTRUCTOR']]])(
    'is hidden for roles %j',
    async (roles) => {
      seedSession({ roles });
      stubApi({ roles });
      const shell = await mountShell({ dashboardToggle: true });
      await signedIn(shell);
      expect(toggle(shell)).toBeNull();
    },
  );

  it('is hidden for a trainer and learner when the page does not enable it', async () => {
    seedSession({ roles: ['trainer', 'learner'] });
    stubApi({ roles: ['trainer', 'learner'] });
    const shell = await mountShell({ dashboardToggle: false });
    await signedIn(shell);
    expect(toggle(shell)).toBeNull();
    const defaulted = await mountShell();
    await signedIn(defaulted);
    expect(toggle(defaulted)).toBeNull();
  });

  it('switches the shared dashboard view for a user with both roles', async () => {
    seedSession({ roles: ['Instructor', 'Student'] });
    stubApi({ roles: ['Instructor', 'Student'] });
    const shell = await mountShell({ dashboardToggle: true });
    await signedIn(shell);
    const [learner, trainer] = $$(shell, '[part="dashboard-toggle"] button');
    click(learner ?? null);
    await vi.waitFor(() => expect(learner?.getAttribute('aria-pressed')).toBe('true'));
    expect(trainer?.getAttribute('aria-pressed')).toBe('false');
    const { $dashboardView } = await import('../../../src/core/roles/dashboard-view');
    expect($dashboardView.get()).toBe('learner');
  });
});

describe('academy-shell: header', () => {
  beforeEach(() => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
  });

  it('has a labelled nav landmark, a brand link home, a tickets link and a skip link to the content', async () => {
    const shell = await mountShell();
    await signedIn(shell);
    expect($(shell, 'header[part="header"]')).not.toBeNull();
    expect($(shell, 'nav')?.getAttribute('aria-label')).toBe('Main navigation');
    const brand = $(shell, 'a.brand');
    expect(brand?.getAttribute('href')).toBe('/dashboard');
    expect(text(brand)).toBe('Aman Academy');
    expect(brand?.querySelector('img')?.getAttribute('alt')).toBe('');
    const tickets = $(shell, '[data-action="tickets"]');
    expect(tickets?.getAttribute('href')).toBe('/support/tickets');
    expect(text(tickets)).toBe('Support tickets');
    click(tickets);
    expect(shell.navigations).toEqual(['/support/tickets']);
    const main = $(shell, 'main');
    expect(main?.id).toBe('content');
    expect(main?.getAttribute('part')).toBe('content');
    expect(main?.querySelector('slot')).not.toBeNull();
    const skip = $(shell, 'a.skip-link');
    expect(text(skip)).toBe('Skip to content');
    expect(skip?.getAttribute('href')).toBe('#content');
  });

  it('labels every control of the header', async () => {
    const shell = await mountShell();
    await signedIn(shell);
    for (const control of $$(shell, 'header button, header a')) expect(text(control)).not.toBe('');
    expect(text($(shell, 'button.profile-trigger'))).toBe('Profile menu Omar Haddad');
  });

  it('shows the academy name in the current language', async () => {
    const shell = await mountShell();
    await signedIn(shell);
    click($(shell, '[data-action="language"]'));
    await vi.waitFor(() => expect(text($(shell, '.brand-name'))).toBe('أكاديمية أمان'));
  });
});

describe('academy-shell: language switch', () => {
  it('offers the other language in its own language and flips lang and dir on the host', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    expect(shell.host.getAttribute('dir')).toBe('ltr');
    const button = $(shell, '[data-action="language"]');
    expect(button?.querySelector('[lang]')?.getAttribute('lang')).toBe('ar');
    expect(text(button?.querySelector('[lang]'))).toBe('العربية');
    expect(text(button)).toBe('Switch language to العربية');

    click(button);
    await vi.waitFor(() => expect(shell.host.getAttribute('dir')).toBe('rtl'));
    expect(shell.host.getAttribute('lang')).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    const label = $(shell, '[data-action="language"] [lang]');
    expect(label?.getAttribute('lang')).toBe('en');
    expect(text(label)).toBe('English');
    expect(text($(shell, '[data-action="language"]'))).toBe('تغيير اللغة إلى English');

    click($(shell, '[data-action="language"]'));
    await vi.waitFor(() => expect(shell.host.getAttribute('dir')).toBe('ltr'));
  });

  it('tells the host which language the user chose (academy-language-change), both ways', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    const heard: { lang: string; from: EventTarget | null }[] = [];
    const listener = (event: DocumentEventMap['academy-language-change']) =>
      heard.push({ lang: event.detail.lang, from: event.composedPath()[0] ?? null });
    document.addEventListener('academy-language-change', listener);
    click($(shell, '[data-action="language"]'));
    await vi.waitFor(() => expect(heard.map((event) => event.lang)).toEqual(['ar']));
    await vi.waitFor(() => expect(shell.host.getAttribute('dir')).toBe('rtl'));
    click($(shell, '[data-action="language"]'));
    await vi.waitFor(() => expect(heard.map((event) => event.lang)).toEqual(['ar', 'en']));
    document.removeEventListener('academy-language-change', listener);
    expect(
      heard.every((event) => event.from === shell.host),
      'sent by the element',
    ).toBe(true);
  });
});

describe('academy-shell: profile menu', () => {
  it('shows name, Arabic name, email and the NID label with the national ID', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    const summary = $(shell, '.profile-summary');
    expect(text(summary?.querySelector('.profile-name'))).toBe('Omar Haddad');
    const arabic = summary?.querySelector('[data-field="arabic-name"]');
    expect(text(arabic)).toBe('عمر حداد');
    expect(arabic?.getAttribute('lang')).toBe('ar');
    expect(text(summary?.querySelector('[data-field="email"]'))).toBe('omar@example.com');
    expect(text(summary?.querySelector('[data-field="nid"]'))).toBe('NID1029384756');
    expect(text(summary?.querySelector('.profile-nid-label'))).toBe('NID');
    // The menu is named by the user's name and described by the details.
    const menu = $(shell, 'sl-menu');
    const nameId = menu?.getAttribute('aria-labelledby') ?? '';
    expect(text(shell.shadow.getElementById(nameId))).toBe('Omar Haddad');
  });

  it('leaves out the Arabic name and NID when the user has none', async () => {
    const user = { ...USER, arabic_name: '  ', nid: null };
    seedSession({ roles: ['learner'], user });
    stubApi({ roles: ['learner'], user });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect($(shell, '[data-field="email"]')).not.toBeNull());
    expect($(shell, '[data-field="arabic-name"]')).toBeNull();
    expect($(shell, '[data-field="nid"]')).toBeNull();
    expect(text($(shell, '.profile-summary'))).not.toContain('NID');
  });

  it('uses the user as refreshed from user/current, not only the stored copy', async () => {
    seedSession({ roles: ['learner'], user: { ...USER, nid: null } });
    stubApi({ roles: ['learner'], user: { ...USER, nid: '5550001111' } });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(text($(shell, '[data-field="nid"] bdi'))).toBe('5550001111'));
  });

  it('opens profile settings', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    expect(menuLabels(shell)[0]).toBe('Profile settings');
    selectMenuItem(shell, SETTINGS_PATH);
    expect(shell.navigations).toEqual(['/profile/settings']);
  });
});

const BUTTONS: RawButton[] = [
  {
    id: 1,
    title: 'Code of conduct',
    title_ar: 'مدونة السلوك',
    status: 1,
    on_page: 'dashboard',
    visible_for_role_name: 'trainer',
  },
  {
    id: 2,
    title: 'Student guide',
    title_ar: null,
    status: '1',
    on_page: 'Dashboard',
    visible_for_role_name: 'LEARNER',
  },
  { id: 3, title: 'Inactive notice', status: 0, on_page: 'dashboard', visible_for_role_name: 'trainer' },
  { id: 4, title: 'Profile page only', status: 1, on_page: 'profile', visible_for_role_name: 'trainer' },
  { id: 5, title: 'Admins only', status: 1, on_page: 'dashboard', visible_for_role_name: 'admin' },
  {
    id: 6,
    title: 'Instructor notes',
    title_ar: 'ملاحظات المدرّب',
    status: 1,
    on_page: 'dashboard',
    visible_for_role_name: 'INSTRUCTOR',
  },
];

describe('academy-shell: dynamic buttons', () => {
  it('lists active dashboard buttons for the user roles (case-insensitive, aliases included)', async () => {
    seedSession({ roles: ['Instructor', 'Student'] });
    const api = stubApi({ roles: ['Instructor', 'Student'], buttons: BUTTONS });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect($$(shell, 'sl-menu-item[data-button-id]')).toHaveLength(3));
    expect(api.calls()).toContain('GET base/dynamic/button/mine');
    expect($$(shell, 'sl-menu-item[data-button-id]').map((item) => text(item))).toEqual([
      'Code of conduct',
      'Student guide',
      'Instructor notes',
    ]);
    expect(menuLabels(shell)).toEqual([
      'Profile settings',
      'Code of conduct',
      'Student guide',
      'Instructor notes',
      'Sign out',
    ]);

    selectMenuItem(shell, '/content/dynamic-button/1');
    expect(shell.navigations).toEqual(['/content/dynamic-button/1']);
  });

  it('uses title_ar in Arabic when present', async () => {
    seedSession({ roles: ['Instructor', 'Student'], language: 'ar' });
    stubApi({ roles: ['Instructor', 'Student'], buttons: BUTTONS });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect($$(shell, 'sl-menu-item[data-button-id]')).toHaveLength(3));
    expect($$(shell, 'sl-menu-item[data-button-id]').map((item) => text(item))).toEqual([
      'مدونة السلوك',
      'Student guide',
      'ملاحظات المدرّب',
    ]);
  });

  it('shows only buttons for a learner to a learner', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'], buttons: BUTTONS });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() =>
      expect($$(shell, 'sl-menu-item[data-button-id]').map((item) => text(item))).toEqual(['Student guide']),
    );
  });

  it('hides the list when the buttons fail to load (the store toasts once)', async () => {
    seedSession({ roles: ['trainer'] });
    const api = stubApi({
      roles: ['trainer'],
      buttons: BUTTONS,
      routes: { 'GET base/dynamic/button/mine': () => envelope(null, 404, 'Not found') },
    });
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(text($(shell, '.toaster'))).toContain('Failed to load dynamic buttons'));
    expect(api.calls()).toContain('GET base/dynamic/button/mine');
    expect($$(shell, 'sl-menu-item[data-button-id]')).toHaveLength(0);
    expect(menuLabels(shell)).toEqual(['Profile settings', 'Sign out']);
    expect($toasts.get()).toHaveLength(1);
  });
});

describe('academy-shell: footer', () => {
  it('shows the year-stamped copyright in English and in Arabic, each in its digits (Gregorian year)', async () => {
    seedSession({ roles: ['learner'] });
    stubApi({ roles: ['learner'] });
    const shell = await mountShell();
    await signedIn(shell);
    const footer = () => $(shell, 'footer[part="footer"]');
    expect(text(footer())).toBe(`© ${YEAR} Aman Academy. All rights reserved.`);
    click($(shell, '[data-action="language"]'));
    const arabicYear = String(YEAR).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    await vi.waitFor(() => expect(text(footer())).toBe(`© ${arabicYear} أكاديمية أمان. جميع الحقوق محفوظة.`));
  });
});

describe('academy-shell: session', () => {
  it('shows the chrome at once from the stored user while user/current is still being checked', async () => {
    seedSession({ roles: ['learner'] });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      roles: ['learner'],
      routes: { 'GET user/current': async () => (await gate, envelope({ ...USER, roles: ['learner'] })) },
    });
    const shell = await mountShell();
    await vi.waitFor(() => expect($(shell, 'header')).not.toBeNull());
    expect($(shell, 'main')).not.toBeNull();
    expect($(shell, '[part="loading"]')).toBeNull();
    release();
    await signedIn(shell);
  });

  it('remembers the page and sends a signed-out visitor to /auth/login', async () => {
    seedSession({ user: null, path: '/support/tickets?status=1' });
    const api = stubApi({ roles: [] });
    const shell = await mountShell();
    await vi.waitFor(() => expect(shell.navigations).toEqual(['/auth/login']));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/support/tickets?status=1');
    expect(api.calls()).not.toContain('GET base/dynamic/button/mine');
    expect($(shell, 'header')).toBeNull();
  });

  it('does not redirect on an /auth/ page and shows only brand, language and content there', async () => {
    seedSession({ user: null, path: '/auth/signup' });
    stubApi({ roles: [] });
    const shell = await mountShell({ dashboardToggle: true });
    await vi.waitFor(() => expect($(shell, 'header')).not.toBeNull());
    expect(shell.navigations).toEqual([]);
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect($(shell, 'sl-dropdown')).toBeNull();
    expect($(shell, '[data-action="tickets"]')).toBeNull();
    expect($(shell, '[data-action="language"]')).not.toBeNull();
    expect($(shell, 'main slot')).not.toBeNull();
  });

  it('signs out: calls auth/logout, clears the stored session, then goes to /auth/login', async () => {
    seedSession({ roles: ['learner'] });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({
      roles: ['learner'],
      routes: { 'POST auth/logout': async () => (await gate, envelope(null)) },
    });
    localStorage.setItem('user_permissions', JSON.stringify(['view dashboard']));
    const shell = await mountShell();
    await signedIn(shell);
    await vi.waitFor(() => expect(localStorage.getItem('user_permissions')).toBe('["view dashboard"]'));

    selectMenuItem(shell, SIGN_OUT);
    const signOut = () =>
      $$<HTMLElement & { loading: boolean; disabled: boolean }>(shell, 'sl-menu-item').find(
        (item) => (item as unknown as { value: string }).value === SIGN_OUT,
      );
    await vi.waitFor(() => expect(signOut()?.loading).toBe(true));
    expect(signOut()?.disabled).toBe(true);
    expect(text(signOut())).toBe('Signing out…');
    expect($(shell, 'button.profile-trigger')?.getAttribute('aria-busy')).toBe('true');
    expect(api.calls()).toContain('POST auth/logout');
    // Selecting again while pending does not call the server twice.
    selectMenuItem(shell, SIGN_OUT);
    expect(api.calls().filter((call) => call === 'POST auth/logout')).toHaveLength(1);
    expect(shell.navigations).toEqual([]);

    release();
    await vi.waitFor(() => expect(shell.navigations).toEqual(['/auth/login']));
    expect(shell.events).toEqual(['academy-logout']);
    for (const key of ['auth_token', 'auth_user', 'user_roles', 'user_permissions']) {
      // The stores write empty values ('' / 'null' / '[]') rather than deleting the keys.
      expect([null, '', 'null', '[]']).toContain(localStorage.getItem(key));
    }
    // Our own sign-out does not remember the page as a place to come back to.
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    await vi.waitFor(() => expect($(shell, 'header')).toBeNull());
  });
});
