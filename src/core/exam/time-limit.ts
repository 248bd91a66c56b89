import { DEFAULT_TIME_LIMIT_S, TOTAL_TIMER_TYPE } from './exam-constants';

// §3/§9 an exam's timer kind and time limit: what every view shows, apart from the running timer's code.

/** Total timer (one countdown for the exam) or per-question timer (one countdown per question). */
export type TimerKind = 'total' | 'question';

/** §3 timer_type: '2' is a total timer, anything else per question. */
export function timerKind(timerType: string | number | null | undefined): TimerKind {
  return String(timerType ?? '').trim() === TOTAL_TIMER_TYPE ? 'total' : 'question';
}

/** §9 time limit in seconds: the exam's when positive, else 3600. */
export function timeLimitSeconds(limit: number | null | undefined): number {
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_TIME_LIMIT_S;
}
