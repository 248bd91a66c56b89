import { memo } from 'react';
import type { AnswerStore } from '../../core/exam/answer-store';
import { pluralForm } from '../../core/locale/plural';
import { useI18n } from '../ui/use-i18n';
import { useSignal } from './use-signal';

/**
 * Issue #11: 'all answers saved', 'saving answers…' or 'connection lost — n answers waiting', announced politely; §8
 * 'Failed to submit answer' once the server refused one for good. §2's 'auto saved' badge shows only while every
 * answer is on the server (#29: never beside answers waiting). Re-renders with its signals only (memo).
 */
export const SaveIndicator = memo(function SaveIndicator({ answers }: { answers: AnswerStore }) {
  const { t } = useI18n();
  const { status, count } = useSignal(answers.indicator);
  const refused = useSignal(answers.refused);
  const text =
    status === 'saved'
      ? t('exam.active.allSaved')
      : status === 'saving'
        ? t('exam.active.saving')
        : t(`exam.active.waiting.${pluralForm(count)}`, { count });
  return (
    <>
      {status === 'saved' && (
        <span className="badge badge-saved" part="autosave">
          {t('exam.active.autoSaved')}
        </span>
      )}
      <span
        className={`save-status save-${status}`}
        part="save-status"
        data-status={status}
        data-count={count}
        role="status"
      >
        {text}
      </span>
      {refused > 0 && (
        <span className="save-status save-refused" part="save-refused" role="alert">
          {t('exam.errors.submitFailed')}
        </span>
      )}
    </>
  );
});
