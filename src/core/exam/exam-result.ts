import type { ExamResult, ResultChoice } from '../api/schemas/exam-result';
import type { Locale } from '../locale/locale';
import { formatPercent } from '../locale/numbers';
import { FALLBACK_COMPANY_NAME, PERCENTAGE_DECIMALS } from './exam-constants';

// §4 Exam result: status, percentage, the certificate section, the detailed report; the thank-you's company name.

/** §4 how a passing status is shown: its tone and, for the spec's four values, which one (anything else is shown as is). */
export interface ResultStatus {
  tone: 'pass' | 'fail' | 'incomplete';
  known: 'Pass' | 'Fail' | 'Incomplete' | 'Not attempted' | null;
  /** The server's text, shown as is when not one of the four. */
  text: string;
}

const KNOWN: Record<string, ResultStatus['known'] & string> = {
  pass: 'Pass',
  fail: 'Fail',
  incomplete: 'Incomplete',
  'not attempted': 'Not attempted',
};

/** §4 Pass, Fail; Incomplete and Not attempted (and anything else) treated as incomplete. Case and spacing tolerated. */
export function resultStatus(passingStatus: string | null | undefined): ResultStatus {
  const text = passingStatus?.trim() ?? '';
  const known = KNOWN[text.toLowerCase().replace(/[\s_]+/g, ' ')] ?? null;
  const tone = known === 'Pass' ? 'pass' : known === 'Fail' ? 'fail' : 'incomplete';
  return { tone, known, text };
}

/** §4 the completed view's pass/fail: 'Pass' (or a truthy flag) passes; 'Fail', 0 or anything falsy fails. */
export function passedInExamView(passingStatus: string | number | boolean | null | undefined): boolean {
  if (typeof passingStatus === 'string') {
    const text = passingStatus.trim().toLowerCase();
    return text === 'pass' || text === 'true' || text === '1';
  }
  return Boolean(passingStatus);
}

/**
 * §2/§9 a percentage with two decimals ('86.00%', Arabic '٨٦٫٠٠٪'), or '0%' ('٠٪') when there is none (missing,
 * unreadable or zero).
 */
export function formatPercentage(value: number | null | undefined, locale: Locale): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return formatPercent(0, locale, 0);
  return formatPercent(value, locale, PERCENTAGE_DECIMALS);
}

/** §4 the certificate section. */
export type CertificateState =
  | { kind: 'hidden' }
  | { kind: 'feedback-first' }
  | { kind: 'email-notice' }
  | { kind: 'download'; fileName: string; certificateNo: string; fallbackUrl: string | null };

/**
 * §4 only on Pass: pending feedback first prompts for it (/app/exam/{examNo}/feedback); no certificate yet → an email
 * will follow; else a PDF named by the certificate number, with `file_path` as the fallback link.
 */
export function certificateState(
  result: Pick<ExamResult, 'passing_status' | 'is_feedback_pending' | 'certificate'>,
): CertificateState {
  if (resultStatus(result.passing_status).known !== 'Pass') return { kind: 'hidden' };
  if (result.is_feedback_pending) return { kind: 'feedback-first' };
  const certificateNo = result.certificate?.certificate_no?.trim();
  if (!certificateNo) return { kind: 'email-notice' };
  return {
    kind: 'download',
    fileName: certificateFileName(certificateNo),
    certificateNo,
    fallbackUrl: result.certificate?.file_path || null,
  };
}

/** The certificate PDF's file name: the certificate number, with characters no file system accepts replaced. */
export function certificateFileName(certificateNo: string): string {
  return `${certificateNo.replace(/[\\/:*?"<>|\s]+/g, '-')}.pdf`;
}

/** §2 the thank-you is signed with the participant's company name, 'SAFE' when there is none. */
export function companyNameOrFallback(name: string | null | undefined): string {
  return name?.trim() || FALLBACK_COMPANY_NAME;
}

/** The detailed report: was this choice the learner's? (`attempted_choice` is a flag or the chosen text.) */
export function isChosen(choice: ResultChoice): boolean {
  const mark = choice.attempted_choice;
  if (typeof mark === 'string') return mark === choice.choice || mark === '1' || mark.toLowerCase() === 'true';
  return mark === true || mark === 1;
}

/** One row of the detailed report. */
export interface ReportRow {
  /** HTML, shown only through the sanitizer. */
  question: string;
  choices: { choice: string; chosen: boolean; correct: boolean }[];
  /** A choice was made and it was a correct one. */
  answeredCorrectly: boolean;
}

/** §2 the detailed report modal: questions with the chosen and the correct choices. */
export function reportRows(result: Pick<ExamResult, 'exam_attempt_questions'>): ReportRow[] {
  return result.exam_attempt_questions.map((item) => {
    const choices = item.choices.map((choice) => ({
      choice: choice.choice,
      chosen: isChosen(choice),
      correct: Boolean(choice.is_correct),
    }));
    return {
      question: item.question ?? '',
      choices,
      answeredCorrectly:
        choices.some((choice) => choice.chosen) && choices.every((choice) => choice.chosen === choice.correct),
    };
  });
}
