import { useEffect, useRef } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { endedAgoSeconds, startsInSeconds, type ExamClock } from '../../core/exam/exam-view';
import { AlertIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { BackLink, StateCard } from './exam-states';
import { useDuration } from '../ui/use-duration';

// §2 the views outside the exam's window or the learner's reach: not-available, not-eligible, ended, will-start-soon.

/** §2 not-available: error icon, message, technical-reason note, back to dashboard. */
export function NotAvailableView() {
  const { t } = useI18n();
  return (
    <StateCard part="not-available" title={t('exam.notAvailable.title')}>
      <span className="state-icon state-icon-error">
        <AlertIcon />
      </span>
      <p>{t('exam.notAvailable.body')}</p>
      <p className="muted">{t('exam.notAvailable.reason')}</p>
      <BackLink />
    </StateCard>
  );
}

/** §2 not-eligible: the possible reasons. */
export function NotEligibleView() {
  const { t } = useI18n();
  return (
    <StateCard part="not-eligible" title={t('exam.notEligible.title')}>
      <p>{t('exam.notEligible.intro')}</p>
      <ul className="reasons">
        <li>{t('exam.notEligible.prerequisites')}</li>
        <li>{t('exam.notEligible.maxAttempts')}</li>
        <li>{t('exam.notEligible.notEnrolled')}</li>
      </ul>
      <BackLink />
    </StateCard>
  );
}

/** §2 ended: 'time ago' from exam_ends_in, or 'unknown time'. */
export function EndedView({ take, fetchedAt }: { take: ExamTake; fetchedAt: number }) {
  const { t } = useI18n();
  const duration = useDuration();
  const ago = endedAgoSeconds(take, { fetchedAt, now: fetchedAt });
  return (
    <StateCard part="ended" title={t('exam.ended.title')}>
      <p>{ago === null ? t('exam.ended.unknown') : t('exam.ended.ago', { duration: duration(ago) })}</p>
      <BackLink />
    </StateCard>
  );
}

/** §2 will-start-soon: a countdown from exam_starts_in; at zero the take is loaded again (the exam has opened). */
export function WillStartSoonView({
  take,
  fetchedAt,
  onStarted,
}: {
  take: ExamTake;
  fetchedAt: number;
  onStarted: () => void;
}) {
  const { t } = useI18n();
  const duration = useDuration();
  const now = useNow(1000);
  const clock: ExamClock = { fetchedAt, now: Math.max(now, fetchedAt) };
  const left = startsInSeconds(take, clock);
  const reloaded = useRef(false);
  const due = left !== null && left <= 0;
  useEffect(() => {
    if (due && !reloaded.current) {
      reloaded.current = true;
      onStarted();
    }
  }, [due, onStarted]);
  return (
    <StateCard part="will-start-soon" title={t('exam.willStartSoon.title')}>
      {left !== null && (
        <p className="countdown" part="countdown" role="timer" aria-live="off">
          {due ? t('exam.willStartSoon.started') : t('exam.willStartSoon.startsIn', { duration: duration(left) })}
        </p>
      )}
      <BackLink />
    </StateCard>
  );
}
