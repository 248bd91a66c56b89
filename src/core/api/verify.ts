import { request } from '../http/client';
import {
  BatchCertificateList,
  CertificateCheckSchema,
  CertificateValiditySchema,
  IssuedCertificatesSchema,
  ReadyCertificatesSchema,
  RevokedSchema,
  type BatchCertificate,
  type CertificateCheck,
  type CertificateValidity,
} from './schemas/verify';

export type { BatchCertificate, CertificateCheck, CertificateValidity };

/** GET verify/certificate/{code}: no sign-in needed; an unknown or malformed code rejects with a 404. */
export function checkCertificate(code: string): Promise<CertificateCheck> {
  return request('GET', `verify/certificate/${encodeURIComponent(code)}`, {
    schema: CertificateCheckSchema,
    silent: true,
  });
}

/** POST verify/revoke/{certificateNo}: a trainer of the certificate's batch revokes it with a reason. */
export function revokeCertificate(certificateNo: string, reason: string) {
  return request('POST', `verify/revoke/${encodeURIComponent(certificateNo)}`, {
    json: { reason },
    schema: RevokedSchema,
    silent: true,
  });
}

/** GET verify/batch/{batchNo}: the batch's issued certificates with their states, for its trainer. */
export function fetchBatchCertificates(batchNo: string): Promise<BatchCertificate[]> {
  return request('GET', `verify/batch/${encodeURIComponent(batchNo)}`, { schema: BatchCertificateList, silent: true });
}

/** GET verify/validity/{batchNo}: how long the certificates of the batch's course stay valid, for its trainer. */
export function fetchValidity(batchNo: string): Promise<CertificateValidity> {
  return request('GET', `verify/validity/${encodeURIComponent(batchNo)}`, {
    schema: CertificateValiditySchema,
    silent: true,
  });
}

/** PUT verify/validity/{batchNo}: sets it (months, or null: never expire); issued certificates keep their expiry. */
export function saveValidity(batchNo: string, months: number | null): Promise<CertificateValidity> {
  return request('PUT', `verify/validity/${encodeURIComponent(batchNo)}`, {
    json: { validity_months: months },
    schema: CertificateValiditySchema,
    silent: true,
  });
}

/** GET verify/batch/{batchNo}/ready: how many of the batch's certificates wait to be issued, for its trainer. */
export async function fetchReadyCertificates(batchNo: string): Promise<number> {
  const path = `verify/batch/${encodeURIComponent(batchNo)}/ready`;
  return (await request('GET', path, { schema: ReadyCertificatesSchema, silent: true })).count;
}

/** POST verify/batch/{batchNo}/issue: a trainer of the batch issues its ready certificates. */
export function issueCertificates(batchNo: string) {
  return request('POST', `verify/batch/${encodeURIComponent(batchNo)}/issue`, {
    schema: IssuedCertificatesSchema,
    silent: true,
  });
}
