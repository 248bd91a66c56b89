import ky from 'ky';
import type { BrandVariantId } from '../brand/variants';
import { backendUrl } from '../config/config';
import { ApiError } from '../http/api-error';
import { API_TIMEOUT_MS, toApiError } from '../http/client';
import { $locale, serverLanguage } from '../locale/locale-store';
import { $token } from '../session/storage';

// GET exams/certificate/{certificateNo} (beyond the spec, which names no certificate call): the certificate PDF. Not
// through `request`, which reads JSON answers: this one is bytes. The token goes in the header, never in the URL.

/** The certificate call's path for a certificate number. */
export function certificatePath(certificateNo: string): string {
  return `exams/certificate/${encodeURIComponent(certificateNo)}`;
}

/** The certificate as a PDF Blob, drawn in `brand`'s colours and names; failures reject with an ApiError. */
export async function fetchCertificatePdf(
  certificateNo: string,
  brand: BrandVariantId,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = $token.get();
  try {
    const response = await ky.get(certificatePath(certificateNo), {
      prefixUrl: backendUrl(),
      searchParams: { brand },
      timeout: API_TIMEOUT_MS,
      retry: 0,
      signal,
      headers: {
        Accept: 'application/pdf',
        'Accept-Language': serverLanguage($locale.get()),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    // A 200 that is not a PDF (a proxy's page, JSON) would save a broken file.
    if (!/^application\/pdf\b/i.test(response.headers.get('content-type') ?? ''))
      throw new ApiError('invalid-response', `Unexpected answer from ${certificatePath(certificateNo)}`);
    return await response.blob();
  } catch (raw) {
    throw await toApiError(raw);
  }
}
