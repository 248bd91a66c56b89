import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomToken } from './security';
import { seedData } from './seed';
import { DATA_ARRAYS, DATA_VERSION, type Data } from './types';

/** Holds the data set in memory and mirrors it to one JSON file after every change. */
export class Store {
  data: Data;

  constructor(
    readonly file: string,
    private readonly now: () => number,
  ) {
    this.data = this.load();
  }

  /** Replaces everything with a fresh seed and writes it out. */
  reseed(): void {
    this.data = seedData(this.now());
    this.save();
  }

  /** Atomic write: a temp file in the same folder, then a rename, so readers never see half a file. */
  save(): void {
    const dir = dirname(this.file);
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `.${basename(this.file)}.${process.pid}.${randomToken(6)}.tmp`);
    try {
      writeFileSync(temp, JSON.stringify(this.data, null, 2));
      renameSync(temp, this.file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }

  private load(): Data {
    let text: string | undefined;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (isData(parsed)) return parsed;
      } catch {
        // Falls through to re-seeding: a corrupt file is treated like a missing one.
      }
      console.warn(`[api] ${this.file} is unreadable or outdated; seeding fresh demo data`);
    }
    this.data = seedData(this.now());
    this.save();
    return this.data;
  }
}

function isData(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.version === DATA_VERSION &&
    typeof record.secret === 'string' &&
    typeof record.next_ids === 'object' &&
    record.next_ids !== null &&
    DATA_ARRAYS.every((key) => Array.isArray(record[key]))
  );
}
