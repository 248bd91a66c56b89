import { useEffect, useState } from 'react';
import { skipQuestion, submitQuestionAttempt } from '../../core/api/exam';
import { hasStoredAnswers } from '../../core/exam/answer-key';
import type { AnswerStore } from '../../core/exam/answer-store';

/** The answer store as the take page holds it: loading, ready, or its code failed to load (a retry may help). */
export type AnswerStoreState =
  { status: 'idle' | 'loading' } | { status: 'ready'; answers: AnswerStore } | { status: 'failed'; retry: () => void };

/**
 * The durable answer queue of this exam, for as long as the page shows it. Its code loads only once a view needs it
 * (`wanted`: the running or completed exam) or an earlier visit left answers waiting, which it then replays at once.
 */
export function useAnswerStore(examNo: string, wanted: boolean): AnswerStoreState {
  const [needed, setNeeded] = useState(() => hasStoredAnswers(examNo));
  if (wanted && !needed) setNeeded(true);
  const [state, setState] = useState<AnswerStoreState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    let store: AnswerStore | null = null;
    setState({ status: 'loading' });
    import('../../core/exam/answer-store').then(
      ({ createAnswerStore }) => {
        if (!live) return;
        store = createAnswerStore(examNo, { send: submitQuestionAttempt, sendSkip: skipQuestion });
        setState({ status: 'ready', answers: store });
      },
      () => live && setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
      store?.dispose();
    };
  }, [examNo, needed, attempt]);
  return state;
}
