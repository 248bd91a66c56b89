import { describe, expect, it } from 'vitest';
import {
  certificateFileName,
  certificateState,
  companyNameOrFallback,
  formatPercentage,
  isChosen,
  passedInExamView,
  reportRows,
  resultStatus,
} from '../../../../src/core/exam/exam-result';

// §4 Exam result: status, percentage (two decimals or '0%'), certificate section, report; company name fallback 'SAFE'.

describe('resultStatus', () => {
  it.each([
    ['Pass', 'pass', 'Pass'],
    ['Fail', 'fail', 'Fail'],
    ['Incomplete', 'incomplete', 'Incomplete'],
    ['Not attempted', 'incomplete', 'Not attempted'],
    ['not_attempted', 'incomplete', 'Not attempted'],
    [' PASS ', 'pass', 'Pass'],
  ] as const)('%s → %s', (status, tone, known) => expect(resultStatus(status)).toMatchObject({ tone, known }));

  it('anything else is shown as is and treated as incomplete', () => {
    expect(resultStatus('Under review')).toEqual({ tone: 'incomplete', known: null, text: 'Under review' });
    expect(resultStatus(null)).toEqual({ tone: 'incomplete', known: null, text: '' });
  });

  it('in the exam view 0 or falsy means fail', () => {
    for (const failed of [0, false, null, undefined, '', 'Fail', '0']) expect(passedInExamView(failed)).toBe(false);
    for (const passed of [1, true, 'Pass', '1']) expect(passedInExamView(passed)).toBe(true);
  });
});

describe('formatPercentage', () => {
  it("two decimals, '0%' when none", () => {
    expect(formatPercentage(86, 'en')).toBe('86.00%');
    expect(formatPercentage(66.666, 'en')).toBe('66.67%');
    expect(formatPercentage(0.004, 'en')).toBe('0.00%');
    for (const none of [0, null, undefined, Number.NaN]) expect(formatPercentage(none, 'en')).toBe('0%');
  });

  it('Arabic: the same figures in Arabic-Indic digits with the Arabic decimal and percent signs (issue 21 item 9)', () => {
    expect(formatPercentage(86, 'ar')).toMatch(/^٨٦٫٠٠٪/);
    expect(formatPercentage(66.666, 'ar')).toMatch(/^٦٦٫٦٧٪/);
    for (const none of [0, null, undefined]) expect(formatPercentage(none, 'ar')).toMatch(/^٠٪/);
    expect(formatPercentage(86, 'ar')).not.toMatch(/[0-9]/);
  });
});

describe('certificateState', () => {
  const pass = {
    passing_status: 'Pass',
    is_feedback_pending: false,
    certificate: { certificate_no: 'CERT-2026-001', file_path: '/files/c.pdf' },
  };

  it('hidden unless Pass', () => {
    for (const status of ['Fail', 'Incomplete', 'Not attempted', null])
      expect(certificateState({ ...pass, passing_status: status })).toEqual({ kind: 'hidden' });
  });

  it('pending feedback comes first, then the email notice without a certificate, else the download', () => {
    expect(certificateState({ ...pass, is_feedback_pending: true })).toEqual({ kind: 'feedback-first' });
    expect(certificateState({ ...pass, certificate: null })).toEqual({ kind: 'email-notice' });
    expect(certificateState({ ...pass, certificate: { certificate_no: ' ' } })).toEqual({ kind: 'email-notice' });
    expect(certificateState(pass)).toEqual({
      kind: 'download',
      fileName: 'CERT-2026-001.pdf',
      certificateNo: 'CERT-2026-001',
      fallbackUrl: '/files/c.pdf',
    });
  });

  it('the file name is the certificate number, made safe for a file system', () => {
    expect(certificateFileName('2026/001 A')).toBe('2026-001-A.pdf');
  });
});

describe('company name and report', () => {
  it("falls back to 'SAFE'", () => {
    expect(companyNameOrFallback('Gulf Guards')).toBe('Gulf Guards');
    for (const none of [null, undefined, '', '  ']) expect(companyNameOrFallback(none)).toBe('SAFE');
  });

  it('the chosen choice is a flag or the chosen text', () => {
    expect(isChosen({ choice: 'A', attempted_choice: true })).toBe(true);
    expect(isChosen({ choice: 'A', attempted_choice: 1 })).toBe(true);
    expect(isChosen({ choice: 'A', attempted_choice: 'A' })).toBe(true);
    expect(isChosen({ choice: 'A', attempted_choice: 'B' })).toBe(false);
    expect(isChosen({ choice: 'A', attempted_choice: 0 })).toBe(false);
    expect(isChosen({ choice: 'A' })).toBe(false);
  });

  it('rows with chosen and correct choices; right only when the choices match', () => {
    const rows = reportRows({
      exam_attempt_questions: [
        {
          question: '<p>1</p>',
          choices: [
            { choice: 'A', attempted_choice: true, is_correct: true },
            { choice: 'B', is_correct: false },
          ],
        },
        {
          question: null,
          choices: [
            { choice: 'A', attempted_choice: 'A', is_correct: false },
            { choice: 'B', is_correct: true },
          ],
        },
        { question: '<p>3</p>', choices: [{ choice: 'A', is_correct: true }] },
      ],
    });
    expect(rows.map((row) => [row.question, row.answeredCorrectly])).toEqual([
      ['<p>1</p>', true],
      ['', false],
      ['<p>3</p>', false],
    ]);
    expect(rows[1]?.choices).toEqual([
      { choice: 'A', chosen: true, correct: false },
      { choice: 'B', chosen: false, correct: true },
    ]);
  });
});
