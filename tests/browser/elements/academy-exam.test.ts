// <academy-exam view="take"> in real Chromium against a stubbed API (learning §2 Exam taking, §4 Exam page state, §5,
// §8, §9): every non-active view with the info card, instructions with the feedback gate and the start error, the
// active exam (sanitised question, radios, Next after 1 s, Enter, Skip, Finish, RTL Arabic exam, the phone drawer),
// the timer's tones and stored deadline, answers held offline and replayed in order (also over a reload), refusals,
// blocked shortcuts, the completed views and the completion event, Arabic UI and guests.
import { expect } from 'chai';
import { answerQueueKey } from '../../../src/core/exam/answer-key';
import { json, mount, realInput, shadowQuery, spyConsole, waitFor } from '../support/helpers';
import {
  ACTIVE,
  answer,
  answered,
  ANSWER,
  ar,
  calls,
  clockSeconds,
  COMPLETE,
  en,
  EXAM,
  fakeClock,
  fresh,
  mountExam,
  PARTICIPANT,
  q,
  qq,
  SKIP,
  START,
  stubApi,
  TAKE,
  takeAnswer,
  text,
  useExamPage,
} from './academy-exam-support';

describe('<academy-exam> taking', () => {
  useExamPage();

  it('ignores a bad view with a console warning and shows the take view', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountExam({ [TAKE]: takeAnswer() }, 'exam-no="EX-1" view="evil"');
      expect(warn.text()).to.contain('[academy] ignoring invalid view="evil"');
      expect(q(el, '[part~=page]')!.dataset.view).to.equal('instructions');
    } finally {
      warn.restore();
    }
  });

  it("says 'Exam number is required' without an exam number", async () => {
    const el = await mountExam({}, '');
    expect(text(el, '[part~=error]')).to.contain(en.errors.examNoRequired);
  });

  it("shows 'Failed to fetch exam data' for a malformed answer with Try Again, and recovers", async () => {
    let answerWith: unknown = { exam_found: 1, exam_obj: { record_id: 31, questions: 'nope' } };
    const el = await mountExam({ [TAKE]: () => answerWith });
    expect(text(el, '[part~=error]')).to.contain(en.errors.fetchFailed);
    answerWith = takeAnswer();
    q(el, '[part~=retry]')!.click();
    await shadowQuery(el, '[part~=instructions]');
  });

  it('shows each non-active view with the participant and exam card', async () => {
    const views: [Record<string, unknown>, string, string][] = [
      [{ exam_found: 0, exam_obj: null }, 'not-available', en.notAvailable.title],
      [{ participant_obj: { ...PARTICIPANT, eligible_for_exam: 0 } }, 'not-eligible', en.notEligible.title],
      [{ exam_ended: 1, exam_ends_in: null }, 'ended', en.ended.title],
      [{ exam_started: 0, exam_starts_in: 3725 }, 'will-start-soon', en.willStartSoon.title],
    ];
    for (const [over, part, title] of views) {
      fresh();
      const el = await mountExam({ [TAKE]: takeAnswer(over) });
      expect(q(el, '[part~=page]')!.dataset.view).to.equal(part);
      expect(text(el, `[part~=${part}] h1`)).to.equal(title);
      expect(q(el, '[part~=info-card]')).to.not.equal(null);
      expect(q(el, '[part~=back]')!.getAttribute('href')).to.equal('/dashboard');
      if (part === 'not-available') expect(text(el, '[part~=info-card]')).to.contain('Layla Hassan');
      if (part === 'not-eligible') expect(qq(el, '.reasons li')).to.have.length(3);
      if (part === 'ended') expect(text(el, '[part~=ended]')).to.contain(en.ended.unknown);
      if (part === 'will-start-soon')
        expect(text(el, '[part~=countdown]')).to.equal('The exam starts in 1 hour, 2 minutes, 5 seconds');
    }
  });

  it("instructions: badges, five numbered guidelines, the question count in the language's digits, and the feedback card disabling Start while feedback is required", async () => {
    const el = await mountExam({ [TAKE]: takeAnswer({ feedback_completed: 0, feedback_timing: 'before' }) });
    expect(qq(el, '[part~=badges] li').map((li) => li.textContent)).to.deep.equal([
      '3 questions',
      'Time limit: 1 hour',
      en.instructions.totalTimer,
    ]);
    expect(qq(el, '[part~=guidelines] li')).to.have.length(5);
    expect(text(el, '[part~=security-notice]')).to.contain(en.instructions.security);
    expect(text(el, '[part~=feedback-card]')).to.contain(en.errors.feedbackRequired);
    expect(q<HTMLButtonElement>(el, '[part~=start]')!.disabled).to.equal(true);
    q(el, '[part~=feedback-open]')!.click();
    await shadowQuery(el, '[part~=feedback]');
    const questions = (host: HTMLElement, label: string) =>
      qq(host, '[part~=info-card] .fact')
        .find((fact) => fact.querySelector('dt')!.textContent === label)
        ?.querySelector('dd')?.textContent;
    expect(questions(el, en.card.questions)).to.equal('3');
    fresh();
    const arabic = await mountExam({ [TAKE]: takeAnswer() }, 'exam-no="EX-1" lang="ar"', '[part~=info-card]');
    expect(await waitFor(() => questions(arabic, ar.card.questions), 'the Arabic card')).to.equal('٣');
  });

  it("shows 'Error Starting Exam' with 'Failed to start exam: {message}' in the catalogue's words when the start call fails", async () => {
    const error = spyConsole('error');
    try {
      const el = await mountExam({ [TAKE]: takeAnswer(), [START]: () => json({ message: 'Exam window closed' }, 409) });
      q(el, '[part~=start]')!.click();
      await shadowQuery(el, '[part~=start-error]');
      expect(text(el, '[part~=start-error] strong')).to.equal(en.errors.startTitle);
      // #29: a message the catalogue does not know is not shown as the server wrote it.
      expect(text(el, '[part~=start-error]')).to.contain('Failed to start exam: An error occurred');
      expect(text(el, '[part~=start-error]')).not.to.contain('Exam window closed');
    } finally {
      error.restore();
    }
  });

  it('starts the attempt and shows the active exam: header, progress, inert question HTML, Next 1 s after a choice', async () => {
    fakeClock();
    let started = false;
    const el = await mountExam({
      [TAKE]: () => (started ? ACTIVE() : takeAnswer()),
      [START]: () => ((started = true), { attempt_obj: { record_id: 88 } }),
      [ANSWER]: { is_completed: 0, reload: 0 },
    });
    const events: string[] = [];
    el.addEventListener('academy-exam-started', () => events.push('started'));
    q(el, '[part~=start]')!.click();
    await shadowQuery(el, '[part~=active]');
    expect(calls(START)[0]!.body).to.deep.equal({
      exam_id: '31',
      batch_participant_id: '77',
      participant_id: '55',
      active_question: '301',
    });
    expect(events).to.deep.equal(['started']);
    expect(text(el, '[part~=position]')).to.equal('Question 1 of 3');
    expect(text(el, '[part~=skipped-count]')).to.equal('Skipped: 0');
    expect(text(el, '[part~=autosave]')).to.equal(en.active.autoSaved);
    expect(q<HTMLProgressElement>(el, 'progress[part~=progress]')!.value).to.equal(0);
    expect(q(el, '.question-body strong')!.textContent).to.equal('extinguisher');
    expect(q(el, '.question-body script')).to.equal(null);
    expect(q(el, '.question-body img')).to.equal(null);
    expect(window.__examXss).to.equal(undefined);
    // #37 off but focusable: aria-disabled, never the disabled attribute that takes it out of the Tab order.
    expect(q<HTMLButtonElement>(el, '[part~=next]')!.getAttribute('aria-disabled')).to.equal('true');
    expect(q<HTMLButtonElement>(el, '[part~=next]')!.disabled).to.equal(false);
    await answer(el, 1);
    await waitFor(() => calls(ANSWER).length === 1, 'the answer sent');
    expect(calls(ANSWER)[0]!.body).to.include({
      exam_question_id: '301',
      exam_attempt_id: '88',
      total_questions: 3,
      attempted_questions: 1,
      exam_completed: false,
    });
    expect((calls(ANSWER)[0]!.body as { attempted_answer: string[] }).attempted_answer).to.deep.equal(['B1']);
    await waitFor(() => text(el, '[part~=position]') === 'Question 2 of 3', 'the second question');
    expect(q<HTMLProgressElement>(el, 'progress[part~=progress]')!.value).to.equal(1);
    await waitFor(() => text(el, '[part~=save-status]') === en.active.allSaved, 'all answers saved');
  });

  it("Enter presses Next; Skip lists the question, which comes back last as 'Skipped Question n'; Finish ends and reports completion", async () => {
    fakeClock();
    let done = false;
    const el = await mountExam(
      {
        [TAKE]: () =>
          done
            ? ACTIVE({
                exam_taken: 1,
                is_show_result: 1,
                total_score: 3,
                scored: 2,
                percentage: 66.666,
                passing_status: 'Pass',
              })
            : ACTIVE(),
        [ANSWER]: { is_completed: 0 },
        [SKIP]: {},
        [COMPLETE]: () => ((done = true), {}),
      },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    const completed: unknown[] = [];
    el.addEventListener('academy-exam-completed', (event) => completed.push((event as CustomEvent).detail));
    q(el, '[part~=skip]')!.click();
    await waitFor(() => text(el, '[part~=skip]') === 'Skip (1)' && calls(SKIP).length === 1, 'one skipped');
    expect(calls(SKIP)[0]!.body).to.include({ exam_question_id: '301', exam_attempt_id: '88' });
    const radio = qq(el, '[part~=choice] input')[0] as HTMLInputElement;
    radio.click();
    await waitFor(() => q(el, '[part~=next]:not([aria-disabled=true])'), 'Next enabled');
    radio.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitFor(() => answered().length === 1, 'Enter sent the answer');
    await answer(el);
    await waitFor(() => text(el, '[part~=position]') === 'Skipped Question 1', 'the skipped question back last');
    // #29 the last question left says Finish from the start (off until a choice): its answer ends the exam.
    expect(q(el, '[part~=next]')).to.equal(null);
    (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
    await waitFor(() => q(el, '[part~=finish]:not([aria-disabled=true])'), 'Finish enabled');
    q(el, '[part~=finish]')!.click();
    (await shadowQuery(el, '[part~=finish-confirm]')).click();
    await shadowQuery(el, '[part~=results]');
    expect(answered()).to.deep.equal(['302', '303', '301']);
    expect(calls(ANSWER).at(-1)!.body).to.include({ exam_completed: true, attempted_questions: 3 });
    expect(completed).to.deep.equal([{ examNo: 'EX-1', attemptId: '88', reason: 'answered' }]);
    expect(qq(el, '[part~=results] td').map((td) => td.textContent)).to.deep.equal([
      '3',
      '2',
      '66.67%',
      en.completed.pass,
    ]);
  });

  it('holds answers while offline, says how many wait, keeps them over a reload and replays them in order when back online', async () => {
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
    window.dispatchEvent(new Event('offline'));
    await answer(el);
    await waitFor(() => q(el, '[part~=position]')?.textContent === 'Question 2 of 3', 'moved on offline');
    await answer(el);
    await waitFor(() => text(el, '[part~=save-status]') === 'Connection lost — 2 answers waiting', 'two waiting');
    expect(localStorage.getItem(answerQueueKey('EX-1'))).to.contain('"exam_question_id":"301"');
    // Reload: a new element on the same storage resumes after the two held answers.
    el.remove();
    const again = mount('<academy-exam exam-no="EX-1"></academy-exam>');
    await shadowQuery(again, '[part~=active]');
    expect(text(again, '[part~=position]')).to.equal('Question 3 of 3');
    await waitFor(() => answered().length >= 3, 'the replay on load tried (still offline)');
    const before = answered().length;
    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => text(again, '[part~=save-status]') === en.active.allSaved, 'all saved');
    expect(answered().slice(before)).to.deep.equal(['301', '302']);
    expect(localStorage.getItem(answerQueueKey('EX-1'))).to.equal(null);
  });

  it("says 'Failed to submit answer' when the server refuses an answer for good, and goes on", async () => {
    fakeClock();
    const error = spyConsole('error');
    try {
      const el = await mountExam(
        { [TAKE]: ACTIVE(), [ANSWER]: () => json({ message: 'Time is over' }, 409) },
        'exam-no="EX-1"',
        '[part~=active]',
      );
      await answer(el);
      await waitFor(() => text(el, '[part~=save-refused]') === en.errors.submitFailed, 'the refusal');
      expect(text(el, '[part~=save-status]')).to.equal(en.active.allSaved);
      expect(text(el, '[part~=position]')).to.equal('Question 2 of 3');
    } finally {
      error.restore();
    }
  });

  it('turns the timer red and pulsing under 300 s with the warning, and keeps the deadline over a reload', async () => {
    const mountedAt = Date.now();
    const el = await mountExam({ [TAKE]: ACTIVE({ remaining_time: 250 }) }, 'exam-no="EX-1"', '[part~=timer]');
    const timer = q(el, '[part~=timer]')!;
    // 4:10 less the seconds the mount took (a loaded machine may take more than one).
    const firstShown = clockSeconds(timer.textContent ?? '');
    expect(firstShown).to.be.within(250 - Math.ceil((Date.now() - mountedAt) / 1000) - 1, 250);
    expect(timer.textContent).to.match(/^4:\d\d$/);
    const shownAt = Date.now();
    expect(timer.dataset.tone).to.equal('red');
    expect(timer.dataset.pulsing).to.equal('true');
    expect(text(el, '[part~=timer-warning]')).to.equal(en.active.warningMinutes);
    expect(text(el, '[part~=timer-announcement]')).to.equal('');
    el.remove();
    await Promise.resolve(); // it unmounts once the removing script is done, before any timer could fire
    fakeClock().advance(100_000);
    // The server says 250 s again, but the stored anchor has 100 s fewer (and whatever the page's clock moved since):
    // the deadline does not move back. (The fake clock also moves with the page's short timers, so it is read, not assumed.)
    const again = await mountExam({ [TAKE]: ACTIVE({ remaining_time: 250 }) }, 'exam-no="EX-1"', '[part~=timer]');
    const left = clockSeconds(q(again, '[part~=timer]')!.textContent ?? '');
    const expected = 250 - (Date.now() - shownAt) / 1000;
    expect(expected).to.be.below(151);
    expect(Math.abs(left - expected), `${left} s shown, ${expected.toFixed(1)} s left`).to.be.at.most(1.5);
  });

  it('time out submits the chosen answer and completes with the thank-you signed by the company, or SAFE', async () => {
    const el = await mountExam(
      {
        [TAKE]: ACTIVE({ remaining_time: 1, participant_obj: { ...PARTICIPANT, company_name: null } }),
        [ANSWER]: {},
        [COMPLETE]: {},
      },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
    await shadowQuery(el, '[part~=thank-you]');
    expect(text(el, '[part~=completed]')).to.contain(en.completed.timeUp);
    expect(text(el, '.signature')).to.equal('— SAFE');
    await waitFor(() => answered().length === 1, 'the chosen answer sent');
    expect(calls(ANSWER)[0]!.body).to.include({ exam_completed: true });
  });

  it('completed: the thank-you with the pending-feedback warning when feedback comes after; the results with 0% and Fail', async () => {
    const el = await mountExam({ [TAKE]: ACTIVE({ exam_taken: 1, feedback_completed: 0, feedback_timing: 'after' }) });
    expect(text(el, '.signature')).to.equal('— Gulf Safety');
    expect(text(el, '[part~=pending-feedback]')).to.contain(en.completed.pendingFeedback);
    fresh();
    const shown = await mountExam({
      [TAKE]: ACTIVE({ exam_taken: 1, is_show_result: 1, total_score: 3, scored: 0, percentage: 0, passing_status: 0 }),
    });
    expect(qq(shown, '[part~=results] td').map((td) => td.textContent)).to.deep.equal([
      '3',
      '0',
      '0%',
      en.completed.fail,
    ]);
    expect(text(shown, '[part~=completed]')).to.contain(en.completed.closeWindow);
  });

  it('on a phone: participant details move into the exam info drawer with the progress', async () => {
    const { setViewport } = await realInput();
    await setViewport({ width: 375, height: 740 });
    try {
      const el = await mountExam({ [TAKE]: ACTIVE() }, 'exam-no="EX-1"', '[part~=active]');
      expect(getComputedStyle(q(el, '[part~=participant]')!).display).to.equal('none');
      const toggle = q(el, '[part~=info-toggle]')!;
      const drawer = q(el, '[part~=info-drawer]')!;
      expect(drawer.hidden).to.equal(true);
      toggle.click();
      await waitFor(() => !drawer.hidden, 'the drawer');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(drawer.textContent).to.contain('Layla Hassan');
      expect(drawer.textContent).to.contain('Current question: 1');
      expect(drawer.textContent).to.contain('Skipped: 0');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('blocks copy, paste, select-all, save, F12 and the context menu while active', async () => {
    const el = await mountExam({ [TAKE]: ACTIVE() }, 'exam-no="EX-1"', '[part~=active]');
    const blocked = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, composed: true, ...init });
      q(el, '[part~=question]')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(blocked({ key: 'c', ctrlKey: true })).to.equal(true);
    expect(blocked({ key: 'v', metaKey: true })).to.equal(true);
    expect(blocked({ key: 'F12' })).to.equal(true);
    expect(blocked({ key: 'i', ctrlKey: true, shiftKey: true })).to.equal(true);
    expect(blocked({ key: 'ArrowDown' })).to.equal(false);
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    q(el, '[part~=question]')!.dispatchEvent(menu);
    expect(menu.defaultPrevented).to.equal(true);
  });

  it('sets an Arabic exam right-to-left whatever the interface language, and shows the Arabic interface in RTL, its timer in Arabic-Indic digits', async () => {
    const el = await mountExam(
      { [TAKE]: ACTIVE({ exam_obj: { ...EXAM, language: 'Arabic' } }) },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    expect(q(el, '[part~=question]')!.getAttribute('dir')).to.equal('rtl');
    expect(el.getAttribute('dir') ?? 'ltr').to.equal('ltr');
    fresh();
    const arabic = await mountExam(
      { [TAKE]: ACTIVE({ remaining_time: 250 }) },
      'exam-no="EX-1" lang="ar"',
      '[part~=active]',
    );
    await waitFor(() => arabic.getAttribute('dir') === 'rtl', 'rtl');
    expect(text(arabic, '[part~=position]')).to.equal('السؤال ١ من ٣');
    // One digit system per language (issue 21 item 9): the countdown too, still read left to right.
    expect(await waitFor(() => text(arabic, '[part~=timer]'), 'the timer')).to.match(/^٤:(٠٩|١٠)$/);
    expect(q(arabic, '[part~=question]')!.getAttribute('dir')).to.equal('ltr');
    expect(text(arabic, '[part~=next]')).to.equal(ar.active.next);
  });

  it('sends a guest to sign in', async () => {
    stubApi({});
    const el = mount('<academy-exam exam-no="EX-1"></academy-exam>');
    const asked: string[] = [];
    el.addEventListener('academy-navigate', (event) => {
      asked.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    await waitFor(() => asked.includes('/auth/login'), 'the sign-in redirect');
  });
});
