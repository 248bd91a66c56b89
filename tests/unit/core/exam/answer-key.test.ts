import { describe, expect, it } from 'vitest';
import { answerQueueKey, hasStoredAnswers } from '../../../../src/core/exam/answer-key';

// The take page loads the answer queue's code only for a running or finished exam, or when answers wait in storage.

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('answer queue key', () => {
  it('keys per exam number, encoded', () => {
    expect(answerQueueKey('1042')).toBe('exam_answers:1042');
    expect(answerQueueKey('EX 1/2')).toBe('exam_answers:EX%201%2F2');
  });

  it('finds answers an earlier visit left for this exam only', () => {
    const stored = storage({ [answerQueueKey('1042')]: '{"answers":[]}' });
    expect(hasStoredAnswers('1042', stored)).toBe(true);
    expect(hasStoredAnswers('1043', stored)).toBe(false);
  });

  it('treats missing or unreadable storage as none', () => {
    expect(hasStoredAnswers('1042', null)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasStoredAnswers('1042', throwing)).toBe(false);
  });
});
