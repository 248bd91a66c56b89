import { atom, type ReadableAtom } from 'nanostores';
import { string, type, validate } from 'superstruct';
import { ScanBody, type ScanRequest } from '../api/schemas/attendance';
import { oneOf } from '../api/schemas/tolerant';
import { isFinalAnswer } from './scan-failure';

// Scans read while the network was down, kept in localStorage and sent when it returns (issue #19): one key of
// versioned JSON, validated on read, a few entries at most, each bound to the user who scanned.

/** The one localStorage key of the queue. */
export const OFFLINE_QUEUE_KEY = 'academy_scanner_offline';
/** Bumped when an entry's shape changes: a stored queue of another version is ignored. */
export const OFFLINE_QUEUE_VERSION = 1;
/** At most this many kept scans (a check-in and a check-out, with room to spare); the oldest goes first. */
export const OFFLINE_QUEUE_MAX = 5;
/** A kept scan older than this is dropped unsent (the server takes them up to a minute late; it decides, this only tidies). */
export const OFFLINE_MAX_AGE_MS = 24 * 3_600_000;

/** Which call a kept scan goes to, as when it was read. */
export type OfflineCall = 'scan' | 'create';

/**
 * One kept scan: who read it, which call, and the payload as it stood (`scanned_at` the moment it was read). A typed
 * number is kept the same way, with an empty `qr_content` and its `typed_code`.
 */
export interface OfflineScan {
  user: string;
  call: OfflineCall;
  body: ScanRequest & { scanned_at: number; qr_content: string };
}

/** What a kept scan carries: the code as read, or the number typed instead. */
const codeOf = (entry: Pick<OfflineScan, 'body'>) => entry.body.qr_content || `typed:${entry.body.typed_code ?? ''}`;

const EntrySchema = type({ user: string(), call: oneOf(['scan', 'create']), body: ScanBody });

function isEntry(value: unknown): value is OfflineScan {
  const [failure, entry] = validate(value, EntrySchema);
  if (failure || entry.user === '') return false;
  return (
    typeof entry.body.scanned_at === 'number' &&
    Number.isFinite(entry.body.scanned_at) &&
    typeof entry.body.qr_content === 'string' &&
    (entry.body.qr_content !== '' || (typeof entry.body.typed_code === 'string' && entry.body.typed_code !== ''))
  );
}

/** The stored queue read defensively: anything but this version's shape counts as empty, and bad entries are skipped. Never throws. */
export function parseQueue(raw: string | null): OfflineScan[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!stored || typeof stored !== 'object') return [];
  const { version, entries } = stored as { version?: unknown; entries?: unknown };
  if (version !== OFFLINE_QUEUE_VERSION || !Array.isArray(entries)) return [];
  return entries.filter(isEntry).slice(-OFFLINE_QUEUE_MAX);
}

/** The stored form of a queue. */
export function serialiseQueue(entries: readonly OfflineScan[]): string {
  return JSON.stringify({ version: OFFLINE_QUEUE_VERSION, entries });
}

const sameScan = (a: OfflineScan, b: OfflineScan) => a.user === b.user && codeOf(a) === codeOf(b) && a.call === b.call;

/** Adds a scan at the end: the same code by the same user replaces its older copy; past the limit the oldest are dropped. */
export function addToQueue(
  entries: readonly OfflineScan[],
  entry: OfflineScan,
): { entries: OfflineScan[]; dropped: OfflineScan[] } {
  const all = [...entries.filter((kept) => !sameScan(kept, entry)), entry];
  const over = Math.max(0, all.length - OFFLINE_QUEUE_MAX);
  return { entries: all.slice(over), dropped: all.slice(0, over) };
}

/** Splits off the scans read more than OFFLINE_MAX_AGE_MS before `now`. */
export function pruneQueue(
  entries: readonly OfflineScan[],
  now: number,
): { kept: OfflineScan[]; dropped: OfflineScan[] } {
  const old = (entry: OfflineScan) => now - entry.body.scanned_at > OFFLINE_MAX_AGE_MS;
  return { kept: entries.filter((entry) => !old(entry)), dropped: entries.filter(old) };
}

/** The queue without that one scan. */
export function removeFromQueue(entries: readonly OfflineScan[], entry: OfflineScan): OfflineScan[] {
  return entries.filter((kept) => !(sameScan(kept, entry) && kept.body.scanned_at === entry.body.scanned_at));
}

/** The body actually posted: `timestamp` is the moment of sending (the server measures the delay from `scanned_at`). */
export function sendableBody(entry: OfflineScan, now: number, language: ScanRequest['language']): ScanRequest {
  return { ...entry.body, timestamp: now, language };
}

/** What became of a kept scan once the server answered. */
export type OfflineResult =
  | { kind: 'sent'; entry: OfflineScan; message: string | undefined }
  | { kind: 'refused'; entry: OfflineScan; error: unknown };

export interface OfflineQueueDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The signed-in user's id; null when signed out (nothing is kept or sent). */
  user: () => string | null;
  now: () => number;
  online: () => boolean;
  /** Posts one kept scan; resolves with the server's message, rejects with an ApiError. */
  send: (entry: OfflineScan) => Promise<string | undefined>;
  /** Runs the sending alone across the browser's tabs; defaults to running it. */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
  onResult: (result: OfflineResult) => void;
}

export interface OfflineQueue {
  /** How many scans the signed-in user has waiting. */
  $pending: ReadableAtom<number>;
  /** True while a kept scan is on its way. */
  $sending: ReadableAtom<boolean>;
  /** Keeps a scan; false when it could not be stored (no user, no storage, storage full). */
  save(call: OfflineCall, body: OfflineScan['body']): boolean;
  /**
   * Sends the signed-in user's kept scans, oldest first, one at a time; each is removed only once the server
   * answered it. A call while sending returns the run under way, so nothing goes twice.
   */
  flush(): Promise<void>;
  /** Reads the stored queue again (drops scans past OFFLINE_MAX_AGE_MS) and updates the count. */
  refresh(): void;
  /** Whether the signed-in user has a scan of `qrContent` kept (a camera still seeing it must not send it again). */
  holds(qrContent: string): boolean;
}

/** Web Locks when the browser has them (two open scanners never send the same scan), else the task as is. */
export function webLock(name: string): (task: () => Promise<void>) => Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? async (task) => void (await locks.request(name, task)) : (task) => task();
}

/** The queue of one scanner over `storage`: read afresh on every step, so a reload, another tab or another account is seen. */
export function createOfflineQueue({
  storage,
  user,
  now,
  online,
  send,
  exclusive = (task) => task(),
  onResult,
}: OfflineQueueDeps): OfflineQueue {
  const $pending = atom(0);
  const $sending = atom(false);
  let running: Promise<void> | null = null;

  function write(entries: readonly OfflineScan[]): boolean {
    try {
      if (entries.length) storage?.setItem(OFFLINE_QUEUE_KEY, serialiseQueue(entries));
      else storage?.removeItem(OFFLINE_QUEUE_KEY);
      return storage !== null;
    } catch (error) {
      console.warn('[academy] the scan could not be kept offline:', error);
      return false;
    }
  }

  function read(): OfflineScan[] {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(OFFLINE_QUEUE_KEY) ?? null;
    } catch {
      return [];
    }
    const { kept, dropped } = pruneQueue(parseQueue(raw), now());
    if (dropped.length) {
      console.warn(`[academy] ${dropped.length} offline scan(s) older than 24 hours were dropped unsent.`);
      write(kept);
    }
    return kept;
  }

  function refresh(): void {
    const id = user();
    $pending.set(id ? read().filter((entry) => entry.user === id).length : 0);
  }

  async function drain(): Promise<void> {
    const tried = new Set<OfflineScan>();
    for (;;) {
      const id = user();
      const entry =
        id && online()
          ? read().find((kept) => kept.user === id && ![...tried].some((done) => sameScan(done, kept)))
          : undefined;
      if (!entry) return;
      tried.add(entry);
      $sending.set(true);
      try {
        const message = await send(entry);
        write(removeFromQueue(read(), entry));
        onResult({ kind: 'sent', entry, message });
      } catch (error) {
        if (!isFinalAnswer(error)) return;
        write(removeFromQueue(read(), entry));
        onResult({ kind: 'refused', entry, error });
      } finally {
        refresh();
      }
    }
  }

  refresh();
  return {
    $pending,
    $sending,
    refresh,
    holds(qrContent) {
      const id = user();
      return id !== null && read().some((entry) => entry.user === id && entry.body.qr_content === qrContent);
    },
    save(call, body) {
      const id = user();
      if (!id || !storage) return false;
      const { entries, dropped } = addToQueue(read(), { user: id, call, body });
      if (dropped.length)
        console.warn(
          `[academy] ${dropped.length} older offline scan(s) were dropped: at most ${OFFLINE_QUEUE_MAX} are kept.`,
        );
      const saved = write(entries);
      refresh();
      return saved;
    },
    flush() {
      running ??= exclusive(drain)
        .catch((error: unknown) => console.warn('[academy] the offline scans could not be sent:', error))
        .finally(() => {
          running = null;
          $sending.set(false);
        });
      return running;
    },
  };
}
