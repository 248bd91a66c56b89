import { fetchBatchCertificates, fetchReadyCertificates, issueCertificates, revokeCertificate } from '../api/verify';
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

/**
 * The batch page's certificates section answers to this fragment (`/trainer/batch/{no}?tab=participants#certificates`,
 * the trainer dashboard's "Process certificates"): once shown, it is scrolled into view and its heading focused.
 */
export const CERTIFICATES_ANCHOR = 'certificates';

/** How many of the batch's certificates wait to be issued (#29 item 9), per batch number. */
export const readyCertificatesStore = keyedStores(
  createQueryFamily((batchNo: string) => fetchReadyCertificates(batchNo)),
);

/** Issues the batch's ready certificates, then reads both lists again; toasts the outcome. Answers whether it went. */
export async function issueReady(batchNo: string): Promise<boolean> {
  try {
    const { issued } = await issueCertificates(batchNo);
    pushToast({ variant: 'success', message: { key: 'verify.ready.done', params: { count: issued } } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'verify.ready.failed' } });
    void readyCertificatesStore(batchNo).load({ force: true });
    return false;
  }
  // The issued list first: the section never finds itself with neither (it would vanish for a moment).
  await batchCertificatesStore(batchNo).load({ force: true });
  await readyCertificatesStore(batchNo).load({ force: true });
  return true;
}

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
