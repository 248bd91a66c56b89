import type { ScanOutcome, ScanRequest } from '../api/attendance';
import type { ToastVariant } from '../toasts/toasts';
import type { Message } from '../locale/message';
import type { OfflineQueue } from './offline-queue';
import { GEO_OPTIONS } from './scanner-rules';
import type { ScannerEffect, ScannerEvent } from './scanner-state';
import type { MarkedAttendance, SubmitCall } from './scanner-types';

// Runs what `reduceScanner` asks for against the world (geolocation, the API, the offline queue, toasts, one reset
// timer) and reports every answer back as an event.

export interface EffectDeps {
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  /** Posts to attendance/scan or /create (`submitAttendance`). */
  post: (body: ScanRequest, call: SubmitCall) => Promise<ScanOutcome>;
  queue: Pick<OfflineQueue, 'save' | 'holds'>;
  toast: (toast: { variant: ToastVariant; message: Message }) => void;
  onMarked?: (marked: MarkedAttendance) => void;
  /** Where answers go: the scanner's own dispatch. */
  dispatch: (event: ScannerEvent) => void;
}

export interface EffectRunner {
  run(effect: ScannerEffect): void;
}

/** The effects runner of one scanner; it holds at most one waiting reset. */
export function createEffectRunner(deps: EffectDeps): EffectRunner {
  const { dispatch } = deps;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function cancelReset(): void {
    clearTimeout(resetTimer);
    resetTimer = undefined;
  }

  return {
    run(effect) {
      switch (effect.type) {
        case 'locate': {
          const { generation } = effect;
          deps.geolocation?.getCurrentPosition(
            ({ coords: { latitude, longitude, accuracy } }) =>
              dispatch({ type: 'located', generation, latitude, longitude, accuracy }),
            (error) => dispatch({ type: 'location-failed', generation, code: error.code, message: error.message }),
            GEO_OPTIONS,
          );
          return;
        }
        case 'look-up-kept':
          dispatch({ type: 'kept-looked-up', text: effect.text, kept: deps.queue.holds(effect.text) });
          return;
        case 'post':
          void deps.post(effect.body, effect.submission.call).then(
            (said) => dispatch({ type: 'posted', of: effect, said }),
            (error: unknown) => dispatch({ type: 'post-failed', of: effect, error }),
          );
          return;
        case 'keep':
          dispatch({ type: 'kept', of: effect, ok: deps.queue.save(effect.submission.call, effect.offline) });
          return;
        case 'toast':
          deps.toast({ variant: effect.variant, message: effect.message });
          return;
        case 'marked':
          deps.onMarked?.(effect.marked);
          return;
        case 'reset-after':
          cancelReset();
          resetTimer = setTimeout(() => {
            resetTimer = undefined;
            dispatch({ type: 'reset' });
          }, effect.ms);
          return;
        case 'cancel-reset':
          cancelReset();
          return;
      }
    },
  };
}
