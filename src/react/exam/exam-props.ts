/** Attributes of `<academy-exam>` (besides the common api-base, lang and brand). */
export interface ExamProps {
  /** The exam number of /app/exam/{examNo}/…. */
  examNo?: string;
  /** Which screen: taking (default), the result, or the after-exam feedback. */
  view?: 'take' | 'result' | 'feedback';
}
