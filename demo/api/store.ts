import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DataModel } from './data-model';
import { DatabaseError } from './db/database';
import { randomToken } from './security';
import type { Data } from './types';

const FILE_MODE = 0o600;
// The folder holds password hashes and the link secret too (temp files, set-aside copies): owner only.
const DIR_MODE = 0o700;

/**
 * Holds the data of the features that have not moved to their own tables yet in memory, mirrored to one JSON file.
 *
 * Writes are coalesced: `save()` only marks the data dirty and schedules one write for the next turn of the event
 * loop. That is safe because handlers change the in-memory data synchronously between awaits, so every change made
 * before the write starts is one consistent state, and the write serialises that state as a whole. Each answer
 * waits for `settled()`, so a client never hears "done" before its change is on disk.
 */
export class Store {
  data: Data;
  /** Completed writes since start (diagnostics and tests of coalescing). */
  writes = 0;
  private dirty = false;
  /** An async write has started and not finished: its data is not safely on disk yet. */
  private inFlight = false;
  private scheduled: Promise<void> | undefined;
  private writing: Promise<void> = Promise.resolve();

  /**
   * Loads the file, or starts it with `initial()` when there is none. A damaged file, or one written for other
   * features, stops the start with a message: it is never replaced or re-seeded behind the operator's back.
   */
  constructor(
    readonly file: string,
    model: DataModel,
    initial: () => Data,
  ) {
    const loaded = load(file, model);
    this.data = loaded ?? initial();
    if (!loaded) this.save();
  }

  /** Replaces everything (a development re-seed) and schedules its write. */
  replace(data: Data): void {
    this.data = data;
    this.save();
  }

  /** Marks the data changed; one write per tick carries every change made so far. */
  save(): void {
    this.dirty = true;
    if (this.scheduled) return;
    const scheduled = new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        this.scheduled = undefined;
        this.drain().then(resolve, reject);
      });
    });
    // Logged here so a write nobody awaits (a reset from a test hook) still reports its failure.
    scheduled.catch((error: unknown) => console.error(`[api] could not write ${this.file}`, error));
    this.scheduled = scheduled;
  }

  /** Resolves when every change saved so far is on disk (at once when nothing is pending). */
  settled(): Promise<void> {
    return this.scheduled ?? this.writing;
  }

  /** Resolves once every change saved so far is written, rejecting when the write fails; for shutdown and tests. */
  async flush(): Promise<void> {
    await this.settled();
    if (this.dirty) await this.drain();
  }

  /** Last-chance synchronous write for `process.on('exit')`, where no promise can complete. */
  flushSync(): void {
    if (!this.dirty && !this.scheduled && !this.inFlight) return;
    this.dirty = false;
    const dir = dirname(this.file);
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    const temp = this.tempName();
    try {
      const fd = openSync(temp, 'w', FILE_MODE);
      try {
        writeSync(fd, JSON.stringify(this.data, null, 2));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.file);
      syncDirectorySync(dir);
      this.writes++;
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }

  private drain(): Promise<void> {
    const run = this.writing.then(() => this.writeIfDirty());
    this.writing = run.catch(() => undefined);
    return run;
  }

  /** Atomic write: a temp file in the same folder, synced, then renamed, so readers never see half a file. */
  private async writeIfDirty(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    this.inFlight = true;
    const text = JSON.stringify(this.data, null, 2);
    const dir = dirname(this.file);
    const temp = this.tempName();
    try {
      await mkdir(dir, { recursive: true, mode: DIR_MODE });
      const handle = await open(temp, 'w', FILE_MODE);
      try {
        await handle.writeFile(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
      await syncDirectory(dir);
      this.writes++;
    } catch (error) {
      this.dirty = true;
      await rm(temp, { force: true });
      throw error;
    } finally {
      this.inFlight = false;
    }
  }

  private tempName(): string {
    return join(dirname(this.file), `.${basename(this.file)}.${process.pid}.${randomToken(6)}.tmp`);
  }
}

/** The file's data, or undefined when there is no file; throws (stopping the start) when it cannot be used. */
function load(file: string, model: DataModel): Data | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DatabaseError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  let check: ReturnType<DataModel['check']>;
  try {
    parsed = JSON.parse(text);
    check = model.check(parsed);
  } catch {
    check = 'corrupt';
  }
  if (check === 'ok') return parsed as Data;
  if (check === 'outdated') {
    throw new DatabaseError(`${file} was written by another version of the API features; in development run \`npm run api:reset\` to start again on fresh demo data`);
  }
  throw new DatabaseError(`${file} is damaged; restore it from a backup (or, in development, run \`npm run api:reset\`)`);
}

/** `syncDirectory` for the exit path, where no promise can complete. */
function syncDirectorySync(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Best effort, as below: the file itself was synced.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Makes the rename itself durable; some platforms cannot open a directory, and then there is nothing to sync. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Directory fsync is best effort (EISDIR/EPERM on some systems); the file itself was synced.
  } finally {
    await handle?.close();
  }
}
