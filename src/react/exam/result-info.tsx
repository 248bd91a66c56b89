import type { ExamResult } from '../../core/api/schemas/exam-result';
import { DATE_TIME_STYLE } from '../../core/locale/dates';
import { useFormatDate } from '../ui/use-format-date';
import { useI18n } from '../ui/use-i18n';
import { useDuration } from '../ui/use-duration';

/** §2 the exam information card of the result and after-exam feedback pages: title, trainer, venue, attempt, duration, time spent. */
export function ResultInfoCard({ result }: { result: ExamResult }) {
  const { t } = useI18n();
  const formatDate = useFormatDate();
  const duration = useDuration();
  const attempted =
    result.attempt_date_time && !Number.isNaN(Date.parse(result.attempt_date_time))
      ? formatDate(result.attempt_date_time, DATE_TIME_STYLE)
      : null;
  const facts: [string, string | null][] = [
    [t('exam.result.trainer'), result.trainer_name ?? null],
    [t('exam.result.venue'), result.venue_name ?? null],
    [t('exam.result.attemptDate'), attempted],
    [t('exam.result.duration'), result.time_limit ? duration(result.time_limit) : t('exam.result.notSpecified')],
    [
      t('exam.result.timeSpent'),
      result.total_time_spent != null ? duration(result.total_time_spent) : t('exam.result.notAvailable'),
    ],
  ];
  return (
    <section className="card stack" part="result-info" aria-labelledby="exam-result-info">
      <h2 id="exam-result-info">{t('exam.result.examInfo')}</h2>
      <p className="exam-title" dir="auto">
        {result.title}
      </p>
      <dl className="facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div className="fact" key={label}>
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
