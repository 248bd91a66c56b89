import { describe, expect, it } from 'vitest';
import { examFailure, genericFailure, isExamMissing, knownServerMessage } from '../../../../src/core/exam/exam-failure';
import { examAr } from '../../../../src/core/exam/strings/ar';
import { examEn } from '../../../../src/core/exam/strings/en';
import { ApiError } from '../../../../src/core/http/api-error';
import { EXAM_MESSAGES } from '../../../../demo/api/features/exam/messages';

// #29: an exam error state shows the catalogue's words, in the page's language, never the server's raw text.

const http = (status: number, serverMessage?: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError('http', serverMessage ?? `HTTP ${status}`, { status, serverMessage, fieldErrors });
const FALLBACK = { key: 'exam.errors.fetchFailed' } as const;

describe('examFailure', () => {
  it('reads a message the reference API sends, in English or Arabic, as the dictionary entry', () => {
    expect(examFailure(http(409, 'You have already completed this exam.'), FALLBACK)).toEqual({
      key: 'exam.errors.alreadyTaken',
    });
    expect(examFailure(http(409, 'لقد أكملت هذا الاختبار من قبل.'), FALLBACK)).toEqual({
      key: 'exam.errors.alreadyTaken',
    });
    expect(
      examFailure(
        http(422, 'Invalid', { attempted_answer: ["Please choose one of the question's answers."] }),
        FALLBACK,
      ),
    ).toEqual({
      key: 'exam.errors.answerInvalid',
    });
  });

  it('never passes raw text on: unknown messages, HTML and stack traces give the fallback or the generic catalogue', () => {
    for (const raw of ['SQLSTATE 23502: null value in column', '<b>Fatal</b> at db.ts:12', 'Time is over'])
      for (const status of [400, 409, 422, 500]) {
        const message = examFailure(http(status, raw), FALLBACK);
        expect(message).toEqual(FALLBACK);
        expect('text' in genericFailure(http(status, raw))).toBe(false);
      }
    expect(examFailure(new ApiError('network', 'x'), FALLBACK)).toEqual({ key: 'errors.network' });
    expect(examFailure(new Error('TypeError: x is undefined'), FALLBACK)).toEqual(FALLBACK);
    expect(genericFailure(http(500, 'boom'))).toEqual({ key: 'errors.server' });
  });

  it("knows every error the reference API's exam feature sends, in both languages", () => {
    // Not the exam page's to show: the integrity log is sent in the background and its 404 means "no log" (#33);
    // extra time and the live board are the trainer's calls; the result mail's words are a mail's, not an error.
    const elsewhere = /^(exam(Events|Integrity|Allowance|Extend|ParticipantNotInBatch|AttemptExtended)|mail)/;
    const errors = Object.entries(EXAM_MESSAGES).filter(
      ([name]) => !/Saved|Started|Skipped|Submitted|MissingData/.test(name) && !elsewhere.test(name),
    );
    for (const [name, texts] of errors)
      for (const text of texts) expect(knownServerMessage(http(400, text)), `${name}: ${text}`).not.toBeNull();
  });

  it('the catalogue entries exist in both dictionaries', () => {
    for (const key of [
      'notOpen',
      'notEligible',
      'alreadyTaken',
      'timeOver',
      'attemptNotFound',
      'resultNotFound',
    ] as const) {
      expect(examEn.exam.errors[key]).toBeTruthy();
      expect(examAr.exam.errors[key]).toBeTruthy();
    }
  });
});

describe('isExamMissing', () => {
  it('a 404 take (no such exam, or a learner who is no participant) is the not-available view', () => {
    expect(isExamMissing(http(404, 'Exam data not found.'))).toBe(true);
    expect(isExamMissing(http(500))).toBe(false);
    expect(isExamMissing(new ApiError('network', 'x'))).toBe(false);
  });
});
