// <academy-course> in real Chromium, signed in against a stubbed API (learning §2 Course viewer, §4 Course progress,
// §8 course errors): bad attributes, every load state, resume and the URL, the table of contents, previous / next,
// opening, marking and unmarking (the posted records), a failed update retried with the next change, and guests.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { contentsOf } from '../../../src/core/course/course-tree';
import { completedShare } from '../../../src/core/course/progress-status';
import { progressQueue } from '../../../src/core/course/course-store';
import {
  deepActiveElement,
  json,
  mount,
  sessionRoutes,
  shadowQuery,
  spyConsole,
  stubFetch,
  waitFor,
} from '../support/helpers';
import {
  cleanPage,
  COURSE,
  COURSE_DATA,
  current,
  en,
  entryOf,
  fastTimers,
  freshPage,
  interceptNavigation,
  mountCourse,
  PARTLY,
  PROGRESS,
  q,
  qq,
  UPDATE,
  updates,
} from '../support/course';

describe('<academy-course>', () => {
  beforeEach(freshPage);
  afterEach(cleanPage);

  it('ignores a bad course-id with a warning and says the course id is required', async () => {
    const warn = spyConsole('warn');
    try {
      const { el } = await mountCourse({}, 'course-id="a/b"');
      const error = await shadowQuery(el, '[part~=error]');
      expect(warn.text()).to.contain('[academy] ignoring invalid course-id="a/b"');
      expect(error.querySelector('h1')!.textContent).to.equal(en.errors.loadingCourse);
      expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.errors.courseIdRequired);
      expect(q(el, '[part~=retry]')).to.equal(null);
    } finally {
      warn.restore();
    }
  });

  it('resumes at the first content not complete, names it in the URL, and shows the §4 share', async () => {
    const { el, asked } = await mountCourse();
    await shadowQuery(el, '[part~=toc-content]');
    expect(current(el)).to.equal('c2');
    expect(asked[0]).to.deep.equal({ path: '/course/12/c2/88', replace: true });
    expect(q(el, 'h1')!.textContent).to.equal('Site Security Fundamentals');
    // The host focuses the title on arrival (tabindex -1, for screen readers): no thick control ring on a heading.
    const title = q(el, 'h1')!;
    title.setAttribute('tabindex', '-1');
    title.focus();
    expect(deepActiveElement()).to.equal(title);
    expect(getComputedStyle(title).outlineStyle).to.equal('none');
    expect(q(el, '[part~=content] h2')!.textContent).to.equal('Title c2');
    expect(q<HTMLProgressElement>(el, '[part~=progress] progress')!.value).to.equal(
      completedShare(contentsOf(COURSE_DATA), PARTLY),
    );
    expect(q(el, '[part~=progress-text]')!.textContent).to.equal('20% complete');
    expect(q(el, '[part~=place]')!.textContent).to.equal('Foundations · Patrols');
    expect(q(el, '[part~=position]')!.textContent).to.equal('2 of 5');
    const c1 = q(el, '[data-content-id=c1]')!;
    expect([c1.dataset.done, c1.textContent]).to.deep.equal(['true', `Title c1, ${en.types.video}, ${en.toc.done}`]);
    // The first open sends started_at for the content, its chapter and unit (§4).
    await waitFor(() => updates().length === 1, 'the first open');
    const sent = updates()[0]!;
    expect(sent.participant_id).to.equal('77');
    expect(entryOf(sent, 'c2')).to.include({ completed_percentage: 0 });
    expect(entryOf(sent, 'c2')!.started_at).to.be.a('string');
    expect(sent.course_chapter_progress.map((entry) => entry.chapter_id)).to.deep.equal(['ch1']);
  });

  it('expands and collapses every unit and chapter', async () => {
    const { el } = await mountCourse();
    await shadowQuery(el, '[part~=toc-content]');
    const visible = () => qq(el, '[part~=toc-content]').filter((node) => node.offsetParent !== null).length;
    expect(visible()).to.equal(2);
    q(el, '[part~=collapse-all]')!.click();
    await waitFor(() => visible() === 0, 'collapsed');
    expect(qq(el, '.toc-toggle').every((toggle) => toggle.getAttribute('aria-expanded') === 'false')).to.equal(true);
    q(el, '[part~=expand-all]')!.click();
    await waitFor(() => visible() === 5, 'expanded');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`Next into a folded chapter opens it in the contents, the others as they were (#29 item 13, ${lang})`, async () => {
      setLanguage(lang);
      const { el } = await mountCourse({}, 'course-id="12" content-id="c2" course-progress-id="88"');
      await shadowQuery(el, '[part~=toc-content]');
      const shown = (id: string) => q(el, `[part~=toc-content][data-content-id="${id}"]`)?.offsetParent != null;
      expect([shown('c2'), shown('c3')]).to.deep.equal([true, false]);
      q<HTMLButtonElement>(el, '[part~=next]')!.click();
      await waitFor(() => current(el) === 'c3', 'c3');
      await waitFor(() => shown('c3'), 'the chapter of c3 opened');
      expect(shown('c2'), 'the chapter left stays open').to.equal(true);
    });
  }

  it('moves with previous / next, disabled at the ends, and follows a new content-id', async () => {
    const { el, asked } = await mountCourse({}, 'course-id="12" content-id="c1" course-progress-id="88"');
    await shadowQuery(el, '[part~=toc-content]');
    const previous = q<HTMLButtonElement>(el, '[part~=previous]')!;
    const next = q<HTMLButtonElement>(el, '[part~=next]')!;
    expect([current(el), previous.disabled, next.disabled, asked.length]).to.deep.equal(['c1', true, false, 0]);
    next.click();
    await waitFor(() => current(el) === 'c2', 'c2');
    expect(asked.at(-1)).to.deep.equal({ path: '/course/12/c2/88', replace: false });
    el.setAttribute('content-id', 'c5');
    await waitFor(() => current(el) === 'c5', 'c5 from the attribute');
    expect([previous.disabled, next.disabled]).to.deep.equal([false, true]);
    expect(q(el, '[part~=place]')!.textContent).to.equal('Practice · Check');
    previous.click();
    await waitFor(() => current(el) === 'c4', 'c4');
    expect(asked.at(-1)!.path).to.equal('/course/12/c4/88');
    // Reaching an end disables the pressed button: focus goes to the other one, not to the page.
    next.focus();
    next.click();
    await waitFor(() => current(el) === 'c5' && next.disabled, 'c5 again');
    expect(deepActiveElement()).to.equal(previous);
  });

  it('marks complete and unmarks, posting the §4 records, and announces it', async () => {
    const { el } = await mountCourse({}, 'course-id="12" content-id="c5" course-progress-id="88"');
    const events: unknown[] = [];
    el.addEventListener('academy-course-progress', (event) => events.push((event as CustomEvent).detail));
    const mark = await shadowQuery<HTMLButtonElement>(el, '[part~=mark]');
    await waitFor(() => updates().length === 1, 'the open');
    expect(mark.textContent).to.equal(en.footer.markComplete);
    mark.click();
    await waitFor(() => updates().length === 2, 'the completion');
    const completed = updates()[1]!;
    expect(entryOf(completed, 'c5')).to.include({ completed_percentage: 100 });
    expect(completed.progress_percentage).to.equal(40);
    expect(completed.course_unit_progress.find((entry) => entry.unit_id === 'u2')!.completed_percentage).to.equal(50);
    expect(mark.textContent).to.equal(en.footer.unmark);
    expect(q(el, '[data-content-id=c5]')!.dataset.done).to.equal('true');
    expect(q(el, '[part~=progress-text]')!.textContent).to.equal('40% complete');
    expect(q(el, '[role=status][aria-live]')!.textContent).to.equal(en.footer.completed);
    mark.click();
    await waitFor(() => updates().length === 3, 'the unmark');
    const unmarked = updates()[2]!;
    expect(entryOf(unmarked, 'c5')).to.equal(undefined);
    expect(unmarked.progress_percentage).to.equal(20);
    expect(q(el, '[part~=progress-text]')!.textContent).to.equal('20% complete');
    expect(events).to.deep.equal([
      { courseId: '12', contentId: 'c5', completed: true, percentage: 40 },
      { courseId: '12', contentId: 'c5', completed: false, percentage: 20 },
    ]);
  });

  it('logs a failed update, keeps the learner going, and sends the newest record with the next change', async () => {
    const logged = spyConsole('error');
    let fail = true;
    try {
      const { el } = await mountCourse(
        { [UPDATE]: (call: { body: unknown }) => (fail ? json({ message: 'Server error' }, 500) : call.body) },
        'course-id="12" content-id="c5" course-progress-id="88"',
      );
      const mark = await shadowQuery<HTMLButtonElement>(el, '[part~=mark]');
      await waitFor(() => logged.text().includes('course progress update failed'), 'the logged failure');
      fail = false;
      mark.click();
      await waitFor(() => updates().length === 2, 'the retry with the next change');
      expect(mark.textContent).to.equal(en.footer.unmark);
      expect(entryOf(updates()[1]!, 'c5')!.started_at).to.be.a('string');
      await progressQueue.settled();
      expect(progressQueue.held()).to.deep.equal([]);
    } finally {
      logged.restore();
    }
  });

  it('shows an error with Try Again for a malformed course, and recovers', async () => {
    const logged = spyConsole('error');
    let broken = true;
    try {
      const { el } = await mountCourse({ [COURSE]: () => (broken ? { id: 12, units: 'nope' } : COURSE_DATA) });
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.querySelector('h1')!.textContent).to.equal(en.errors.loadingCourse);
      expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.errors.invalidCourse);
      expect(logged.text()).to.contain('course course failed to load');
      broken = false;
      const retry = q(el, '[part~=retry]')!;
      expect(retry.textContent).to.equal('Try Again');
      retry.click();
      await shadowQuery(el, '[part~=toc-content]');
    } finally {
      logged.restore();
    }
  });

  it("shows 'Error loading course progress' when the progress fails", async () => {
    const logged = spyConsole('error');
    try {
      const { el } = await mountCourse({ [PROGRESS]: json({ message: 'Nope' }, 400) });
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.querySelector('h1')!.textContent).to.equal(en.errors.loadingProgress);
      expect(error.querySelector('[role=alert]')!.textContent).to.equal('Nope');
    } finally {
      logged.restore();
    }
  });

  it("shows 'Course not found' with the way back to the dashboard", async () => {
    const { el, asked } = await mountCourse({ [COURSE]: json({ message: 'Not found' }, 404) });
    const card = await shadowQuery(el, '[part~=not-found]');
    expect(card.querySelector('h1')!.textContent).to.equal('Course not found');
    const back = card.querySelector<HTMLAnchorElement>('[part~=back]')!;
    expect(back.getAttribute('href')).to.equal('/dashboard');
    back.click();
    expect(asked.at(-1)!.path).to.equal('/dashboard');
  });

  it('says when the course has no content', async () => {
    const { el } = await mountCourse({
      [COURSE]: { ...COURSE_DATA, units: [{ id: 'u1', title: 'Empty', chapters: [] }] },
    });
    const card = await shadowQuery(el, '[part~=no-content]');
    expect(card.querySelector('p')!.textContent).to.equal('This course does not have any content available.');
  });

  it('sends a copied link (null progress) to /dashboard after 3 s', async () => {
    const restore = fastTimers();
    try {
      const { el, asked } = await mountCourse({ [PROGRESS]: json({ message: 'OK', data: null }) });
      const notice = await shadowQuery(el, '[part~=copied-link]');
      expect(notice.querySelector('h1')!.textContent).to.equal(en.errors.copiedLinkTitle);
      await waitFor(() => asked.some((entry) => entry.path === '/dashboard' && entry.replace), 'the redirect');
    } finally {
      restore();
    }
  });

  const foreignLinks: [string, () => Response][] = [
    ["someone else's progress id (404)", () => json({ message: 'Course progress not found.' }, 404)],
    ["another course's progress record", () => json({ message: 'OK', data: { ...PARTLY, course_id: '99' } })],
  ];
  for (const [name, answer] of foreignLinks) {
    it(`treats ${name} as a copied link, not a load failure`, async () => {
      const restore = fastTimers();
      try {
        const { el, asked } = await mountCourse({ [PROGRESS]: answer });
        const notice = await shadowQuery(el, '[part~=copied-link]');
        expect([notice.querySelector('h1')!.textContent, q(el, '[part~=error]')]).to.deep.equal([
          en.errors.copiedLinkTitle,
          null,
        ]);
        await waitFor(() => asked.some((entry) => entry.path === '/dashboard' && entry.replace), 'the redirect');
      } finally {
        restore();
      }
    });
  }

  it('sends a guest to sign in', async () => {
    const guest = stubFetch({ ...sessionRoutes });
    try {
      const el = mount('<academy-course course-id="12"></academy-course>');
      const asked = interceptNavigation(el);
      await waitFor(() => asked.some((entry) => entry.path === '/auth/login'), 'the sign-in redirect');
    } finally {
      guest.restore();
    }
  });
});
