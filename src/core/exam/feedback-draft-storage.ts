import { array, boolean, integer, nullable, record, string, type, validate } from 'superstruct';
import { $storedUser } from '../session/storage';
import type { FeedbackAnswers } from './feedback-rules';

// #29 item 13: a survey's answers survive a reload. Kept in sessionStorage (this tab only, gone with it), one key per
// exam and type, tagged with the signed-in user (another account in the tab never sees them), read defensively.

/** The sessionStorage key of one survey's draft. */
export const draftStorageKey = (key: string) => `academy_feedback_draft:${key}`;

const StoredDraft = type({
  user: string(),
  isNpo: nullable(boolean()),
  answers: record(string(), type({ rating: nullable(integer()), followUps: array(string()) })),
});

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const userId = () => {
  const id = $storedUser.get()?.id;
  return id === undefined || id === null ? null : String(id);
};

/** The signed-in user's stored draft of `key`, or null (none, another user's, or not a draft). Never throws. */
export function readStoredDraft(key: string): { answers: FeedbackAnswers; isNpo: boolean | null } | null {
  const user = userId();
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!raw || !user) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const [failure, draft] = validate(parsed, StoredDraft);
  if (failure || draft.user !== user) return null;
  return { answers: draft.answers as FeedbackAnswers, isNpo: draft.isNpo };
}

/** Keeps the draft of `key` for the signed-in user; an empty one (or no user) removes it. Never throws. */
export function storeDraft(key: string, draft: { answers: FeedbackAnswers; isNpo: boolean | null }): void {
  const user = userId();
  try {
    if (!user || Object.keys(draft.answers).length === 0) storage()?.removeItem(draftStorageKey(key));
    else storage()?.setItem(draftStorageKey(key), JSON.stringify({ user, ...draft }));
  } catch {
    // A full or refused storage only costs the reload's answers.
  }
}
