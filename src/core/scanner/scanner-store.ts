import { atom, computed } from 'nanostores';
import { submitAttendance } from '../api/attendance';
import { serverLanguage } from '../locale/locale';
import { pushToast } from '../toasts/toasts';
import { createOfflineQueue, sendableBody, webLock } from './offline-queue';
import { browserNetwork, browserOnline, browserStorage, signedInUserId } from './scanner-defaults';
import { createEffectRunner } from './scanner-effects';
import { reduceScanner } from './scanner-reducer';
import { initialScannerState, type ScannerEvent, type ScannerState } from './scanner-state';
import type { Scanner, ScannerDeps } from './scanner-types';

// The learner scanner's store (§4 Learner QR scanning): the pure `reduceScanner` holds the rules, the effects
// runner talks to the world, and this keeps the state in the atoms the view reads; scans kept while offline
// (issue #19) are sent when the network returns.

export type * from './scanner-types';
export { scanFailure } from './scan-failure';

/** The parts of the state the view reads, one atom each. */
const PUBLISHED = ['location', 'camera', 'held', 'submit', 'dialog', 'typed'] as const;

export function createScanner(deps: ScannerDeps): Scanner {
  const { geolocation, locale, now = Date.now, onMarked } = deps;
  const online = deps.online ?? browserOnline;
  const network = deps.network === undefined ? browserNetwork() : deps.network;
  let state = initialScannerState(geolocation !== undefined);
  const atoms = {
    location: atom(state.location),
    camera: atom(state.camera),
    held: atom(state.held),
    submit: atom(state.submit),
    dialog: atom(state.dialog),
    typed: atom(state.typed),
  };

  const queue = createOfflineQueue({
    storage: deps.storage === undefined ? browserStorage() : deps.storage,
    user: deps.userId ?? signedInUserId,
    now,
    online,
    send: async (entry) =>
      (await submitAttendance(sendableBody(entry, now(), serverLanguage(locale())), entry.call)).message,
    exclusive: deps.exclusive ?? webLock('academy-scanner-offline'),
    onResult: (result) => dispatch({ type: 'offline-answered', result }),
  });
  const effects = createEffectRunner({
    geolocation,
    post: submitAttendance,
    queue,
    toast: pushToast,
    onMarked,
    dispatch,
  });

  /** Moves the state on, publishes what changed, then runs the effects asked for (their answers dispatch again). */
  function dispatch(event: ScannerEvent): void {
    const before = state;
    const next = reduceScanner(state, event, { now: now(), online: online(), locale: locale() });
    state = next.state;
    for (const key of PUBLISHED) publish(key, before);
    for (const effect of next.effects) effects.run(effect);
  }

  function publish<K extends (typeof PUBLISHED)[number]>(key: K, before: ScannerState): void {
    if (state[key] !== before[key]) (atoms[key] as ReturnType<typeof atom<ScannerState[K]>>).set(state[key]);
  }

  const sendSaved = () => (state.disposed ? Promise.resolve() : queue.flush());
  const onOnline = () => void sendSaved();

  return {
    $location: atoms.location,
    $camera: atoms.camera,
    $held: atoms.held,
    $submit: atoms.submit,
    $dialog: atoms.dialog,
    $typed: atoms.typed,
    $offline: computed([queue.$pending, queue.$sending], (pending, sending) => ({ pending, sending })),
    requestLocation: () => dispatch({ type: 'locate' }),
    accept: (text) => dispatch({ type: 'scanned', text }),
    confirm: () => dispatch({ type: 'confirmed' }),
    closeDialog: () => dispatch({ type: 'dialog-closed' }),
    cameraStarted: () => dispatch({ type: 'camera-started' }),
    cameraFailed: (offline) => dispatch({ type: 'camera-failed', offline }),
    retryCamera: () => dispatch({ type: 'camera-retried' }),
    showTypedCode: (open) => dispatch({ type: 'typed-shown', open }),
    submitTyped: (input) => dispatch({ type: 'typed-submitted', input }),
    sendSaved,
    connect() {
      if (state.disposed) return;
      queue.refresh();
      network?.addEventListener('online', onOnline);
      void sendSaved();
    },
    reset: () => dispatch({ type: 'reset' }),
    dispose() {
      dispatch({ type: 'disposed' });
      network?.removeEventListener('online', onOnline);
    },
  };
}
