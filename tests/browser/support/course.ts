// Shared fixtures of the <academy-course> browser tests: a stubbed course and progress record, a signed-in mount with
// navigation intercepted, the posted updates, and a fast clock for the §9 waits.
import type { Course, CourseProgress } from '../../../src/core/api/schemas/course';
import type { User } from '../../../src/core/api/user';
import { COPIED_LINK_REDIRECT_MS, DOCUMENT_COMPLETE_MS } from '../../../src/core/course/course-constants';
import { progressQueue } from '../../../src/core/course/course-store';
import { courseAr } from '../../../src/core/course/strings/ar';
import { courseEn } from '../../../src/core/course/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-course';
import { realInput, resetPage, sessionRoutes, stubFetch, USER } from './helpers';

export const en = courseEn.course;
export const ar = courseAr.course;
export const COURSE = 'GET courses/view/course/12';
export const PROGRESS = 'GET batch/participant/course/progress/get/88';
export const UPDATE = 'POST batch/participant/course/progress/update/88';
export const HOSTILE =
  '<p>Answer <strong>all</strong> questions.</p><img src=x onerror="window.__courseXss=1"><script>window.__courseXss=2</script>';

/** A real few-second video of the reference API's media, served from the repository. */
export const VIDEO = '/demo/api/features/course/files/fire-safety-intro.webm';
export const item = (id: string, type: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `Title ${id}`,
  type,
  url: `/backend/storage/course/${id}.bin`,
  duration: 5,
  ...over,
});
/** Unit u1: ch1 (c1 video, c2 pdf), ch2 (c3 presentation); unit u2: ch3 (c4 quiz, c5 assignment). */
export const COURSE_DATA: Course = {
  id: '12',
  title: 'Site Security Fundamentals',
  units: [
    {
      id: 'u1',
      title: 'Foundations',
      chapters: [
        { id: 'ch1', title: 'Patrols', contents: [item('c1', 'video', { url: VIDEO }), item('c2', 'pdf')] },
        { id: 'ch2', title: 'Reports', contents: [item('c3', 'presentation')] },
      ],
    },
    {
      id: 'u2',
      title: 'Practice',
      chapters: [
        {
          id: 'ch3',
          title: 'Check',
          contents: [
            item('c4', 'quiz', { url: 'javascript:alert(1)', description: HOSTILE }),
            item('c5', 'assignment', { url: 'https://forms.example/a5' }),
          ],
        },
      ],
    },
  ],
};
const at = '2026-11-20T08:00:00.000Z';
const done = (id: string) => ({
  content_id: id,
  completed_percentage: 100,
  time_spent: 4,
  started_at: at,
  completed_at: at,
});
/** c1 complete: the viewer resumes at c2. */
export const PARTLY: CourseProgress = {
  batch_id: '3',
  batch_course_id: '4',
  course_id: '12',
  participant_id: 77 as unknown as string,
  course_content_progress: [done('c1')],
  course_chapter_progress: [],
  course_unit_progress: [],
  total_time_spent: 4,
  progress_percentage: 20,
  total_guided_learning_time: 60,
  started_at: at,
  completed_at: null,
};

declare global {
  interface Window {
    __courseXss?: number;
  }
}

export let network: ReturnType<typeof stubFetch>;
export const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
export const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const updates = () =>
  network.calls
    .filter((call) => `${call.method} ${call.path}` === UPDATE)
    .map((call) => call.body as CourseProgress & { participant_id: string });
export const current = (el: HTMLElement) => q(el, '[part~=toc-content][aria-current=true]')?.dataset.contentId;
export const entryOf = (record: CourseProgress, id: string) =>
  record.course_content_progress.find((entry) => entry.content_id === id);

/** Records the paths the element asks the host to open, handling each itself (the test page stays put). */
export function interceptNavigation(el: HTMLElement): { path: string; replace: boolean }[] {
  const asked: { path: string; replace: boolean }[] = [];
  el.addEventListener('academy-navigate', (event) => {
    const { path, replace } = (event as CustomEvent<{ path: string; replace: boolean }>).detail;
    asked.push({ path, replace });
    event.preventDefault();
  });
  return asked;
}

/** Stores a signed-in session, stubs the course calls and mounts the element (navigation intercepted from the start). */
export async function mountCourse(
  routes: Record<string, unknown> = {},
  attributes = 'course-id="12" course-progress-id="88"',
) {
  network = stubFetch({
    ...sessionRoutes,
    [COURSE]: COURSE_DATA,
    [PROGRESS]: PARTLY,
    [UPDATE]: (call: { body: unknown }) => call.body,
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const template = document.createElement('template');
  template.innerHTML = `<academy-course ${attributes}></academy-course>`;
  const el = template.content.firstElementChild as HTMLElement;
  const asked = interceptNavigation(el);
  document.body.append(el);
  return { el, asked };
}

/** The 1 s document placeholder and the 3 s redirect fire at once: a fast clock instead of waits (the API time-out stays). */
export function fastTimers(): () => void {
  const original = window.setTimeout;
  const fast = new Set([DOCUMENT_COMPLETE_MS, COPIED_LINK_REDIRECT_MS]);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    original(handler, fast.has(ms ?? 0) ? 0 : ms, ...args)) as typeof window.setTimeout;
  return () => (window.setTimeout = original);
}

/** Before each test: an empty page in English at a desktop size. */
export async function freshPage(): Promise<void> {
  resetPage();
  delete window.__courseXss;
  setLanguage('en');
  const { setViewport } = await realInput();
  await setViewport({ width: 1280, height: 900 });
}

/** After each test: the queued progress sent, the page emptied and the network restored. */
export async function cleanPage(): Promise<void> {
  await progressQueue.settled();
  resetPage();
  network?.restore();
}
