// #29 item 11, the exam flow in real Chromium against a stubbed API: Finish asks first (a modal dialog with the counts,
// Escape and Keep answering go back), the button on the last question left says Finish after a reload, leaving a
// running exam asks (the browser's prompt on unload, a dialog for an in-app move or Back), 'Auto saved' never beside answers
// waiting, a learner who is no participant sees the not-available view, and no server text is shown raw.
import { expect } from 'chai';
import { BACK_GUARD_KEY } from '../../../src/core/exam/leave-guard';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { json, shadowQuery, waitFor } from '../support/helpers';
import {
  ACTIVE,
  ANSWER,
  ar,
  calls,
  COMPLETE,
  en,
  fakeClock,
  fresh,
  mountExam,
  q,
  qq,
  SKIP,
  TAKE,
  text,
  useExamPage,
} from './academy-exam-support';

/** The take after a reload on the last skipped question: 302 and 303 answered, 301 skipped, 303 saved last. */
const LAST_SKIPPED = ACTIVE({
  active_question: 303,
  attempted_questions_obj: [
    { exam_question_id: 301, is_skipped: true },
    { exam_question_id: 302, attempted_answer: ['A2'] },
    { exam_question_id: 303, attempted_answer: ['A3'] },
  ],
});

/** The element's focused node, inside its shadow root. */
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;

describe('<academy-exam> exam flow (#29)', () => {
  useExamPage();

  it('after a reload on the last skipped question the button says Finish, and Finish asks before ending the exam', async () => {
    fakeClock();
    const el = await mountExam(
      { [TAKE]: LAST_SKIPPED, [ANSWER]: { is_completed: 0 }, [COMPLETE]: {} },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    expect(text(el, '[part~=position]')).to.equal('Skipped Question 1');
    expect(q(el, '[part~=next]')).to.equal(null);
    expect(q<HTMLButtonElement>(el, '[part~=finish]')!.getAttribute('aria-disabled')).to.equal('true');
    (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
    const finish = await waitFor(
      () => q<HTMLButtonElement>(el, '[part~=finish]:not([aria-disabled=true])'),
      'Finish enabled',
    );

    finish.click();
    const dialog = await shadowQuery<HTMLDialogElement>(el, 'dialog[part~=finish-dialog]');
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal(en.active.finishTitle);
    expect(dialog.textContent).to.contain(en.active.finishBody);
    expect(text(el, '[part~=finish-counts]')).to.equal('Answered: 3 of 3 · Skipped: 0');
    // Focus is in the dialog, on the safe choice; nothing was sent yet.
    expect(focused(el)?.getAttribute('part')).to.contain('finish-cancel');
    expect(calls(ANSWER)).to.have.length(0);

    // Escape cancels: the question stays, with its choice.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.close();
    await waitFor(() => q(el, 'dialog[part~=finish-dialog]') === null, 'the dialog closed');
    expect(calls(ANSWER)).to.have.length(0);
    expect(q(el, '[part~=active]')).not.to.equal(null);

    // Keep answering cancels too; Finish ends the attempt.
    finish.click();
    (await shadowQuery(el, '[part~=finish-cancel]')).click();
    await waitFor(() => q(el, 'dialog[part~=finish-dialog]') === null, 'closed by Keep answering');
    expect(calls(ANSWER)).to.have.length(0);
    finish.click();
    (await shadowQuery(el, '[part~=finish-confirm]')).click();
    await waitFor(() => calls(ANSWER).length === 1, 'the last answer sent');
    expect(calls(ANSWER)[0]!.body).to.include({ exam_question_id: '301', exam_completed: true });
    await shadowQuery(el, '[part~=completed]');
  });

  it('asks in Arabic too', async () => {
    fakeClock();
    setLanguage('ar');
    const el = await mountExam({ [TAKE]: LAST_SKIPPED }, 'exam-no="EX-1"', '[part~=active]');
    (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
    (
      await waitFor(() => q<HTMLButtonElement>(el, '[part~=finish]:not([aria-disabled=true])'), 'Finish enabled')
    ).click();
    const dialog = await shadowQuery(el, 'dialog[part~=finish-dialog]');
    expect(dialog.textContent).to.contain(ar.active.finishTitle);
    expect(text(el, '[part~=finish-confirm]')).to.equal(ar.active.finishConfirm);
    expect(text(el, '[part~=finish-cancel]')).to.equal(ar.active.keepAnswering);
  });

  it('leaving a running exam asks: the browser prompts on unload, an in-app move waits for Leave', async () => {
    // The guard is armed by an effect just after the exam shows; arming pushes its history entry (none before it).
    history.replaceState(null, '', location.href);
    const el = await mountExam({ [TAKE]: ACTIVE(), [SKIP]: {} }, 'exam-no="EX-1"', '[part~=active]');
    await waitFor(
      () => (history.state as Record<string, unknown> | null)?.[BACK_GUARD_KEY] === true,
      'the guard armed',
    );
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).to.equal(true);

    // The shell's dashboard link, elsewhere on the page, asks the host to route.
    const shell = document.createElement('nav');
    document.body.append(shell);
    const routed: string[] = [];
    const router = (event: Event) => {
      event.preventDefault();
      routed.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('academy-navigate', router);
    try {
      const ask = () =>
        shell.dispatchEvent(
          new CustomEvent('academy-navigate', {
            detail: { path: '/dashboard' },
            bubbles: true,
            composed: true,
            cancelable: true,
          }),
        );
      expect(ask()).to.equal(false);
      expect(routed).to.deep.equal([]);
      const dialog = await shadowQuery<HTMLDialogElement>(el, 'dialog[part~=leave-dialog]');
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.textContent).to.contain(en.active.leaveTitle);
      (await shadowQuery(el, '[part~=leave-cancel]')).click();
      await waitFor(() => q(el, 'dialog[part~=leave-dialog]') === null, 'Stay closed it');
      expect(routed).to.deep.equal([]);
      expect(q(el, '[part~=active]')).not.to.equal(null);

      ask();
      (await shadowQuery(el, '[part~=leave-confirm]')).click();
      await waitFor(() => routed.length === 1, 'the move went on');
      expect(routed).to.deep.equal(['/dashboard']);
    } finally {
      document.removeEventListener('academy-navigate', router);
      shell.remove();
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the browser's Back while the exam runs asks first: Stay keeps it (and asks again), Leave goes back (${lang})`, async () => {
      const t = lang === 'en' ? en : ar;
      setLanguage(lang);
      const start = location.href;
      history.pushState(null, '', '/before-exam');
      history.pushState(null, '', '/exam/EX-1');
      const rendered: string[] = [];
      // The host's router, registered before the element as in the demo.
      const router = () => rendered.push(location.pathname);
      window.addEventListener('popstate', router);
      try {
        const el = await mountExam({ [TAKE]: ACTIVE(), [SKIP]: {} }, 'exam-no="EX-1"', '[part~=active]');
        history.back();
        const dialog = await shadowQuery<HTMLDialogElement>(el, 'dialog[part~=leave-dialog]');
        expect([dialog.matches(':modal'), dialog.textContent!.includes(t.active.leaveTitle)]).to.deep.equal([
          true,
          true,
        ]);
        // Back landed on the exam's own entry: the host renders the same address, the exam stays.
        expect([location.pathname, rendered]).to.deep.equal(['/exam/EX-1', ['/exam/EX-1']]);
        (await shadowQuery(el, '[part~=leave-cancel]')).click();
        await waitFor(() => q(el, 'dialog[part~=leave-dialog]') === null, 'Stay closed it');
        expect(q(el, '[part~=active]')).not.to.equal(null);

        history.back();
        (await shadowQuery(el, '[part~=leave-confirm]')).click();
        await waitFor(() => location.pathname === '/before-exam', 'Leave went back');
        await waitFor(() => rendered.length === 3, 'the host routed');
        expect(rendered).to.deep.equal(['/exam/EX-1', '/exam/EX-1', '/before-exam']);
      } finally {
        window.removeEventListener('popstate', router);
        history.replaceState(null, '', start);
      }
    });
  }

  it("offline with answers waiting, 'Auto saved' is not shown beside them; it comes back once they are sent", async () => {
    fakeClock();
    let offline = true;
    const el = await mountExam(
      {
        [TAKE]: ACTIVE(),
        [ANSWER]: () => {
          if (offline) throw new TypeError('Failed to fetch');
          return { is_completed: 0 };
        },
      },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    expect(text(el, '[part~=autosave]')).to.equal(en.active.autoSaved);
    window.dispatchEvent(new Event('offline'));
    for (const position of ['Question 2 of 3', 'Question 3 of 3']) {
      (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
      (await waitFor(() => q<HTMLButtonElement>(el, '[part~=next]:not([aria-disabled=true])'), 'Next enabled')).click();
      await waitFor(() => text(el, '[part~=position]') === position, position);
    }
    await waitFor(() => text(el, '[part~=save-status]') === 'Connection lost — 2 answers waiting', 'two waiting');
    expect(q(el, '[part~=autosave]')).to.equal(null);
    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => text(el, '[part~=save-status]') === en.active.allSaved, 'all saved');
    expect(text(el, '[part~=autosave]')).to.equal(en.active.autoSaved);
  });

  it('a learner who is no participant of the exam (404) sees the not-available view, not a failed load', async () => {
    const el = await mountExam({
      [TAKE]: () => json({ message: 'Exam data not found.', status_text: 'Not Found' }, 404),
    });
    const card = await shadowQuery(el, '[part~=not-available]');
    expect(card.textContent).to.contain(en.notAvailable.title);
    expect(q(el, '[part~=error]')).to.equal(null);
    expect(el.shadowRoot!.textContent).not.to.contain(en.loadErrorTitle);
  });

  it('never shows a server error raw: an unknown message gives the catalogue, a known one its translation', async () => {
    // A 5xx is tried again 1, 2 and 4 s later: those waits run at once.
    fakeClock(5000);
    const raw = 'SQLSTATE 23502: null value in column "participant_id" at take.ts:88';
    const el = await mountExam({ [TAKE]: () => json({ message: raw }, 500) });
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.textContent).to.contain(en.errors.fetchFailed);
    expect(el.shadowRoot!.textContent).not.to.contain('SQLSTATE');

    fresh();
    setLanguage('ar');
    // Another exam number: the first one's failed load is still kept for it.
    const arabic = await mountExam(
      { 'GET exams/take/EX-2': () => json({ message: 'You have already completed this exam.' }, 409) },
      'exam-no="EX-2"',
    );
    const arabicError = await shadowQuery(arabic, '[part~=error]');
    await waitFor(() => arabicError.textContent?.includes(ar.errors.alreadyTaken), 'the Arabic catalogue entry');
    expect(arabic.shadowRoot!.textContent).not.to.contain('You have already completed');
  });
});
