import { useId, useState, type FormEvent } from 'react';
import { extendAttempt } from '../../core/api/exam-board';
import type { AttemptClock } from '../../core/api/schemas/exam-allowances';
import type { BoardRow } from '../../core/api/schemas/exam-board';
import { isApiError } from '../../core/http/api-error';
import { minutesRangeText, parseMinutes } from '../../core/integrity/board-words';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/** Called with the row, the minutes added and the server's clock after an extension. */
export type OnExtended = (row: BoardRow, minutes: number, clock: AttemptClock) => void;

/** What went wrong, named as the board's words are (the range's words take the bounds). */
type Problem = 'range' | 'ended' | 'addFailed' | null;

/**
 * Add time to one running attempt (#33): minutes (1–240) and a button. Minutes out of range are refused here with the
 * board's own words, never sent; the server's 422 shows the same words and 409 says the attempt has ended (its text is
 * never shown).
 */
export function ExtendForm({ row, onExtended }: { row: BoardRow; onExtended: OnExtended }) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const minutes = parseMinutes(value);
    if (minutes === null) {
      setProblem('range');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const clock = await extendAttempt(row.attempt_id, minutes);
      setValue('');
      onExtended(row, minutes, clock);
    } catch (error) {
      const status = isApiError(error) ? error.status : undefined;
      setProblem(status === 422 ? 'range' : status === 409 ? 'ended' : 'addFailed');
    } finally {
      setBusy(false);
    }
  };

  const message = problem === 'range' ? minutesRangeText(locale) : problem ? t(`integrity.board.${problem}`) : '';

  return (
    <form className="board-extend" part="board-extend" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="board-minutes-label">
        {t('integrity.board.minutes')}
      </label>
      <input
        id={inputId}
        className="input board-minutes"
        part="input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('integrity.board.minutesLabel', { name: row.name })}
        value={value}
        aria-invalid={problem === 'range' ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(null);
        }}
      />
      <Button
        type="submit"
        variant="secondary"
        data-action="extend"
        busy={busy}
        aria-label={t('integrity.board.addLabel', { name: row.name })}
      >
        {t('integrity.board.addTime')}
      </Button>
      {message && (
        <span id={errorId} className="field-error" role="alert">
          {message}
        </span>
      )}
    </form>
  );
}
