import { atom } from 'nanostores';
import { fetchCourse, fetchCourseProgress, updateCourseProgress, type CourseProgress } from '../api/course';
import { ApiError } from '../http/api-error';
import { errorMessage } from '../http/error-message';
import { isNotFound } from '../http/not-found';
import type { MessageKey } from '../locale/i18n';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { createProgressQueue } from './progress-queue';

/** A course's tree per course id (it changes rarely: the default 5-minute lifetime). */
const courseQuery = createQueryFamily((courseId: string) => fetchCourse(courseId));
/** The progress record (or null for a copied link) per progress id, as the server last answered. */
export const progressQuery = createQueryFamily((progressId: string) => fetchCourseProgress(progressId));

/** One store per course and one per progress record: loads when first watched, `load({ force: true })` is Try Again. */
export const courseStore = keyedStores(courseQuery);
export const progressStore = keyedStores(progressQuery);

/**
 * The learner's newest record per progress id, ahead of the server's copy (sends are queued); forgotten with the
 * progress cache (sign-out, a 401, a new sign-in).
 */
export const $localProgress = atom<Record<string, CourseProgress | undefined>>({});

/** One progress id's local record (a plain atom: `map` would add a chunk of its own code to the viewer). */
function setLocal(progressId: string, record: CourseProgress | undefined): void {
  $localProgress.set({ ...$localProgress.get(), [progressId]: record });
}
const watched = new Set<string>();

/** The queue every progress change goes through (one record in flight; a failure is held for the next change). */
export const progressQueue = createProgressQueue(updateCourseProgress);

/** Records a changed progress record locally (the viewer shows it at once) and queues it for the server. */
export function commitProgress(progressId: string, record: CourseProgress): void {
  if (!watched.has(progressId)) {
    watched.add(progressId);
    progressQuery(progressId).onClear(() => setLocal(progressId, undefined));
  }
  setLocal(progressId, record);
  progressQueue.push(progressId, record);
}

/** The record to show: the learner's own newest change, else the server's. */
export function currentProgress(
  progressId: string,
  fromServer: CourseProgress | null | undefined,
): CourseProgress | null | undefined {
  return $localProgress.get()[progressId] ?? fromServer;
}

/** A failed load as the error card shows it: its §8 title and the detail under it. */
export interface CourseFailure {
  title: MessageKey;
  detail: Message;
}

/** §8 'Course not found': the course is missing (404) or not this learner's (403). */
export const isCourseMissing = isNotFound;

/**
 * §8: 'Error loading course' / 'Error loading course progress' with the detail: 'Invalid course data received from
 * API' for a malformed course, the catalogue's words for network trouble, the server's message for a refusal, else
 * 'Failed to load course' / 'Failed to load course progress'.
 */
export function loadFailure(error: unknown, what: 'course' | 'progress'): CourseFailure {
  const title: MessageKey = what === 'course' ? 'course.errors.loadingCourse' : 'course.errors.loadingProgress';
  const fallback: MessageKey = what === 'course' ? 'course.errors.failedCourse' : 'course.errors.failedProgress';
  if (error instanceof ApiError) {
    if (error.kind === 'invalid-response')
      return { title, detail: { key: what === 'course' ? 'course.errors.invalidCourse' : fallback } };
    if (error.kind === 'network' || error.kind === 'timeout') return { title, detail: errorMessage(error) };
    if (error.kind === 'http' && (error.status ?? 500) < 500 && error.serverMessage)
      return { title, detail: { text: error.serverMessage } };
  }
  return { title, detail: { key: fallback } };
}

/** Logs a failed load once per failure (the card shows it; the console keeps the technical detail). */
export function logLoadFailure(error: unknown, what: 'course' | 'progress'): void {
  console.error(`[academy] course ${what} failed to load`, error instanceof Error ? error.message : error);
}
