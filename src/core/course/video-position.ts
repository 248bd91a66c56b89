import { parseResumeSecond, resumeKey, resumeSecond } from './resume-position';

// The server's progress record has no field for a video's second, so it is kept in this browser per user and content.

/** How often (ms) the playing second is saved, besides on pause and when the page is left. */
export const POSITION_SAVE_MS = 5000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings): the video then simply starts at 0.
    return null;
  }
}

/** The second to resume this user's video at, or null (nothing saved, or the video was watched to its end). */
export function readVideoPosition(userId: string, contentId: string, duration: number): number | null {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(resumeKey(userId, contentId)) ?? null;
  } catch {
    return null;
  }
  const saved = parseResumeSecond(stored);
  return saved === null ? null : resumeSecond(saved, duration);
}

/** Saves the whole second the video is at (a write that fails is skipped: resuming is a convenience). */
export function saveVideoPosition(userId: string, contentId: string, second: number): void {
  if (!Number.isFinite(second) || second < 0) return;
  try {
    storage()?.setItem(resumeKey(userId, contentId), String(Math.floor(second)));
  } catch {
    // Full or refused storage: the next save tries again.
  }
}
