import type { BatchOverview, Participant } from '../../core/api/schemas/batch';
import { batchHeader, formatAverageHours, formatBatchDate } from '../../core/batch/header';
import { formatInteger, localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';

/** §2 header card: title, number, participant and session counts, average lecture time, dates and the first course. */
export function BatchHeader({
  overview,
  participants,
  headingId,
}: {
  overview: BatchOverview;
  participants: readonly Participant[] | undefined;
  headingId: string;
}) {
  const { t, locale } = useI18n();
  const header = batchHeader(overview, participants);
  const none = t('batch.header.none');
  const date = (value: string | null) => (value ? formatBatchDate(value, locale) : none);
  const facts: [string, string, string][] = [
    // One digit system per page (#29 item 12): the number and the counts in the page's digits, like the dates.
    ['batch-no', t('batch.header.batchNo'), localDigits(header.batchNo, locale)],
    ['participants', t('batch.header.participants'), formatInteger(header.participantCount, locale)],
    ['sessions', t('batch.header.sessions'), formatInteger(header.sessionCount, locale)],
    [
      'average',
      t('batch.header.averageTime'),
      t('batch.header.hours', { hours: formatAverageHours(header.averageHours, locale) }),
    ],
    ['start', t('batch.header.startDate'), date(header.startDate)],
    ['end', t('batch.header.endDate'), date(header.endDate)],
    ['course', t('batch.header.course'), header.courseTitle ?? none],
  ];
  return (
    <section className="card stack batch-header" part="header" aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>
        {header.title}
      </h1>
      <dl className="batch-facts">
        {facts.map(([name, label, value]) => (
          <div key={name} data-fact={name}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
