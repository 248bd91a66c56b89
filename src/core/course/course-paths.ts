const seg = encodeURIComponent;

/** §2 /course/{courseId}/{contentId}/{courseProgressId}: where the URL points while a content is shown. */
export function contentPath(courseId: string, contentId: string, progressId: string): string {
  return `/course/${seg(courseId)}/${seg(contentId)}/${seg(progressId)}`;
}

/** The dashboard every 'back' and the copied-link redirect lead to (§2). */
export const DASHBOARD_PATH = '/dashboard';
