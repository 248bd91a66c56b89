import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Db } from '../../db/database';
import { FieldErrors, rowId } from '../../validation';
import type { MessageKey } from '../../messages';
import {
  batchById,
  type BatchParticipantRecord,
  type BatchRecord,
  participantOfUser,
  type ParticipantRecord,
} from '../batch/directory';
import { examById, examByNo, type ExamWithPaper } from './queries';
import type { ExamPaperRecord, ExamRecord } from './types';

// Lookups every exam route shares. Only an enrolled participant of the exam's batch sees an exam: anyone else, like
// an unknown number, gets the same 404 (no existence oracle). Participants and batches come from batch's directory.

/** The signed-in participant's exam with their place in its batch. */
export interface OwnExam {
  exam: ExamRecord;
  batch: BatchRecord;
  participant: ParticipantRecord;
  place: BatchParticipantRecord;
  /** Null for manually marked exams: they are not taken here (shown as not available). */
  paper: ExamPaperRecord | null;
}

/** The participant's place in a batch (any status), with the batch. */
export async function placeIn(
  db: Db,
  participant: ParticipantRecord,
  batchId: number,
): Promise<{ batch: BatchRecord; place: BatchParticipantRecord } | undefined> {
  const batch = await batchById(db, batchId);
  const place = batch?.participants.find((candidate) => candidate.participant_id === participant.id);
  return batch && place ? { batch, place } : undefined;
}

/** `found` as the participant's own exam: only when they have a place in its batch. */
async function ownedBy(db: Db, participant: ParticipantRecord, found: ExamWithPaper): Promise<OwnExam | undefined> {
  const enrolled = await placeIn(db, participant, found.exam.batch_id);
  return enrolled && { ...found, ...enrolled, participant };
}

/** The caller's exam by its internal id or public number, or undefined when unknown or not theirs. */
export async function findOwnExam(
  ctx: ApiContext,
  userId: number,
  key: { id: number | undefined } | { no: number | undefined },
): Promise<OwnExam | undefined> {
  const participant = await participantOfUser(ctx.db, userId);
  if (!participant) return undefined;
  const found =
    'id' in key
      ? key.id !== undefined && (await examById(ctx.db, key.id))
      : key.no !== undefined && (await examByNo(ctx.db, key.no));
  return found ? ownedBy(ctx.db, participant, found) : undefined;
}

/** The caller's exam named by a path's exam number; 404 `notFoundKey` otherwise. */
export async function ownExamByNo(
  ctx: ApiContext,
  req: ApiRequest,
  raw: unknown,
  notFoundKey: 'examNotFound' | 'examResultNotFound' | 'examIntegrityNotFound' = 'examNotFound',
): Promise<OwnExam> {
  const own = await findOwnExam(ctx, req.currentUser.id, { no: rowId(raw) });
  if (!own) throw req.fail(404, notFoundKey);
  return own;
}

/** A 422 naming the one field at fault, as the client reads it (`firstFieldError`). */
export function invalidField(req: ApiRequest, field: string, key: MessageKey): never {
  const errors = new FieldErrors(req);
  errors.add(field, key);
  errors.throwIfAny();
  throw req.fail(422, key);
}
