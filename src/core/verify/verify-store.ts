import { checkCertificate, type CertificateCheck } from '../api/verify';
import { ApiError } from '../http/api-error';

/** What the page shows for a code: the certificate, "no certificate with this code", a throttle, or a failure. */
export type Lookup =
  { kind: 'found'; certificate: CertificateCheck } | { kind: 'not-found' } | { kind: 'too-many' } | { kind: 'failed' };

/** Looks `code` up; the server's one 404 (unknown and malformed alike) is the not-found state, never an error. */
export async function lookUpCertificate(code: string): Promise<Lookup> {
  try {
    return { kind: 'found', certificate: await checkCertificate(code) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    if (error instanceof ApiError && error.status === 429) return { kind: 'too-many' };
    return { kind: 'failed' };
  }
}
