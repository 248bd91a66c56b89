import { useCallback, useLayoutEffect, useRef } from 'react';
import { postExamEvents } from '../../core/api/exam-events';
import type { AnswerStore } from '../../core/exam/answer-store';
import {
  changePage,
  closeSpans,
  eventKeys,
  pointEvent,
  startLog,
  type LogStep,
  type PageState,
} from '../../core/exam/integrity-log';
import { createIntegrityStore } from '../../core/exam/integrity-store';
import type { GuardReport } from './use-keyboard-guard';

const pageNow = (): PageState => ({
  hidden: document.visibilityState === 'hidden',
  focused: document.hasFocus(),
  online: navigator.onLine !== false,
});

/**
 * #33 while the attempt `attemptId` is active, logs what the instructions say is monitored: time away (hidden or
 * unfocused), time offline, printing, PrintScreen, and what the keyboard guard blocked (the returned report, stable).
 * Events are stored at once and sent after the answers; at the attempt's end the open spans close and what waits is
 * sent, without holding anything up.
 */
export function useIntegrityLog(examNo: string, attemptId: string, answers: AnswerStore, active: boolean): GuardReport {
  const report = useRef<GuardReport | null>(null);
  useLayoutEffect(() => {
    if (!active || !attemptId) return;
    const store = createIntegrityStore(examNo, { send: postExamEvents, answersIdle: () => answers.drained() });
    const key = eventKeys(Date.now, Math.random);
    let state = startLog(pageNow(), Date.now());
    const apply = (step: LogStep) => {
      state = step.state;
      store.record(attemptId, step.events);
    };
    const change = (page: Partial<PageState>) => apply(changePage(state, page, Date.now(), key));
    report.current = (kind, detail) => store.record(attemptId, [pointEvent(kind, Date.now(), key(), detail)]);
    // PrintScreen: one event a press, whether the system lets the page hear its keydown, its keyup or both.
    let printDown = false;
    const onPrintKey = (event: KeyboardEvent) => {
      if (event.key !== 'PrintScreen') return;
      const down = event.type === 'keydown';
      if (down ? !event.repeat : !printDown) report.current?.('print-screen');
      printDown = down;
    };
    const listeners: [EventTarget, string, (event: never) => void][] = [
      [document, 'visibilitychange', () => change({ hidden: document.visibilityState === 'hidden' })],
      [window, 'blur', (event: Event) => event.target === window && change({ focused: false })],
      [window, 'focus', (event: Event) => event.target === window && change({ focused: true })],
      [window, 'offline', () => change({ online: false })],
      [window, 'online', () => change({ online: true })],
      [window, 'beforeprint', () => report.current?.('print')],
      [document, 'keydown', onPrintKey],
      [document, 'keyup', onPrintKey],
      // A reload or a move away: the open spans are stored up to now (the next load starts its own).
      [window, 'pagehide', () => apply(closeSpans(state, Date.now(), key))],
    ];
    for (const [target, name, listener] of listeners) target.addEventListener(name, listener as EventListener, true);
    return () => {
      for (const [target, name, listener] of listeners)
        target.removeEventListener(name, listener as EventListener, true);
      report.current = null;
      apply(closeSpans(state, Date.now(), key));
      void store.flush();
      store.dispose();
    };
  }, [examNo, attemptId, answers, active]);
  return useCallback<GuardReport>((kind, detail) => report.current?.(kind, detail), []);
}
