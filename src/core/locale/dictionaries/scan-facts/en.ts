/**
 * English words for a scan's facts (how it was made, where, what was flagged), written once; a feature that shows
 * scans (react/ui/use-scan-texts.ts) loads them with its own strings (its strings/index.ts).
 */
export const scanFactsEn = {
  method: { QR: 'QR code', TYPED: 'Typed code', OFFLINE: 'Offline scan' },
  awayWithin: '{{distance}} m away ±{{accuracy}} m',
  away: '{{distance}} m away',
  within: 'Position ±{{accuracy}} m',
  flags: {
    offline_unconfirmed: 'Offline scan, not yet accepted',
    outside_venue: 'Outside the venue',
    short_stay: 'Left soon after checking in',
  },
};

export type ScanFactsDictionary = typeof scanFactsEn;
