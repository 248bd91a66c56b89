import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SubAssessment } from '../../core/api/schemas/batch';
import {
  commitScore,
  formatScore,
  isCommitKey,
  maxScoreOf,
  SCORE_STEP,
  scoreIssueParams,
  type ScoreIssue,
} from '../../core/batch/scores';
import { DigitsInput } from '../ui/digits-input';
import { useI18n } from '../ui/use-i18n';

interface ScoreCellProps {
  sub: SubAssessment;
  /** The column's maximum (from the first row), when the cell has none of its own. */
  columnMax: number | null;
  label: string;
  /** Sends a changed score; resolves false when the server refused it (the grid then reloads). */
  onSave: (value: number) => Promise<boolean>;
}

/**
 * §5 score entry: a number 0..max in steps of 0.01 shown with two decimals; blank is 0; commits on blur or Enter
 * (Tab moves on and commits through the blur); negative or above-max shows its message and sends nothing, and so
 * does an unchanged value. The value shows at once (optimistic) and stays through a reload landing meanwhile; a
 * refusal brings the server's back.
 */
export function ScoreCell({ sub, columnMax, label, onSave }: ScoreCellProps) {
  const { t, locale } = useI18n();
  const errorId = useId();
  const max = maxScoreOf(sub.batch_assessment_sub_criteria_score) ?? columnMax;
  const server = sub.scored ?? 0;
  const [seen, setSeen] = useState(sub);
  const [current, setCurrent] = useState(server);
  const [text, setText] = useState(formatScore(server));
  const [issue, setIssue] = useState<ScoreIssue | null>(null);
  // Saves of this cell not yet answered.
  const [pending, setPending] = useState(0);
  // One save at a time per cell: two quick edits reach the server in the order they were made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A new answer from the server (a reload) replaces what the cell shows, unless a save of this cell is out: its
  // outcome decides (a success is written into the grid, a failure reloads it).
  if (sub !== seen) {
    setSeen(sub);
    if (pending === 0) {
      setCurrent(server);
      setText(formatScore(server));
      setIssue(null);
    }
  }

  const commit = (input: HTMLInputElement) => {
    // A number input reports text it cannot read as '' with badInput: that is not a blank (0). Arabic's text box
    // hands on what was typed, in ASCII.
    const outcome = input.validity.badInput
      ? ({ kind: 'issue', issue: { key: 'batch.validation.scoreInvalid' } } as const)
      : commitScore(text, current, max);
    if (outcome.kind === 'issue') {
      setIssue(outcome.issue);
      return;
    }
    setIssue(null);
    if (outcome.kind === 'none') {
      setText(formatScore(current));
      return;
    }
    const previous = current;
    setCurrent(outcome.value);
    setText(formatScore(outcome.value));
    const value = outcome.value;
    const save = queue.current.then(() => onSave(value));
    queue.current = save;
    setPending((count) => count + 1);
    void save.then((saved) => {
      setPending((count) => count - 1);
      if (saved) return;
      setCurrent(previous);
      setText(formatScore(previous));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isCommitKey(event.key)) return;
    event.preventDefault();
    commit(event.currentTarget);
  };

  return (
    <div className="score-cell">
      <DigitsInput
        className="input score-input"
        part="score-input"
        kind="decimal"
        nativeType="number"
        min={0}
        max={max ?? undefined}
        step={SCORE_STEP}
        value={text}
        aria-label={label}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? errorId : undefined}
        data-record-id={sub.record_id}
        onValue={setText}
        onBlur={(event) => commit(event.currentTarget)}
        onKeyDown={onKeyDown}
      />
      {issue && (
        <span id={errorId} className="field-error" part="score-error" role="alert">
          {t(issue.key, scoreIssueParams(issue, locale))}
        </span>
      )}
    </div>
  );
}
