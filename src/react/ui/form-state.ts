import { useCallback, useRef, useState } from 'react';
import { isValid, type FieldIssues } from '../../core/forms/field-issues';
import type { Message } from '../../core/locale/message';

export type FieldMessages<F extends string> = Partial<Record<F, Message>>;

/** Client issues (message keys) as field messages. */
export function issueMessages<F extends string>(found: FieldIssues<F>): FieldMessages<F> {
  const result: FieldMessages<F> = {};
  for (const [field, key] of Object.entries(found) as [F, FieldIssues<F>[F]][]) if (key) result[field] = { key };
  return result;
}

/** Server field texts as field messages. */
export function textMessages<F extends string>(found: Partial<Record<F, string>>): FieldMessages<F> {
  const result: FieldMessages<F> = {};
  for (const [field, text] of Object.entries(found) as [F, string | undefined][]) if (text) result[field] = { text };
  return result;
}

/** Per-field messages; a field's message clears as soon as that field is edited. */
export function useFieldMessages<F extends string>() {
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/** Moves focus to the first control named `name` inside the form (the first invalid field). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * Shows client issues under their fields and focuses the first invalid one; true when the form may be sent.
 * `names` maps a field to its control's name where the two differ (e.g. arabicName → arabic_name).
 */
export function acceptForm<F extends string>(
  found: FieldIssues<F>,
  show: (messages: FieldMessages<F>) => void,
  form: HTMLFormElement | null,
  names?: Partial<Record<F, string>>,
): boolean {
  show(issueMessages(found));
  if (isValid(found)) return true;
  const first = Object.keys(found)[0] as F;
  focusField(form, names?.[first] ?? first);
  return false;
}

/** Runs one submission at a time: `busy` drives the button, the ref blocks a second submit before re-render. */
export function useSubmission(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
