import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../src/core/navigation/routes';
import {
  batchAssessmentHref,
  batchAttendanceHref,
  batchInsightsHref,
  batchCertificatesHref,
  batchHref,
  courseHref,
  examFeedbackHref,
  examResultHref,
  examTakeHref,
  lectureQrHref,
  SCANNER_PATH,
  SUPPORT_TICKETS_PATH,
} from '../../../../src/core/dashboard/links';
import { CERTIFICATES_ANCHOR } from '../../../../src/core/verify/revoke-store';

// §2 dashboard links; each lands on a route of the route table (learning.md for courses, exams, QR and batches).

describe('dashboard links', () => {
  it('course: /course/{id}/{batch_participant_course_progress_id}, /course/{id} without a progress id', () => {
    expect(courseHref({ id: '12', batch_participant_course_progress_id: '901' })).toBe('/course/12/901');
    expect(courseHref({ id: '12', batch_participant_course_progress_id: null })).toBe('/course/12');
    expect(courseHref({ id: '12' })).toBe('/course/12');
  });

  it('exam, QR, scanner and batch paths', () => {
    expect(examTakeHref('7')).toBe('/app/exam/7/take');
    expect(examResultHref('7')).toBe('/app/exam/7/result');
    expect(examFeedbackHref('7')).toBe('/app/exam/7/feedback');
    expect(lectureQrHref('31')).toBe('/trainer/qr/31');
    expect(SCANNER_PATH).toBe('/attendance/scanner');
    expect(batchHref('B-7')).toBe('/trainer/batch/B-7');
    expect(batchAttendanceHref('B-7')).toBe('/trainer/batch/B-7?tab=attendance');
    expect(batchInsightsHref('B 7')).toBe('/trainer/batch/B%207?tab=insights');
    expect(batchAssessmentHref('B-7')).toBe('/trainer/batch/B-7?tab=assessment');
    // #29 item 9: "Process certificates" lands on the section the batch page scrolls to and focuses.
    expect(batchCertificatesHref('B-7')).toBe(`/trainer/batch/B-7?tab=participants#${CERTIFICATES_ANCHOR}`);
    expect(SUPPORT_TICKETS_PATH).toBe('/support/tickets');
  });

  it.each([
    ['/course/12/901', 'course'],
    ['/app/exam/7/take', 'exam-take'],
    ['/app/exam/7/result', 'exam-result'],
    ['/app/exam/7/feedback', 'exam-feedback'],
    ['/trainer/qr/31', 'lecture-qr'],
    ['/attendance/scanner', 'scanner'],
    ['/trainer/batch/B-7', 'batch'],
    ['/support/tickets', 'tickets'],
    ['/content/dynamic-button/1', 'content'],
  ])('%s is the %s route', (path, name) => expect(matchRoute(path)?.name).toBe(name));
});
