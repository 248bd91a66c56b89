// Touch targets of <academy-batch>'s attendance row menu, edit and multi-mark dialogs, and the participants'
// extra-time dialog on a 390 px phone (issue #37, WCAG 2.5.8), English and Arabic.
import { expect } from 'chai';
import { waitFor } from '../support/helpers';
import { usePhoneBatchPage } from './batch-stubs';
import { shownControls, expectTargets } from './touch-targets';

const DETAIL = {
  data: {
    attendance_id: 1,
    attendance_status: 'PRESENT',
    update_comments: '',
    last_entry_type: 'IN_CLASS',
    date: '2026-11-20',
    attendance_entries_data: [
      {
        attendance_entry_type: 'IN_CLASS',
        attendance_entry_time: '09:00',
        attendance_entry_created_by_name: 'Scanner',
      },
    ],
    attendance_entries: [{ entry_type: 'IN_CLASS', in_time: '09:00', out_time: '', in_status: 'SCANNED' }],
  },
};

const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);

describe('<academy-batch> attendance menu and dialogs: touch targets on a phone', () => {
  const mountTab = usePhoneBatchPage();
  async function attendance(lang: 'en' | 'ar'): Promise<HTMLElement> {
    const mounted = await mountTab('attendance', lang, { 'GET attendance/get/with/entries/11/1': DETAIL });
    return mounted.el;
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`the row menu, then its edit dialog (${lang})`, async () => {
      const el = await attendance(lang);
      q<HTMLButtonElement>(el, 'tr[data-record] [aria-haspopup=menu]')!.click();
      const menu = await waitFor(() => q(el, '[role=menu]'), 'the row menu');
      expect(menu.querySelectorAll('[role=menuitem]').length).to.be.above(0);
      expectTargets(el, 'menu open');
      menu.querySelector<HTMLElement>('[data-action=edit]')!.click();
      const dialog = await waitFor(() => q(el, 'dialog[open] select[name=status]')?.closest('dialog'), 'edit dialog');
      expect(shownControls(dialog)).to.be.above(1);
      expectTargets(el, 'edit dialog');
    });

    it(`the multi-mark dialog (${lang})`, async () => {
      const el = await attendance(lang);
      q<HTMLInputElement>(el, 'tr[data-record] input[type=checkbox]')!.click();
      const mark = q<HTMLButtonElement>(el, '[part~=mark-button]')!;
      await waitFor(() => !mark.disabled, 'mark enabled');
      mark.click();
      const dialog = await waitFor(() => q(el, 'dialog[open]'), 'multi-mark dialog');
      expect(shownControls(dialog)).to.be.above(1);
      expectTargets(el, 'multi-mark dialog');
    });

    it(`the participants' extra-time dialog (${lang})`, async () => {
      const mounted = await mountTab('participants', lang, {
        'GET exams/allowances/batch/2401': {
          rows: [
            { participant_id: 1, name: 'Learner 1', multiplier: 1.5, extra_minutes: 0, set_at: '2026-11-20T08:00:00Z' },
          ],
        },
      });
      const { el } = mounted;
      const open = await waitFor(() => q<HTMLButtonElement>(el, 'button[data-action=allowance]'), 'the button');
      expectTargets(el, 'participants with extra time');
      open.click();
      const dialog = await waitFor(() => q(el, 'dialog[open]'), 'the extra-time dialog');
      expect(shownControls(dialog)).to.be.above(1);
      expectTargets(el, 'extra-time dialog');
    });
  }
});
