/** Attributes of `<academy-scanner>`: only the common api-base, lang and brand. */
export type ScannerProps = Record<never, never>;
