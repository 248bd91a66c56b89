/** Attributes of `<academy-lecture-qr>` (besides the common api-base, lang and brand). */
export interface LectureQrProps {
  /** The lecture whose attendance codes are shown (required). */
  lectureId?: string;
}
