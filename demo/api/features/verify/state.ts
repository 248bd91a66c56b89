// Whether a certificate still holds (issue #34): revoked wins; else it is expired from its issue date plus the course's
// validity onwards. Month arithmetic clamps to the month's last day: 31 January + 1 month is 28 (or 29) February.

/** A certificate's state as the verify page shows it. */
export type CertificateState = 'valid' | 'expired' | 'revoked';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `isoDate` (`YYYY-MM-DD`) plus `months` calendar months, clamped to the last day of the target month. */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!match || !Number.isInteger(months))
    throw new RangeError(`[verify] not a date and months: ${isoDate}, ${months}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const first = new Date(Date.UTC(year, month + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The first day a certificate no longer holds, or null when its course sets no validity. */
export function expiresOn(issueDate: string, validityMonths: number | null): string | null {
  return validityMonths === null ? null : addMonths(issueDate, validityMonths);
}

/** The state on `today` (`YYYY-MM-DD`, the academy's local date). */
export function certificateState(
  facts: { expiresOn: string | null; revoked: boolean },
  today: string,
): CertificateState {
  if (facts.revoked) return 'revoked';
  return facts.expiresOn !== null && today >= facts.expiresOn ? 'expired' : 'valid';
}
