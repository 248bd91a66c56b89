import { atom, type ReadableAtom } from 'nanostores';
import type { AttemptClock } from '../api/schemas/exam-allowances';
import { BOARD_POLL_MS, type ExamBoard } from '../api/schemas/exam-board';

// The live exam board's polling (#33): one request at a time, the next asked BOARD_POLL_MS after the last answer; a
// failed poll keeps the last board and marks it stale. Timers and the clock are injected so unit tests run them fake.

/** The timers and clock the poll uses; the globals by default. */
export interface BoardTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const globalTimers: BoardTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** What the board shows: the last board read (null before the first), whether the last poll failed, and when. */
export interface BoardState {
  board: ExamBoard | null;
  /** The last poll failed: `board` is older than one interval (or missing, when the first one failed). */
  stale: boolean;
  /** When `board` was read (the client's clock, ms), null before the first answer. */
  updatedAt: number | null;
}

/** A running board poll. */
export interface BoardPoll {
  $state: ReadableAtom<BoardState>;
  /** Asks now and then every interval until stopped; a second start while running does nothing. */
  start: () => void;
  /** Stops asking; an answer still on its way is dropped. */
  stop: () => void;
  /** Puts an extension's answer into its row at once (time left, extra time, ended), not waiting for the next poll. */
  applyClock: (attemptId: number, clock: AttemptClock) => void;
}

/** A poll of `load` (the board's GET) every `intervalMs` after each answer, with at most one request in flight. */
export function createBoardPoll(
  load: () => Promise<ExamBoard>,
  { intervalMs = BOARD_POLL_MS, timers = globalTimers }: { intervalMs?: number; timers?: BoardTimers } = {},
): BoardPoll {
  const $state = atom<BoardState>({ board: null, stale: false, updatedAt: null });
  let running = false;
  /** Bumped on every start and stop, so an answer to an earlier run is dropped. */
  let generation = 0;
  let timer: unknown;

  const schedule = (mine: number) => {
    if (running && mine === generation) timer = timers.setTimeout(() => void ask(mine), intervalMs);
  };

  async function ask(mine: number): Promise<void> {
    // A timer that fires after stop (cleared too late, or by a host's timer shim) asks nothing.
    if (mine !== generation) return;
    try {
      const board = await load();
      if (mine !== generation) return;
      $state.set({ board, stale: false, updatedAt: timers.now() });
    } catch {
      if (mine !== generation) return;
      $state.set({ ...$state.get(), stale: true });
    }
    schedule(mine);
  }

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      generation += 1;
      void ask(generation);
    },
    stop() {
      running = false;
      generation += 1;
      timers.clearTimeout(timer);
      timer = undefined;
    },
    applyClock(attemptId, clock) {
      const { board } = $state.get();
      if (!board) return;
      const rows = board.rows.map((row) =>
        row.attempt_id === attemptId
          ? {
              ...row,
              remaining_time: clock.remaining_time,
              extra_seconds: clock.extra_seconds,
              completed: row.completed || clock.is_completed,
            }
          : row,
      );
      $state.set({ ...$state.get(), board: { ...board, rows } });
    },
  };
}
