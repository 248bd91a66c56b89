import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DateRange } from '../../../core/api/batch-insights';
import { rangeIssues, type RangeField, type RangeIssues } from '../../../core/batch/insights/insights-store';
import { digitsValue, shownDigits } from '../../../core/locale/digits-input';
import { Button } from '../../ui/controls';
import { DigitsInput } from '../../ui/digits-input';
import { useI18n } from '../../ui/use-i18n';
import { useDay } from './use-day';

/**
 * What a date input holds, in ASCII: its value (what was typed in Arabic's text box), or a mark that is no date at
 * all when the browser could not read what was typed.
 */
const read = (input: HTMLInputElement | null): string =>
  input?.validity.badInput ? 'invalid' : digitsValue(input?.value ?? '', 'date');

/**
 * The date range (issue #34): two date inputs and Apply. The range is checked before any call (the contract's
 * rule and words); the server's refusal of it comes back in `server`, under the field it names.
 */
export function RangeFilter({
  shown,
  server,
  onApply,
}: {
  /** The range the insights cover (the batch's dates when none was asked for), or undefined while loading. */
  shown: DateRange | undefined;
  server: RangeIssues | undefined;
  onApply: (range: DateRange) => void;
}) {
  const { t, message, locale } = useI18n();
  const day = useDay();
  const id = useId();
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  const [issues, setIssues] = useState<RangeIssues>({});
  const [local, setLocal] = useState(false);
  const shownIssues = local ? issues : (server ?? {});
  // The inputs follow the range shown (the batch's dates for an open one), and keep what was typed while none is;
  // a new language brings new inputs (Arabic's text boxes), written again.
  const shownFrom = shown?.from;
  const shownTo = shown?.to;
  useEffect(() => {
    if (shownFrom === undefined || shownTo === undefined) return;
    if (from.current) from.current.value = shownDigits(shownFrom, 'date', locale);
    if (to.current) to.current.value = shownDigits(shownTo, 'date', locale);
  }, [shownFrom, shownTo, locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: read(from.current), to: read(to.current) };
    const found = rangeIssues(range);
    setIssues(found);
    setLocal(true);
    if (found.from) from.current?.focus();
    else if (found.to) to.current?.focus();
    else {
      setLocal(false);
      onApply(range);
    }
  };

  const field = (name: RangeField, ref: typeof from) => {
    const issue = shownIssues[name];
    const end = name === 'to';
    return (
      <div className="field" part="field">
        <label htmlFor={`${id}-${name}`}>{t(`insights.range.${name}`)}</label>
        <DigitsInput
          ref={ref}
          id={`${id}-${name}`}
          name={name}
          kind="date"
          nativeType="date"
          hint
          className="input"
          part={end ? 'input range-to' : 'input range-from'}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-${name}-error` : undefined}
        />
        {issue && (
          <span id={`${id}-${name}-error`} className="field-error" role="alert" part="field-error">
            {message(issue)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="insights-range" part="range-filter" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('insights.range.legend')}</legend>
        <div className="insights-range-fields">
          {field('from', from)}
          {field('to', to)}
          <Button type="submit" variant="secondary" data-action="apply">
            {t('insights.range.apply')}
          </Button>
        </div>
      </fieldset>
      {shown && (
        <p className="muted" part="range-shown">
          {t('insights.range.applied', { from: day(shown.from), to: day(shown.to) })}
        </p>
      )}
    </form>
  );
}
