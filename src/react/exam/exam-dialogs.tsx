import { useEffect, useId, useState } from 'react';
import { BACK_STEPS, guardLeaving, type LeaveRequest } from '../../core/exam/leave-guard';
import { Button } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { closeDialogOf, Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';

// #29 the running exam's two confirmations: Finish, and leaving while the timer runs. Native modal dialogs (focus
// kept inside, Escape and the first button cancel).

/** 'Finish the exam?' with the counts; Escape or Keep answering goes back to the question. */
export function FinishDialog({
  counts,
  onConfirm,
  onCancel,
}: {
  counts: { answered: number; skipped: number; total: number };
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Modal
      part="finish-dialog"
      labelledBy={`${id}-t`}
      describedBy={`${id}-d`}
      onClose={onCancel}
      className="exam-dialog"
    >
      <h2 id={`${id}-t`}>{t('exam.active.finishTitle')}</h2>
      <p id={`${id}-d`}>{t('exam.active.finishBody')}</p>
      <p part="finish-counts">{t('exam.active.finishCounts', counts)}</p>
      <div className="dialog-actions">
        <Button variant="secondary" part="finish-cancel" onClick={(event) => closeDialogOf(event.currentTarget)}>
          {t('exam.active.keepAnswering')}
        </Button>
        <Button variant="primary" part="finish-confirm" onClick={onConfirm}>
          {t('exam.active.finishConfirm')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * While `armed` (the exam runs), closing the tab asks through the browser, an in-app move and the browser's Back ask
 * here: Leave goes on (from this element, or back through the history), Stay or Escape keeps the exam.
 */
export function LeaveGuard({ armed }: { armed: boolean }) {
  const { t } = useI18n();
  const element = useElement();
  const id = useId();
  const [pending, setPending] = useState<LeaveRequest | null>(null);
  const [leaving, setLeaving] = useState<LeaveRequest | null>(null);
  useEffect(() => (armed && !leaving ? guardLeaving(window, setPending) : undefined), [armed, leaving]);
  useEffect(() => {
    // The guard is down (the effect above ran its clean-up) before the move goes on.
    if (leaving?.kind === 'navigate') element.navigate(leaving.path, { replace: leaving.replace });
    else if (leaving) history.go(-BACK_STEPS);
  }, [element, leaving]);
  if (!pending || !armed) return null;
  return (
    <Modal
      part="leave-dialog"
      labelledBy={`${id}-t`}
      describedBy={`${id}-d`}
      onClose={() => setPending(null)}
      className="exam-dialog"
    >
      <h2 id={`${id}-t`}>{t('exam.active.leaveTitle')}</h2>
      <p id={`${id}-d`}>{t('exam.active.leaveBody')}</p>
      <div className="dialog-actions">
        <Button variant="secondary" part="leave-cancel" onClick={(event) => closeDialogOf(event.currentTarget)}>
          {t('exam.active.stay')}
        </Button>
        <Button
          variant="primary"
          part="leave-confirm"
          onClick={() => {
            setLeaving(pending);
            setPending(null);
          }}
        >
          {t('exam.active.leaveConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
