import { memo } from 'react';
import { formatClock } from '../../core/exam/exam-timer';
import type { TimerKind } from '../../core/exam/time-limit';
import type { ExamTimer } from '../../core/exam/timer-store';
import { localDigits } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { useSignal } from './use-signal';

/**
 * §4 the countdown: h:mm:ss or m:ss, orange / red and pulsing by the thresholds. Only this component re-renders each
 * second (and not with the exam around it: memo); the warning line shows while a threshold holds, and the live region
 * speaks only when one is crossed.
 */
export const TimerFace = memo(function TimerFace({ timer, kind }: { timer: ExamTimer; kind: TimerKind }) {
  const { t, locale } = useI18n();
  const remaining = useSignal(timer.remaining);
  const tone = useSignal(timer.tone);
  const warning = useSignal(timer.warning);
  const announcement = useSignal(timer.announcement);
  const label = kind === 'total' ? t('exam.active.timeLeft') : t('exam.active.questionTimeLeft');
  const warningText = (value: typeof warning) =>
    value === 'final' ? t('exam.active.warningFinal') : value === 'minutes' ? t('exam.active.warningMinutes') : '';
  return (
    <div className="timer-box">
      <span
        className={`timer tone-${tone.color}${tone.pulsing ? ' pulsing' : ''}`}
        part="timer"
        role="timer"
        aria-label={label}
        data-tone={tone.color}
        data-pulsing={tone.pulsing || undefined}
      >
        <span dir="ltr">{localDigits(formatClock(remaining), locale)}</span>
      </span>
      {warning && (
        <span className="timer-warning" part="timer-warning" data-warning={warning}>
          {warningText(warning)}
        </span>
      )}
      <span className="sr-only" part="timer-announcement" aria-live="assertive" aria-atomic="true">
        {announcement ? warningText(announcement) : ''}
      </span>
    </div>
  );
});
