import { fetchBatchCertificates, revokeCertificate } from '../api/verify';
import { REVOKE_REASON_MAX } from '../api/schemas/verify';
import type { FieldIssues } from '../forms/field-issues';
import { ApiError } from '../http/api-error';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { pushToast } from '../toasts/toasts';

// A trainer's side of verifiable certificates (issue #34): the batch's issued certificates, and revoking one.

/** The batch's issued certificates per batch number; loads when first watched, `load({ force: true })` retries. */
export const batchCertificatesStore = keyedStores(
  createQueryFamily((batchNo: string) => fetchBatchCertificates(batchNo)),
);

/** The reason: required once trimmed, at most REVOKE_REASON_MAX characters (the server checks the same). */
export function validateReason(reason: string): FieldIssues<'reason'> {
  if (!reason.trim()) return { reason: 'verify.revoke.reasonRequired' };
  return reason.length > REVOKE_REASON_MAX ? { reason: 'verify.revoke.reasonTooLong' } : {};
}

/**
 * Revokes `certificateNo` with the trimmed reason, then the batch's list is read again; toasts the outcome. Answers
 * the server's words about the reason (a 422) for the field, else undefined (done, or toasted as failed).
 */
export async function revoke(
  batchNo: string,
  certificateNo: string,
  reason: string,
): Promise<{ ok: true } | { ok: false; reasonError?: string }> {
  try {
    await revokeCertificate(certificateNo, reason.trim());
  } catch (error) {
    const reasonError = error instanceof ApiError ? error.fieldErrors?.reason?.[0] : undefined;
    if (reasonError) return { ok: false, reasonError };
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'verify.revoke.failed' } });
    return { ok: false };
  }
  void batchCertificatesStore(batchNo).load({ force: true });
  pushToast({ variant: 'success', message: { key: 'verify.revoke.done' } });
  return { ok: true };
}
