// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseRating, toggleFollowUp } from '../../../../src/core/exam/feedback-rules';
import type * as FeedbackStore from '../../../../src/core/exam/feedback-store';
import type * as SessionStorage from '../../../../src/core/session/storage';

// #29 item 13: a survey's answers survive a reload (sessionStorage), for the user who gave them only.

type Store = typeof FeedbackStore;
type Session = typeof SessionStorage;

/** A fresh page load: the modules evaluated again over the same storage. */
async function reload(): Promise<{ store: Store; session: Session }> {
  vi.resetModules();
  return {
    store: await import('../../../../src/core/exam/feedback-store'),
    session: await import('../../../../src/core/session/storage'),
  };
}

const answers = toggleFollowUp(chooseRating({}, 0, 3), 0, 'Hard to reach');

describe('feedback drafts over a reload (#29 item 13)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('come back after a reload for the same user; not for another; gone once sent', async () => {
    let page = await reload();
    page.session.$storedUser.set({ id: 7 } as never);
    page.store.feedbackDraft('EX-7', 'AfterExam').set(answers);
    page.store.feedbackDraft('EX-7', 'AfterExam').courseType(false);

    page = await reload();
    const draft = page.store.feedbackDraft('EX-7', 'AfterExam');
    expect(draft.$draft.get()).toEqual({ answers, isNpo: false });
    expect(page.store.feedbackDraft('EX-7', 'BeforeExam').$draft.get().answers).toEqual({});

    page.session.$storedUser.set({ id: 8 } as never);
    page = await reload();
    expect(page.store.feedbackDraft('EX-7', 'AfterExam').$draft.get().answers).toEqual({});

    page.session.$storedUser.set({ id: 7 } as never);
    page = await reload();
    page.store.feedbackDraft('EX-7', 'AfterExam').clear();
    page = await reload();
    expect(page.store.feedbackDraft('EX-7', 'AfterExam').$draft.get().answers).toEqual({});
  });

  it('a damaged stored draft is no draft', async () => {
    const page = await reload();
    page.session.$storedUser.set({ id: 7 } as never);
    sessionStorage.setItem('academy_feedback_draft:AfterExam:EX-6', '{"user":"7","answers":{"0":{"rating":"x"}}}');
    expect(page.store.feedbackDraft('EX-6', 'AfterExam').$draft.get().answers).toEqual({});
  });
});
