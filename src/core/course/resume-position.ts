// Beyond the spec (issue #10): a video resumes at the second where the learner left it, kept per user and content.

/** Prefix of the storage keys holding a video's resume second. */
export const RESUME_KEY_PREFIX = 'course_video_position';

/** Storage key of one user's resume second in one content; ids are encoded so no id can collide with another pair. */
export function resumeKey(userId: string, contentId: string): string {
  return `${RESUME_KEY_PREFIX}:${encodeURIComponent(userId)}:${encodeURIComponent(contentId)}`;
}

/**
 * The whole second to resume a video at, kept within 0 ≤ s < duration − 1. Null (nothing to resume) for an unreadable
 * second or an unknown, infinite or too short duration; a second in the last one of the video means it was watched to
 * the end, so it starts again at 0; a negative second clamps to 0.
 */
export function resumeSecond(saved: number, duration: number): number | null {
  if (!Number.isFinite(saved) || !Number.isFinite(duration) || duration <= 1) return null;
  const second = Math.max(0, Math.floor(saved));
  return second < duration - 1 ? second : 0;
}

/** A stored value read back as a second, or null (missing, not a number). */
export function parseResumeSecond(stored: string | null | undefined): number | null {
  if (stored == null || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}
