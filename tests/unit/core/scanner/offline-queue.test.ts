import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanRequest } from '../../../../src/core/api/schemas/attendance';
import { ApiError } from '../../../../src/core/http/api-error';
import {
  addToQueue,
  createOfflineQueue,
  OFFLINE_MAX_AGE_MS,
  OFFLINE_QUEUE_KEY,
  OFFLINE_QUEUE_MAX,
  OFFLINE_QUEUE_VERSION,
  parseQueue,
  pruneQueue,
  removeFromQueue,
  sendableBody,
  serialiseQueue,
  type OfflineResult,
  type OfflineScan,
} from '../../../../src/core/scanner/offline-queue';

// Offline scans (issue #19): the stored queue read defensively, per user, capped, pruned after 24 h; sent oldest
// first, one at a time, removed only once the server answered, never twice (fake storage, clock and sender).

const NOW = Date.UTC(2026, 10, 22, 9, 30);
const HOUR = 3_600_000;

const body = (
  scannedAt = NOW - 60_000,
  id = '1001',
  entry: ScanRequest['attendance_entry_type'] = 'IN',
): OfflineScan['body'] => ({
  language: 'En',
  attendance_entry_type: entry,
  related_id: id,
  related_type: 'lecture',
  location_coords: { latitude: 24.7, longitude: 46.6 },
  timestamp: scannedAt,
  qr_content: `$lecture$${id}$${scannedAt - 1000}$${entry}$sig`,
  location_accuracy: 12,
  scanned_at: scannedAt,
});
const scan = (
  user = '7',
  scannedAt?: number,
  id?: string,
  entry?: ScanRequest['attendance_entry_type'],
): OfflineScan => ({ user, call: 'scan', body: body(scannedAt, id, entry) });

/** A Storage over a Map, with a switch to make writes fail like a full or private store. */
function fakeStorage(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[OFFLINE_QUEUE_KEY, initial]]);
  const storage = {
    full: false,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
    stored: () => parseQueue(map.get(OFFLINE_QUEUE_KEY) ?? null),
    raw: () => map.get(OFFLINE_QUEUE_KEY),
  };
  return storage;
}

const refusal = (status: number, field?: string) =>
  new ApiError('http', 'no', { status, serverMessage: 'no', ...(field ? { fieldErrors: { [field]: ['no'] } } : {}) });

afterEach(() => vi.restoreAllMocks());

describe('the stored queue (pure)', () => {
  it('round-trips through its versioned JSON', () => {
    const entries = [scan('7'), scan('8', NOW - 1000, '1002', 'OUT')];
    expect(JSON.parse(serialiseQueue(entries))).toEqual({ version: OFFLINE_QUEUE_VERSION, entries });
    expect(parseQueue(serialiseQueue(entries))).toEqual(entries);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['another version', JSON.stringify({ version: 99, entries: [scan()] })],
    ['entries not a list', JSON.stringify({ version: OFFLINE_QUEUE_VERSION, entries: {} })],
  ])('reads %s as empty', (_case, raw) => {
    expect(parseQueue(raw)).toEqual([]);
  });

  it('skips entries that are not scans and keeps the good ones', () => {
    const good = scan();
    const bad = [
      null,
      'x',
      { ...good, user: '' },
      { ...good, call: 'delete' },
      { ...good, body: { ...good.body, scanned_at: undefined } },
      { ...good, body: { ...good.body, qr_content: '' } },
      { ...good, body: { ...good.body, attendance_entry_type: 'SIDEWAYS' } },
      { ...good, body: { ...good.body, location_coords: null } },
    ];
    expect(parseQueue(JSON.stringify({ version: OFFLINE_QUEUE_VERSION, entries: [...bad, good] }))).toEqual([good]);
  });

  it('adds at the end, replaces the same code of the same user, and keeps at most OFFLINE_QUEUE_MAX', () => {
    const first = scan('7', NOW - 5000);
    const again = { ...first, body: { ...first.body, scanned_at: NOW - 1000 } };
    expect(addToQueue([first], again)).toEqual({ entries: [again], dropped: [] });
    expect(addToQueue([first], scan('8', NOW - 1000)).entries).toHaveLength(2);
    const many = Array.from({ length: OFFLINE_QUEUE_MAX }, (_, i) => scan('7', NOW - 10_000 + i, String(i)));
    const added = addToQueue(many, scan('7', NOW, 'new'));
    expect(added.entries).toHaveLength(OFFLINE_QUEUE_MAX);
    expect(added.dropped).toEqual([many[0]]);
    expect(added.entries.at(-1)!.body.related_id).toBe('new');
  });

  it('prunes scans read more than 24 h ago (24 h exactly stays)', () => {
    const edge = scan('7', NOW - OFFLINE_MAX_AGE_MS);
    const old = scan('7', NOW - OFFLINE_MAX_AGE_MS - 1, '1002');
    expect(pruneQueue([edge, old], NOW)).toEqual({ kept: [edge], dropped: [old] });
  });

  it('removes one scan and sends it with the time of sending and the language now shown', () => {
    const a = scan('7', NOW - 2000);
    const b = scan('7', NOW - 1000, '1002');
    expect(removeFromQueue([a, b], a)).toEqual([b]);
    expect(sendableBody(a, NOW + 5 * HOUR, 'Ar')).toEqual({ ...a.body, timestamp: NOW + 5 * HOUR, language: 'Ar' });
  });
});

/** A queue over fake storage with a controllable clock, network, user and sender. */
function harness(initial?: string) {
  const storage = fakeStorage(initial);
  const world = { now: NOW, online: true, user: '7' as string | null };
  const sent: OfflineScan[] = [];
  const results: OfflineResult[] = [];
  let answer: (entry: OfflineScan) => Promise<string | undefined> = async () => 'Checked in successfully.';
  const queue = createOfflineQueue({
    storage,
    user: () => world.user,
    now: () => world.now,
    online: () => world.online,
    send: (entry) => {
      sent.push(entry);
      return answer(entry);
    },
    onResult: (result) => results.push(result),
  });
  return { storage, world, sent, results, queue, answer: (next: typeof answer) => (answer = next) };
}

describe('the queue store', () => {
  it('keeps a scan under the signed-in user and counts only theirs', () => {
    const q = harness(serialiseQueue([scan('8', NOW - 1000, '2002')]));
    expect(q.queue.$pending.get()).toBe(0);
    expect(q.queue.save('scan', body())).toBe(true);
    expect(q.queue.$pending.get()).toBe(1);
    expect(q.storage.stored().map((entry) => entry.user)).toEqual(['8', '7']);
    q.world.user = '8';
    q.queue.refresh();
    expect(q.queue.$pending.get()).toBe(1);
  });

  it('keeps nothing when signed out, without storage, or when storage refuses the write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const q = harness();
    q.world.user = null;
    expect(q.queue.save('scan', body())).toBe(false);
    q.world.user = '7';
    q.storage.full = true;
    expect(q.queue.save('scan', body())).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    const none = createOfflineQueue({
      storage: null,
      user: () => '7',
      now: () => NOW,
      online: () => true,
      send: async () => undefined,
      onResult: () => {},
    });
    expect(none.save('scan', body())).toBe(false);
  });

  it('survives bad stored JSON: empty, and a new scan overwrites it', () => {
    const q = harness('{"version":1,"entries":[{"user":');
    expect(q.queue.$pending.get()).toBe(0);
    q.queue.save('scan', body());
    expect(q.storage.stored()).toHaveLength(1);
  });

  it('sends the user’s scans oldest first, then empties the store', async () => {
    const q = harness(
      serialiseQueue([scan('7', NOW - 2000, '1'), scan('8', NOW - 1500, '2'), scan('7', NOW - 1000, '3')]),
    );
    await q.queue.flush();
    expect(q.sent.map((entry) => entry.body.related_id)).toEqual(['1', '3']);
    expect(q.results.map((result) => [result.kind, result.entry.body.related_id])).toEqual([
      ['sent', '1'],
      ['sent', '3'],
    ]);
    expect(q.storage.stored().map((entry) => entry.user)).toEqual(['8']);
    expect(q.queue.$pending.get()).toBe(0);
  });

  it('a refusal is an answer: removed and reported; still down, 401, 429 and 5xx keep it', async () => {
    const q = harness(serialiseQueue([scan('7', NOW - 2000, '1')]));
    for (const error of [
      new ApiError('network', 'Failed to fetch'),
      new ApiError('invalid-response', 'html'),
      refusal(401),
      refusal(429),
      refusal(503),
    ]) {
      q.answer(() => Promise.reject(error));
      await q.queue.flush();
      expect(q.storage.stored()).toHaveLength(1);
    }
    expect(q.results).toEqual([]);
    const refused = refusal(422, 'qr_content');
    q.answer(() => Promise.reject(refused));
    await q.queue.flush();
    expect(q.storage.stored()).toEqual([]);
    expect(q.results).toEqual([{ kind: 'refused', entry: scan('7', NOW - 2000, '1'), error: refused }]);
  });

  it('the entry stays until the answer arrives (a reload while sending sends it again)', async () => {
    const q = harness(serialiseQueue([scan()]));
    let resolve!: (message: string) => void;
    q.answer(() => new Promise((done) => (resolve = done)));
    const run = q.queue.flush();
    await vi.waitFor(() => expect(q.sent).toHaveLength(1));
    expect(q.storage.stored()).toHaveLength(1);
    expect(q.queue.$sending.get()).toBe(true);
    resolve('ok');
    await run;
    expect([q.storage.stored(), q.queue.$sending.get()]).toEqual([[], false]);
  });

  it('concurrent triggers share one run: nothing is sent twice', async () => {
    const q = harness(serialiseQueue([scan('7', NOW - 2000, '1'), scan('7', NOW - 1000, '2')]));
    let resolve!: () => void;
    const gate = new Promise<void>((done) => (resolve = done));
    q.answer(async () => {
      await gate;
      return 'ok';
    });
    const runs = [q.queue.flush(), q.queue.flush(), q.queue.flush()];
    expect(new Set(runs).size).toBe(1);
    resolve();
    await Promise.all(runs);
    await q.queue.flush();
    expect(q.sent.map((entry) => entry.body.related_id)).toEqual(['1', '2']);
  });

  it('a write that fails after the answer does not loop: each scan is tried once per run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const q = harness(serialiseQueue([scan()]));
    q.storage.full = true;
    vi.spyOn(q.storage, 'removeItem').mockImplementation(() => {
      throw new Error('locked');
    });
    await q.queue.flush();
    expect(q.sent).toHaveLength(1);
  });

  it('sends nothing while offline or signed out, and never another user’s scans', async () => {
    const q = harness(serialiseQueue([scan('8')]));
    await q.queue.flush();
    q.world.online = false;
    q.world.user = '8';
    await q.queue.flush();
    q.world.online = true;
    q.world.user = null;
    await q.queue.flush();
    expect(q.sent).toEqual([]);
    q.world.user = '8';
    await q.queue.flush();
    expect(q.sent.map((entry) => entry.user)).toEqual(['8']);
  });

  it('drops a scan older than 24 h unsent, with a console warning (the 4 h bound is the server’s)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const q = harness(serialiseQueue([scan('7', NOW - 5 * HOUR, '1'), scan('7', NOW - 25 * HOUR, '2')]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('older than 24 hours'));
    await q.queue.flush();
    expect(q.sent.map((entry) => entry.body.related_id)).toEqual(['1']);
    expect(q.storage.raw()).toBeUndefined();
  });

  it('runs the sending through `exclusive` (Web Locks across tabs)', async () => {
    const order: string[] = [];
    const queue = createOfflineQueue({
      storage: fakeStorage(serialiseQueue([scan()])),
      user: () => '7',
      now: () => NOW,
      online: () => true,
      send: async () => {
        order.push('send');
        return undefined;
      },
      exclusive: async (task) => {
        order.push('lock');
        await task();
        order.push('unlock');
      },
      onResult: () => {},
    });
    await queue.flush();
    expect(order).toEqual(['lock', 'send', 'unlock']);
  });
});
