import { backendUrl } from '../config/config';
import { ApiError } from './api-error';
import { failure, http } from './client';

// Files (exports) come through the same client as every call: the token in the Authorization header, never the URL.

/** A file answer: its bytes and the name its Content-Disposition gives (undefined without one). */
export interface FileAnswer {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8) first, else `filename`. */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim() || undefined;
}

/**
 * GET `path` as a file of one of the `accept` types; a 200 of another type (a proxy's page, a JSON answer) is an
 * invalid answer rather than a broken file. Failures reject with an ApiError, toasted unless `silent`.
 */
export async function requestFile(
  path: string,
  options: { accept: readonly string[]; searchParams?: Record<string, string>; signal?: AbortSignal; silent?: boolean },
): Promise<FileAnswer> {
  try {
    const response = await http.get(path, {
      prefixUrl: backendUrl(),
      searchParams: options.searchParams,
      signal: options.signal,
      headers: { Accept: options.accept.join(', ') },
    });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!options.accept.includes(type)) throw new ApiError('invalid-response', `Unexpected answer from ${path}`);
    return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
  } catch (raw) {
    throw await failure(raw, path, options.silent);
  }
}
