/** Attributes of `academy-verify` as React props: only the common ones (api-base, lang, brand). */
export type VerifyProps = Record<never, never>;
