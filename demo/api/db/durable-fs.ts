import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * How the embedded database writes: `full` (the default) flushes every commit to the disk before answering, so a power
 * cut loses no acknowledged write; `relaxed` leaves flushing to the operating system (PGlite's own default): a
 * process crash still loses nothing, a power cut may lose the last seconds or damage the folder.
 */
export type Durability = 'full' | 'relaxed';

/** The settings of ACADEMY_DB_DURABILITY, in the order the docs list them. */
export const DURABILITIES: readonly Durability[] = ['full', 'relaxed'];

/** Counts the disk flushes made (bench and tests read it; one process's total). */
export const flushes = { count: 0 };

interface NodeStream {
  nfd?: number;
}
interface NodeFsOps {
  stream_ops: { fsync?: (stream: NodeStream) => number };
  tryFSOperation<T>(work: () => T): T;
}

// PGlite's Node filesystem has no fsync: PostgreSQL's flushes were no-ops even with fsync on. This one passes them on.
class FlushingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const made = await super.init(...args);
    const flush = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsOps;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          flushes.count++;
          return 0;
        });
    };
    const { emscriptenOpts } = made;
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flush] } };
  }
}

// PGlite starts PostgreSQL with `-F` (fsync off); the rest of its parameters are kept as they are.
const DURABLE_START = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  // fdatasync is a no-op in PGlite's WASM runtime; fsync reaches the filesystem above.
  '-c',
  'wal_sync_method=fsync',
];

/** PGlite options that open `dataDir` with the given durability. */
export function durabilityOptions(dataDir: string, durability: Durability): Partial<PGliteOptions> {
  if (durability === 'relaxed') return { dataDir };
  return { fs: new FlushingNodeFS(dataDir), startParams: DURABLE_START };
}

/** Flushes every file and folder under `dir` (a new database: PGlite unpacked it without flushing). */
export function flushTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) flushTree(path);
    else if (entry.isFile()) flushPath(path);
  }
  flushPath(dir);
}

function flushPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
