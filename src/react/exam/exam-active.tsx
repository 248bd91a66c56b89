import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import type { AnswerStore } from '../../core/exam/answer-store';
import { NEXT_ENABLE_DELAY_MS } from '../../core/exam/exam-constants';
import { isNextEnabled, navigationCounts, questionHeading, showsFinish } from '../../core/exam/exam-navigation';
import { fetchExamTake } from '../../core/api/exam';
import { parseServerTime, serverNow, syncServerClock, type ServerClock } from '../../core/exam/exam-timer';
import { timeLimitSeconds, timerKind } from '../../core/exam/time-limit';
import { examDirection } from '../../core/exam/exam-view';
import { createTakeSession, type FinishReason, type TakeSession } from '../../core/exam/take-session';
import { Alert } from '../ui/controls';
import { LanguageSwitch } from '../ui/language-switch';
import { SanitizedHtml } from '../ui/sanitized-html';
import { useI18n } from '../ui/use-i18n';
import { ExamActions } from './exam-actions';
import { FinishDialog, LeaveGuard } from './exam-dialogs';
import { ExamInfoDrawer } from './exam-info-drawer';
import { ExamLogo } from './exam-logo';
import { SaveIndicator } from './save-indicator';
import { TimerFace } from './timer-face';
import { useAttemptClock } from './use-attempt-clock';
import { useExamTimer } from './use-exam-timer';
import { useIntegrityLog } from './use-integrity-log';
import { useHeaderHeight } from './use-header-height';
import { useKeyboardGuard } from './use-keyboard-guard';
import { usePreparedQuestions } from './use-prepared-questions';
import { useQuestionArrival, type Announce } from './use-question-arrival';
import { useSignal } from './use-signal';

/** The header's parts that stay as they are from one question to the next: not rendered again on Next. */
const HeaderLanguageSwitch = memo(LanguageSwitch);
const Participant = memo(function Participant({ take }: { take: ExamTake }) {
  return (
    <div className="exam-who desktop-only" part="participant">
      <span dir="auto">{take.participant_obj?.name}</span>
      <span className="muted">{take.participant_obj?.email}</span>
      <span className="muted" dir="auto">
        {take.exam_obj?.batch?.title}
      </span>
    </div>
  );
});

/** The server's clock measured again from its take answer (null: unreadable or unreachable). */
async function measureServerClock(examNo: string): Promise<ServerClock | null> {
  const serverMs = parseServerTime((await fetchExamTake(examNo)).server_time);
  return serverMs === null ? null : syncServerClock(serverMs, Date.now(), performance.now());
}

const logError = (message: string, error?: unknown) =>
  console.error(`[academy] ${message}`, error instanceof Error ? error.message : (error ?? ''));

/** The session of the attempt, made once per mount (the parent remounts on a server reload). */
function useTakeSession(take: ExamTake, answers: AnswerStore): TakeSession {
  const [session] = useState(() =>
    createTakeSession(take, { answers, random: Math.random, now: Date.now, log: logError }),
  );
  useEffect(() => () => session.dispose(), [session]);
  return session;
}

/** Re-renders once Next becomes enabled, 1 s after an answer was chosen. */
function useNextEnabled(chosenAt: number | null): boolean {
  const [, setTick] = useState(0);
  const enabled = isNextEnabled(chosenAt, Date.now());
  useEffect(() => {
    if (chosenAt === null || enabled) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, chosenAt + NEXT_ENABLE_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [chosenAt, enabled]);
  return enabled;
}

interface ActiveProps {
  examNo: string;
  take: ExamTake;
  answers: AnswerStore;
  onFinished: (reason: FinishReason, attemptId: string) => void;
  onReload: () => void;
  /** The learner just started (or the server reloaded) the attempt: the first question takes focus too. */
  arrived: boolean;
  announce: Announce;
}

/**
 * §2 active: sticky header (logo, title, position, skipped count, language, timer, autosave), progress bar, the
 * question (sanitised HTML, right-to-left for an Arabic exam) with its radios, and Skip / Next / Finish.
 */
export function ExamActive({ examNo, take, answers, onFinished, onReload, arrived, announce }: ActiveProps) {
  const { t } = useI18n();
  const session = useTakeSession(take, answers);
  const navigation = useSignal(session.navigation);
  const chosen = useSignal(session.chosen);
  const chosenAt = useSignal(session.chosenAt);
  const finished = useSignal(session.finished);
  const reloadRequested = useSignal(session.reloadRequested);
  const error = useSignal(session.error);
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const nextEnabled = useNextEnabled(chosenAt);
  const groupId = useId();
  // Each showing of a question gets radios of a name of its own: Chromium leaves a radio group out of the Tab order in a
  // shadow root when a removed group of the same name had focus (a skipped question coming back).
  const showing = useSignal(session.showing);
  // #33 what the guard blocks is logged too, with time away and offline, and sent after the answers.
  const reportBlocked = useIntegrityLog(examNo, session.attemptId, answers, finished === null);
  useKeyboardGuard(finished === null, reportBlocked);
  usePreparedQuestions(take);

  const exam = take.exam_obj;
  const kind = timerKind(exam?.timer_type);
  const [firstClock] = useState(() =>
    syncServerClock(parseServerTime(take.server_time), Date.now(), performance.now()),
  );
  // The latest measure: a resync asked by one countdown serves the next question's too.
  const clock = useRef(firstClock);
  const serverMs = () => serverNow(clock.current, Date.now(), performance.now());
  // #33 the attempt's deadline and per-question limit as the server last said (the take, then the polled clock).
  const deadline = useRef(
    take.remaining_time == null ? null : firstClock.wallAt + firstClock.offsetMs + take.remaining_time * 1000,
  );
  const limit = useRef(timeLimitSeconds(exam?.time_limit));
  const current = navigation.current;
  const timerKey = finished !== null ? null : kind === 'total' ? session.attemptId : current;
  const timer = useExamTimer(timerKey, () => ({
    examNo,
    attemptId: session.attemptId,
    questionId: kind === 'total' ? null : current,
    kind,
    limitSeconds: limit.current,
    // The server's deadline caps each countdown (per question too: its deadline covers the whole paper).
    serverRemaining: deadline.current === null ? null : Math.max(0, (deadline.current - serverMs()) / 1000),
    clock: clock.current,
    resync: async () => {
      const measured = await measureServerClock(examNo);
      if (measured) clock.current = measured;
      return measured;
    },
    // A question's countdown ending at the attempt's deadline ends the exam: no question has time left.
    onExpire: () =>
      kind === 'total' || (deadline.current !== null && deadline.current <= serverMs() + 1000)
        ? session.timeUp()
        : session.questionTimeUp(),
  }));
  useAttemptClock({
    active: finished === null,
    attemptId: session.attemptId,
    kind,
    timer,
    now: serverMs,
    deadline,
    limit,
    onCompleted: () => session.timeUp(),
  });

  useEffect(() => {
    if (finished !== null) onFinished(finished, session.attemptId);
  }, [finished, onFinished, session]);
  useEffect(() => {
    if (reloadRequested) onReload();
  }, [reloadRequested, onReload]);

  const question = session.question(current);
  const heading = questionHeading(navigation);
  const counts = navigationCounts(navigation);
  const finish = showsFinish(navigation);
  /** #29 Next goes on at once; Finish asks first (a time-out ends the exam without asking). */
  const pressNext = () => {
    if (finish) setConfirmingFinish(true);
    else session.next();
  };
  const skip = () => {
    // A skipped question's own countdown waits for it: it comes back with the time it had left.
    if (kind === 'question') timer?.pause();
    session.skip();
  };
  const headingText =
    heading === null
      ? ''
      : heading.kind === 'skipped'
        ? t('exam.active.skippedQuestion', { n: heading.n })
        : t('exam.active.questionOf', { n: heading.n, total: heading.total });
  const headingRef = useQuestionArrival(showing, headingText, arrived, announce);
  const activeRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef, activeRef);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    if (nextEnabled) pressNext();
  };

  return (
    <div className="exam-active" part="active" ref={activeRef}>
      <header className="exam-header" part="header" ref={headerRef}>
        <div className="exam-brand">
          <ExamLogo src={take.provided_by_logo} name={take.provided_by_name} />
          <div className="exam-titles">
            <p className="exam-title" dir="auto">
              {exam?.title}
            </p>
            <p className="exam-position" part="position">
              {headingText}
            </p>
          </div>
        </div>
        <Participant take={take} />
        <div className="exam-tools">
          <span className="badge" part="skipped-count">
            {t('exam.active.skippedCount', { count: counts.skipped })}
          </span>
          <SaveIndicator answers={answers} />
          {timer && <TimerFace timer={timer} kind={kind} />}
          <HeaderLanguageSwitch className="button button-text" />
          <ExamInfoDrawer take={take} counts={counts} position={heading?.n ?? null} />
        </div>
        <progress
          className="exam-progress"
          part="progress"
          value={counts.attempted}
          max={Math.max(1, counts.total)}
          aria-label={t('exam.active.progress')}
        />
      </header>
      <section
        className="card stack exam-question"
        part="question"
        dir={examDirection(exam?.language)}
        lang={examDirection(exam?.language) === 'rtl' ? 'ar' : undefined}
        onKeyDown={onKeyDown}
        aria-labelledby={`${groupId}-h`}
      >
        <h1 id={`${groupId}-h`} className="question-heading" ref={headingRef} tabIndex={-1}>
          {headingText}
        </h1>
        {error && <Alert variant="danger">{t(error)}</Alert>}
        {question && <SanitizedHtml className="question-body" html={question.question ?? ''} />}
        {question && question.choices.length > 0 ? (
          <div className="exam-choices" role="radiogroup" aria-labelledby={`${groupId}-h`} part="choices">
            {question.choices.map((choice, index) => (
              <label
                key={`${question.record_id}-${index}`}
                className="exam-choice"
                part="choice"
                data-checked={chosen === choice.choice || undefined}
              >
                <input
                  type="radio"
                  name={`${groupId}-${showing}`}
                  value={choice.choice}
                  checked={chosen === choice.choice}
                  onChange={() => session.choose(choice.choice)}
                />
                <span dir="auto">{choice.choice}</span>
              </label>
            ))}
          </div>
        ) : (
          question && <p className="muted">{t('exam.active.noChoices')}</p>
        )}
      </section>
      <ExamActions skipped={counts.skipped} finish={finish} ready={nextEnabled} onSkip={skip} onNext={pressNext} />
      {confirmingFinish && finished === null && (
        <FinishDialog
          counts={{
            answered: counts.attempted + (chosen !== null ? 1 : 0),
            // The question shown counts as answered once chosen, not as skipped.
            skipped: navigation.skipped.filter((id) => chosen === null || id !== current).length,
            total: counts.total,
          }}
          onConfirm={() => {
            setConfirmingFinish(false);
            session.next();
          }}
          onCancel={() => setConfirmingFinish(false)}
        />
      )}
      <LeaveGuard armed={finished === null} />
    </div>
  );
}
