import { useLayoutEffect } from 'react';
import { isBlockedShortcut } from '../../core/exam/keyboard-guard';

const BLOCKED_EVENTS = ['contextmenu', 'copy', 'cut', 'paste'] as const;

/** §4 while the exam is active: copy, select-all, paste, save, F12 and inspect shortcuts and the context menu do nothing. */
export function useKeyboardGuard(active: boolean): void {
  // Before the active view paints, not after: a shortcut pressed as the first question shows is already blocked (a
  // passive effect left a gap that a loaded CI machine hit).
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const block = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', onKey, true);
    for (const name of BLOCKED_EVENTS) document.addEventListener(name, block, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      for (const name of BLOCKED_EVENTS) document.removeEventListener(name, block, true);
    };
  }, [active]);
}
