/** Where dashboard cards link (§2 Dashboard; the course, exam, QR and batch routes of learning.md). */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const SUPPORT_TICKETS_PATH = '/support/tickets';
export const SCANNER_PATH = '/attendance/scanner';

/** /course/{courseId}/{courseProgressId}; just /course/{courseId} when the progress id is missing. */
export function courseHref(course: {
  id: string;
  batch_participant_course_progress_id?: string | null | undefined;
}): string {
  const progress = course.batch_participant_course_progress_id;
  return progress ? `/course/${seg(course.id)}/${seg(progress)}` : `/course/${seg(course.id)}`;
}

export const examTakeHref = (no: string) => `/app/exam/${seg(no)}/take`;
export const examResultHref = (no: string) => `/app/exam/${seg(no)}/result`;
export const examFeedbackHref = (no: string) => `/app/exam/${seg(no)}/feedback`;
export const lectureQrHref = (lectureId: string) => `/trainer/qr/${seg(lectureId)}`;
export const batchHref = (batchNo: string) => `/trainer/batch/${seg(batchNo)}`;
export const batchAttendanceHref = (batchNo: string) => `${batchHref(batchNo)}?tab=attendance`;
export const batchAssessmentHref = (batchNo: string) => `${batchHref(batchNo)}?tab=assessment`;
/** The batch page's Insights tab (issue #34), where the at-risk list is. */
export const batchInsightsHref = (batchNo: string) => `${batchHref(batchNo)}?tab=insights`;
/** The batch page's certificates section (participants tab; the fragment is verify's CERTIFICATES_ANCHOR, #29 item 9). */
export const batchCertificatesHref = (batchNo: string) => `${batchHref(batchNo)}?tab=participants#certificates`;
