// <academy-batch>'s attendance edit dialog at 1280 × 720 (#29 item 13), English and Arabic: Save and Cancel are on
// screen without scrolling inside the dialog, and no field says "required" before it is touched; its times in Arabic digits,
// the entry time boxes too (text boxes taking either digits, the caret kept), English keeping the native time inputs.
import { expect } from 'chai';
import { dayKey } from '../../../src/core/batch/lecture-tabs';
import { ATTENDANCE_AR, VALIDATION_AR } from '../../../src/core/batch/strings/attendance-ar';
import { ATTENDANCE_EN } from '../../../src/core/batch/strings/attendance-en';
import { commonAr } from '../../../src/core/locale/dictionaries/common/ar';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { realInput, shadowQuery, waitFor } from '../support/helpers';
import { useTrainerBatch } from '../support/trainer-batch';

const entry = (type: string, time: string) => ({ attendance_entry_type: type, attendance_entry_time: time });
const row = {
  record_id: 1,
  id: 'U1',
  user_name: 'Learner 1',
  user_nid: '10001',
  is_late: 0,
  status_lbl: { label: 'Present', color: 'green' },
  total_time_present: '1h',
  total_break_time: '0h',
  record_permissions: { can_mark_attendance: true, admin_mark_attendance: false },
  attendance_entries: [],
};
const detail = {
  attendance_id: 1,
  attendance_status: 'PRESENT',
  update_comments: '',
  last_entry_type: 'OUT',
  date: '2026-11-20',
  attendance_entries_data: [entry('IN_CLASS', '09:00'), entry('OUT', '10:00'), entry('IN_CLASS', '10:15')],
  attendance_entries: [
    { entry_type: 'IN_CLASS', in_time: '09:00', out_time: '10:00', in_status: 'SCANNED' },
    { entry_type: 'IN_CLASS', in_time: '10:15', out_time: '11:30', in_status: 'MANUAL' },
    { entry_type: 'IN_CLASS', in_time: '11:45', out_time: '12:30', in_status: 'MANUAL' },
  ],
};

describe('<academy-batch> attendance edit dialog at 1280 × 720 (#29 item 13)', () => {
  const mountBatch = useTrainerBatch({ width: 1280, height: 720 });

  async function openEdit(shown = row, answer: object = detail): Promise<{ el: HTMLElement; box: HTMLDialogElement }> {
    const el = mountBatch({
      schedules: [{ date: dayKey(new Date()), duration: 60, record_id: 32 }],
      rows: [shown],
      routes: { 'GET attendance/get/with/entries/11/1': answer },
    });
    (await shadowQuery<HTMLButtonElement>(el, 'tr[data-record] [aria-haspopup=menu]')).click();
    (await shadowQuery<HTMLButtonElement>(el, '[data-action=edit]')).click();
    const box = await shadowQuery<HTMLDialogElement>(el, 'dialog[open]');
    await waitFor(() => box.querySelector('fieldset.entries'), 'the form');
    return { el, box };
  }

  for (const lang of ['en', 'ar'] as const) {
    const t = lang === 'en' ? ATTENDANCE_EN : ATTENDANCE_AR;

    it(`Save and Cancel are on screen without scrolling inside it; no error before a touch (${lang})`, async () => {
      setLanguage(lang);
      const { box } = await openEdit();
      const body = box.querySelector<HTMLElement>('.modal-body')!;
      expect(body.scrollTop).to.equal(0);
      const frame = body.getBoundingClientRect();
      for (const label of [t.edit.save, t.edit.cancel]) {
        const action = [...box.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;
        const rect = action.getBoundingClientRect();
        expect([rect.top >= frame.top, rect.bottom <= frame.bottom, rect.bottom <= 720], label).to.deep.equal([
          true,
          true,
          true,
        ]);
      }
      expect(box.querySelectorAll('.field-error, [aria-invalid=true]')).to.have.length(0);
    });
  }

  it('shows the times present and on break in Arabic digits, in the table and the dialog (#29 item 12)', async () => {
    setLanguage('ar');
    const times = { total_time_present: '02:01', total_break_time: '00:10' };
    const { el, box } = await openEdit({ ...row, ...times }, { ...detail, ...times });
    const cells = [...el.shadowRoot!.querySelectorAll('tr[data-record] td bdi')].map((cell) => cell.textContent);
    expect(cells).to.include.members(['٠٢:٠١', '٠٠:١٠']);
    await waitFor(() => box.querySelector('.detail-list dd'), 'the summary');
    const summary = [...box.querySelectorAll('.detail-list dd')].map((dd) => dd.textContent);
    expect(summary).to.include.members(['٠٢:٠١', '٠٠:١٠']);
  });

  it('entry times in Arabic: Arabic-Indic text boxes with the pattern, Latin digits typed in place (#29 item 12)', async () => {
    setLanguage('ar');
    const { box } = await openEdit();
    const times = [...box.querySelectorAll<HTMLInputElement>('.entry-time input')];
    expect(times.map((input) => [input.type, input.inputMode])).to.deep.equal(Array(6).fill(['text', 'decimal']));
    expect(times.map((input) => input.value)).to.deep.equal(['٠٩:٠٠', '١٠:٠٠', '١٠:١٥', '١١:٣٠', '١١:٤٥', '١٢:٣٠']);
    expect(times.map((input) => input.value).join('')).not.to.match(/[0-9]/);
    // The pattern under each box, read with it; the label still names it.
    const out = times[5]!;
    const hint = box.querySelector(`#${CSS.escape(out.getAttribute('aria-describedby')!)}`)!;
    expect(hint.textContent).to.equal(commonAr.common.timeHint.replace('{{example}}', '٠٩:٣٠'));
    expect(hint.textContent).not.to.match(/[0-9]/);
    expect(out.labels![0]!.textContent).to.equal(ATTENDANCE_AR.edit.outTime);

    // A Latin 1 typed over the ٢ of ١٢:٣٠: shown as ١, the caret after it, and validated as 11:30 (before 11:45).
    const { sendKeys } = await realInput();
    out.focus();
    out.setSelectionRange(1, 2);
    await sendKeys({ type: '1' });
    await waitFor(() => out.value === '١١:٣٠', 'the Arabic digit');
    expect([out.selectionStart, out.selectionEnd]).to.deep.equal([2, 2]);
    await waitFor(() => out.closest('.entry-time')!.querySelector('.field-error'), 'the order message');
    expect(out.closest('.entry-time')!.querySelector('.field-error')!.textContent).to.equal(VALIDATION_AR.inBeforeOut);
    expect(out.getAttribute('aria-invalid')).to.equal('true');
    // A Persian ۵ then a Latin 9 in the minutes: ١١:٥٩, after 11:45, and the message goes.
    out.setSelectionRange(3, 5);
    await sendKeys({ type: '۵9' });
    await waitFor(() => out.value === '١١:٥٩', 'both digits in Arabic');
    expect(out.selectionStart).to.equal(5);
    await waitFor(() => !out.closest('.entry-time')!.querySelector('.field-error'), 'in order again');
    // Hours past the day: named as no time, in Arabic with Arabic digits.
    out.setSelectionRange(0, 2);
    await sendKeys({ type: '25' });
    await waitFor(() => out.value === '٢٥:٥٩', 'the hours typed');
    await waitFor(() => out.closest('.entry-time')!.querySelector('.field-error'), 'the unreadable time message');
    expect(out.closest('.entry-time')!.querySelector('.field-error')!.textContent).to.equal(VALIDATION_AR.timeInvalid);
    expect(VALIDATION_AR.timeInvalid).not.to.match(/[0-9]/);
    expect(out.getAttribute('aria-invalid')).to.equal('true');
  });

  it('entry times in English: the native time inputs, no pattern under them', async () => {
    setLanguage('en');
    const { box } = await openEdit();
    const times = [...box.querySelectorAll<HTMLInputElement>('.entry-time input')];
    expect(times.map((input) => input.type)).to.deep.equal(Array(6).fill('time'));
    expect(times[0]!.value).to.equal('09:00');
    expect(box.querySelectorAll('.entry-time .field-hint')).to.have.length(0);
    expect(times.map((input) => input.getAttribute('aria-describedby'))).to.deep.equal(Array(6).fill(null));
  });
});
