import type { LectureLayout } from '../../core/lecture-qr/layout';

/** Attributes of `<academy-lecture-qr>` (besides the common api-base, lang and brand). */
export interface LectureQrProps {
  /** The lecture whose attendance codes are shown (required). */
  lectureId?: string;
  /** `page` (the trainer's whole page) or `slide` (only what a room needs); chosen from the container when absent. */
  layout?: LectureLayout;
}
