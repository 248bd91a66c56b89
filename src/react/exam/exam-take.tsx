import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { submitQuestionAttempt } from '../../core/api/exam';
import { createAnswerStore } from '../../core/exam/answer-store';
import { deriveExamView } from '../../core/exam/exam-view';
import type { FinishReason } from '../../core/exam/take-session';
import { completeExam, examTakeStore, takeFailure } from '../../core/exam/take-store';
import { Spinner } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { CompletedView } from './exam-completed';
import { InstructionsView } from './exam-instructions';
import { ErrorState, ExamInfoCard } from './exam-states';
import { EndedView, NotAvailableView, NotEligibleView, WillStartSoonView } from './exam-windows';

/** The running exam in a chunk of its own (session, timers, signals): the other views never load it. */
const ExamActive = lazy(() => import('./exam-active').then((module) => ({ default: module.ExamActive })));

/** The survey in a chunk of its own: only a learner asked for feedback before the exam loads it. */
const BeforeExamFeedback = lazy(() => import('./before-exam-feedback').then((module) => ({ default: module.BeforeExamFeedback })));

/** The durable answer queue of this exam, for as long as the page shows it (it replays what an earlier visit left). */
function useAnswerStore(examNo: string) {
  const answers = useMemo(() => createAnswerStore(examNo, { send: submitQuestionAttempt }), [examNo]);
  useEffect(() => () => answers.dispose(), [answers]);
  return answers;
}

/** §2 /app/exam/{examNo}/take: the take response decides the view (§4 order); the attempt's end is kept here. */
export function ExamTake({ examNo, userId }: { examNo: string; userId: string }) {
  const { t } = useI18n();
  const { emit } = useElement();
  const store = examTakeStore(examNo);
  const state = useQueryState(store);
  const answers = useAnswerStore(examNo);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [finished, setFinished] = useState<FinishReason | null>(null);
  const [generation, setGeneration] = useState(0);
  const fetchedAt = useRef(Date.now());
  const take = state.data;
  useEffect(() => {
    fetchedAt.current = Date.now();
  }, [take]);
  useEffect(() => {
    // A take kept from an earlier visit is stale (the time left, the attempt): read it again.
    if (store.value?.status === 'ready') void store.load({ force: true });
  }, [store]);

  const reload = useCallback(() => void store.load({ force: true }), [store]);
  const closeFeedback = useCallback(() => {
    setFeedbackOpen(false);
    void store.load({ force: true });
  }, [store]);
  const onReload = useCallback(() => {
    void store.load({ force: true }).then(() => setGeneration((n) => n + 1));
  }, [store]);
  const onFinished = useCallback(
    (reason: FinishReason, attemptId: string) => {
      setFinished(reason);
      emit('academy-exam-completed', { examNo, attemptId, reason });
      // The last answer says completed; the explicit call follows once every answer is on the server, then the results load.
      void answers
        .drained()
        .then(() => completeExam(attemptId))
        .then(() => store.load({ force: true }));
    },
    [answers, emit, examNo, store],
  );

  if (state.status === 'error' && !take) {
    return <ErrorState detail={takeFailure(state.error)} onRetry={reload} />;
  }
  const loading = (
    <div part="loading" aria-busy="true">
      <Spinner label={t('exam.loading')} />
    </div>
  );
  if (!take) return loading;
  const view = finished !== null ? 'completed' : deriveExamView(take);
  if (view === 'active') {
    return (
      <Suspense fallback={loading}>
        <ExamActive key={`${take.attempt_obj?.record_id ?? ''}:${generation}`} examNo={examNo} take={take} answers={answers} onFinished={onFinished} onReload={onReload} />
      </Suspense>
    );
  }
  return (
    <div className="stack exam-page" part="page" data-view={feedbackOpen ? 'feedback' : view}>
      <ExamInfoCard take={take} />
      {view === 'not-available' && <NotAvailableView />}
      {view === 'not-eligible' && <NotEligibleView />}
      {view === 'ended' && <EndedView take={take} fetchedAt={fetchedAt.current} />}
      {view === 'will-start-soon' && <WillStartSoonView take={take} fetchedAt={fetchedAt.current} onStarted={reload} />}
      {view === 'completed' && <CompletedView take={take} answers={answers} reason={finished} />}
      {view === 'instructions' &&
        (feedbackOpen ? (
          <Suspense fallback={loading}>
            <BeforeExamFeedback examNo={examNo} take={take} userId={userId} onDone={closeFeedback} />
          </Suspense>
        ) : (
          <InstructionsView examNo={examNo} take={take} onFeedback={() => setFeedbackOpen(true)} />
        ))}
    </div>
  );
}
