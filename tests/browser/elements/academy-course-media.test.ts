// <academy-course>'s contents in real Chromium (learning §2, §4, §9): the document placeholder, a sanitised quiz, the
// video's own controls, keys, speeds, resume second, 90 % completion, captions, hiding controls and media error, the phone
// drawer, and Arabic in RTL.
import { expect } from 'chai';
import type { Course } from '../../../src/core/api/schemas/course';
import { VIDEO_CONTROLS_HIDE_MS } from '../../../src/core/course/course-constants';
import { $captionsOn } from '../../../src/core/course/captions-choice';
import { resumeKey } from '../../../src/core/course/resume-position';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { deepActiveElement, realClick, realInput, shadowQuery, USER, waitFor } from '../support/helpers';
import {
  ar,
  cleanPage,
  COURSE,
  COURSE_DATA,
  en,
  entryOf,
  fastTimers,
  freshPage,
  item,
  mountCourse,
  PARTLY,
  PROGRESS,
  q,
  updates,
  VIDEO,
} from '../support/course';

describe('<academy-course> contents', () => {
  beforeEach(freshPage);
  afterEach(cleanPage);

  it('shows a document behind its 1 s placeholder, then completes it', async () => {
    const restore = fastTimers();
    try {
      const { el } = await mountCourse({}, 'course-id="12" content-id="c3" course-progress-id="88"');
      const frame = await shadowQuery(el, '[part~=document]');
      expect(frame.querySelector('iframe')!.src).to.equal(
        new URL('/backend/storage/course/c3.bin', location.href).href,
      );
      await waitFor(
        () => updates().some((record) => entryOf(record, 'c3')?.completed_percentage === 100),
        'the completion',
      );
      expect(q(el, '[part~=document-loading]')).to.equal(null);
      expect(q(el, '[data-content-id=c3]')!.dataset.done).to.equal('true');
    } finally {
      restore();
    }
  });

  it('shows a quiz with its description sanitised and no unsafe link; an assignment links out', async () => {
    const { el } = await mountCourse({}, 'course-id="12" content-id="c4" course-progress-id="88"');
    const content = await shadowQuery(el, '[part~=content][data-type=quiz]');
    expect(content.querySelector('.content-description strong')!.textContent).to.equal('all');
    expect(content.querySelector('script, img[onerror]')).to.equal(null);
    expect(content.querySelector('[part~=open-link]')).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__courseXss).to.equal(undefined);
    q(el, '[part~=next]')!.click();
    const link = await shadowQuery<HTMLAnchorElement>(el, '[part~=content][data-type=assignment] [part~=open-link]');
    expect([link.href, link.target, link.textContent]).to.deep.equal([
      'https://forms.example/a5',
      '_blank',
      en.activity.openAssignment,
    ]);
  });

  it('plays video with its own controls, the six speeds and keys, resumes at the saved second and completes past 90 %', async () => {
    localStorage.setItem(resumeKey(String(USER.id), 'c1'), '2');
    const { el } = await mountCourse(
      { [PROGRESS]: { ...PARTLY, course_content_progress: [] } },
      'course-id="12" content-id="c1" course-progress-id="88"',
    );
    const player = await shadowQuery(el, '[part~=video]');
    const video = player.querySelector('video')!;
    const speeds = [...player.querySelectorAll('option')].map((option) => option.value);
    expect(speeds).to.deep.equal(['0.5', '0.75', '1', '1.25', '1.5', '2']);
    expect(video.hasAttribute('controls')).to.equal(false);
    await waitFor(() => video.readyState >= 1 && video.currentTime === 2, 'resumed at 2 s');
    player.focus();
    player.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }));
    await waitFor(() => player.querySelector('[part~=mute]')!.getAttribute('aria-pressed') === 'true', 'muted by M');
    expect(video.muted).to.equal(true);
    const speed = player.querySelector<HTMLSelectElement>('[part~=speed]')!;
    speed.value = '2';
    speed.dispatchEvent(new Event('change', { bubbles: true }));
    expect(video.playbackRate).to.equal(2);
    player.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => Math.abs(video.currentTime - Math.min(7, video.duration)) < 0.01, 'seeked 5 s on');
    expect(q(el, '[data-content-id=c1]')!.dataset.done).to.equal('false');
    video.currentTime = video.duration * 0.92;
    await waitFor(() => q(el, '[data-content-id=c1]')!.dataset.done === 'true', 'complete past 90 %');
    await waitFor(
      () => updates().some((record) => entryOf(record, 'c1')?.completed_percentage === 100),
      'the posted completion',
    );
  });

  it('hides the video controls 3 s after the last activity while playing, and shows them on pointer activity', async () => {
    // The 3 s timer is held here and fired by the test: a controlled clock instead of a real wait.
    const original = window.setTimeout;
    const held: (() => void)[] = [];
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== VIDEO_CONTROLS_HIDE_MS) return original(handler, ms, ...args);
      held.push(handler as () => void);
      return 0;
    }) as typeof window.setTimeout;
    try {
      const { el } = await mountCourse({}, 'course-id="12" content-id="c1" course-progress-id="88"');
      const player = await shadowQuery(el, '[part~=video]');
      const video = player.querySelector('video')!;
      video.muted = true;
      await waitFor(() => video.readyState >= 1, 'the metadata');
      // A real click: the button keeps focus, which must not keep the bar on screen.
      await realClick(player.querySelector<HTMLButtonElement>('[part~=play]')!);
      await waitFor(() => !video.paused && held.length > 0, 'playing');
      expect(player.classList.contains('controls-hidden')).to.equal(false);
      held.at(-1)!();
      await waitFor(() => player.classList.contains('controls-hidden'), 'hidden after 3 s');
      const bar = player.querySelector('[part~=video-controls]')!;
      await waitFor(() => getComputedStyle(bar).opacity === '0', 'the bar faded out');
      const count = held.length;
      player.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      await waitFor(() => !player.classList.contains('controls-hidden'), 'shown on activity');
      expect(held.length).to.equal(count + 1);
      video.pause();
    } finally {
      window.setTimeout = original;
    }
  });

  it("shows captions on demand in the page's language, follows a language switch and keeps the choice (#37)", async () => {
    const files = '/demo/api/features/course/files/fire-safety-intro';
    const captioned: Course = {
      ...COURSE_DATA,
      units: [
        {
          id: 'u1',
          title: 'U',
          chapters: [
            {
              id: 'ch1',
              title: 'C',
              contents: [
                item('c1', 'video', {
                  url: VIDEO,
                  captions: [
                    { lang: 'en', label: 'English', url: `${files}.en.vtt` },
                    { lang: 'ar', label: 'العربية', url: `${files}.ar.vtt` },
                  ],
                }),
                item('c2', 'video', { url: VIDEO }),
              ],
            },
          ],
        },
      ],
    };
    const { el } = await mountCourse({ [COURSE]: captioned }, 'course-id="12" content-id="c1" course-progress-id="88"');
    const player = await shadowQuery(el, '[part~=video]');
    const video = player.querySelector('video')!;
    const button = player.querySelector<HTMLButtonElement>('[part~=captions]')!;
    const modes = () => [...video.textTracks].map((track) => `${track.language}:${track.mode}`);
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]).to.deep.equal([
      en.video.captions,
      'false',
    ]);
    expect(player.querySelector(`#${player.getAttribute('aria-describedby')}`)!.textContent).to.contain(
      en.video.captionsHint,
    );
    expect(modes()).to.deep.equal(['en:disabled', 'ar:disabled']);
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'captions on');
    // The tracks' modes are set in an effect after the render that presses the button.
    await waitFor(() => modes().join() === 'en:showing,ar:disabled', 'the English track');
    await waitFor(() => (video.textTracks[0]!.cues?.length ?? 0) === 3, 'the English cues', 10_000);
    expect(video.textTracks[0]!.cues![0]!.startTime).to.equal(0);
    expect(localStorage.getItem('academy_captions')).to.equal('1');

    setLanguage('ar');
    await waitFor(() => modes().join() === 'en:disabled,ar:showing', 'the Arabic track');
    expect(button.getAttribute('aria-label')).to.equal(ar.video.captions);
    expect([...video.textTracks].map((track) => track.label)).to.deep.equal(['الإنجليزية', 'العربية']);
    await waitFor(() => (video.textTracks[1]!.cues?.length ?? 0) === 3, 'the Arabic cues', 10_000);

    player.focus();
    player.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true }));
    await waitFor(() => button.getAttribute('aria-pressed') === 'false', 'off by C');
    await waitFor(() => modes().join() === 'en:disabled,ar:disabled', 'no track shown');
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'on again');

    // A video without tracks offers no captions button; the next captioned one starts with them on.
    q(el, '[part~=next]')!.click();
    await waitFor(() => q(el, '[part~=content][data-type=video] video')?.closest('[part~=video]') !== player, 'c2');
    expect(q(el, '[part~=captions]')).to.equal(null);
    $captionsOn.set(false);
  });

  it('shows the viewer error with Try Again when the video cannot load', async () => {
    const broken: Course = {
      ...COURSE_DATA,
      units: [
        {
          id: 'u1',
          title: 'U',
          chapters: [
            { id: 'ch1', title: 'C', contents: [item('c1', 'video', { url: '/backend/storage/course/missing.webm' })] },
          ],
        },
      ],
    };
    const { el } = await mountCourse({ [COURSE]: broken });
    const error = await shadowQuery(el, '[part~=media-error]');
    expect(error.querySelector('strong')!.textContent).to.equal(en.errors.mediaTitle);
    expect(error.querySelector('button')!.textContent).to.equal(en.tryAgain);
    error.querySelector('button')!.click();
    // The player is built again and tries the file again: still missing, a new error card follows.
    await waitFor(() => q(el, '[part~=media-error]') !== error && q(el, '[part~=media-error]'), 'the retried load');
  });

  it('is a drawer at 375 px that closes on choosing content', async () => {
    const { setViewport } = await realInput();
    await setViewport({ width: 375, height: 740 });
    const { el } = await mountCourse();
    await shadowQuery(el, '[part~=mark]');
    const sidebar = q(el, 'aside')!;
    expect(sidebar.hidden).to.equal(true);
    const toggle = q(el, '[part~=footer] [part~=toc-toggle]')!;
    expect(toggle.textContent).to.equal(en.footer.showContents);
    toggle.click();
    await waitFor(() => !sidebar.hidden, 'the drawer');
    const box = sidebar.getBoundingClientRect();
    expect([Math.round(box.left), Math.round(box.width)]).to.deep.equal([0, 320]);
    await waitFor(() => deepActiveElement() === q(el, '[part~=toc-close]'), 'focus in the drawer');
    // Modal while open: what lies under the drawer is inert.
    expect(
      ['header', 'main', 'footer'].map((tag) => q(el, `.course-viewer > ${tag}, .course-body > ${tag}`)!.inert),
    ).to.deep.equal([true, true, true]);
    q(el, '[data-content-id=c1]')!.click();
    await waitFor(() => sidebar.hidden, 'closed');
    expect(deepActiveElement()).to.equal(toggle);
    expect(toggle.closest('footer')!.inert).to.equal(false);
    expect(q(el, '[part~=content] h2')!.textContent).to.equal('Title c1');
  });

  it('reads Arabic in RTL, with the drawer from the inline start and mirrored arrows', async () => {
    setLanguage('ar');
    const { setViewport } = await realInput();
    await setViewport({ width: 375, height: 740 });
    const { el } = await mountCourse();
    await shadowQuery(el, '[part~=mark]');
    expect(el.getAttribute('dir')).to.equal('rtl');
    expect(q(el, '[part~=next]')!.textContent).to.equal(ar.nav.next);
    expect(q(el, '[part~=mark]')!.textContent).to.equal(ar.footer.markComplete);
    const arrow = q(el, '[part~=next] svg')!;
    expect(getComputedStyle(arrow).transform).to.not.equal('none');
    q(el, '[part~=footer] [part~=toc-toggle]')!.click();
    const sidebar = q(el, 'aside')!;
    await waitFor(() => !sidebar.hidden, 'the drawer');
    expect(Math.round(sidebar.getBoundingClientRect().right)).to.equal(375);
    expect(q(el, '.toc h2')!.textContent).to.equal(ar.toc.title);
    expect(q(el, '[part~=progress-text]')!.textContent).to.equal('مكتمل بنسبة ٢٠٪');
    // A closed branch's chevron points to the inline end: its box is mirrored in Arabic.
    q(el, '[part~=collapse-all]')!.click();
    await waitFor(() => getComputedStyle(q(el, '.toc-chevron svg')!).transform !== 'none', 'the closed chevron');
    expect(getComputedStyle(q(el, '.toc-chevron')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('names the video speeds in Arabic digits on an Arabic page (#29 item 12)', async () => {
    setLanguage('ar');
    const { el } = await mountCourse(
      { [PROGRESS]: { ...PARTLY, course_content_progress: [] } },
      'course-id="12" content-id="c1" course-progress-id="88"',
    );
    const player = await shadowQuery(el, '[part~=video]');
    expect([...player.querySelectorAll('[part~=speed] option')].map((option) => option.textContent)).to.deep.equal([
      '٠٫٥×',
      '٠٫٧٥×',
      '١×',
      '١٫٢٥×',
      '١٫٥×',
      '٢×',
    ]);
  });
});
