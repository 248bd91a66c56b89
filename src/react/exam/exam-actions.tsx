import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/**
 * The bottom bar: Skip (with the skipped count) and Next, or Finish. Next and Finish are off until a choice has
 * waited 1 s (§4), shown by `aria-disabled` rather than `disabled` (#37): a disabled button leaves the Tab order, so a
 * Tab in that second went past the exam; this one keeps its place and a press while off does nothing.
 */
export function ExamActions({
  skipped,
  finish,
  ready,
  onSkip,
  onNext,
}: {
  skipped: number;
  finish: boolean;
  ready: boolean;
  onSkip: () => void;
  onNext: () => void;
}) {
  const { t } = useI18n();
  const press = () => {
    if (ready) onNext();
  };
  return (
    <footer className="exam-actions" part="actions">
      <Button variant="secondary" part="skip" onClick={onSkip}>
        {t('exam.active.skip', { count: skipped })}
      </Button>
      <Button variant="primary" part={finish ? 'finish' : 'next'} aria-disabled={!ready || undefined} onClick={press}>
        {finish ? t('exam.active.finish') : t('exam.active.next')}
      </Button>
    </footer>
  );
}
