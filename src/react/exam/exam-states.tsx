import { useId, type ReactNode } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { DASHBOARD_PATH } from '../../core/exam/exam-paths';
import { timeLimitSeconds } from '../../core/exam/time-limit';
import type { Message } from '../../core/locale/message';
import { formatInteger } from '../../core/locale/numbers';
import { Alert, Button } from '../ui/controls';
import { ArrowBackIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { useDuration } from './use-duration';

/** The link back to /dashboard (§2 'Back to dashboard'). */
export function BackLink() {
  const { t } = useI18n();
  return (
    <NavLink to={DASHBOARD_PATH} className="button button-secondary back-link" part="back">
      <ArrowBackIcon />
      {t('exam.backToDashboard')}
    </NavLink>
  );
}

/** A card with a heading for one state of the page. */
export function StateCard({ part, title, children, level = 1 }: { part: string; title: string; children: ReactNode; level?: 1 | 2 }) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="card stack exam-state" part={part} aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </section>
  );
}

/** §8 a failed load or a missing exam number, with Try Again when a retry can help. */
export function ErrorState({ detail, onRetry }: { detail: Message; onRetry?: () => void }) {
  const { t, message } = useI18n();
  return (
    <StateCard part="error" title={t('exam.loadErrorTitle')}>
      <Alert variant="danger">{message(detail)}</Alert>
      <div className="row">
        {onRetry && (
          <Button variant="primary" part="retry" onClick={onRetry}>
            {t('exam.tryAgain')}
          </Button>
        )}
        <BackLink />
      </div>
    </StateCard>
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
  const { t } = useI18n();
  const duration = useDuration();
  const participant = take.participant_obj;
  const exam = take.exam_obj;
  return (
    <section className="card exam-info" part="info-card" aria-label={`${t('exam.card.participant')} · ${t('exam.card.exam')}`}>
      {participant && (
        <dl className="facts">
          <Fact label={t('exam.card.name')} value={participant.name} />
          <Fact label={t('exam.card.email')} value={participant.email} />
          <Fact label={t('exam.card.nid')} value={participant.user_profile?.cnic} />
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
