// Shared helpers of the course-viewer journeys (tests/e2e/course/**): strings, the core rules' percentage of a record
// read from the API, and the locators of `<academy-course>` (they pierce its open shadow root).
import type { APIRequestContext, Page } from '@playwright/test';
import { progressBody } from '../../../src/core/api/course';
import type { Course, CourseProgress } from '../../../src/core/api/schemas/course';
import { contentsOf } from '../../../src/core/course/course-tree';
import { completedShare } from '../../../src/core/course/progress-status';
import { courseAr } from '../../../src/core/course/strings/ar';
import { courseEn } from '../../../src/core/course/strings/en';
import { format } from '../login/support';
import type { Lang, StoredSession } from '../_infra/fixtures';

export { format };

/** §8 texts verbatim from the spec: English journeys assert these, Arabic ones the Arabic dictionary. */
const SPEC_EN = { notFound: 'Course not found', noContent: 'This course does not have any content available.' };

/** The course strings a journey asserts in `lang`. */
export function courseTexts(lang: Lang) {
  const t = (lang === 'ar' ? courseAr : courseEn).course;
  return { t, spec: lang === 'en' ? SPEC_EN : { notFound: t.errors.notFound, noContent: t.errors.noContent } };
}

/** The course's overall share as the core rules compute it from what the API holds now (§4). */
export async function corePercent(
  request: APIRequestContext,
  session: StoredSession | null,
  courseId: number,
  progressId: number,
): Promise<number> {
  const headers = { Authorization: `Bearer ${session?.token ?? ''}`, Accept: 'application/json' };
  const read = async <T>(path: string) =>
    ((await (await request.get(`/backend/${path}`, { headers })).json()) as { data: T }).data;
  const course = (await read<{ course: Course }>(`courses/view/course/${courseId}`)).course;
  const record = await read<CourseProgress>(`batch/participant/course/progress/get/${progressId}`);
  return completedShare(contentsOf(course), record);
}

/**
 * Reads a progress record and returns what puts it back (the update call takes content entries as sent), so a journey
 * that fails half-way leaves the next one the seeded record.
 */
export async function keepProgress(
  request: APIRequestContext,
  session: StoredSession | null,
  progressId: number,
): Promise<() => Promise<void>> {
  const headers = { Authorization: `Bearer ${session?.token ?? ''}`, Accept: 'application/json' };
  const answer = await request.get(`/backend/batch/participant/course/progress/get/${progressId}`, { headers });
  const record = ((await answer.json()) as { data: CourseProgress }).data;
  return async () => {
    const put = await request.post(`/backend/batch/participant/course/progress/update/${progressId}`, {
      headers,
      data: progressBody(record),
    });
    if (!put.ok()) throw new Error(`restoring progress ${progressId}: ${put.status()} ${await put.text()}`);
  };
}

/** `<academy-course>` and its parts. */
export function coursePage(page: Page) {
  const host = page.locator('academy-course');
  const part = (name: string) => host.locator(`[part~=${name}]`);
  return {
    host,
    heading: host.locator('h1'),
    contentHeading: part('content').locator('h2'),
    current: host.locator('[part~=toc-content][aria-current=true]'),
    item: (contentId: number) => host.locator(`[part~=toc-content][data-content-id="${contentId}"]`),
    progressText: part('progress-text'),
    previous: part('previous'),
    next: part('next'),
    mark: part('mark'),
    place: part('place'),
    sidebar: host.locator('aside'),
    tocToggle: part('footer').locator('[part~=toc-toggle]'),
    video: part('video').locator('video'),
    play: part('play'),
    mute: part('mute'),
    captions: part('captions'),
    documentFrame: part('document').locator('iframe'),
    documentLoading: part('document-loading'),
    notFound: part('not-found'),
    noContent: part('no-content'),
    copiedLink: part('copied-link'),
  };
}

/** Sets the video's time from the page (the seek bar's own job; exact seconds keep the journey short). */
export async function seekVideo(page: Page, second: number | 'near-end'): Promise<void> {
  await coursePage(page).video.evaluate((video: HTMLVideoElement, to) => {
    video.currentTime = to === 'near-end' ? video.duration * 0.89 : to;
  }, second);
}
