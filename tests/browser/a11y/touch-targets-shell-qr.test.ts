// Touch targets of <academy-shell> (profile menu shut and open, notifications open) and <academy-lecture-qr> on a
// 390 px phone (issue #37, WCAG 2.5.8), English and Arabic.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-shell';
import { mount, realClick, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import { mountLectureQr, network } from '../elements/academy-lecture-qr-support';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

let restore: (() => void) | undefined;

const note = (id: number, kind: string, read = false) => ({
  id,
  kind,
  params: { lecture: `Lecture ${id}`, lecture_ar: `المحاضرة ${id}`, start_at: '2026-11-26T07:00:00Z' },
  path: `/lectures/${id}`,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  read,
});
const NOTES = [note(3, 'lecture-soon'), note(2, 'marked-late'), note(1, 'marked-absent', true)];

async function mountShell(lang: 'en' | 'ar'): Promise<HTMLElement> {
  restore = stubFetch({
    ...sessionRoutes,
    'user/notifications/unread': { unread: 2 },
    'GET user/notifications': { items: NOTES, unread: 2, more: false },
  }).restore;
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(`<academy-shell lang="${lang}"><p>Page</p></academy-shell>`);
  await shadowQuery(el, 'sl-dropdown sl-menu');
  await customElements.whenDefined('sl-menu-item');
  return el;
}

describe('<academy-shell> and <academy-lecture-qr> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    restore = undefined;
    history.replaceState(null, '', location.pathname);
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`shell: every control is 24 × 24 px or spaced clear; profile menu shut and open; notifications open (${lang})`, async () => {
      const el = await mountShell(lang);
      await waitFor(() => shownControls(el) > 1, 'header controls');
      expect(undersizedTargets(el), 'menu shut').to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'menu shut: under 24 px even if spaced').to.deep.equal([]);
      const dropdown = el.shadowRoot!.querySelector<HTMLElement & { open: boolean }>('sl-dropdown')!;
      const shown = new Promise((resolve) => dropdown.addEventListener('sl-after-show', resolve, { once: true }));
      await realClick(el.shadowRoot!.querySelector('button.profile-trigger')!);
      await shown;
      expect(undersizedTargets(el), 'menu open').to.deep.equal([]);
      dropdown.open = false;
      await realClick(el.shadowRoot!.querySelector('[part~=notifications-button]')!);
      const panel = await waitFor(
        () => el.shadowRoot!.querySelector('[part~=notifications] .notifications-list'),
        'list',
      );
      expect(panel.querySelectorAll('a').length).to.equal(3);
      expect(undersizedTargets(el), 'notifications open').to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'notifications open: under 24 px even if spaced').to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'menu open: under 24 px even if spaced').to.deep.equal([]);
    });

    it(`lecture QR: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
      const el = await mountLectureQr({}, `<academy-lecture-qr lecture-id="1001" lang="${lang}"></academy-lecture-qr>`);
      restore = network.restore;
      await waitFor(() => el.shadowRoot!.querySelector('[part~=code]'), 'the code');
      await waitFor(() => el.shadowRoot!.querySelectorAll('[part~=roster-column]').length === 3, 'the roster');
      expect(shownControls(el)).to.be.above(2);
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`lecture QR presented full screen (${lang})`, async () => {
      const el = await mountLectureQr({}, `<academy-lecture-qr lecture-id="1001" lang="${lang}"></academy-lecture-qr>`);
      restore = network.restore;
      (await shadowQuery<HTMLButtonElement>(el, '[part~=present]')).click();
      await waitFor(() => el.shadowRoot!.querySelector('dialog[open], [part~=presentation]'), 'the presentation');
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });
  }
});
