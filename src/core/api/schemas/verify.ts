import { array, enums, literal, nullable, number, string, type, type Infer } from 'superstruct';
import { maxLength } from './limits';

// The verify calls (issue #34): the public check of a certificate by its code, and a trainer's revocation.

/** The longest revocation reason a trainer may give. */
export const REVOKE_REASON_MAX = 500;

/** GET verify/certificate/{code} answer: the certificate as issued and whether it still holds. */
export const CertificateCheckSchema = type({
  certificate_no: string(),
  /** The holder's name frozen when the certificate was issued. */
  holder_name: string(),
  course: type({ title: string(), title_ar: string() }),
  /** `YYYY-MM-DD`. */
  issue_date: string(),
  /** The first day it no longer holds (`YYYY-MM-DD`), or null: it never expires. */
  expires_on: nullable(string()),
  state: enums(['valid', 'expired', 'revoked']),
  /** When it was revoked (ISO 8601), or null. The reason stays with the academy. */
  revoked_at: nullable(string()),
});
export type CertificateCheck = Infer<typeof CertificateCheckSchema>;

/** POST verify/revoke/{certificateNo} body. */
export const RevokeCertificateBody = type({ reason: maxLength(string(), REVOKE_REASON_MAX) });

/** POST verify/revoke/{certificateNo} answer. */
export const RevokedSchema = type({ certificate_no: string(), state: literal('revoked'), revoked_at: string() });

/** One issued certificate of a batch as its trainer sees it (GET verify/batch/{batchNo}). */
export const BatchCertificateSchema = type({
  certificate_no: string(),
  holder_name: string(),
  issue_date: string(),
  expires_on: nullable(string()),
  state: enums(['valid', 'expired', 'revoked']),
  revoked_at: nullable(string()),
});
export type BatchCertificate = Infer<typeof BatchCertificateSchema>;

/** GET verify/batch/{batchNo} answer, in issue order. */
export const BatchCertificateList = array(BatchCertificateSchema);

/**
 * GET and PUT verify/validity/{batchNo} answer: how many months the certificates of the batch's course stay valid
 * (its first course, the one its certificates are issued for), or null: they never expire.
 */
export const CertificateValiditySchema = type({ validity_months: nullable(number()) });
export type CertificateValidity = Infer<typeof CertificateValiditySchema>;

/** PUT verify/validity/{batchNo} body: whole months from 1 to 120, or null (never expires). */
export const SetValidityBody = type({ validity_months: nullable(number()) });
/** GET verify/batch/{batchNo}/ready answer: how many certificates wait for the trainer to issue them (#29 item 9). */
export const ReadyCertificatesSchema = type({ count: number() });

/** POST verify/batch/{batchNo}/issue answer: how many were issued now, and how many still wait (a holder without a name). */
export const IssuedCertificatesSchema = type({ issued: number(), ready: number() });
