import { useId, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import { digitsValue, shownDigits, type DigitsKind } from '../../core/locale/digits-input';
import { useI18n, useLocale } from './use-i18n';

type Shared = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'>;

interface DigitsInputProps extends Shared {
  kind: DigitsKind;
  /** The input English keeps, with its picker; Arabic shows a text box in Arabic-Indic digits instead (#29 item 12). */
  nativeType: 'time' | 'date' | 'number' | 'text';
  /** The ASCII value when controlled; without it the box is uncontrolled: read it with `digitsValue`. */
  value?: string;
  /** The ASCII value after each edit (trimmed in Arabic; text that is no value stays as typed, for validation). */
  onValue?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** Shows the expected pattern under the Arabic box, read with it, where English has the native picker. */
  hint?: boolean;
}

/** The pattern hints and their examples (a day above 12, so the day's place is plain). */
const HINTS = {
  time: { key: 'common.timeHint', example: '09:30' },
  date: { key: 'common.dateHint', example: '2026-01-31' },
} as const;

/** A time, date or number box: the native input in English; in Arabic one that shows Arabic-Indic digits. */
export function DigitsInput(props: DigitsInputProps) {
  return useLocale() === 'ar' ? <ArabicDigitsInput {...props} /> : <NativeInput {...props} />;
}

function NativeInput({ kind, nativeType, value, onValue, hint: _hint, ...rest }: DigitsInputProps) {
  return (
    <input
      {...rest}
      type={nativeType}
      inputMode={kind === 'decimal' ? 'decimal' : undefined}
      value={value}
      onChange={onValue && ((event) => onValue(event.target.value))}
    />
  );
}

/**
 * Text in any digit system, shown in Arabic-Indic as it is typed. The conversion keeps every character's place, so
 * the box is rewritten under the caret and the caret stays; what was typed (spaces too) is kept until the value
 * changes from outside or the box is left.
 */
function ArabicDigitsInput({ kind, nativeType: _native, value, onValue, hint, onBlur, ...rest }: DigitsInputProps) {
  const { t } = useI18n();
  const hintId = useId();
  const hinted = hint && kind !== 'decimal' ? HINTS[kind] : null;
  const describedBy = [rest['aria-describedby'], hinted ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const [typed, setTyped] = useState(() => shownDigits(value ?? '', kind, 'ar'));
  if (value !== undefined && digitsValue(typed, kind) !== value) setTyped(shownDigits(value, kind, 'ar'));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const shown = shownDigits(input.value, kind, 'ar');
    if (shown !== input.value) {
      const { selectionStart, selectionEnd, selectionDirection } = input;
      input.value = shown;
      if (selectionStart !== null && selectionEnd !== null)
        input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
    setTyped(shown);
    onValue?.(digitsValue(shown, kind));
  };
  // Leaving the box shows the value itself (spaces typed around it go).
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (value !== undefined) setTyped(shownDigits(value, kind, 'ar'));
  };

  return (
    <>
      <input
        {...rest}
        type="text"
        // A digit keyboard with a separator key: a typed '.' becomes the kind's ':' or '-' (iOS's numeric pad has neither).
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        value={value === undefined ? undefined : typed}
        onChange={onChange}
        onBlur={blur}
      />
      {hinted && (
        <span id={hintId} className="field-hint muted">
          {t(hinted.key, { example: shownDigits(hinted.example, kind, 'ar') })}
        </span>
      )}
    </>
  );
}
