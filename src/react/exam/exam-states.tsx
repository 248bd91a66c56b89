import type { ReactNode, Ref } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { DASHBOARD_PATH } from '../../core/exam/exam-paths';
import { timeLimitSeconds } from '../../core/exam/time-limit';
import type { Message } from '../../core/locale/message';
import { formatInteger, localDigits } from '../../core/locale/numbers';
import { BackLink as UiBackLink, ErrorCard, StateCard as UiStateCard } from '../ui/state-card';
import { useI18n } from '../ui/use-i18n';
import { useDuration } from '../ui/use-duration';

/** The link back to /dashboard (§2 'Back to dashboard'). */
export function BackLink() {
  const { t } = useI18n();
  return <UiBackLink to={DASHBOARD_PATH} label={t('exam.backToDashboard')} className="button-secondary" />;
}

/** A card with a heading for one state of the page. */
export function StateCard(props: {
  part: string;
  title: string;
  children: ReactNode;
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return <UiStateCard className="exam-state" {...props} />;
}

/** §8 a failed load or a missing exam number, with Try Again when a retry can help. */
export function ErrorState({ detail, onRetry }: { detail: Message; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <ErrorCard
      className="exam-state"
      title={t('exam.loadErrorTitle')}
      detail={detail}
      retryLabel={t('exam.tryAgain')}
      onRetry={onRetry}
      back={<BackLink />}
    />
  );
}

/** One fact of the info card; missing values are left out. */
function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  const { locale } = useI18n();
  if (value == null || value === '') return null;
  return (
    <div className="fact">
      <dt>{label}</dt>
      {/* A count in the language's digits, like every number of the page. */}
      <dd dir="auto">{typeof value === 'number' ? formatInteger(value, locale) : value}</dd>
    </div>
  );
}

/** §2 the participant and exam card every view but the active one shows. */
export function ExamInfoCard({ take }: { take: ExamTake }) {
  const { t, locale } = useI18n();
  const duration = useDuration();
  const participant = take.participant_obj;
  const exam = take.exam_obj;
  return (
    <section
      className="card exam-info"
      part="info-card"
      aria-label={`${t('exam.card.participant')} · ${t('exam.card.exam')}`}
    >
      {participant && (
        <dl className="facts">
          <Fact label={t('exam.card.name')} value={participant.name} />
          <Fact label={t('exam.card.email')} value={participant.email} />
          <Fact
            label={t('exam.card.nid')}
            value={participant.user_profile?.cnic && localDigits(participant.user_profile.cnic, locale)}
          />
        </dl>
      )}
      {exam && (
        <dl className="facts">
          <Fact label={t('exam.card.exam')} value={exam.title} />
          <Fact label={t('exam.card.batch')} value={exam.batch?.title} />
          <Fact label={t('exam.card.questions')} value={exam.questions.length} />
          <Fact label={t('exam.card.timeLimit')} value={duration(timeLimitSeconds(exam.time_limit))} />
        </dl>
      )}
    </section>
  );
}
