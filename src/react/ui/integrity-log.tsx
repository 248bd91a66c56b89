import type { IntegrityEvent, IntegritySummary } from '../../core/api/schemas/exam-integrity';
import { blipNote, eventText, summaryFacts, timelineTime } from '../../core/integrity/integrity-words';
import { Button } from './controls';
import { useI18n } from './use-i18n';

// The exam integrity log's shared pieces (#33): the learner's section and the trainer's timeline show a summary and
// items on a time axis alike. Their words (integrityDictionary) are loaded by the section that renders these.

/** A log's summary as a description list: time away and how often, the longest absence, offline, counted, blips. */
export function IntegritySummaryList({ summary }: { summary: IntegritySummary }) {
  const { locale } = useI18n();
  return (
    <dl className="integrity-summary">
      {summaryFacts(summary, locale).map((fact) => (
        <div key={fact.name} data-fact={fact.name}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One point of a log on its time axis: when (in the page's language), what, and for an uncounted blip the words
 * 'not counted (under 2 s)' beside the greyed text, so the mark is never the colour alone.
 */
export function IntegrityLogItem({
  at,
  text,
  type,
  counted = true,
}: {
  at: string;
  text: string;
  type: 'answer' | 'skip' | 'event';
  counted?: boolean;
}) {
  const { locale } = useI18n();
  const time = timelineTime(at, locale);
  const iso = Number.isFinite(Date.parse(at)) ? new Date(at).toISOString() : undefined;
  return (
    <li className="integrity-item" data-type={type} data-counted={counted ? undefined : 'false'}>
      {time && (
        <time className="integrity-time" dateTime={iso}>
          {time}
        </time>
      )}
      <span className="integrity-text">{text}</span>
      {!counted && <span className="integrity-blip">{blipNote(locale)}</span>}
    </li>
  );
}

/** A logged event as a log item, in its neutral words. */
export function IntegrityEventItem({ event }: { event: IntegrityEvent }) {
  const { locale } = useI18n();
  return <IntegrityLogItem at={event.at} text={eventText(event, locale)} type="event" counted={event.counted} />;
}

/** A log that could not be loaded: what failed, as an alert, and Retry. */
export function IntegrityLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="integrity-state" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
