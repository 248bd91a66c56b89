import { describe, expect, it } from 'vitest';
import {
  answerCurrent,
  isNextEnabled,
  navigationCounts,
  navigationFromTake,
  nextQuestionId,
  questionHeading,
  showsFinish,
  skipCurrent,
  startNavigation,
  type ExamNavigation,
} from '../../../../src/core/exam/exam-navigation';
import { take } from './exam-fixtures';

// §4 next question at random among unanswered ones, skip and revisit, counts, headings, Next after 1 s, Finish.

const IDS = ['q1', 'q2', 'q3', 'q4'];
const first = () => 0;
const last = () => 0.999_999;

const nav = (partial: Partial<ExamNavigation> = {}): ExamNavigation => ({
  questionIds: IDS,
  answered: [],
  skipped: [],
  shown: ['q1'],
  current: 'q1',
  ...partial,
});

describe('nextQuestionId', () => {
  it('picks among the unanswered, unskipped questions with the random source', () => {
    const state = { questionIds: IDS, answered: ['q1'], skipped: ['q2'] };
    expect(nextQuestionId(state, first)).toBe('q3');
    expect(nextQuestionId(state, last)).toBe('q4');
    expect(nextQuestionId(state, () => 0.5)).toBe('q4');
    expect(nextQuestionId(state, () => 1)).toBe('q4');
  });

  it('skipped questions come back only after the rest, in the order skipped', () => {
    expect(nextQuestionId({ questionIds: IDS, answered: ['q1', 'q3'], skipped: ['q4', 'q2'] }, first)).toBe('q4');
    expect(nextQuestionId({ questionIds: IDS, answered: IDS, skipped: [] }, first)).toBeNull();
  });
});

describe('startNavigation / navigationFromTake', () => {
  it('resumes the active question when still open, else picks the next', () => {
    expect(startNavigation(IDS, { answered: ['q1'], active: 'q3' }, first).current).toBe('q3');
    expect(startNavigation(IDS, { answered: ['q1'], active: 'q1' }, first).current).toBe('q2');
    expect(startNavigation(IDS, { active: 'gone' }, last).current).toBe('q4');
  });

  it('drops unknown and duplicate ids, and skipped ones already answered', () => {
    const state = startNavigation(IDS, { answered: ['q1', 'q1', 'x'], skipped: ['q1', 'q2'] }, first);
    expect(state).toEqual({
      questionIds: IDS,
      answered: ['q1'],
      skipped: ['q2'],
      shown: ['q1', 'q2', 'q3'],
      current: 'q3',
    });
  });

  it('keeps the order questions were first shown in, and adds the one shown now', () => {
    const state = startNavigation(
      IDS,
      { answered: ['q1', 'q4'], skipped: ['q2'], shown: ['q4', 'q2', 'q1', 'x', 'q3'] },
      first,
    );
    expect(state.shown).toEqual(['q4', 'q2', 'q1', 'q3']);
    expect(questionHeading(state)).toEqual({ kind: 'question', n: 4, total: 4 });
  });

  it('reads answered and skipped questions and the active one from the take response', () => {
    const state = navigationFromTake(
      take({
        active_question: 303,
        attempted_questions_obj: [{ exam_question_id: 301 }, { exam_question_id: 302, is_skipped: true }],
      }),
      first,
    );
    expect(state).toEqual({
      questionIds: ['301', '302', '303'],
      answered: ['301'],
      skipped: ['302'],
      shown: ['301', '302', '303'],
      current: '303',
    });
  });
});

describe('answer and skip', () => {
  it('Next counts the question answered and moves on', () => {
    const state = answerCurrent(nav(), first);
    expect(state).toEqual({ questionIds: IDS, answered: ['q1'], skipped: [], shown: ['q1', 'q2'], current: 'q2' });
    expect(navigationCounts(state)).toEqual({ attempted: 1, skipped: 0, total: 4 });
  });

  it('Skip lists the question and moves to the next unanswered one', () => {
    const { state, ignored } = skipCurrent(nav(), first);
    expect(ignored).toBe(false);
    expect(state).toEqual({ questionIds: IDS, answered: [], skipped: ['q1'], shown: ['q1', 'q2'], current: 'q2' });
  });

  it('a whole run with skips: skipped come back last as "Skipped Question n" and leave the list once answered', () => {
    let state = nav();
    state = skipCurrent(state, first).state; // q1 skipped → q2
    state = answerCurrent(state, first); // q2 → q3
    state = skipCurrent(state, first).state; // q3 skipped → q4
    expect(state.current).toBe('q4');
    expect(questionHeading(state)).toEqual({ kind: 'question', n: 4, total: 4 });
    state = answerCurrent(state, first); // q4 → first skipped: q1
    expect(state.current).toBe('q1');
    expect(questionHeading(state)).toEqual({ kind: 'skipped', n: 1 });
    state = answerCurrent(state, first);
    expect(state).toMatchObject({ skipped: ['q3'], current: 'q3' });
    expect(questionHeading(state)).toEqual({ kind: 'skipped', n: 3 });
    state = answerCurrent(state, first);
    expect(state).toEqual({
      questionIds: IDS,
      answered: ['q2', 'q4', 'q1', 'q3'],
      skipped: [],
      shown: IDS,
      current: null,
    });
    expect(questionHeading(state)).toBeNull();
  });

  it('numbers every question once, in the order shown: a skip moves the count on to "5 of 5", the skipped one keeps its number', () => {
    const ids = ['q1', 'q2', 'q3', 'q4', 'q5'];
    // Random picks from the end: the exam's order and the order shown differ.
    let state = startNavigation(ids, {}, last);
    const headings = [questionHeading(state)];
    state = answerCurrent(state, last);
    headings.push(questionHeading(state));
    state = skipCurrent(state, last).state;
    while (state.current !== null) {
      headings.push(questionHeading(state));
      state = answerCurrent(state, last);
    }
    expect(headings).toEqual([
      { kind: 'question', n: 1, total: 5 },
      { kind: 'question', n: 2, total: 5 },
      { kind: 'question', n: 3, total: 5 },
      { kind: 'question', n: 4, total: 5 },
      { kind: 'question', n: 5, total: 5 },
      { kind: 'skipped', n: 2 },
    ]);
    // The second one shown was q4 (picked from the end), skipped: it comes back as 'Skipped Question 2', not 4.
    expect(state.shown).toEqual(['q5', 'q4', 'q3', 'q2', 'q1']);
  });

  it('skipping a revisited question sends it to the end; skipping the last one left completes the exam', () => {
    const revisit = nav({ answered: ['q2', 'q4'], skipped: ['q1', 'q3'], current: 'q1' });
    expect(skipCurrent(revisit, first).state).toMatchObject({ skipped: ['q3', 'q1'], current: 'q3' });
    const lastOne = nav({ answered: ['q1', 'q2', 'q3'], skipped: [], current: 'q4' });
    expect(skipCurrent(lastOne, first).state).toMatchObject({ skipped: ['q4'], current: null });
  });

  it('skip with no active question changes nothing (only logged)', () => {
    const done = nav({ current: null });
    expect(skipCurrent(done, first)).toEqual({ state: done, ignored: true });
    expect(answerCurrent(done, first)).toBe(done);
  });
});

describe('Finish and Next', () => {
  it('Finish once the answer makes attempted equal total and nothing is skipped', () => {
    expect(showsFinish(nav({ answered: ['q1', 'q2', 'q3'], current: 'q4' }))).toBe(true);
    expect(showsFinish(nav({ answered: ['q1', 'q2'], skipped: ['q3'], current: 'q4' }))).toBe(false);
    expect(showsFinish(nav({ answered: ['q1', 'q2', 'q4'], skipped: ['q3'], current: 'q3' }))).toBe(true);
    expect(showsFinish(nav({ answered: IDS, current: null }))).toBe(true);
  });

  it('the button says what it does (#29): Finish exactly when answering the question shown ends the exam, choice or not', () => {
    // A reload on the last skipped question: the take lists the others answered and this one skipped.
    const reloaded = navigationFromTake(
      take({
        attempted_questions_obj: [
          { exam_question_id: 301, is_skipped: true },
          { exam_question_id: 302 },
          { exam_question_id: 303 },
        ],
        // The server names the question saved last.
        active_question: 303,
      }),
      first,
    );
    expect(reloaded.current).toBe('301');
    // Before a choice too: its time running out ends the exam as its answer would.
    expect(showsFinish(reloaded)).toBe(true);
    expect(answerCurrent(reloaded, first).current).toBeNull();
    // Two skipped: on the first, Next goes to the other one.
    const twoLeft = nav({ answered: ['q2', 'q3'], skipped: ['q1', 'q4'], current: 'q4' });
    expect(showsFinish(twoLeft)).toBe(false);
    expect(answerCurrent(twoLeft, first).current).toBe('q1');
    for (const state of [reloaded, twoLeft, nav({ answered: ['q1'], current: 'q2' })])
      expect(showsFinish(state)).toBe(answerCurrent(state, last).current === null);
  });

  it('Next is enabled 1 s after answering, not before', () => {
    expect(isNextEnabled(null, 5_000)).toBe(false);
    expect(isNextEnabled(4_001, 5_000)).toBe(false);
    expect(isNextEnabled(4_000, 5_000)).toBe(true);
  });
});
