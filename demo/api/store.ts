import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { DataModel } from './data-model';
import { randomToken } from './security';
import type { Data } from './types';

const FILE_MODE = 0o600;
// The folder holds password hashes and the link secret too (temp files, set-aside copies): owner only.
const DIR_MODE = 0o700;

/**
 * Holds the data set in memory and mirrors it to one JSON file.
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

  constructor(
    readonly file: string,
    private readonly model: DataModel,
    private readonly now: () => number,
  ) {
    this.data = this.load();
  }

  /** Replaces everything with a fresh seed and schedules its write. */
  reseed(): void {
    this.data = this.model.seed(this.now());
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

  private load(): Data {
    let text: string | undefined;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      let parsed: unknown;
      let check: ReturnType<DataModel['check']>;
      try {
        parsed = JSON.parse(text);
        check = this.model.check(parsed);
      } catch {
        check = 'corrupt';
      }
      if (check === 'ok') return parsed as Data;
      this.setAside(check);
    }
    this.data = this.model.seed(this.now());
    this.save();
    return this.data;
  }

  /** Keeps a rejected file next to the new one, so a damaged data set can still be inspected or repaired by hand. */
  private setAside(check: 'outdated' | 'corrupt'): void {
    const stamp = new Date(this.now()).toISOString().replace(/[:.]/g, '-');
    let aside = `${this.file}.${check}-${stamp}`;
    // Two rejections in one millisecond (a fake clock) must not overwrite the first file set aside.
    for (let copy = 1; existsSync(aside); copy++) aside = `${this.file}.${check}-${stamp}-${copy}`;
    renameSync(this.file, aside);
    if (check === 'corrupt') {
      console.error(`[api] ${this.file} is corrupt; it was moved to ${aside} and fresh demo data was seeded`);
    } else {
      console.warn(`[api] ${this.file} was written for other API features; it was moved to ${aside} and fresh demo data was seeded`);
    }
  }
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
