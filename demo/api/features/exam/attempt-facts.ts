import type { Db } from '../../db/database';
import type { AttemptWithPaper } from './queries';
import { isTaken } from './scoring';

// What never changes about an open attempt (its id, owner, exam, start, its exam's batch and paper), remembered per
// database handle when it is started or read, so that an answer is saved without reading the attempt again. These
// facts only ever lead to a save the database confirms (the upsert checks the attempt's id, owner, exam and start,
// and that it is open); every refusal is decided on a fresh read.

/** At most this many attempts are remembered per handle; the oldest goes first. */
const LIMIT = 2000;

const remembered = new WeakMap<Db, Map<number, AttemptWithPaper>>();

/** The remembered facts of an attempt, if any. */
export function rememberedAttempt(db: Db, id: number): AttemptWithPaper | undefined {
  return remembered.get(db)?.get(id);
}

/** Remembers an open attempt that has a paper (a taken one takes no more answers). */
export function rememberAttempt(db: Db, found: AttemptWithPaper): void {
  if (!found.paper || isTaken(found.attempt)) return;
  let attempts = remembered.get(db);
  if (!attempts) {
    attempts = new Map();
    remembered.set(db, attempts);
  }
  attempts.delete(found.attempt.id);
  if (attempts.size >= LIMIT) attempts.delete(attempts.keys().next().value as number);
  attempts.set(found.attempt.id, found);
}

/** Forgets an attempt whose save the database refused (taken meanwhile, or no longer the attempt remembered). */
export function forgetAttempt(db: Db, id: number): void {
  remembered.get(db)?.delete(id);
}
