import type { Message } from '../locale/message';
import { isOfflineFailure, scanFailure } from './scan-failure';
import type { ScannerEvent, ScannerState, Transition, World } from './scanner-state';
import { emit, failed, keep, patch, post, postFailed, release, succeeded } from './scanner-steps';

// The scanner's transitions on answers from the world: the server on a post, the offline queue on a keep, and
// the server on a scan kept earlier (§4 success and failure; issue #19).

const DEFAULT_SUCCESS: Message = { key: 'scanner.success.default' };

export type AnswerEvent = Extract<ScannerEvent, { type: 'posted' | 'post-failed' | 'kept' | 'offline-answered' }>;

/** Whether a kept scan's answer would interrupt the learner (busy with another code, or a dialog open). */
const busy = (s: ScannerState) =>
  s.held !== null || s.submit.phase === 'submitting' || s.pending !== null || s.dialog !== null;

/** The next state on an answer; answers to an older generation (before a reset or dispose) change nothing. Pure. */
export function reduceAnswer(t: Transition, event: AnswerEvent, world: World): Transition {
  const { state } = t;
  switch (event.type) {
    case 'posted': {
      if (event.of.generation !== state.generation) return t;
      const { submission } = event.of;
      const message: Message = event.said.message ? { text: event.said.message } : DEFAULT_SUCCESS;
      let next = patch(t, { refused: null });
      if (submission.kind === 'typed') next = patch(next, { typed: { open: false, error: null } });
      // A typed number names neither lecture nor direction: the server's answer does.
      const marked =
        submission.kind === 'qr'
          ? { lectureId: submission.content.id, entryType: submission.content.entryType }
          : (event.said.recorded ?? { lectureId: '', entryType: 'IN' as const });
      return succeeded(next, { ...marked, message, call: submission.call });
    }
    case 'post-failed': {
      const { submission, body } = event.of;
      if (event.of.generation !== state.generation) return t;
      if (isOfflineFailure(event.error, world.online))
        return keep(t, submission, body, submission.kind === 'qr' ? (state.scannedAt ?? world.now) : body.timestamp, {
          error: event.error,
        });
      return postFailed(t, submission, event.error);
    }
    case 'kept': {
      const { submission, body, failure, generation } = event.of;
      if (generation !== state.generation) return t;
      if (event.ok) {
        const next = release(patch(t, { refused: state.heldText }));
        const typed = submission.kind === 'typed' ? { typed: { open: false, error: null } } : {};
        return patch(next, { submit: { phase: 'saved', call: submission.call }, dialog: null, ...typed });
      }
      return failure ? postFailed(t, submission, failure.error) : post(t, submission, body);
    }
    case 'offline-answered': {
      if (state.disposed) return t;
      const { result } = event;
      if (result.kind === 'refused') {
        if (!busy(state)) return failed(t, result.error, result.entry.call);
        return emit(t, { type: 'toast', variant: 'danger', message: scanFailure(result.error).message });
      }
      const { body, call } = result.entry;
      const message: Message = result.message ? { text: result.message } : DEFAULT_SUCCESS;
      const marked = { lectureId: String(body.related_id), entryType: body.attendance_entry_type, message, call };
      // The camera may still see the code just delivered: it is not sent a second time (a typed number has none).
      const next = body.qr_content ? patch(t, { refused: body.qr_content }) : t;
      if (!busy(state)) return succeeded(next, marked);
      return emit(next, { type: 'toast', variant: 'success', message }, { type: 'marked', marked });
    }
  }
}
