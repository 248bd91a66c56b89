import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isExamMissing } from '../../core/exam/exam-failure';
import { deriveExamView } from '../../core/exam/exam-view';
import type { FinishReason } from '../../core/exam/take-session';
import { completeExam, examTakeStore, takeFailure } from '../../core/exam/take-store';
import { Spinner } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { InstructionsView } from './exam-instructions';
import { ErrorState, ExamInfoCard } from './exam-states';
import { EndedView, NotAvailableView, NotEligibleView, WillStartSoonView } from './exam-windows';
import { useAnswerStore } from './use-answer-store';
import type { Announce } from './use-question-arrival';

/** The running exam in a chunk of its own (session, timers, signals): the other views never load it. */
const ExamActive = lazy(() => import('./exam-active').then((module) => ({ default: module.ExamActive })));

/** The completed view with the answers still waiting in a chunk of its own: it needs the answer queue, loaded on demand. */
const CompletedView = lazy(() => import('./exam-completed').then((module) => ({ default: module.CompletedView })));

/** The survey in a chunk of its own: only a learner asked for feedback before the exam loads it. */
const BeforeExamFeedback = lazy(() =>
  import('./before-exam-feedback').then((module) => ({ default: module.BeforeExamFeedback })),
);

/** §2 /app/exam/{examNo}/take: the take response decides the view (§4 order); the attempt's end is kept here. */
export function ExamTake({ examNo, userId, announce }: { examNo: string; userId: string; announce: Announce }) {
  const { t } = useI18n();
  const { emit } = useElement();
  const store = examTakeStore(examNo);
  const state = useQueryState(store);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [finished, setFinished] = useState<FinishReason | null>(null);
  const [generation, setGeneration] = useState(0);
  // Started here, not resumed by a page load: focus follows the learner into the exam and out of it.
  const [started, setStarted] = useState(false);
  const fetchedAt = useRef(Date.now());
  const take = state.data;
  const view = !take ? null : finished !== null ? 'completed' : deriveExamView(take);
  const answerState = useAnswerStore(examNo, view === 'active' || view === 'completed');
  const answers = answerState.status === 'ready' ? answerState.answers : null;
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
      void (answers?.drained() ?? Promise.resolve())
        .then(() => completeExam(attemptId))
        .then(() => store.load({ force: true }));
    },
    [answers, emit, examNo, store],
  );

  if (state.status === 'error' && !take) {
    // #29 an exam the server does not give this learner (unknown, or not theirs) is not available, not a failed load.
    if (isExamMissing(state.error))
      return (
        <div className="stack exam-page" part="page" data-view="not-available">
          <NotAvailableView />
        </div>
      );
    return <ErrorState detail={takeFailure(state.error)} onRetry={reload} />;
  }
  const loading = (
    <div part="loading" aria-busy="true">
      <Spinner label={t('exam.loading')} />
    </div>
  );
  if (!take) return loading;
  if (answerState.status === 'failed')
    return <ErrorState detail={{ key: 'exam.errors.fetchFailed' }} onRetry={answerState.retry} />;
  if ((view === 'active' || view === 'completed') && !answers) return loading;
  if (view === 'active' && answers) {
    return (
      <Suspense fallback={loading}>
        <ExamActive
          key={`${take.attempt_obj?.record_id ?? ''}:${generation}`}
          examNo={examNo}
          take={take}
          answers={answers}
          onFinished={onFinished}
          onReload={onReload}
          arrived={started || generation > 0}
          announce={announce}
        />
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
      {view === 'completed' && answers && (
        <Suspense fallback={loading}>
          <CompletedView take={take} answers={answers} reason={finished} focus={finished !== null} />
        </Suspense>
      )}
      {view === 'instructions' &&
        (feedbackOpen ? (
          <Suspense fallback={loading}>
            <BeforeExamFeedback examNo={examNo} take={take} userId={userId} onDone={closeFeedback} />
          </Suspense>
        ) : (
          <InstructionsView
            examNo={examNo}
            take={take}
            onFeedback={() => setFeedbackOpen(true)}
            onStarting={() => setStarted(true)}
          />
        ))}
    </div>
  );
}
