import { useLayoutEffect } from 'react';
import type { ShortcutName } from '../../core/api/schemas/exam-events';
import { blockedShortcut } from '../../core/exam/keyboard-guard';
import type { PointKind } from '../../core/exam/integrity-log';

const BLOCKED_EVENTS = ['contextmenu', 'copy', 'cut', 'paste'] as const;

/** Hears what the guard blocked (#33 the integrity log): a shortcut by name, or the DOM event's kind. */
export type GuardReport = (kind: PointKind, detail?: ShortcutName) => void;

/**
 * §4 while the exam is active: copy, select-all, paste, save, F12 and inspect shortcuts and the context menu do
 * nothing; each blocked one is told to `report` (a held key's repeats are not; keep `report` stable).
 */
export function useKeyboardGuard(active: boolean, report?: GuardReport): void {
  // Before the active view paints, not after: a shortcut pressed as the first question shows is already blocked (a
  // passive effect left a gap that a loaded CI machine hit).
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const name = blockedShortcut(event);
      if (name === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat) report?.('shortcut', name);
    };
    const block = (event: Event) => {
      event.preventDefault();
      report?.(event.type === 'contextmenu' ? 'context-menu' : (event.type as PointKind));
    };
    document.addEventListener('keydown', onKey, true);
    for (const name of BLOCKED_EVENTS) document.addEventListener(name, block, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const name of BLOCKED_EVENTS) document.removeEventListener(name, block, true);
    };
  }, [active, report]);
}
