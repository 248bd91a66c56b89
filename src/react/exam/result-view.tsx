import { useRef } from 'react';
import { formatPercentage, reportRows, resultStatus } from '../../core/exam/exam-result';
import type { ExamResult } from '../../core/api/schemas/exam-result';
import { Button } from '../ui/controls';
import { lazyPart } from '../ui/lazy-part';
import { SanitizedHtml } from '../ui/sanitized-html';
import { useI18n } from '../ui/use-i18n';
import { CertificateSection } from './certificate-section';
import { BackLink } from './exam-states';
import { ResultInfoCard } from './result-info';
import { useExamResult, type ResultTexts } from './use-exam-result';

/** §4 the status badge: Pass, Fail; Incomplete and Not attempted as incomplete; anything else shown as is. */
function StatusBadge({ passingStatus }: { passingStatus: string | null | undefined }) {
  const { t } = useI18n();
  const status = resultStatus(passingStatus);
  const label =
    status.known === 'Pass'
      ? t('exam.result.pass')
      : status.known === 'Fail'
        ? t('exam.result.fail')
        : status.known === null && status.text
          ? status.text
          : t('exam.result.incomplete');
  return (
    <span className={`badge status-${status.tone}`} part="result-status" data-tone={status.tone}>
      {label}
    </span>
  );
}

/** §2 the detailed report modal: each question numbered, with the learner's and the correct choices. */
function ReportDialog({ result }: { result: ExamResult }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = reportRows(result);
  if (rows.length === 0) return null;
  const open = () => {
    const box = dialog.current;
    if (!box) return;
    box.showModal();
    // showModal focuses the first control, Close at the very end, and scrolls there: start at the top, on the title.
    heading.current?.focus();
    box.scrollTop = 0;
  };
  return (
    <>
      <Button variant="secondary" part="report-open" onClick={open}>
        {t('exam.result.report')}
      </Button>
      <dialog ref={dialog} className="report-dialog" part="report" aria-labelledby="exam-report-title">
        <div className="stack">
          <h2 id="exam-report-title" ref={heading} tabIndex={-1}>
            {t('exam.result.reportTitle')}
          </h2>
          <ol className="report-list">
            {rows.map((row, index) => (
              <li key={index} className="stack" part="report-question" data-correct={row.answeredCorrectly}>
                <div className="report-head">
                  <h3>{t('exam.result.reportQuestion', { n: index + 1 })}</h3>
                  <span className={`badge status-${row.answeredCorrectly ? 'pass' : 'fail'}`} part="report-verdict">
                    {row.answeredCorrectly ? t('exam.result.correct') : t('exam.result.wrong')}
                  </span>
                </div>
                <SanitizedHtml className="question-body" html={row.question} />
                <ul className="plain-list">
                  {row.choices.map((choice, choiceIndex) => (
                    <li
                      key={choiceIndex}
                      className="report-choice"
                      data-chosen={choice.chosen || undefined}
                      data-correct={choice.correct || undefined}
                    >
                      <span dir="auto">{choice.choice}</span>
                      {choice.chosen && <span className="badge">{t('exam.result.yourAnswer')}</span>}
                      {choice.correct && <span className="badge status-pass">{t('exam.result.correctAnswer')}</span>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <Button variant="primary" part="report-close" onClick={() => dialog.current?.close()}>
            {t('exam.result.closeReport')}
          </Button>
        </div>
      </dialog>
    </>
  );
}

// The learner's exam activity (#33) is its own chunk with its own words, fetched once the result shows.
const OwnExamActivity = lazyPart(
  () => import('./exam-activity').then((module) => module.loadActivityWords().then(() => module.OwnExamActivity)),
  { quiet: true },
);

const RESULT_TEXTS: ResultTexts = { missing: 'exam.result.notAvailableBody', loading: 'exam.result.loading' };

/** §2 /app/exam/{examNo}/result: exam info, score card, status, certificate, detailed report; data-not-available card. */
export function ResultView({ examNo }: { examNo: string }) {
  const { t, locale } = useI18n();
  const { result, fallback } = useExamResult(examNo, RESULT_TEXTS);
  if (!result) return fallback;
  return (
    <div className="stack exam-page" part="page" data-view="result">
      <h1>{t('exam.result.title')}</h1>
      <ResultInfoCard result={result} />
      <section className="card stack score-card" part="score-card" aria-labelledby="exam-score">
        <h2 id="exam-score">{t('exam.result.scoreCard')}</h2>
        <p className="score" part="score">
          {t('exam.result.scoreOf', { scored: result.scored ?? 0, total: result.total_score ?? 0 })}
        </p>
        <p className="score-percent" part="percentage">
          {formatPercentage(result.percentage, locale)}
        </p>
        <p>
          {t('exam.result.status')}: <StatusBadge passingStatus={result.passing_status} />
        </p>
        <ReportDialog result={result} />
      </section>
      <CertificateSection examNo={examNo} result={result} />
      <OwnExamActivity examNo={examNo} />
      <BackLink />
    </div>
  );
}
