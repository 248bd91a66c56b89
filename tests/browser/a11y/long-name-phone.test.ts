// #29 item 13: a 255-character name with no space (the profile allows that many) never widens the page at 390 px, in
// English and Arabic, on the trainer's views that show learners' names (the roster with its Arabic names, the issued
// certificates, the assessment cards, the exam activity and its live board), on the verify page and in an exam's card
// and info drawer.
// Before the fix the roster's Arabic-name cell was sized by the name: the page 1,376 px wide in Arabic.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import '../../../src/elements/academy-verify';
import { mount, resetPage, shadowQuery, stubFetch, waitFor } from '../support/helpers';
import { certificateRow } from '../elements/academy-batch-certificates-support';
import { ACTIVE, mountExam, PARTICIPANT, q, TAKE, takeAnswer, useExamPage } from '../elements/academy-exam-support';
import { examActivity, EXAM_ROUTES, usePhoneBatchPage } from './batch-stubs';
import { phoneViewport, desktopViewport, PHONE } from './touch-targets';

const LONG = 'W'.repeat(255);
const LONG_AR = 'ب'.repeat(255);
const CODE = '1N2MNN35N3FKTDB50MJV5QF0N9';

/** How far the page scrolls sideways, overflow to either side included. */
const pageWidth = () => document.scrollingElement!.scrollWidth;

/** The page in `lang`'s direction, as the shell sets it: overflow towards the start of an LTR page is not scrollable. */
function pageIn(lang: 'en' | 'ar'): void {
  setLanguage(lang);
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}
afterEach(() => document.documentElement.removeAttribute('dir'));

/** The longest text in `el`'s shadow root, to prove the name is on the page measured. */
const showsName = (el: HTMLElement) => {
  const text = el.shadowRoot!.textContent ?? '';
  return text.includes(LONG) || text.includes(LONG_AR);
};

const person = (n: number) => ({
  participant_id: n,
  participant_name: LONG,
  participant_arabic_name: LONG_AR,
  email: `${'w'.repeat(60)}${n}@participants.academy.test`,
  participant_nid: `784-1990-123456${n}-1`,
  participant_phone_number: '+971 50 100 0201',
});

describe('a 255-character name at 390 px (#29 item 13)', () => {
  const mountBatchTab = usePhoneBatchPage();

  for (const lang of ['en', 'ar'] as const) {
    it(`the roster and the issued certificates stay within the phone (${lang})`, async () => {
      pageIn(lang);
      const { el } = await mountBatchTab('participants', lang, {
        'GET batches/view/2401': { participant_table: [person(1), person(2)] },
        'GET verify/batch/2401': [certificateRow('CERT-2401-0001', LONG, 'valid')],
        'GET verify/batch/2401/ready': { count: 0 },
      });
      const section = await shadowQuery(el, '[part~=certificates]');
      await waitFor(() => section.querySelector('tbody tr'), 'a certificate');
      expect(showsName(el)).to.equal(true);
      expect(pageWidth()).to.be.at.most(PHONE.width);
    });

    it(`the assessment cards, exam activity and live board stay within the phone (${lang})`, async () => {
      pageIn(lang);
      const board = EXAM_ROUTES['GET exams/board/31'];
      const { el } = await mountBatchTab('assessment', lang, {
        'GET exams/integrity/batch/2401': { rows: [examActivity(71, LONG, true), examActivity(72, LONG_AR, false)] },
        'GET exams/board/31': { ...board, rows: board.rows.map((row, at) => ({ ...row, name: at ? LONG : LONG_AR })) },
      });
      const section = await shadowQuery(el, '[part~=exam-activity]');
      expect(pageWidth(), 'the exam activity').to.be.at.most(PHONE.width);
      const open = await waitFor(
        () => section.querySelector<HTMLButtonElement>('[data-exam-no="31"] button[data-action=board]'),
        'the Live board button',
      );
      open.click();
      const dialog = await waitFor(
        () => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~=board-dialog][open]'),
        'the board',
      );
      await waitFor(() => dialog.querySelectorAll('tbody tr').length === 2, 'the board rows');
      expect(dialog.textContent).to.contain(LONG);
      expect(pageWidth(), 'the page under the board').to.be.at.most(PHONE.width);
      expect(dialog.scrollWidth, 'the board itself').to.be.at.most(dialog.clientWidth);
    });
  }
});

describe('<academy-verify> with a 255-character holder name at 390 px (#29 item 13)', () => {
  let network: ReturnType<typeof stubFetch> | undefined;
  beforeEach(async () => {
    resetPage();
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    network?.restore();
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the result stays within the phone (${lang})`, async () => {
      pageIn(lang);
      network = stubFetch({
        [`GET verify/certificate/${CODE}`]: {
          certificate_no: 'CERT-2405-0001',
          holder_name: lang === 'ar' ? LONG_AR : LONG,
          course: { title: 'Security Guard Foundations', title_ar: 'أساسيات حراسة الأمن' },
          issue_date: '2026-10-12',
          expires_on: '2028-10-12',
          revoked_at: null,
          state: 'valid',
        },
      });
      const el = mount(`<academy-verify code="${CODE}"></academy-verify>`);
      await shadowQuery(el, '[part~=result]');
      expect(showsName(el)).to.equal(true);
      expect(pageWidth()).to.be.at.most(PHONE.width);
    });
  }
});

describe('<academy-exam> with a 255-character participant name at 390 px (#29 item 13)', () => {
  useExamPage();
  beforeEach(phoneViewport);
  afterEach(desktopViewport);
  const participant = { ...PARTICIPANT, name: LONG };

  for (const lang of ['en', 'ar'] as const) {
    it(`the instructions card and the info drawer keep it inside (${lang})`, async () => {
      pageIn(lang);
      const card = await mountExam({ [TAKE]: takeAnswer({ participant_obj: participant }) });
      await shadowQuery(card, '[part~=info-card]');
      expect(showsName(card)).to.equal(true);
      expect(pageWidth(), 'the instructions').to.be.at.most(PHONE.width);
      card.remove();

      const el = await mountExam(
        { [TAKE]: ACTIVE({ participant_obj: participant }) },
        'exam-no="EX-1"',
        '[part~=active]',
      );
      const drawer = q(el, '[part~=info-drawer]')!;
      q(el, '[part~=info-toggle]')!.click();
      await waitFor(() => !drawer.hidden, 'the drawer');
      expect(drawer.textContent).to.contain(LONG);
      expect(pageWidth(), 'the exam page').to.be.at.most(PHONE.width);
      expect(drawer.scrollWidth, 'the drawer scrolls sideways').to.be.at.most(drawer.clientWidth);
    });
  }
});
