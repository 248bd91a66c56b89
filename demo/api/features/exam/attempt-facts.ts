import type { Db } from '../../db/database';
import type { AttemptWithPaper } from './queries';
import { isTaken } from './scoring';

// What never changes about an open attempt (its id, owner and the account behind it, exam, start, its exam's batch
// and paper), remembered per database handle when its owner starts or reads it, so that an answer is saved without
// reading the attempt again. These
// facts only ever lead to a save the database confirms (the upsert checks the attempt's id, owner, exam and start,
// and that it is open); every refusal is decided on a fresh read.

/** At most this many attempts are remembered per handle; the oldest goes first. */
const LIMIT = 2000;

/** An attempt's facts with the signed-in account it was checked against. */
interface Remembered {
  found: AttemptWithPaper;
  userId: number;
}

const remembered = new WeakMap<Db, Map<number, Remembered>>();

/** The remembered facts of an attempt, when `userId` is the account they were checked against. */
export function rememberedAttempt(db: Db, id: number, userId: number): AttemptWithPaper | undefined {
  const facts = remembered.get(db)?.get(id);
  return facts?.userId === userId ? facts.found : undefined;
}

/** Remembers an open attempt that has a paper (a taken one takes no more answers), checked as `userId`'s own. */
export function rememberAttempt(db: Db, found: AttemptWithPaper, userId: number): void {
  if (!found.paper || isTaken(found.attempt)) return;
  let attempts = remembered.get(db);
  if (!attempts) {
    attempts = new Map();
    remembered.set(db, attempts);
  }
  attempts.delete(found.attempt.id);
  if (attempts.size >= LIMIT) attempts.delete(attempts.keys().next().value as number);
  attempts.set(found.attempt.id, { found, userId });
}

/** Forgets an attempt whose save the database refused (taken meanwhile, or no longer the attempt remembered). */
export function forgetAttempt(db: Db, id: number): void {
  remembered.get(db)?.delete(id);
}
