import { issueCode, slotOf } from '../../../demo/api/features/attendance/codes';
import type { QrEntryType } from '../../../src/core/qr/qr-content';

// The e2e server signs attendance codes with this secret (playwright.config.ts), so a journey can film a code the
// trainer's page showed earlier (a photo taken two minutes before) without waiting for it.

/** ACADEMY_ATTENDANCE_SECRET of the e2e server: test-only, 32+ characters. */
export const E2E_ATTENDANCE_SECRET = 'e2e-attendance-secret-0123456789abcdef';

/** The rotating code the trainer's page showed for `lectureId` at `at`. */
export function codeShownAt(lectureId: number, entryType: QrEntryType, at: number): string {
  return issueCode(E2E_ATTENDANCE_SECRET, 'R', lectureId, slotOf(at), entryType).qr_content;
}
