import { describe, expect, it } from 'vitest';
import {
  examOutcome,
  feedbackBannerText,
  lectureStatus,
  pendingFeedback,
  previousExamLinks,
  TAKE_OPENS_BEFORE_MS,
  upcomingExamAction,
  upcomingExamStatus,
} from '../../../../src/core/dashboard/labels';

// §4 lecture and exam labels on dashboards; §2 upcoming-exam actions and the pending-feedback banner.

describe('lectureStatus', () => {
  it.each([
    ['active', 'active'],
    ['Active', 'active'],
    ['completed', 'completed'],
    [' COMPLETED ', 'completed'],
    ['scheduled', 'upcoming'],
    ['', 'upcoming'],
    [null, 'upcoming'],
    [undefined, 'upcoming'],
  ] as const)('%j → %s', (status, label) => expect(lectureStatus(status)).toBe(label));
});

describe('upcomingExamAction', () => {
  it.each([
    ['Live', 'take', '/app/exam/EX-9/take'],
    ['live', 'take', '/app/exam/EX-9/take'],
    ['Invitation Sent', 'take', '/app/exam/EX-9/take'],
    ['invitation_sent', 'take', '/app/exam/EX-9/take'],
    ['Ended', 'results', '/app/exam/EX-9/result'],
    ['ENDED', 'results', '/app/exam/EX-9/result'],
  ] as const)('%s → %s', (status, kind, href) =>
    expect(upcomingExamAction({ no: 'EX-9', status })).toEqual({ kind, href }),
  );

  it.each(['Cancelled', 'cancelled', 'Draft', ''])('%j → no action', (status) =>
    expect(upcomingExamAction({ no: '1', status })).toBeNull(),
  );

  it('encodes the exam number', () =>
    expect(upcomingExamAction({ no: 'a/b', status: 'Live' })).toEqual({ kind: 'take', href: '/app/exam/a%2Fb/take' }));

  it('offers Take exam for an invited exam from an hour before its start, not before (#29 item 9)', () => {
    const start = Date.parse('2026-12-01T09:00:00Z');
    const invited = { no: '7', status: 'Invitation Sent', start_date_time: '2026-12-01T09:00:00Z' };
    const notYet = { kind: 'reason', reason: 'not-open-yet' };
    expect(upcomingExamAction(invited, start - 80 * 60 * 60 * 1000)).toEqual(notYet);
    expect(upcomingExamAction(invited, start - TAKE_OPENS_BEFORE_MS - 1)).toEqual(notYet);
    expect(upcomingExamAction(invited, start - TAKE_OPENS_BEFORE_MS)).toEqual({
      kind: 'take',
      href: '/app/exam/7/take',
    });
    expect(upcomingExamAction({ ...invited, status: 'Live' }, start - 80 * 60 * 60 * 1000)?.kind).toBe('take');
    expect(upcomingExamAction({ ...invited, start_date_time: 'soon' }, start)?.kind).toBe('take');
    expect(TAKE_OPENS_BEFORE_MS).toBe(60 * 60 * 1000);
  });

  it('offers no page that refuses: not eligible instead of Take exam', () => {
    expect(upcomingExamAction({ no: '5', status: 'Live', eligible_for_exam: false })).toEqual({
      kind: 'reason',
      reason: 'not-eligible',
    });
    expect(upcomingExamAction({ no: '5', status: 'Invitation Sent', eligible_for_exam: false })).toEqual({
      kind: 'reason',
      reason: 'not-eligible',
    });
    expect(upcomingExamAction({ no: '5', status: 'Live', eligible_for_exam: true })).toEqual({
      kind: 'take',
      href: '/app/exam/5/take',
    });
    expect(upcomingExamAction({ no: '5', status: 'Live', eligible_for_exam: null })).toEqual({
      kind: 'take',
      href: '/app/exam/5/take',
    });
  });

  it.each([
    ['available', { kind: 'results', href: '/app/exam/5/result' }],
    ['pending', { kind: 'reason', reason: 'results-pending' }],
    ['not_attempted', { kind: 'reason', reason: 'not-attempted' }],
    [null, { kind: 'results', href: '/app/exam/5/result' }],
  ] as const)('an ended exam whose result is %j → %j', (state, action) =>
    expect(upcomingExamAction({ no: '5', status: 'Ended', result_state: state })).toEqual(action),
  );
});

describe('upcomingExamStatus', () => {
  it.each([
    ['Invitation Sent', 'invitation-sent'],
    ['Live', 'live'],
    ['Ended', 'ended'],
    ['Cancelled', 'cancelled'],
    ['Paused', null],
  ] as const)('%s → %s', (status, label) => expect(upcomingExamStatus(status)).toBe(label));
});

describe('examOutcome', () => {
  it.each([
    ['Pass', 'pass'],
    ['passed', 'pass'],
    ['Fail', 'fail'],
    ['failed', 'fail'],
    ['Incomplete', 'incomplete'],
    ['in_complete', 'incomplete'],
    ['Not attempted', 'not-attempted'],
    ['not_attempted', 'not-attempted'],
    ['NOT ATTEMPTED', 'not-attempted'],
    ['pending', null],
  ] as const)('%s → %s', (status, outcome) => expect(examOutcome(status)).toBe(outcome));
});

describe('previous exam links and the feedback banner', () => {
  const exams = [
    { no: '1', title: 'A', passing_status: 'Pass', is_feedback_pending: true },
    { no: '2', title: 'B', passing_status: 'Fail', is_feedback_pending: false },
    { no: '3', title: 'C', passing_status: 'Pass', is_feedback_pending: null },
    { no: '4', title: 'D', passing_status: 'Pass' },
  ];

  it('links to the result, and to the feedback only while it is pending', () => {
    expect(previousExamLinks(exams[0]!)).toEqual({ result: '/app/exam/1/result', feedback: '/app/exam/1/feedback' });
    expect(previousExamLinks(exams[1]!)).toEqual({ result: '/app/exam/2/result', feedback: null });
    expect(previousExamLinks(exams[3]!).feedback).toBeNull();
  });

  it.each(['Not attempted', 'not_attempted'])(
    'offers no result for an exam never sat (%s): the page has none',
    (status) => {
      expect(previousExamLinks({ no: '5', passing_status: status, is_feedback_pending: false }).result).toBeNull();
      expect(previousExamLinks({ no: '5', passing_status: 'Incomplete' }).result).toBe('/app/exam/5/result');
    },
  );

  it('promises the certificate only for a passed exam', () => {
    expect(feedbackBannerText({ passing_status: 'Pass' })).toBe('textCertificate');
    expect(feedbackBannerText({ passing_status: 'passed' })).toBe('textCertificate');
    expect(feedbackBannerText({ passing_status: 'Fail' })).toBe('text');
    expect(feedbackBannerText({ passing_status: 'Incomplete' })).toBe('text');
    expect(feedbackBannerText({ passing_status: '' })).toBe('text');
  });

  it('lists only the exams whose feedback is pending', () => {
    expect(pendingFeedback(exams).map((exam) => exam.no)).toEqual(['1']);
    expect(pendingFeedback([])).toEqual([]);
  });
});
