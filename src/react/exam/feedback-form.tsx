import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { FeedbackQuestion } from '../../core/api/schemas/exam-feedback';
import {
  chooseRating,
  feedbackTitleKind,
  isFeedbackValid,
  needsFollowUp,
  toggleFollowUp,
  type FeedbackAnswers,
} from '../../core/exam/feedback-rules';
import { feedbackDraft, feedbackFormStore, sendFeedback, type FeedbackSubject } from '../../core/exam/feedback-store';
import type { Locale } from '../../core/locale/locale-store';
import type { Message } from '../../core/locale/message';
import { formatInteger } from '../../core/locale/numbers';
import { Alert, Button, Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';

const pick = (locale: Locale, en: string | null | undefined, ar: string | null | undefined) =>
  locale === 'ar' && ar ? ar : (en ?? '');

/** One rated question: the five-step scale, and the follow-up reasons once the rating is low (§4 index ≥ 3). */
function FeedbackItem({
  question,
  index,
  answers,
  onChange,
}: {
  question: FeedbackQuestion;
  index: number;
  answers: FeedbackAnswers;
  onChange: (next: FeedbackAnswers) => void;
}) {
  const { t, locale } = useI18n();
  const name = useId();
  const answer = answers[index];
  const choices = locale === 'ar' && question.choices_ar.length > 0 ? question.choices_ar : question.choices_en;
  const reasonsEn = question.followUpQuestionOptions?.en ?? [];
  const reasonsShown =
    locale === 'ar' && question.followUpQuestionOptions?.ar.length ? question.followUpQuestionOptions.ar : reasonsEn;
  return (
    <fieldset className="feedback-item" part="feedback-question" data-index={index}>
      <legend>
        {formatInteger(index + 1, locale)}. {pick(locale, question.question_en, question.question_ar)}
        <span className="sr-only"> ({t('common.required')})</span>
      </legend>
      <div className="feedback-scale">
        {choices.map((choice, rating) => (
          <label key={rating} className="exam-choice">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={answer?.rating === rating}
              onChange={() => onChange(chooseRating(answers, index, rating))}
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
      {needsFollowUp(answer?.rating) && (
        <div className="follow-up" part="follow-up">
          <p>{pick(locale, question.lowRatingHelp?.en, question.lowRatingHelp?.ar) || t('exam.feedback.followUp')}</p>
          {reasonsEn.map((reason, reasonIndex) => (
            <label key={reason} className="check">
              <input
                type="checkbox"
                checked={answer?.followUps.includes(reason) ?? false}
                onChange={() => onChange(toggleFollowUp(answers, index, reason))}
              />
              <span>{reasonsShown[reasonIndex] ?? reason}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

interface FeedbackFormProps {
  examNo: string;
  subject: FeedbackSubject;
  onSubmitted: () => void;
  onBack?: () => void;
  backLabel?: string;
  /** The survey title's heading level (its modules one below): 1 inside the take page, 2 under the feedback page's title. */
  level?: 1 | 2;
}

/**
 * §2/§4/§5 a feedback survey: one radio question per item under its module heading, in the current language; the
 * follow-up reasons of a low rating; Submit only when every item is rated and every low rating has a reason.
 */
export function FeedbackForm({ examNo, subject, onSubmitted, onBack, backLabel, level = 1 }: FeedbackFormProps) {
  const { t, locale, message } = useI18n();
  const store = feedbackFormStore(examNo);
  const state = useQueryState(store);
  // The answers live in the exam's draft, not here: Back (active → start) unmounts the form and must keep them.
  const draft = feedbackDraft(examNo, subject.type);
  const { answers } = useStore(draft.$draft);
  const setAnswers = (next: FeedbackAnswers) => draft.set(next);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const hintId = useId();
  const Title = level === 1 ? 'h1' : 'h2';
  const Module = level === 1 ? 'h2' : 'h3';
  // §4 answers reset when the course type changes.
  useEffect(() => draft.courseType(subject.isNpo), [draft, subject.isNpo]);

  const title =
    feedbackTitleKind(subject.isNpo) === 'training-program'
      ? t('exam.feedback.trainingProgramTitle')
      : t('exam.feedback.courseTitle');
  const form = state.data;
  if (!form) {
    return (
      <section className="card stack exam-state" part="feedback" aria-label={title}>
        <Title>{title}</Title>
        {state.status === 'error' ? (
          <>
            <Alert variant="danger">{t('exam.feedback.loadFailed')}</Alert>
            <Button variant="primary" part="retry" onClick={() => void store.load({ force: true })}>
              {t('exam.tryAgain')}
            </Button>
          </>
        ) : (
          <Spinner label={t('exam.feedback.loading')} />
        )}
      </section>
    );
  }
  const valid = isFeedbackValid(form.questions.length, answers);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await sendFeedback(form.questions, answers, subject);
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    draft.clear();
    onSubmitted();
  };
  let lastModule = '';
  return (
    <section className="card stack exam-state" part="feedback" aria-label={title}>
      <Title>{title}</Title>
      <p className="muted">{pick(locale, form.description_en, form.description_ar) || t('exam.feedback.intro')}</p>
      {form.questions.map((question, index) => {
        const module = pick(locale, question.module_en, question.module_ar);
        const heading = module && module !== lastModule ? <Module className="feedback-module">{module}</Module> : null;
        lastModule = module;
        return (
          <div key={index} className="stack">
            {heading}
            <FeedbackItem question={question} index={index} answers={answers} onChange={setAnswers} />
          </div>
        );
      })}
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      {!valid && (
        <p id={hintId} className="muted" part="feedback-hint">
          {t('exam.errors.answerAll')}
        </p>
      )}
      <div className="row">
        <Button
          variant="primary"
          part="feedback-submit"
          busy={busy}
          disabled={!valid}
          aria-describedby={valid ? undefined : hintId}
          onClick={() => void submit()}
        >
          {t('exam.feedback.submit')}
        </Button>
        {onBack && (
          <Button variant="secondary" part="feedback-back" onClick={onBack}>
            {backLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
