import { useState } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { timeLimitSeconds, timerKind } from '../../core/exam/time-limit';
import { feedbackBlocksStart } from '../../core/exam/feedback-timing';
import { startExam } from '../../core/exam/take-store';
import type { Message } from '../../core/locale/message';
import { pluralForm } from '../../core/locale/plural';
import { Alert, Button } from '../ui/controls';
import { AlertIcon } from '../ui/icons';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { BackLink, StateCard } from './exam-states';
import { useDuration } from '../ui/use-duration';

const GUIDELINES = ['guideline1', 'guideline2', 'guideline3', 'guideline4', 'guideline5'] as const;

/**
 * §2 instructions: security notice, badges, numbered guidelines, the 'Error Starting Exam' box and Start; the green
 * before-exam feedback card disables Start while feedback is required.
 */
export function InstructionsView({
  examNo,
  take,
  onFeedback,
  onStarting,
}: {
  examNo: string;
  take: ExamTake;
  onFeedback: () => void;
  /** Start was pressed: told before the start, since the running exam may show before `startExam` returns. */
  onStarting: () => void;
}) {
  const { t, message } = useI18n();
  const { emit } = useElement();
  const duration = useDuration();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: Message; detail?: Message } | null>(null);
  const exam = take.exam_obj;
  const count = exam?.questions.length ?? 0;
  const blocked = feedbackBlocksStart(take);
  const kind = timerKind(exam?.timer_type);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    onStarting();
    const outcome = await startExam(examNo, take);
    setBusy(false);
    if (outcome.ok) emit('academy-exam-started', { examNo });
    else setFailure(outcome);
  };

  const failureText =
    failure &&
    (failure.detail ? t('exam.errors.startFailed', { message: message(failure.detail) }) : message(failure.message));

  return (
    <StateCard part="instructions" title={t('exam.instructions.title')}>
      <div className="security-notice" part="security-notice">
        <AlertIcon />
        <div>
          <strong>{t('exam.instructions.securityTitle')}</strong>
          <p>{t('exam.instructions.security')}</p>
        </div>
      </div>
      <ul className="badges" part="badges">
        <li className="badge" data-badge="questions">
          {t(`exam.instructions.questionCount.${pluralForm(count)}`, { count })}
        </li>
        <li className="badge" data-badge="time-limit">
          {t('exam.instructions.timeLimit', { duration: duration(timeLimitSeconds(exam?.time_limit)) })}
        </li>
        <li className="badge" data-badge="timer-type" data-timer={kind}>
          {kind === 'total' ? t('exam.instructions.totalTimer') : t('exam.instructions.questionTimer')}
        </li>
      </ul>
      <h2>{t('exam.instructions.guidelinesTitle')}</h2>
      <ol className="guidelines" part="guidelines">
        {GUIDELINES.map((key) => (
          <li key={key}>{t(`exam.instructions.${key}`)}</li>
        ))}
      </ol>
      {blocked && (
        <section className="feedback-card" part="feedback-card" aria-labelledby="exam-feedback-title">
          <h2 id="exam-feedback-title">{t('exam.feedbackCard.title')}</h2>
          <p>{t('exam.errors.feedbackRequired')}</p>
          <Button variant="primary" part="feedback-open" onClick={onFeedback}>
            {t('exam.feedbackCard.open')}
          </Button>
        </section>
      )}
      {failureText && (
        <div part="start-error">
          <Alert variant="danger" title={t('exam.errors.startTitle')}>
            {failureText}
          </Alert>
        </div>
      )}
      <div className="row">
        <Button variant="primary" part="start" busy={busy} disabled={blocked} onClick={() => void start()}>
          {t('exam.instructions.start')}
        </Button>
        <BackLink />
      </div>
    </StateCard>
  );
}
