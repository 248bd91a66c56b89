/** Attributes of `academy-profile` as React props: only the common ones (api-base, lang, brand). */
export type ProfileProps = Record<never, never>;
